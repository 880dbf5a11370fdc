import { randomUUID } from "node:crypto";
import type { z } from "zod";
import { demoIndustries } from "#content/site.ts";
import {
  contactFormSchema,
  demoFormSchema,
  fieldErrorsOf,
  HONEYPOT_FIELD,
  type ContactForm,
  type DemoForm,
  type FieldErrors,
} from "#app/schemas/lead-forms.ts";
import type { LeadSource } from "#app/domain/lead-status.ts";
import type { AppServices } from "./app-services.server";
import type { Attribution, Lead, NewLead } from "./leads.server";
import { rules, type RateLimitRule } from "./rate-limit.server";
import { DbUnavailable, withDbRetry } from "./db.server";
import { entryOf } from "./analytics.server";
import type { Visit } from "#app/schemas/visit.ts";
import { readBody, type BodyRules } from "./request-body.server";

/** Largest form body accepted (bytes). */
export const MAX_FORM_BYTES = 64 * 1024;

export interface CaptureContext {
  services: AppServices;
  clientIp: string;
  requestId?: string;
}

/**
 * Where the lead came from. The visit (the tab's entry page, kept by the beacon) names the
 * entry page and source, and fills the UTM tags the form's own page no longer has in its
 * address; a visit whose page is not one of this site's is left out, never the lead.
 */
export function attributionOf(v: {
  referrer?: string;
  utm_source?: string;
  utm_medium?: string;
  utm_campaign?: string;
  utm_term?: string;
  utm_content?: string;
  visit?: Visit;
}): Attribution {
  const entry = entryOf(v.visit);
  const visit = entry ? v.visit : undefined;
  return {
    referrer: v.referrer || null,
    utmSource: v.utm_source || visit?.s || null,
    utmMedium: v.utm_medium || visit?.m || null,
    utmCampaign: v.utm_campaign || visit?.c || null,
    utmTerm: v.utm_term || null,
    utmContent: v.utm_content || null,
    entryPage: entry?.entryPage ?? null,
    entrySource: entry?.entrySource ?? null,
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

/**
 * One public form, as the capture pipeline needs it: how its body is read, how it is
 * validated, and how a valid submission becomes a stored lead.
 */
export interface CaptureForm<V, R> {
  source: LeadSource;
  body: BodyRules;
  rule: RateLimitRule;
  validate(raw: Record<string, unknown>): { ok: true; value: V } | { ok: false; fieldErrors: FieldErrors };
  idempotencyKey(value: V): string;
  /** What a filled honeypot is told: an answer shaped like an acceptance, nothing stored. */
  decoy(value: V): R;
  /** What a repeat of a stored submission answers (a chat that goes on also brings the lead up to date here). */
  replay(existing: Lead, value: V, ctx: CaptureContext): R | Promise<R>;
  store(ctx: CaptureContext, value: V): Promise<{ lead: Lead; created: boolean; result: R }>;
}

export type CaptureOutcome<R = unknown> =
  | { status: "accepted"; leadId: string; created: boolean; result: R }
  | { status: "invalid"; fieldErrors: FieldErrors; values: Record<string, unknown> }
  | { status: "bad_request"; error: string }
  | { status: "unsupported"; error: string }
  | { status: "too_large" }
  | { status: "rate_limited"; retryAfter: number }
  | { status: "unavailable"; retryAfter: number };

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

export const leafOf = (field: string) =>
  field
    .split(".")
    .filter((s) => !/^\d+$/.test(s))
    .pop() ?? field;

/** What an invalid form shows back to the visitor: their own text, never the honeypot. */
function echoValues(raw: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(raw)) {
    if (k !== HONEYPOT_FIELD && (typeof v === "string" || Array.isArray(v))) out[k] = v;
  }
  return out;
}

/** Read the capped body, then run it through the form's pipeline. */
export async function captureRequest<V, R>(ctx: CaptureContext, request: Request, form: CaptureForm<V, R>): Promise<CaptureOutcome<R>> {
  const body = await readBody(request, form.body);
  if (!body.ok) {
    const why = { source: form.source, requestId: ctx.requestId, ip: ctx.clientIp };
    switch (body.status) {
      case 413:
        ctx.services.log.warn("submission too large", why);
        return { status: "too_large" };
      case 415:
        return { status: "unsupported", error: body.error };
      case 400:
        return { status: "bad_request", error: body.error };
      case 422:
        return { status: "invalid", fieldErrors: { [leafOf(body.field)]: body.error }, values: {} };
    }
  }
  if (!isRecord(body.value)) {
    // Say which fields a form needs, as an empty object would be told.
    const needed = form.validate({});
    const fieldErrors = needed.ok ? {} : needed.fieldErrors;
    return { status: "invalid", fieldErrors: { ...fieldErrors, form: "The body must be an object with the form's fields." }, values: {} };
  }
  return captureValue(ctx, body.value, form);
}

/**
 * Validate → honeypot → rate limit → store (the lead and its notifications in one
 * transaction). A database that is locked or reconnecting is retried without blocking the
 * process; if it stays unavailable, the visitor is told to try again (503 with Retry-After)
 * and nothing is acknowledged that is not stored.
 */
export async function captureValue<V, R>(ctx: CaptureContext, raw: Record<string, unknown>, form: CaptureForm<V, R>): Promise<CaptureOutcome<R>> {
  const { services } = ctx;
  const why = { source: form.source, requestId: ctx.requestId, ip: ctx.clientIp };
  const parsed = form.validate(raw);
  if (!parsed.ok) return { status: "invalid", fieldErrors: parsed.fieldErrors, values: echoValues(raw) };
  const value = parsed.value;

  // People never see the hidden field, so only a bot fills it: it is told "thanks", nothing is kept.
  const trap = raw[HONEYPOT_FIELD];
  if (trap !== undefined && trap !== null && !(typeof trap === "string" && trap.trim() === "")) {
    services.log.info("honeypot caught a submission", why);
    return { status: "accepted", leadId: randomUUID(), created: false, result: form.decoy(value) };
  }

  try {
    // A retry of a stored submission answers as the first did, whatever the rate limit says.
    const existing = await withDbRetry(() => services.leads.getLeadByIdempotencyKey(form.idempotencyKey(value)));
    if (existing) return { status: "accepted", leadId: existing.id, created: false, result: await form.replay(existing, value, ctx) };
    const limit = await withDbRetry(() => services.rateLimiter.hit(form.rule, ctx.clientIp));
    if (!limit.allowed) {
      services.log.warn("lead rate limit reached", why);
      return { status: "rate_limited", retryAfter: limit.retryAfter };
    }
    const stored = await withDbRetry(() => form.store(ctx, value));
    services.log.info("lead captured", { ...why, leadId: stored.lead.id, created: stored.created });
    return { status: "accepted", leadId: stored.lead.id, created: stored.created, result: stored.result };
  } catch (error) {
    const retryAfter = error instanceof DbUnavailable ? error.retryAfter : 30;
    const cause = services.db.diagnose(error instanceof DbUnavailable ? error.cause : error);
    services.log.error("lead capture failed", { ...why, cause, error: error instanceof DbUnavailable ? error.cause : error });
    return { status: "unavailable", retryAfter };
  }
}

function schemaForm<S extends z.ZodType<{ idempotencyKey: string }>>(
  source: LeadSource,
  schema: S,
  toLead: (v: z.infer<S>) => NewLead,
  body: Omit<BodyRules, "maxBytes">,
): CaptureForm<z.infer<S>, null> {
  return {
    source,
    body: { maxBytes: MAX_FORM_BYTES, ...body },
    rule: rules.lead,
    validate(raw) {
      const parsed = schema.safeParse(raw);
      return parsed.success ? { ok: true, value: parsed.data } : { ok: false, fieldErrors: fieldErrorsOf(parsed.error) };
    },
    idempotencyKey: (v) => v.idempotencyKey,
    decoy: () => null,
    replay: () => null,
    async store(ctx, v) {
      const { lead, created } = await ctx.services.leads.createLead(toLead(v));
      return { lead, created, result: null };
    },
  };
}

/** Both lead forms take JSON (integrations) and form data (the browser, with or without JavaScript). */
export const contactForm = schemaForm("contact", contactFormSchema, contactToLead, {
  accepts: ["json", "form"],
  multiLineFields: ["message", "services"],
});

export const demoForm = schemaForm("demo", demoFormSchema, demoToLead, {
  accepts: ["json", "form"],
  arrayFields: ["interestedFeatures"],
  multiLineFields: ["currentChallenges"],
});

export function captureContact(ctx: CaptureContext, request: Request) {
  return captureRequest(ctx, request, contactForm);
}

export function captureDemo(ctx: CaptureContext, request: Request) {
  return captureRequest(ctx, request, demoForm);
}
