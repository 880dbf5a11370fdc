/**
 * Booking without JavaScript: the intake form posts here, the server answers with the review
 * (prices, add-ons, upsells, the offer if still running) and a Confirm that books it. It is the
 * same booking as the dialog's: the same schema, the same capture pipeline (honeypot, rate
 * limit, idempotency key, one transaction) and the same server-signed offer. Without a script
 * the page cannot pause the offer's countdown while the visitor is away, so here the offer runs
 * on the wall clock from the first review the server showed.
 */
import { offer as offerRules } from "#content/site.ts";
import { bookingRequestSchema, type BookingRequest } from "#app/schemas/booking.ts";
import { fieldErrorsOf, type FieldErrors } from "#app/schemas/lead-forms.ts";
import { HONEYPOT_FIELD } from "#app/schemas/form-basics.ts";
import { quote, settleTickedUpsells, type Quote } from "#app/domain/pricing.ts";
import { captureValue, MAX_FORM_BYTES, type CaptureContext } from "./lead-capture.server";
import { bookingForm } from "./booking-capture.server";
import { refusalOf } from "./capture-response.server";
import { readBody } from "./request-body.server";

/** The offer as the review shows it: running with the seconds left, or run out. */
export type PageOffer = { token: string; secondsLeft: number } | { token: null; secondsLeft: 0 };

export type BookingPageStep =
  | { step: "form"; status: number; fieldErrors: FieldErrors; values: Record<string, unknown>; error?: string }
  | { step: "review"; status: number; request: BookingRequest; quote: Quote; offer: PageOffer; error?: string }
  | { step: "done"; status: number; quote: Quote };

const ARRAY_FIELDS = ["servicesNeeded", "currentAssets", "addOnIds", "upsellIds"] as const;
const FORM_FIELDS = [
  "businessName",
  "ownerFullName",
  "contactPhone",
  "contactEmail",
  "websiteUrl",
  "businessDescription",
  "projectGoal",
  "projectGoalOther",
  "hasContent",
  "timeline",
  "involvementLevel",
  "preferredContact",
  "additionalInfo",
] as const;

/** The flat form data (one name per input, as the dialog's form names them) in the booking request's shape. */
export function bookingFromFormData(flat: Record<string, unknown>, idempotencyKey: string): Record<string, unknown> {
  const form: Record<string, unknown> = { agreeToTerms: flat.agreeToTerms !== undefined };
  for (const k of FORM_FIELDS) form[k] = flat[k] ?? "";
  for (const k of ["servicesNeeded", "currentAssets"] as const) form[k] = flat[k] ?? [];
  const token = typeof flat.offerToken === "string" && flat.offerToken ? flat.offerToken : undefined;
  return {
    [HONEYPOT_FIELD]: flat[HONEYPOT_FIELD],
    idempotencyKey,
    form,
    addOnIds: flat.addOnIds ?? [],
    upsellIds: flat.upsellIds ?? [],
    ...(token ? { offerToken: token } : {}),
  };
}

/** The offer a page without script shows: the one it was given while its 15 minutes last, else a new one on the first review. */
function pageOffer(ctx: CaptureContext, given: string | undefined, now = Date.now()): PageOffer {
  if (!given) {
    const { token } = ctx.services.offers.issue();
    return { token, secondsLeft: offerRules.countdownSeconds };
  }
  const check = ctx.services.offers.check(given);
  if (!check.valid) return { token: null, secondsLeft: 0 };
  const secondsLeft = offerRules.countdownSeconds - Math.floor((now - check.claims.startedAt) / 1000);
  return secondsLeft > 0 ? { token: given, secondsLeft } : { token: null, secondsLeft: 0 };
}

/** One POST of the page: `intent` is review (show or update the review), edit (back to the form) or confirm (book it). */
export async function bookingPageAction(ctx: CaptureContext, request: Request): Promise<BookingPageStep> {
  const body = await readBody(request, {
    accepts: ["form"],
    maxBytes: MAX_FORM_BYTES,
    arrayFields: ARRAY_FIELDS,
    multiLineFields: ["businessDescription", "additionalInfo", "projectGoalOther"],
  });
  if (!body.ok) {
    const r = refusalOf(body.status === 422 ? { status: "invalid", fieldErrors: { [body.field]: body.error }, values: {} } : statusOf(body));
    return { step: "form", status: r.status, fieldErrors: r.fieldErrors, values: {}, error: r.error };
  }
  const flat = body.value as Record<string, unknown>;
  const key = typeof flat.idempotencyKey === "string" && flat.idempotencyKey ? flat.idempotencyKey : crypto.randomUUID();
  const raw = bookingFromFormData(flat, key);
  const parsed = bookingRequestSchema.safeParse(raw);
  if (!parsed.success || flat.intent === "edit") {
    const fieldErrors = parsed.success ? {} : fieldErrorsOf(parsed.error);
    return { step: "form", status: parsed.success ? 200 : 422, fieldErrors, values: flat };
  }
  const req: BookingRequest = {
    ...parsed.data,
    upsellIds: settleTickedUpsells({ chosenAddOnIds: parsed.data.addOnIds, tickedUpsellIds: parsed.data.upsellIds }),
  };
  const offer = pageOffer(ctx, req.offerToken);
  const review = (status: number, error?: string): BookingPageStep => ({
    step: "review",
    status,
    request: { ...req, offerToken: offer.token ?? undefined },
    quote: quote({ addOnIds: req.addOnIds, upsellIds: req.upsellIds, offerActive: offer.token !== null }),
    offer,
    error,
  });
  if (flat.intent !== "confirm") return review(200);

  const outcome = await captureValue(
    ctx,
    { ...raw, upsellIds: req.upsellIds, offerToken: offer.token ?? undefined, offerActive: offer.token !== null },
    bookingForm,
  );
  if (outcome.status === "accepted") return { step: "done", status: outcome.created ? 201 : 200, quote: outcome.result.quote };
  if (outcome.status === "invalid") return { step: "form", status: 422, fieldErrors: outcome.fieldErrors, values: flat };
  const r = refusalOf(outcome);
  return review(r.status, r.error);
}

function statusOf(body: { status: 400 | 413 | 415; error: string }) {
  if (body.status === 413) return { status: "too_large" as const };
  if (body.status === 415) return { status: "unsupported" as const, error: body.error };
  return { status: "bad_request" as const, error: body.error };
}
