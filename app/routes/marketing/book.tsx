import { data } from "react-router";
import type { Route } from "./+types/book";
import { bundle, site } from "#content/site.ts";
import { Section } from "#app/components/site/section.tsx";
import { BookingPage } from "#app/features/booking/booking-page.tsx";
import { bookingPageAction } from "#app/services/booking-page.server.ts";
import { requireServices } from "#app/utils/services.ts";
import { clientIpContext, requestIdContext } from "#app/utils/request-context.ts";

/** Booking without JavaScript: the intake dialog's form posts here; each answer is the next step. */
export async function action({ request, context }: Route.ActionArgs) {
  const ctx = { services: requireServices(context), clientIp: context.get(clientIpContext), requestId: context.get(requestIdContext) };
  const { status, ...step } = await bookingPageAction(ctx, request);
  return data(step, { status, headers: { "Cache-Control": "no-store" } });
}

export const meta: Route.MetaFunction = () => [{ title: `Book the ${bundle.shortName} | ${site.name}` }, { name: "robots", content: "noindex" }];

export default function Book({ actionData }: Route.ComponentProps) {
  return (
    <Section>
      <BookingPage result={actionData} />
    </Section>
  );
}
