import type { Route } from "./+types/offer";
import { offer } from "#content/site.ts";
import { OFFER_WINDOW_MS } from "#app/services/offer.server.ts";
import { requireServices } from "#app/utils/services.ts";

/** Issues the booking form's signed offer when the form first opens. */
export function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return Response.json({ error: "Method not allowed" }, { status: 405 });
  const { token, claims } = requireServices(context).offers.issue();
  return Response.json(
    { token, startedAt: claims.startedAt, windowMs: OFFER_WINDOW_MS, countdownSeconds: offer.countdownSeconds, percent: offer.discountPercent },
    { headers: { "Cache-Control": "no-store" } },
  );
}

export function loader() {
  return Response.json({ error: "Method not allowed" }, { status: 405, headers: { Allow: "POST" } });
}
