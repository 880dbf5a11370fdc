import { randomUUID } from "node:crypto";
import { bundle, offer as offerRules } from "@content/site";
import { bookingRequestSchema, type BookingRequest } from "~/schemas/booking";
import { HONEYPOT_FIELD, type FieldErrors } from "~/schemas/lead-forms";
import { quote, settleTickedUpsells, type Quote } from "~/domain/pricing";
import {
  currentAssetsOptions,
  hasContentOptions,
  involvementLevelOptions,
  preferredContactOptions,
  projectGoalOptions,
  servicesNeededOptions,
  timelineOptions,
} from "~/domain/booking-form";
import { formatUsd } from "~/utils/format";
import type { CaptureContext } from "./lead-capture.server";
import { MAX_FORM_BYTES } from "./lead-capture.server";
import type { NewLead } from "./leads.server";
import { rules } from "./rate-limit.server";

export type BookingOutcome =
  | { status: "accepted"; leadId: string; created: boolean; quote: Quote; discountApplied: boolean }
  | { status: "invalid"; fieldErrors: FieldErrors }
  | { status: "rate_limited"; retryAfter: number }
  | { status: "too_large" }
  | { status: "failed" };

const label = (options: readonly { id: string; label: string }[], id: string) => options.find((o) => o.id === id)?.label ?? id;

/** The booking lead of spec section 7: ready to buy, "Booking", the bundle and extras, the total. */
export function bookingToLead(req: BookingRequest, q: Quote, discountApplied: boolean): NewLead {
  const f = req.form;
  const extras = q.lines.filter((l) => l.kind !== "bundle");
  const hasSupport = extras.some((l) => l.id === "monthly-support");
  const goal = f.projectGoal === "other" && f.projectGoalOther ? `Other: ${f.projectGoalOther}` : label(projectGoalOptions, f.projectGoal);
  const notes = [
    `Services needed: ${f.servicesNeeded.map((s) => label(servicesNeededOptions, s)).join(", ")}`,
    `Current assets: ${f.currentAssets.map((s) => label(currentAssetsOptions, s)).join(", ")}`,
    `Goal: ${goal}`,
    `Content ready: ${label(hasContentOptions, f.hasContent)}`,
    `Timeline: ${label(timelineOptions, f.timeline)}`,
    `Involvement: ${label(involvementLevelOptions, f.involvementLevel)}`,
    `Preferred contact: ${label(preferredContactOptions, f.preferredContact)}`,
    f.additionalInfo ? `Additional info: ${f.additionalInfo}` : "",
    hasSupport ? `Bonus: ${offerRules.businessCardBonus} business cards printed free (monthly support)` : "",
  ].filter(Boolean);
  const total = formatUsd(q.total);
  return {
    source: "booking",
    idempotencyKey: req.idempotencyKey,
    name: f.ownerFullName,
    email: f.contactEmail,
    phone: f.contactPhone,
    businessType: "Booking",
    businessAddress: f.businessDescription,
    currentWebsite: f.websiteUrl,
    timeline: label(timelineOptions, f.timeline),
    goals: goal,
    notes: notes.join("\n"),
    projectInterested: [[bundle.name, ...extras.map((l) => l.name)].join(" + ")],
    budgetRange: discountApplied ? `${total} (10% offer applied)` : total,
    conversationSummary: `Project booking: ${bundle.name}${extras.length ? ` with ${extras.map((l) => l.name).join(", ")}` : ""}, total ${total}. Business: ${f.businessName}. Owner: ${f.ownerFullName}. Goal: ${goal}. Timeline: ${label(timelineOptions, f.timeline)}.`,
    details: { booking: f, addOnIds: req.addOnIds, upsellIds: req.upsellIds, quote: q, discountApplied },
    attribution: {
      referrer: req.referrer ?? null,
      utmSource: req.utm_source ?? null,
      utmMedium: req.utm_medium ?? null,
      utmCampaign: req.utm_campaign ?? null,
      utmTerm: req.utm_term ?? null,
      utmContent: req.utm_content ?? null,
    },
  };
}

/**
 * Books the bundle. Prices, discount and status are computed here from ids; the discount
 * needs a genuine, unexpired, unused offer signed by this server.
 */
export async function captureBooking(ctx: CaptureContext, request: Request): Promise<BookingOutcome> {
  const { services } = ctx;
  if (Number(request.headers.get("content-length") ?? 0) > MAX_FORM_BYTES) return { status: "too_large" };
  let body: unknown;
  try {
    const text = await request.text();
    if (text.length > MAX_FORM_BYTES) return { status: "too_large" };
    body = JSON.parse(text);
  } catch {
    return { status: "invalid", fieldErrors: { form: "The booking could not be read. Please try again." } };
  }
  const raw = (body ?? {}) as Record<string, unknown>;
  const trap = raw[HONEYPOT_FIELD];
  if (typeof trap !== "string" || trap.trim() !== "") {
    services.log.info("honeypot caught a submission", { source: "booking", requestId: ctx.requestId });
    const q = quote({ addOnIds: [], upsellIds: [], offerActive: false });
    return { status: "accepted", leadId: randomUUID(), created: false, quote: q, discountApplied: false };
  }
  const parsed = bookingRequestSchema.safeParse(raw);
  if (!parsed.success) {
    const fieldErrors: FieldErrors = {};
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[issue.path[0] === "form" ? 1 : 0] ?? "form");
      fieldErrors[key] ??= issue.message;
    }
    return { status: "invalid", fieldErrors };
  }
  const req = parsed.data;
  try {
    const existing = await services.leads.getLeadByIdempotencyKey(req.idempotencyKey);
    if (existing) {
      const d = existing.details as { quote: Quote; discountApplied: boolean } | null;
      return {
        status: "accepted",
        leadId: existing.id,
        created: false,
        quote: d?.quote ?? quote({ addOnIds: req.addOnIds, upsellIds: [], offerActive: false }),
        discountApplied: d?.discountApplied ?? false,
      };
    }
    const limit = await services.rateLimiter.hit(rules.lead, ctx.clientIp);
    if (!limit.allowed) return { status: "rate_limited", retryAfter: limit.retryAfter };

    // Only ticks the review could show count; the offer only if genuine, current and unused.
    const upsellIds = settleTickedUpsells({ chosenAddOnIds: req.addOnIds, tickedUpsellIds: req.upsellIds });
    let discountApplied = false;
    if (req.offerActive && req.offerToken) {
      const check = services.offers.check(req.offerToken);
      if (check.valid) discountApplied = await services.offers.redeem(check.claims.id, req.idempotencyKey);
    }
    const q = quote({ addOnIds: req.addOnIds, upsellIds, offerActive: discountApplied });
    const { lead, created } = await services.leads.createLead(bookingToLead({ ...req, upsellIds }, q, discountApplied));
    services.log.info("lead captured", { source: "booking", leadId: lead.id, created, discountApplied, requestId: ctx.requestId });
    return { status: "accepted", leadId: lead.id, created, quote: q, discountApplied };
  } catch (error) {
    services.log.error("booking capture failed", { requestId: ctx.requestId, error });
    return { status: "failed" };
  }
}
