/** The chat's limits, shared by the browser (input caps) and the server's schemas. Kept apart from the schemas so the browser never loads zod. */

/** Longest message a visitor may send. */
export const MAX_MESSAGE_CHARS = 1000;
/** Longest message kept in history or a transcript (the assistant's replies are longer). */
export const MAX_TRANSCRIPT_MESSAGE_CHARS = 2000;
/** Most messages kept with a lead. */
export const MAX_TRANSCRIPT_MESSAGES = 120;
/** Largest body either endpoint reads. */
export const MAX_CHAT_BODY_BYTES = 32 * 1024;
export const MAX_LEAD_BODY_BYTES = 300 * 1024;

export const assistantIds = ["ava", "tina"] as const;
export type AssistantName = (typeof assistantIds)[number];
export const isAssistant = (name: unknown): name is AssistantName => assistantIds.includes(name as AssistantName);
