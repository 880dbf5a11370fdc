import { randomUUID } from "node:crypto";
import type { z } from "zod";
import { demoIndustries } from "@content/site";
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
