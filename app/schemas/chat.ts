/**
 * What the chat endpoints accept. Browser-safe: the widget, the home card and Tina's
 * dialog build their requests from the same limits.
 */
import { z } from "zod";
import { findEmail, findPhone, HISTORY_MESSAGES } from "#app/domain/chat-lead-rules.ts";
import { MAX_MESSAGE_CHARS, MAX_TRANSCRIPT_MESSAGE_CHARS, MAX_TRANSCRIPT_MESSAGES } from "#app/domain/chat-limits.ts";
import { visitField } from "./visit";

export {
  assistantIds,
  isAssistant,
  MAX_CHAT_BODY_BYTES,
  MAX_LEAD_BODY_BYTES,
  MAX_MESSAGE_CHARS,
  MAX_TRANSCRIPT_MESSAGE_CHARS,
  MAX_TRANSCRIPT_MESSAGES,
  type AssistantName,
} from "#app/domain/chat-limits.ts";

const historyMessage = z.object({
  type: z.enum(["user", "bot"]),
  content: z.string().max(MAX_TRANSCRIPT_MESSAGE_CHARS),
});

/**
 * One visitor message. Only these fields are read: nothing in the body can choose the
 * provider, the model or its settings.
 */
export const chatRequestSchema = z.object({
  conversationId: z.uuid({ message: "conversationId must be a UUID" }),
  message: z
    .string({ message: "message is required" })
    .trim()
    .min(1, "message is empty")
    .max(MAX_MESSAGE_CHARS, `message is longer than ${MAX_MESSAGE_CHARS} characters`),
  history: z.array(historyMessage).max(HISTORY_MESSAGES, `history holds at most ${HISTORY_MESSAGES} messages`).default([]),
  /** The tab's visit (entry page and source): a lead made from this conversation carries it. */
  visit: visitField,
});
export type ChatRequest = z.infer<typeof chatRequestSchema>;

const transcriptMessage = z.object({
  type: z.enum(["user", "bot"]),
  content: z.string().max(MAX_TRANSCRIPT_MESSAGE_CHARS),
  timestamp: z.iso.datetime({ offset: true, message: "timestamp must be an ISO date-time" }),
});

const label = z.string().trim().max(120).optional();

/** A chat conversation that has become a lead, with everything the visitor said. */
export const chatLeadRequestSchema = z.object({
  conversationId: z.uuid({ message: "conversationId must be a UUID" }),
  surface: z.enum(["widget", "home-card", "demo"]),
  page: z.string().max(300).optional(),
  fields: z.object({
    name: z.string().trim().min(1).max(80).optional(),
    email: z
      .string()
      .trim()
      .max(200)
      .refine((v) => findEmail(v) === v, "email is not an email address")
      .optional(),
    phone: z
      .string()
      .trim()
      .max(40)
      .refine((v) => findPhone(v) === v, "phone needs 10 or more digits, spaces, dashes or brackets")
      .optional(),
    businessType: label,
    timeline: label,
    currentWebsite: label,
    refreshScope: label,
    /** Learned by the server's own capture from the conversation (the browser's endpoint may send them too). */
    budget: label,
    area: label,
    services: z.array(z.string().trim().min(1).max(60)).max(6).default([]),
  }),
  transcript: z.array(transcriptMessage).min(1).max(MAX_TRANSCRIPT_MESSAGES),
  visit: visitField,
});
export type ChatLeadRequest = z.infer<typeof chatLeadRequestSchema>;
