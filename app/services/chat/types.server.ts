/** The two assistants, and a turn of a conversation as the page sends it. */
export type AssistantId = "ava" | "tina";

export interface ChatTurn {
  type: "user" | "bot";
  content: string;
}
