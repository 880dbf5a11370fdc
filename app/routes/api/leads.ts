import type { Route } from "./+types/leads";
import { captureContact, captureDemo, type CaptureContext } from "#app/services/lead-capture.server.ts";
import { captureBooking } from "#app/services/booking-capture.server.ts";
import { captureJson, contactMessages, demoMessages } from "#app/services/capture-response.server.ts";
import { requireServices } from "#app/utils/services.ts";
import { clientIpContext, requestIdContext } from "#app/utils/request-context.ts";

/**
 * `POST /api/leads/{contact,demo}` (JSON or form data) and `POST /api/leads/booking` (JSON):
 * every outcome answered by the one mapping the no-JavaScript forms use too.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  if (request.method !== "POST") return Response.json({ ok: false, error: "Method not allowed" }, { status: 405, headers: { Allow: "POST" } });
  const ctx: CaptureContext = {
    services: requireServices(context),
    clientIp: context.get(clientIpContext),
    requestId: context.get(requestIdContext),
  };
  if (params.form === "contact") return captureJson(await captureContact(ctx, request), { messages: contactMessages });
  if (params.form === "demo") return captureJson(await captureDemo(ctx, request), { messages: demoMessages });
  if (params.form === "booking") {
    return captureJson(await captureBooking(ctx, request), { accepted: (r) => ({ quote: r.quote, discountApplied: r.discountApplied }) });
  }
  return Response.json({ ok: false, error: "Unknown form" }, { status: 404 });
}

export function loader() {
  return Response.json({ ok: false, error: "Method not allowed" }, { status: 405, headers: { Allow: "POST" } });
}
