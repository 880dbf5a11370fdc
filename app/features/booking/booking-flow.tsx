import { useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore } from "react";
import { flushSync } from "react-dom";
import { Timer } from "lucide-react";
import { bundle, offer } from "#content/site.ts";
import {
  bookingValuesFrom,
  canSubmitBooking,
  emptyBookingForm,
  missingBookingFields,
  requiredBookingFieldLabels,
  type BookingFormValues,
} from "#app/domain/booking-form.ts";
import { paymentSchedule, quote, settleTickedUpsells, visibleUpsells, type Quote } from "#app/domain/pricing.ts";
import { closeClock, formatCountdown, initialClock, openClock, secondsLeft, tickClock, type OfferClock } from "#app/domain/offer-clock.ts";
import { Modal } from "#app/components/ui/modal.tsx";
import { Unbroken } from "#app/components/site/section.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { formatUsd } from "#app/utils/format.ts";
import { newFormKey } from "#app/utils/form-key.ts";
import { HONEYPOT_FIELD } from "#app/schemas/form-basics.ts";
import { attributionFields } from "#app/features/leads/submit-lead.ts";
import { BookingFields } from "./booking-fields";
import { BookingLines, BookingReceived, BookingTotals, UpsellChoices } from "./booking-review.tsx";
import { Honeypot } from "#app/components/ui/field.tsx";
import { startOfferTicks, pageTimers } from "./offer-ticker.ts";

type Step = "form" | "review" | "success" | null;

export const BOOKING_DIALOG_ID = "booking-intake";
const BOOKING_FORM_ID = "booking-intake-form";

/**
 * What the visitor typed in the intake form before React took over (the form is in the
 * HTML and the Book button opens it natively), so hydration keeps it rather than wiping it.
 */
function typedBeforeHydration(): { values: BookingFormValues; addOnIds: string[]; open: boolean; openedAt?: number } | null {
  if (typeof document === "undefined") return null;
  const dialog = document.getElementById(BOOKING_DIALOG_ID) as HTMLDialogElement | null;
  const form = dialog?.querySelector("form");
  if (!dialog || !form) return null;
  const data = new FormData(form);
  const fields: Record<string, unknown> = {};
  for (const k of new Set(data.keys())) fields[k] = data.getAll(k).map(String);
  for (const [k, v] of Object.entries(fields)) if (k !== "servicesNeeded" && k !== "currentAssets") fields[k] = (v as string[])[0];
  const typed = bookingValuesFrom(fields);
  // The banner's CSS countdown started when the dialog opened (app.css): how long it has run
  // tells when that was, on the page's clock, so the clock goes on from where it shows.
  const ran = dialog.querySelector("[data-offer-css]")?.getAnimations()[0]?.currentTime;
  const openedAt = dialog.open && typeof ran === "number" ? performance.now() - ran : undefined;
  return { values: typed, addOnIds: data.getAll("addOnIds").map(String), open: dialog.open, openedAt };
}

const noSubscription = () => () => {};
/** False in the server's HTML and while hydrating, true once React has taken over. */
const useHydrated = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

async function postBooking(body: unknown): Promise<{ ok: true; quote: Quote } | { ok: false; fieldErrors?: Record<string, string> }> {
  for (let attempt = 1; attempt <= 3; attempt++) {
    try {
      const res = await fetch("/api/leads/booking", {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json" },
        body: JSON.stringify(body),
      });
      if (res.ok) return { ok: true, quote: ((await res.json()) as { quote: Quote }).quote };
      if (res.status === 422) return { ok: false, fieldErrors: ((await res.json()) as { fieldErrors: Record<string, string> }).fieldErrors };
      if (res.status === 429 || res.status === 413) return { ok: false };
    } catch {
      // Network trouble: retried below with the same idempotency key.
    }
    if (attempt < 3) await new Promise((r) => setTimeout(r, 700 * attempt));
  }
  return { ok: false };
}

/**
 * The whole booking flow: intake form, review with upsells, success. Rendered closed into
 * the page, so the Book button can open the form before the code is there.
 */
export default function BookingFlow({ openSignal, onClosed }: { openSignal: number; onClosed?: () => void }) {
  // Read once, while hydrating, before React commits anything to the fields. Whether the
  // dialog is open changes no markup; the typed values do (the "Still needed" line), so they
  // are applied just after hydration, before the browser paints.
  const [early] = useState(typedBeforeHydration);
  const [step, setStep] = useState<Step>(early?.open ? "form" : null);
  const [values, setValues] = useState<BookingFormValues>(emptyBookingForm);
  const [addOnIds, setAddOnIds] = useState<string[]>([]);
  useLayoutEffect(() => {
    if (!early) return;
    // Read again at the commit: a field typed in or a box ticked while React was hydrating
    // (after the read above) is in the form by now, and React leaves such input alone when it
    // hydrates. Applying the first read alone set a box ticked meanwhile back to unticked.
    const now = typedBeforeHydration() ?? early;
    setValues(now.values);
    setAddOnIds(now.addOnIds);
  }, [early]);
  const [ticked, setTicked] = useState<string[]>([]);
  // Opened before the code ran: the clock has run since then, as the CSS countdown shows.
  const [clock, setClock] = useState<OfferClock>(() =>
    early?.open && early.openedAt !== undefined ? openClock(initialClock(), early.openedAt) : initialClock(),
  );
  // undefined while the server's offer is on its way, null if it could not be had.
  const [token, setToken] = useState<string | null | undefined>(undefined);
  const [key, setKey] = useState(newFormKey);
  const [processing, setProcessing] = useState(false);
  const [failed, setFailed] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [charged, setCharged] = useState<Quote | null>(null);
  // Once the offer has run out, the visitor may go on at the full price by saying so.
  const [fullPrice, setFullPrice] = useState(false);
  const asked = useRef(false);
  const hydrated = useHydrated();

  // Each Book click opens the form again (values and clock are kept).
  useEffect(() => {
    if (openSignal > 0) setStep((s) => (s === "review" ? s : "form"));
  }, [openSignal]);

  const dialogOpen = step === "form" || step === "review";
  // The offer comes from the server when the form first opens.
  useEffect(() => {
    if (!dialogOpen || asked.current) return;
    asked.current = true;
    fetch("/api/offer", { method: "POST" })
      .then((r) => (r.ok ? r.json() : null))
      .then((j: { token?: string } | null) => setToken(j?.token ?? null))
      .catch(() => setToken(null));
  }, [dialogOpen]);

  // The countdown runs while the form or review is open, and pauses while both are closed.
  useEffect(() => {
    const now = pageTimers.now();
    setClock((c) => (dialogOpen ? openClock(c, now) : closeClock(c, now)));
  }, [dialogOpen]);
  // One timer per displayed second, aimed at the moment the time left crosses the next whole
  // second; the value shown is read from the deadline each time.
  const deadlineAt = clock.deadlineAt;
  // Each tick is drawn at once (flushSync): as an ordinary update it waited behind React's
  // hydration of the rest of the page, which outranks it, and a second could pass unseen.
  useEffect(
    () => (deadlineAt === undefined ? undefined : startOfferTicks(deadlineAt, (now) => flushSync(() => setClock((c) => tickClock(c, now))))),
    [deadlineAt],
  );

  const expired = clock.expired;
  const offerLive = Boolean(token) && !expired;
  const upsells = visibleUpsells({ chosenAddOnIds: addOnIds, tickedUpsellIds: ticked });
  const q = quote({ addOnIds, upsellIds: ticked, offerActive: offerLive });
  const schedule = paymentSchedule(q);
  const set = <K extends keyof BookingFormValues>(k: K, v: BookingFormValues[K]) => setValues((old) => ({ ...old, [k]: v }));
  const blockedByExpiry = expired && !fullPrice;
  const canSubmit = canSubmitBooking(values, blockedByExpiry);
  const missing = missingBookingFields(values);

  function close() {
    // Paused at the moment of closing: a tick that fires before the countdown's effect is
    // cleaned up then finds the clock paused and takes nothing off.
    setClock((c) => closeClock(c, pageTimers.now()));
    setStep(null);
    onClosed?.();
  }

  function toggleUpsell(id: string, on: boolean) {
    const next = on ? [...ticked, id] : ticked.filter((t) => t !== id);
    setTicked(settleTickedUpsells({ chosenAddOnIds: addOnIds, tickedUpsellIds: next }));
  }

  async function confirm() {
    setProcessing(true);
    setFailed(false);
    const result = await postBooking({
      [HONEYPOT_FIELD]: "",
      idempotencyKey: key,
      form: values,
      addOnIds,
      upsellIds: ticked,
      offerToken: token ?? undefined,
      offerActive: offerLive,
      ...attributionFields(),
    });
    setProcessing(false);
    if (result.ok) {
      setCharged(result.quote);
      setStep("success");
      setValues(emptyBookingForm());
      setAddOnIds([]);
      setTicked([]);
      setKey(newFormKey());
      if (!window.matchMedia("(prefers-reduced-motion: reduce)").matches) {
        // No worker: it would start from a blob: URL, which the Content Security Policy forbids.
        import("canvas-confetti").then(({ default: confetti }) =>
          confetti.create(undefined, { resize: true, useWorker: false })({ particleCount: 140, spread: 80, origin: { y: 0.6 } }),
        );
      }
      return;
    }
    if (result.fieldErrors) {
      setErrors(result.fieldErrors);
      setStep("form");
      return;
    }
    setFailed(true);
  }

  // In the form from the moment it opens (it is in the page's HTML), so nothing moves when the
  // server's offer arrives; it goes only if the offer could not be had or has run out.
  const banner =
    !expired && token !== null ? (
      <p
        className="mb-4 flex max-w-none items-center gap-2 rounded-lg bg-peach-100 px-4 py-3 text-sm font-semibold text-canopy-900"
        data-testid="offer-banner"
      >
        <Timer aria-hidden="true" className="h-5 w-5 shrink-0 text-peach-700" />
        {/* One run of text, so on a phone the time wraps with the words instead of to the far edge. */}
        <span>
          Book now and save {offer.discountPercent}%: offer ends in{" "}
          {hydrated ? (
            <span className="tabular-nums" role="timer" aria-live="off">
              {formatCountdown(secondsLeft(clock))}
            </span>
          ) : (
            <span className="tabular-nums" role="timer" aria-live="off" data-offer-css="" />
          )}
        </span>
      </p>
    ) : null;

  const fullPriceTotal = quote({ addOnIds, upsellIds: ticked, offerActive: false }).total;
  const expiryNotice = (id: string) =>
    blockedByExpiry ? (
      <div id={id} className="mb-4 rounded-lg bg-slate-100 px-4 py-3 text-sm" role="status" data-testid="offer-expired">
        <p>
          The {offer.discountPercent}% offer has expired. You can still book at the full price ({formatUsd(fullPriceTotal)}).
        </p>
        <Button variant="outline" size="sm" className="mt-3" onClick={() => setFullPrice(true)}>
          Continue at full price
        </Button>
      </div>
    ) : expired ? (
      <p className="mb-4 max-w-none rounded-lg bg-slate-100 px-4 py-3 text-sm" data-testid="offer-expired">
        Full price: the {offer.discountPercent}% offer has expired.
      </p>
    ) : null;

  return (
    <>
      <Modal
        id={BOOKING_DIALOG_ID}
        open={step === "form"}
        onClose={close}
        // "The Launch-Ready Bundle" kept whole: never "Launch- / Ready" on a phone.
        title={<Unbroken text={`Book the ${bundle.shortName}`} />}
        footer={
          <div className="flex justify-end">
            <Button
              type="submit"
              form={BOOKING_FORM_ID}
              size="lg"
              disabled={hydrated && !canSubmit}
              aria-describedby={blockedByExpiry ? "offer-expired-form" : undefined}
            >
              Review My Booking
            </Button>
          </div>
        }
      >
        {banner}
        {expiryNotice("offer-expired-form")}
        {/* Without script the form posts to the server, which answers with the review (routes/marketing/book.tsx). */}
        <form
          id={BOOKING_FORM_ID}
          method="post"
          action="/book"
          onSubmit={(e) => {
            e.preventDefault();
            if (canSubmit) {
              setErrors({});
              setStep("review");
            }
          }}
          noValidate={hydrated}
        >
          <input type="hidden" name="intent" value="review" />
          <Honeypot name={HONEYPOT_FIELD} />
          <BookingFields
            values={values}
            set={set}
            addOnIds={addOnIds}
            setAddOnIds={(ids) => {
              setAddOnIds(ids);
              setTicked((t) => settleTickedUpsells({ chosenAddOnIds: ids, tickedUpsellIds: t }));
            }}
            errors={errors}
          />
          {hydrated && !canSubmit && !blockedByExpiry ? (
            <p className="mt-4 text-sm text-muted">Still needed: {missing.map((m) => requiredBookingFieldLabels[m]).join(", ")}.</p>
          ) : null}
        </form>
      </Modal>

      <Modal
        open={step === "review"}
        onClose={close}
        title="Review Your Booking"
        footer={
          // The totals ride in the footer with the actions: a footer kept in view over the
          // scrolling lines would otherwise sit on the total a phone shows first.
          <>
            <BookingTotals q={q} schedule={schedule} className="mb-4" />
            {/* One row where both fit; on a narrow phone a stack of two full-width buttons, never a ragged wrap. */}
            <div className="flex flex-wrap gap-3 sm:justify-between">
              <Button variant="outline" className="grow sm:grow-0" onClick={() => setStep("form")} disabled={processing}>
                Edit
              </Button>
              <Button
                className="grow sm:grow-0 sm:px-6 sm:py-4 sm:text-lg"
                onClick={confirm}
                disabled={processing || blockedByExpiry}
                aria-describedby={blockedByExpiry ? "offer-expired-review" : undefined}
              >
                {processing ? "Processing..." : failed ? "Retry" : "Confirm and Submit"}
              </Button>
            </div>
          </>
        }
      >
        {banner}
        <BookingLines q={q} />
        <UpsellChoices upsells={upsells} ticked={ticked} onToggle={toggleUpsell} />
        {failed ? (
          <p role="alert" className="mt-4 rounded-lg bg-red-50 p-3 text-sm font-medium text-red-800">
            We couldn't save your booking. Your details are kept: please check your connection and select Retry.
          </p>
        ) : null}
        <div className="mt-6">{expiryNotice("offer-expired-review")}</div>
      </Modal>

      <Modal open={step === "success"} onClose={close} title="Booking Received!">
        <BookingReceived total={charged ? charged.total : null}>
          <Button className="mt-6" onClick={close}>
            Done
          </Button>
        </BookingReceived>
      </Modal>
    </>
  );
}
