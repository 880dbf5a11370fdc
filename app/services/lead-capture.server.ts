import { randomUUID } from "node:crypto";
import type { z } from "zod";
import { demoIndustries, site } from "@content/site";
import { avaChat, tinaChat } from "@content/chat";
import { chatLeadPayload, findEmail, findPhone, shouldSendLead } from "~/domain/chat-lead-rules";
import { chatLeadRequestSchema, MAX_LEAD_BODY_BYTES, type AssistantName, type ChatLeadRequest } from "~/schemas/chat";
import {
  contactFormSchema,
  demoFormSchema,
  fieldErrorsOf,
  formDataToObject,
  HONEYPOT_FIELD,
  type ContactForm,
  type DemoForm,
  type FieldErrors,
} from "~/schemas/lead-forms";
import type { LeadSource } from "~/domain/lead-status";
import type { AppServices } from "./app-services.server";
import type { Attribution, NewLead } from "./leads.server";
import { rules } from "./rate-limit.server";

/** Largest form body accepted (bytes). */
export const MAX_FORM_BYTES = 64 * 1024;

export type CaptureOutcome =
  | { status: "accepted"; leadId: string; created: boolean }
  | { status: "invalid"; fieldErrors: FieldErrors; values: Record<string, unknown> }
  | { status: "rate_limited"; retryAfter: number }
  | { status: "too_large" }
  | { status: "failed" };

export interface CaptureContext {
  services: AppServices;
  clientIp: string;
  requestId?: string;
}

function attributionOf(v: {
  referrer?: string;
  utm_source?: string;
  utm_medium?: string;
  utm_campaign?: string;
  utm_term?: string;
  utm_content?: string;
}): Attribution {
  return {
    referrer: v.referrer || null,
    utmSource: v.utm_source || null,
    utmMedium: v.utm_medium || null,
    utmCampaign: v.utm_campaign || null,
    utmTerm: v.utm_term || null,
    utmContent: v.utm_content || null,
  };
}

/** The contact form's row: status warm, business type "Contact Form" (spec section 7). */
export function contactToLead(v: ContactForm): NewLead {
  const notes = [v.services && `Services: ${v.services}`, v.message && `Message: ${v.message}`].filter(Boolean).join("\n\n");
  return {
    source: "contact",
    idempotencyKey: v.idempotencyKey,
    name: v.name,
    email: v.email,
    phone: null,
    businessType: "Contact Form",
    notes: notes || null,
    goals: v.message || null,
    projectInterested: v.services ? [v.services] : [],
    conversationSummary: `Contact form from ${v.name} (${v.email}). Services: ${v.services || "not specified"}. Message: ${v.message || "none"}`,
    details: { form: "contact", services: v.services, message: v.message },
    attribution: attributionOf(v),
  };
}

/** The demo request's row: status interested, business type "AI Demo Lead" (spec section 7). */
export function demoToLead(v: DemoForm): NewLead {
  const industry = demoIndustries.find((i) => i.value === v.industry)?.label ?? v.industry;
  const features = v.interestedFeatures.length ? v.interestedFeatures.join(", ") : "none selected";
  return {
    source: "demo",
    idempotencyKey: v.idempotencyKey,
    name: v.ownerName,
    email: v.email,
    phone: v.phone,
    businessType: "AI Demo Lead",
    businessAddress: industry,
    currentWebsite: "AI Demo Interest",
    notes: `Challenges: ${v.currentChallenges || "none given"}\n\nInterested features: ${features}`,
    projectInterested: ["AI Receptionist Demo"],
    budgetRange: "Free Trial",
    conversationSummary: `Business: ${v.businessName}. Industry: ${industry}. Features: ${features}.`,
    details: { form: "demo", businessName: v.businessName, industry: v.industry, features: v.interestedFeatures },
    attribution: attributionOf(v),
  };
}

async function capture<S extends z.ZodType>(
  ctx: CaptureContext,
  request: Request,
  source: LeadSource,
  schema: S,
  toLead: (v: z.infer<S>) => NewLead,
  arrayFields: string[] = [],
): Promise<CaptureOutcome> {
  const { services } = ctx;
  const length = Number(request.headers.get("content-length") ?? 0);
  if (length > MAX_FORM_BYTES) return { status: "too_large" };
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return { status: "invalid", fieldErrors: { form: "The form could not be read. Please try again." }, values: {} };
  }
  const raw = formDataToObject(form, arrayFields);

  // A bot fills the hidden field or leaves it out; it is told "thanks" and nothing is stored.
  const trap = raw[HONEYPOT_FIELD];
  if (typeof trap !== "string" || trap.trim() !== "") {
    services.log.info("honeypot caught a submission", { source, requestId: ctx.requestId });
    return { status: "accepted", leadId: randomUUID(), created: false };
  }

  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const { [HONEYPOT_FIELD]: _trap, ...values } = raw;
    return { status: "invalid", fieldErrors: fieldErrorsOf(parsed.error), values };
  }
  const lead = toLead(parsed.data);
  try {
    // A retry of a stored submission answers as the first did, whatever the rate limit says.
    const existing = await services.leads.getLeadByIdempotencyKey(lead.idempotencyKey);
    if (existing) return { status: "accepted", leadId: existing.id, created: false };
    const limit = await services.rateLimiter.hit(rules.lead, ctx.clientIp);
    if (!limit.allowed) {
      services.log.warn("lead rate limit reached", { source, requestId: ctx.requestId });
      return { status: "rate_limited", retryAfter: limit.retryAfter };
    }
    const { lead: stored, created } = await services.leads.createLead(lead);
    services.log.info("lead captured", { source, leadId: stored.id, created, requestId: ctx.requestId });
    return { status: "accepted", leadId: stored.id, created };
  } catch (error) {
    services.log.error("lead capture failed", { source, requestId: ctx.requestId, error });
    return { status: "failed" };
  }
}

export function captureContact(ctx: CaptureContext, request: Request) {
  return capture(ctx, request, "contact", contactFormSchema, contactToLead);
}

export function captureDemo(ctx: CaptureContext, request: Request) {
  return capture(ctx, request, "demo", demoFormSchema, demoToLead, ["interestedFeatures"]);
}

export type ChatLeadOutcome =
  | { status: "accepted"; leadId: string; created: boolean; text: string }
  | { status: "invalid"; error: string }
  | { status: "rate_limited"; retryAfter: number }
  | { status: "too_large" }
  | { status: "failed" };

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
    demo ? `From a conversation with ${site.demoAssistantName} on the free AI receptionist demo page.` : `From a conversation with ${site.assistantName} (${req.surface === "home-card" ? "home page chat card" : "chat widget"}).`,
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

async function readCapped(request: Request, max: number): Promise<string | null> {
  if (Number(request.headers.get("content-length") ?? 0) > max) return null;
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}

/** A body read with a size cap: the JSON value, or why it could not be read. */
export async function readJsonBody(request: Request, max: number): Promise<{ ok: true; value: unknown } | { ok: false; status: 413 | 400 }> {
  const text = await readCapped(request, max);
  if (text === null) return { ok: false, status: 413 };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false, status: 400 };
  }
}

/** Saves a chat conversation as a lead: once per conversation, whatever the retries. */
export async function captureChatLead(ctx: CaptureContext, assistant: AssistantName, request: Request): Promise<ChatLeadOutcome> {
  const { services } = ctx;
  const body = await readJsonBody(request, MAX_LEAD_BODY_BYTES);
  if (!body.ok) return body.status === 413 ? { status: "too_large" } : { status: "invalid", error: "The request is not valid JSON." };
  const parsed = chatLeadRequestSchema.safeParse(body.value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    return { status: "invalid", error: `${issue.path.join(".") || "request"}: ${issue.message}` };
  }
  const problem = chatLeadProblem(assistant, parsed.data);
  if (problem) return { status: "invalid", error: problem };
  const lead = chatToLead(assistant, parsed.data);
  const text =
    assistant === "ava" ? avaChat.leadSaved.replace("{name}", lead.name ?? "") : tinaChat.leadSaved;
  try {
    const existing = await services.leads.getLeadByIdempotencyKey(lead.idempotencyKey);
    if (existing) return { status: "accepted", leadId: existing.id, created: false, text };
    const limit = await services.rateLimiter.hit(rules.chatLead, ctx.clientIp);
    if (!limit.allowed) {
      services.log.warn("chat lead rate limit reached", { assistant, requestId: ctx.requestId });
      return { status: "rate_limited", retryAfter: limit.retryAfter };
    }
    const { lead: stored, created } = await services.leads.createLead(lead);
    services.log.info("lead captured", { source: "chat", assistant, leadId: stored.id, created, requestId: ctx.requestId });
    return { status: "accepted", leadId: stored.id, created, text };
  } catch (error) {
    services.log.error("chat lead capture failed", { assistant, requestId: ctx.requestId, error });
    return { status: "failed" };
  }
}
