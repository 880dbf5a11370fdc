/**
 * Chat conversations that become leads: the product's rule for when they may, the row they
 * become, and the capture pipeline's form for them (shared with every other public form).
 */
import { site } from "@content/site";
import { avaChat, tinaChat } from "@content/chat";
import { chatLeadPayload, findEmail, findPhone, shouldSendLead } from "~/domain/chat-lead-rules";
import { chatLeadRequestSchema, MAX_LEAD_BODY_BYTES, type AssistantName, type ChatLeadRequest } from "~/schemas/chat";
import { captureRequest, captureValue, leafOf, type CaptureContext, type CaptureForm, type CaptureOutcome } from "./lead-capture.server";
import type { NewLead } from "./leads.server";
import { rules } from "./rate-limit.server";
import { cleanText } from "./request-body.server";

/**
 * Whether a chat conversation may become a lead, as the product's rule says. The browser
 * decides when to send one; the same rule is checked here against the transcript, and the
 * email and phone must be ones the visitor actually typed.
 */
export function chatLeadProblem(assistant: AssistantName, req: ChatLeadRequest): string | null {
  const { fields, transcript } = req;
  const userText = transcript.filter((m) => m.type === "user").map((m) => m.content);
  const last = transcript[transcript.length - 1];
  if (!last || last.type !== "user") return "the transcript must end with the visitor's message";
  const hadContact = Boolean(findEmail(last.content) || findPhone(last.content));
  const all = userText.join("\n").toLowerCase();
  const digits = (t: string) => t.replace(/\D/g, "");
  if (fields.email && !all.includes(fields.email.toLowerCase())) return "the email is not in the conversation";
  if (fields.phone && !digits(userText.join("\n")).includes(digits(fields.phone))) return "the phone is not in the conversation";
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
  return {
    source: "chat",
    idempotencyKey: `chat:${req.conversationId}`,
    status: payload.leadStatus,
    name: payload.name || null,
    email: payload.email || null,
    phone: payload.phone || null,
    businessType: payload.businessType,
    timeline: payload.timeline,
    projectInterested: payload.projectInterested,
    conversationSummary: payload.conversationSummary,
    notes: payload.notes,
    currentWebsite: fields.currentWebsite ?? null,
    details: {
      assistant,
      surface: req.surface,
      page: req.page ?? null,
      refreshScope: fields.refreshScope ?? null,
      transcript: req.transcript.map((m) => ({ type: m.type, content: m.content, timestamp: m.timestamp })),
    },
  };
}

function chatLeadForm(assistant: AssistantName): CaptureForm<ChatLeadRequest, { text: string }> {
  const saved = (name: string | null) => ({ text: assistant === "ava" ? avaChat.leadSaved.replace("{name}", name ?? "") : tinaChat.leadSaved });
  return {
    source: "chat",
    body: { accepts: ["json"], maxBytes: MAX_LEAD_BODY_BYTES, multiLineFields: ["content"] },
    rule: rules.chatLead,
    validate(raw) {
      const parsed = chatLeadRequestSchema.safeParse(raw);
      if (!parsed.success) {
        const issue = parsed.error.issues[0]!;
        const field = issue.path.map(String).join(".") || "body";
        const missing = issue.code === "invalid_type" && /received undefined/.test(issue.message);
        return { ok: false, fieldErrors: { [field]: missing ? `${field} is required` : `${field}: ${issue.message}` } };
      }
      const problem = chatLeadProblem(assistant, parsed.data);
      return problem ? { ok: false, fieldErrors: { transcript: problem } } : { ok: true, value: parsed.data };
    },
    idempotencyKey: (v) => `chat:${v.conversationId}`,
    decoy: (v) => saved(v.fields.name ?? null),
    replay: (existing) => saved(existing.name),
    async store(ctx, v) {
      const { lead, created } = await ctx.services.leads.createLead(chatToLead(assistant, v));
      return { lead, created, result: saved(lead.name) };
    },
  };
}

/** A chat conversation that has become a lead, as the chat knows it. */
export interface ChatLeadInput {
  assistant: AssistantName;
  conversationId: string;
  fields: ChatLeadRequest["fields"];
  transcript: ChatLeadRequest["transcript"];
  surface?: ChatLeadRequest["surface"];
  page?: string;
}

/**
 * Saves a chat conversation as a lead through the same pipeline as every form (text
 * rules, validation, the chat-lead rate limit, storage with its notifications). Idempotent
 * per conversation: a second call for the same conversationId answers the lead already
 * stored and stores nothing. For the chat server to call from its own dialogue state.
 */
export function captureChatLead(ctx: CaptureContext, input: ChatLeadInput): Promise<CaptureOutcome<{ text: string }>> {
  const form = chatLeadForm(input.assistant);
  const raw = { surface: input.assistant === "tina" ? "demo" : "widget", ...input } as Record<string, unknown>;
  delete raw.assistant;
  const cleaned = cleanText(raw, form.body.multiLineFields);
  if (!cleaned.ok) return Promise.resolve({ status: "invalid", fieldErrors: { [leafOf(cleaned.field)]: cleaned.error }, values: {} });
  return captureValue(ctx, cleaned.value as Record<string, unknown>, form);
}

/** `POST /api/chat/{assistant}/lead`: the browser's chat sends the conversation once it qualifies. */
export function captureChatLeadRequest(ctx: CaptureContext, assistant: AssistantName, request: Request) {
  return captureRequest(ctx, request, chatLeadForm(assistant));
}
