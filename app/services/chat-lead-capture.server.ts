/**
 * Chat conversations that become leads: the product's rule for when they may, the row they
 * become, and the capture pipeline's form for them (shared with every other public form).
 */
import { site } from "#content/site.ts";
import { avaChat, tinaChat } from "#content/chat.ts";
import { chatLeadPayload, findEmail, findPhone, shouldSendLead, typedEmail } from "#app/domain/chat-lead-rules.ts";
import { chatLeadRequestSchema, MAX_LEAD_BODY_BYTES, type AssistantName, type ChatLeadRequest } from "#app/schemas/chat.ts";
import { MAX_TRANSCRIPT_MESSAGE_CHARS, MAX_TRANSCRIPT_MESSAGES } from "#app/domain/chat-limits.ts";
import { leadReady } from "./chat/state.server";
import type { Conversation } from "./chat-conversations.server";
import { withDbRetry } from "./db.server";
import {
  attributionOf,
  captureRequest,
  captureValue,
  leafOf,
  type CaptureContext,
  type CaptureForm,
  type CaptureOutcome,
} from "./lead-capture.server";
import type { Visit } from "#app/schemas/visit.ts";
import type { NewLead } from "./leads.server";
import { rules } from "./rate-limit.server";
import { cleanText } from "./request-body.server";

/**
 * Whether a chat conversation may become a lead, as the product's rule says. The browser decides when to send one; the same rule is checked here
 * against the transcript, and the email and phone must be ones the visitor actually typed.
 */
export function chatLeadProblem(assistant: AssistantName, req: ChatLeadRequest): string | null {
  const { fields, transcript } = req;
  const last = transcript[transcript.length - 1];
  if (!last || last.type !== "user") return "the transcript must end with the visitor's message";
  const hadContact = Boolean(findEmail(last.content) || findPhone(last.content));
  const contact = contactProblem(req);
  if (contact) return contact;
  if (assistant === "ava") {
    if (!shouldSendLead({ hadContact, fields: { ...fields }, messageCount: transcript.length })) {
      return "a chat lead needs a name, an email and a phone, the last message giving one of them, and more than 6 messages";
    }
    return null;
  }
  // Tina's conversations are demos: they become leads only when the visitor leaves contact details.
  if (!hadContact || !(fields.email || fields.phone)) return "a demo chat becomes a lead only with an email or a phone";
  return null;
}

/** The lead row for a chat: the spec's chat payload, with the whole transcript kept for the admin. */
export function chatToLead(assistant: AssistantName, req: ChatLeadRequest): NewLead {
  const { fields } = req;
  const demo = assistant === "tina";
  const notes = [
    demo
      ? `From a conversation with ${site.demoAssistantName} on the free AI receptionist demo page.`
      : `From a conversation with ${site.assistantName} (${req.surface === "home-card" ? "home page chat card" : "chat widget"}).`,
    fields.currentWebsite && `Current website: ${fields.currentWebsite}`,
    fields.refreshScope && `Refresh: ${fields.refreshScope}`,
    req.page && `Page: ${req.page}`,
  ]
    .filter(Boolean)
    .join("\n");
  const payload = chatLeadPayload(
    {
      ...fields,
      services: fields.services.length ? fields.services : demo ? ["AI Receptionist Demo"] : [],
      name: fields.name ?? "",
      email: fields.email ?? "",
      phone: fields.phone ?? "",
    },
    req.transcript,
    notes,
  );
  const area = fields.area;
  const areaNote = area && `Area: ${area}${(site.areaServed as readonly string[]).includes(area) ? "" : " (not one of the areas the site lists)"}`;
  return {
    source: "chat",
    idempotencyKey: `chat:${req.conversationId}`,
    budgetRange: fields.budget ?? null,
    status: payload.leadStatus,
    name: payload.name || null,
    email: payload.email || null,
    phone: payload.phone || null,
    businessType: payload.businessType,
    timeline: payload.timeline,
    projectInterested: payload.projectInterested,
    conversationSummary: payload.conversationSummary,
    notes: [payload.notes, areaNote].filter(Boolean).join("\n") || null,
    currentWebsite: fields.currentWebsite ?? null,
    details: {
      assistant,
      surface: req.surface,
      page: req.page ?? null,
      refreshScope: fields.refreshScope ?? null,
      transcript: req.transcript.map((m) => ({ type: m.type, content: m.content, timestamp: m.timestamp })),
    },
    attribution: attributionOf({ visit: req.visit }),
  };
}

const saved = (assistant: AssistantName, name: string | null) => ({
  text: assistant === "ava" ? avaChat.leadSaved.replace("{name}", name ?? "") : tinaChat.leadSaved,
});

function parseChatLead(raw: Record<string, unknown>): { ok: true; value: ChatLeadRequest } | { ok: false; fieldErrors: Record<string, string> } {
  const parsed = chatLeadRequestSchema.safeParse(raw);
  if (parsed.success) return { ok: true, value: parsed.data };
  const issue = parsed.error.issues[0]!;
  const field = issue.path.map(String).join(".") || "body";
  const missing = issue.code === "invalid_type" && /received undefined/.test(issue.message);
  return { ok: false, fieldErrors: { [field]: missing ? `${field} is required` : `${field}: ${issue.message}` } };
}

/**
 * The one chat-lead form of the capture pipeline, in its two uses:
 * - `browser`: `POST /api/chat/{assistant}/lead` from pages built before the server captured
 *   leads itself; the product's browser-side rule is checked, and a repeat answers the first.
 * - `conversation`: the chat service, as soon as a conversation has a name and a contact (on
 *   the demo page, a contact); a repeat brings the lead up to date with what was learned since.
 * Either way the email and phone must be ones the visitor typed, the chat-lead rate limit
 * applies to creating the lead, and the lead is stored (with its notifications) once per
 * conversation, keyed `chat:<conversationId>`.
 */
function chatLeadForm(assistant: AssistantName, use: "browser" | "conversation"): CaptureForm<ChatLeadRequest, { text: string }> {
  return {
    source: "chat",
    body: { accepts: ["json"], maxBytes: MAX_LEAD_BODY_BYTES, multiLineFields: ["content"] },
    rule: rules.chatLead,
    validate(raw) {
      const parsed = parseChatLead(raw);
      if (!parsed.ok) return parsed;
      const problem = use === "browser" ? chatLeadProblem(assistant, parsed.value) : contactProblem(parsed.value);
      return problem ? { ok: false, fieldErrors: { transcript: problem } } : parsed;
    },
    idempotencyKey: (v) => `chat:${v.conversationId}`,
    decoy: (v) => saved(assistant, v.fields.name ?? null),
    async replay(existing, v, ctx) {
      if (use === "browser") return saved(assistant, existing.name);
      const refreshed = await withDbRetry(() => ctx.services.leads.refreshCapturedLead(existing.id, chatToLead(assistant, v)));
      return saved(assistant, refreshed?.name ?? existing.name);
    },
    async store(ctx, v) {
      const { lead, created } = await ctx.services.leads.createLead(chatToLead(assistant, v));
      // Two instances capturing the same conversation at once: the second brings the first's row up to date.
      if (!created && use === "conversation") await ctx.services.leads.refreshCapturedLead(lead.id, chatToLead(assistant, v));
      return { lead, created, result: saved(assistant, lead.name) };
    },
  };
}

/** The email and phone of a lead must be ones the visitor typed. */
function contactProblem(req: ChatLeadRequest): string | null {
  const userText = req.transcript.filter((m) => m.type === "user").map((m) => m.content);
  const digits = (t: string) => t.replace(/\D/g, "");
  if (req.fields.email && !typedEmail(req.fields.email, userText.join("\n"))) return "the email is not in the conversation";
  if (req.fields.phone && !digits(userText.join("\n")).includes(digits(req.fields.phone))) return "the phone is not in the conversation";
  return null;
}

export type ChatSurface = ChatLeadRequest["surface"];

/**
 * A conversation the server keeps becomes a lead, and the lead follows it: created as soon as a name and an email or phone are known (on the demo
 * page, an email or phone), brought up to date on every later message (contact, business, timeline, budget, services, summary and the transcript;
 * status and notes stay the operator's). Returns the outcome of the pipeline, or null while the conversation has no contact yet.
 */
export async function captureConversationLead(
  ctx: CaptureContext & { visit?: Visit },
  conversation: Conversation,
  surface: ChatSurface = conversation.assistant === "tina" ? "demo" : "widget",
): Promise<CaptureOutcome<{ text: string }> | null> {
  const f = conversation.state.facts;
  if (!leadReady(f, conversation.assistant) || !conversation.transcript.length) return null;
  const raw = {
    conversationId: conversation.conversationId,
    surface,
    fields: {
      name: f.name?.slice(0, 80),
      email: f.email,
      phone: f.phone,
      businessType: f.business && f.area ? `${f.business} (${f.area})` : f.business,
      timeline: f.timeline,
      services: f.services.slice(0, 6),
      budget: f.budget,
      area: f.area,
    },
    visit: ctx.visit,
    // The schema's bounds: the newest messages, each cut to the longest kept.
    transcript: conversation.transcript
      .slice(-MAX_TRANSCRIPT_MESSAGES)
      .map((m) => ({ type: m.type, content: m.content.slice(0, MAX_TRANSCRIPT_MESSAGE_CHARS), timestamp: m.timestamp })),
  };
  const cleaned = cleanText(raw, ["content"]);
  if (!cleaned.ok) return { status: "invalid", fieldErrors: { [leafOf(cleaned.field)]: cleaned.error }, values: {} };
  return captureValue(ctx, cleaned.value as Record<string, unknown>, chatLeadForm(conversation.assistant, "conversation"));
}

/** `POST /api/chat/{assistant}/lead`: the browser's chat sends the conversation once it qualifies. */
export function captureChatLeadRequest(ctx: CaptureContext, assistant: AssistantName, request: Request) {
  return captureRequest(ctx, request, chatLeadForm(assistant, "browser"));
}
