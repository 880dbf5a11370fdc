import { useState } from "react";
import { Timer } from "lucide-react";
import { bundle, offer } from "#content/site.ts";
import { bookingValuesFrom, type BookingFormValues } from "#app/domain/booking-form.ts";
import { paymentSchedule, visibleUpsells, type Quote } from "#app/domain/pricing.ts";
import { formatCountdown } from "#app/domain/offer-clock.ts";
import type { BookingRequest } from "#app/schemas/booking.ts";
import { HONEYPOT_FIELD } from "#app/schemas/form-basics.ts";
import { Button, ButtonLink } from "#app/components/ui/button.tsx";
import { Honeypot } from "#app/components/ui/field.tsx";
import { BookingFields } from "./booking-fields";
import { BookingReceived, BookingSummary, UpsellChoices } from "./booking-review.tsx";

/** What the server answered the last post with (services/booking-page.server.ts), as the page receives it. */
export type BookingPageResult =
  | { step: "form"; fieldErrors: Record<string, string>; values: Record<string, unknown>; error?: string }
  | { step: "review"; request: BookingRequest; quote: Quote; offer: { token: string | null; secondsLeft: number }; error?: string }
  | { step: "done"; quote: Quote };

const card = "mx-auto max-w-2xl rounded-2xl bg-white p-6 shadow-sm ring-1 ring-canopy-100";

/** The intake form as a page: what a visitor without script is shown again, with their values and what to fix. */
function IntakeForm({ values: initial, errors, error }: { values: Record<string, unknown>; errors: Record<string, string>; error?: string }) {
  const [values, setValues] = useState<BookingFormValues>(() => bookingValuesFrom(initial));
  const [addOnIds, setAddOnIds] = useState<string[]>(() => bookingValuesList(initial.addOnIds));
  return (
    <form method="post" action="/book" className={card}>
      <h1 className="mb-4 font-display text-2xl font-bold text-canopy-800">Book the {bundle.shortName}</h1>
      {error || Object.keys(errors).length ? (
        <p role="alert" className="mb-4 rounded-lg bg-red-50 p-3 text-sm font-medium text-red-800">
          {error ?? "Please check the fields marked below."}
        </p>
      ) : null}
      <input type="hidden" name="intent" value="review" />
      <Honeypot name={HONEYPOT_FIELD} />
      <BookingFields
        values={values}
        set={(k, v) => setValues((old) => ({ ...old, [k]: v }))}
        addOnIds={addOnIds}
        setAddOnIds={setAddOnIds}
        errors={errors}
      />
      <div className="mt-6 flex justify-end">
        <Button type="submit" size="lg">
          Review My Booking
        </Button>
      </div>
    </form>
  );
}

const bookingValuesList = (v: unknown) => (Array.isArray(v) ? v.map(String) : typeof v === "string" ? [v] : []);

/** Every answer of the form as hidden fields, so the review's buttons post the whole booking again. */
function CarriedFields({ request }: { request: BookingRequest }) {
  const f = request.form;
  const hidden = (name: string, value: string, i = 0) => <input key={`${name}-${i}-${value}`} type="hidden" name={name} value={value} />;
  return (
    <>
      {hidden("idempotencyKey", request.idempotencyKey)}
      {request.offerToken ? hidden("offerToken", request.offerToken) : null}
      {Object.entries(f).flatMap(([k, v]) =>
        Array.isArray(v) ? v.map((x, i) => hidden(k, String(x), i)) : typeof v === "boolean" ? (v ? [hidden(k, "on")] : []) : [hidden(k, String(v))],
      )}
      {request.addOnIds.map((id, i) => hidden("addOnIds", id, i))}
    </>
  );
}

/** The review as a page: the same lines, upsells and totals as the dialog, and a Confirm that books it. */
function Review({ result }: { result: Extract<BookingPageResult, { step: "review" }> }) {
  const { request, quote: q, offer: o } = result;
  const upsells = visibleUpsells({ chosenAddOnIds: request.addOnIds, tickedUpsellIds: request.upsellIds });
  return (
    <form method="post" action="/book" className={card}>
      <h1 className="mb-4 font-display text-2xl font-bold text-canopy-800">Review Your Booking</h1>
      {o.token ? (
        <p
          className="mb-4 flex max-w-none items-center gap-2 rounded-lg bg-peach-100 px-4 py-3 text-sm font-semibold text-canopy-900"
          data-testid="offer-banner"
        >
          <Timer aria-hidden="true" className="h-5 w-5 shrink-0 text-peach-700" />
          <span>
            Book now and save {offer.discountPercent}%: offer ends in{" "}
            {/* Counts down in CSS from what the server says is left (app.css): no script needed. */}
            <span
              className="tabular-nums"
              role="timer"
              aria-label={formatCountdown(o.secondsLeft)}
              data-offer-css=""
              style={{ animationDelay: `-${offer.countdownSeconds - o.secondsLeft}s` }}
            />
          </span>
        </p>
      ) : (
        <p className="mb-4 max-w-none rounded-lg bg-slate-100 px-4 py-3 text-sm" data-testid="offer-expired">
          Full price: the {offer.discountPercent}% offer has expired.
        </p>
      )}
      <CarriedFields request={request} />
      <Honeypot name={HONEYPOT_FIELD} />
      <BookingSummary q={q} schedule={paymentSchedule(q)}>
        <UpsellChoices upsells={upsells} ticked={request.upsellIds} />
        {upsells.length ? (
          <div className="mt-3 flex justify-end">
            <Button type="submit" variant="outline" size="sm" name="intent" value="review">
              Update total
            </Button>
          </div>
        ) : null}
      </BookingSummary>
      {result.error ? (
        <p role="alert" className="mt-4 rounded-lg bg-red-50 p-3 text-sm font-medium text-red-800">
          {result.error}
        </p>
      ) : null}
      <div className="mt-6 flex flex-wrap justify-between gap-3">
        <Button type="submit" variant="outline" name="intent" value="edit">
          Edit
        </Button>
        <Button type="submit" size="lg" name="intent" value="confirm">
          Confirm and Submit
        </Button>
      </div>
    </form>
  );
}

/** Booking as plain pages: the form, the review and the confirmation, each the server's answer to a post. */
export function BookingPage({ result }: { result: BookingPageResult | undefined }) {
  if (!result) return <IntakeForm values={{}} errors={{}} />;
  if (result.step === "form") return <IntakeForm values={result.values} errors={result.fieldErrors} error={result.error} />;
  if (result.step === "review") return <Review result={result} />;
  return (
    <div className={card}>
      <h1 className="mb-4 text-center font-display text-2xl font-bold text-canopy-800">Booking Received!</h1>
      <BookingReceived total={result.quote.total}>
        <ButtonLink to="/" className="mt-6">
          Done
        </ButtonLink>
      </BookingReceived>
    </div>
  );
}
