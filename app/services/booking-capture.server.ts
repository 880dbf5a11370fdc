import { bundle, offer as offerRules } from "#content/site.ts";
import { bookingRequestSchema, type BookingRequest } from "#app/schemas/booking.ts";
import { fieldErrorsOf } from "#app/schemas/lead-forms.ts";
import { quote, settleTickedUpsells, type Quote } from "#app/domain/pricing.ts";
import { bookingAnswerLabel as label } from "#app/domain/booking-form.ts";
import { formatUsd } from "#app/utils/format.ts";
import { attributionOf, captureRequest, MAX_FORM_BYTES, type CaptureContext, type CaptureForm } from "./lead-capture.server";
import type { NewLead } from "./leads.server";
import { rules } from "./rate-limit.server";

/** What the browser shows after booking: the price the server computed. */
export interface BookingResult {
  quote: Quote;
  discountApplied: boolean;
}

/** The booking lead of spec section 7: ready to buy, "Booking", the bundle and extras, the total. */
export function bookingToLead(req: BookingRequest, q: Quote, discountApplied: boolean): NewLead {
  const f = req.form;
  const extras = q.lines.filter((l) => l.kind !== "bundle");
  const hasSupport = extras.some((l) => l.id === "monthly-support");
  const goal = f.projectGoal === "other" && f.projectGoalOther ? `Other: ${f.projectGoalOther}` : label("projectGoal", f.projectGoal);
  const notes = [
    `Services needed: ${f.servicesNeeded.map((s) => label("servicesNeeded", s)).join(", ")}`,
    `Current assets: ${f.currentAssets.map((s) => label("currentAssets", s)).join(", ")}`,
    `Goal: ${goal}`,
    `Content ready: ${label("hasContent", f.hasContent)}`,
    `Timeline: ${label("timeline", f.timeline)}`,
    `Involvement: ${label("involvementLevel", f.involvementLevel)}`,
    `Preferred contact: ${label("preferredContact", f.preferredContact)}`,
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
    timeline: label("timeline", f.timeline),
    goals: goal,
    notes: notes.join("\n"),
    projectInterested: [[bundle.name, ...extras.map((l) => l.name)].join(" + ")],
    budgetRange: discountApplied ? `${total} (${offerRules.discountPercent}% offer applied)` : total,
    conversationSummary: `Project booking: ${bundle.name}${extras.length ? ` with ${extras.map((l) => l.name).join(", ")}` : ""}, total ${total}. Business: ${f.businessName}. Owner: ${f.ownerFullName}. Goal: ${goal}. Timeline: ${label("timeline", f.timeline)}.`,
    details: { booking: f, addOnIds: req.addOnIds, upsellIds: req.upsellIds, quote: q, discountApplied },
    attribution: attributionOf(req),
  };
}

/**
 * The booking form for the capture pipeline. Prices, discount and status are computed here
 * from ids; the discount needs a genuine, unexpired, unused offer signed by this server.
 */
export const bookingForm: CaptureForm<BookingRequest, BookingResult> = {
  source: "booking",
  body: {
    accepts: ["json"],
    maxBytes: MAX_FORM_BYTES,
    multiLineFields: ["businessDescription", "additionalInfo", "projectGoalOther"],
  },
  rule: rules.lead,
  validate(raw) {
    const parsed = bookingRequestSchema.safeParse(raw);
    return parsed.success ? { ok: true, value: parsed.data } : { ok: false, fieldErrors: fieldErrorsOf(parsed.error) };
  },
  idempotencyKey: (req) => req.idempotencyKey,
  decoy: () => ({ quote: quote({ addOnIds: [], upsellIds: [], offerActive: false }), discountApplied: false }),
  replay(existing, req) {
    const d = existing.details as Partial<BookingResult> | null;
    return {
      quote: d?.quote ?? quote({ addOnIds: req.addOnIds, upsellIds: [], offerActive: false }),
      discountApplied: d?.discountApplied ?? false,
    };
  },
  async store(ctx, req) {
    const { services } = ctx;
    // Only ticks the review could show count; the offer only if genuine, current and unused.
    const upsellIds = settleTickedUpsells({ chosenAddOnIds: req.addOnIds, tickedUpsellIds: req.upsellIds });
    let discountApplied = false;
    if (req.offerActive && req.offerToken) {
      const check = services.offers.check(req.offerToken);
      if (check.valid) discountApplied = await services.offers.redeem(check.claims.id, req.idempotencyKey);
    }
    const q = quote({ addOnIds: req.addOnIds, upsellIds, offerActive: discountApplied });
    const { lead, created } = await services.leads.createLead(bookingToLead({ ...req, upsellIds }, q, discountApplied));
    return { lead, created, result: { quote: q, discountApplied } };
  },
};

export function captureBooking(ctx: CaptureContext, request: Request) {
  return captureRequest(ctx, request, bookingForm);
}
