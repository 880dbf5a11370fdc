import type { Route } from "./+types/leads";
import { captureContact, captureDemo, type CaptureOutcome } from "~/services/lead-capture.server";
import { captureBooking, type BookingOutcome } from "~/services/booking-capture.server";
import { requireServices } from "~/utils/services";
import { clientIpContext, requestIdContext } from "~/utils/request-context";

/** JSON answer for each outcome; a bot caught by the honeypot looks accepted. */
export function outcomeToJson(outcome: CaptureOutcome) {
  switch (outcome.status) {
    case "accepted":
      return Response.json({ ok: true, leadId: outcome.leadId }, { status: outcome.created ? 201 : 200 });
    case "invalid":
      return Response.json({ ok: false, error: "invalid", fieldErrors: outcome.fieldErrors }, { status: 422 });
    case "rate_limited":
      return Response.json(
        { ok: false, error: "Too many submissions. Please wait a few minutes and try again." },
        { status: 429, headers: { "Retry-After": String(outcome.retryAfter) } },
      );
    case "too_large":
      return Response.json({ ok: false, error: "The submission is too large." }, { status: 413 });
    case "failed":
      return Response.json({ ok: false, error: "We could not save your submission. Please try again." }, { status: 503 });
  }
}

export async function action({ request, params, context }: Route.ActionArgs) {
  if (request.method !== "POST") return Response.json({ ok: false, error: "Method not allowed" }, { status: 405 });
  const ctx = {
    services: requireServices(context),
    clientIp: context.get(clientIpContext),
    requestId: context.get(requestIdContext),
  };
  if (params.form === "contact") return outcomeToJson(await captureContact(ctx, request));
  if (params.form === "demo") return outcomeToJson(await captureDemo(ctx, request));
  if (params.form === "booking") {
    const outcome: BookingOutcome = await captureBooking(ctx, request);
    if (outcome.status === "accepted") {
      return Response.json(
        { ok: true, leadId: outcome.leadId, quote: outcome.quote, discountApplied: outcome.discountApplied },
        { status: outcome.created ? 201 : 200 },
      );
    }
    return outcomeToJson(outcome.status === "invalid" ? { ...outcome, values: {} } : outcome);
  }
  return Response.json({ ok: false, error: "Unknown form" }, { status: 404 });
}

export function loader() {
  return Response.json({ ok: false, error: "Method not allowed" }, { status: 405, headers: { Allow: "POST" } });
}
