import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { Gift, PartyPopper, Timer } from "lucide-react";
import { bundle, offer } from "#content/site.ts";
import {
  canSubmitBooking,
  emptyBookingForm,
  missingBookingFields,
  requiredBookingFieldLabels,
  type BookingFormValues,
} from "#app/domain/booking-form.ts";
import { paymentSchedule, priceSuffix, quote, settleTickedUpsells, visibleUpsells, type Quote } from "#app/domain/pricing.ts";
import { closeClock, formatCountdown, initialClock, openClock, secondsLeft, tickClock, type OfferClock } from "#app/domain/offer-clock.ts";
import { Modal } from "#app/components/ui/modal.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { formatUsd } from "#app/utils/format.ts";
import { newFormKey } from "#app/utils/form-key.ts";
import { HONEYPOT_FIELD } from "#app/schemas/form-basics.ts";
import { attributionFields } from "#app/features/leads/submit-lead.ts";
import { BookingFields } from "./booking-fields";

type Step = "form" | "review" | "success" | null;

export const BOOKING_DIALOG_ID = "booking-intake";

/**
 * What the visitor typed in the intake form before React took over (the form is in the
 * HTML and the Book button opens it natively), so hydration keeps it rather than wiping it.
 */
function typedBeforeHydration(): { values: BookingFormValues; addOnIds: string[]; open: boolean } | null {
  if (typeof document === "undefined") return null;
  const dialog = document.getElementById(BOOKING_DIALOG_ID) as HTMLDialogElement | null;
  const form = dialog?.querySelector("form");
  if (!dialog || !form) return null;
  const data = new FormData(form);
  const values = emptyBookingForm();
  const text = (k: keyof BookingFormValues) => String(data.get(k) ?? "");
  const typed: BookingFormValues = {
    ...values,
    businessName: text("businessName"),
    ownerFullName: text("ownerFullName"),
    contactPhone: text("contactPhone"),
    contactEmail: text("contactEmail"),
    websiteUrl: text("websiteUrl"),
    businessDescription: text("businessDescription"),
    servicesNeeded: data.getAll("servicesNeeded").map(String) as BookingFormValues["servicesNeeded"],
    currentAssets: data.getAll("currentAssets").map(String) as BookingFormValues["currentAssets"],
    projectGoal: text("projectGoal") as BookingFormValues["projectGoal"],
    projectGoalOther: text("projectGoalOther"),
    hasContent: text("hasContent") as BookingFormValues["hasContent"],
    timeline: text("timeline") as BookingFormValues["timeline"],
    involvementLevel: text("involvementLevel") as BookingFormValues["involvementLevel"],
    preferredContact: text("preferredContact") as BookingFormValues["preferredContact"],
    additionalInfo: text("additionalInfo"),
    agreeToTerms: data.get("agreeToTerms") !== null,
  };
  return { values: typed, addOnIds: data.getAll("addOnIds").map(String), open: dialog.open };
}

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
  const [clock, setClock] = useState<OfferClock>(initialClock);
  const [token, setToken] = useState<string | null>(null);
  const [key, setKey] = useState(newFormKey);
  const [processing, setProcessing] = useState(false);
  const [failed, setFailed] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [charged, setCharged] = useState<Quote | null>(null);
  // Once the offer has run out, the visitor may go on at the full price by saying so.
  const [fullPrice, setFullPrice] = useState(false);
  const asked = useRef(false);

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
    if (!dialogOpen) {
      setClock((c) => closeClock(c, Date.now()));
      return;
    }
    setClock((c) => openClock(c, Date.now()));
    const timer = setInterval(() => setClock((c) => tickClock(c, Date.now())), 1000);
    return () => clearInterval(timer);
  }, [dialogOpen]);

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
    setClock((c) => closeClock(c, Date.now()));
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

  const banner = offerLive ? (
    <p className="mb-4 flex items-center gap-2 rounded-lg bg-peach-100 px-4 py-3 text-sm font-semibold text-canopy-900" data-testid="offer-banner">
      <Timer aria-hidden="true" className="h-5 w-5 text-peach-700" />
      Book now and save {offer.discountPercent}%: offer ends in{" "}
      <span className="tabular-nums" role="timer" aria-live="off">
        {formatCountdown(secondsLeft(clock))}
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
      <p className="mb-4 rounded-lg bg-slate-100 px-4 py-3 text-sm" data-testid="offer-expired">
        Full price: the {offer.discountPercent}% offer has expired.
      </p>
    ) : null;

  return (
    <>
      <Modal id={BOOKING_DIALOG_ID} open={step === "form"} onClose={close} title={`Book ${bundle.name}`}>
        {banner}
        {expiryNotice("offer-expired-form")}
        <noscript>
          <p className="mb-4 rounded-lg bg-peach-100 px-4 py-3 text-sm">
            Booking online needs JavaScript. You can{" "}
            <a href="/contact" className="font-semibold underline">
              send us your details
            </a>{" "}
            on our contact page instead.
          </p>
        </noscript>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            if (canSubmit) {
              setErrors({});
              setStep("review");
            }
          }}
          noValidate
        >
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
          {!canSubmit && !blockedByExpiry ? (
            <p className="mt-4 text-sm text-muted">Still needed: {missing.map((m) => requiredBookingFieldLabels[m]).join(", ")}.</p>
          ) : null}
          <div className="mt-6 flex justify-end">
            <Button type="submit" size="lg" disabled={!canSubmit} aria-describedby={blockedByExpiry ? "offer-expired-form" : undefined}>
              Review My Booking
            </Button>
          </div>
        </form>
      </Modal>

      <Modal open={step === "review"} onClose={close} title="Review Your Booking">
        {banner}
        <ul className="divide-y divide-canopy-100 rounded-xl ring-1 ring-canopy-100" aria-label="Your booking">
          {q.lines.map((l) => (
            <li key={l.id} className="flex justify-between gap-4 px-4 py-3">
              <span>{l.name}</span>
              <span className="font-semibold whitespace-nowrap">
                {formatUsd(l.price)}
                {priceSuffix(l.id)}
              </span>
            </li>
          ))}
        </ul>
        {upsells.length ? (
          <div className="mt-5 space-y-3">
            <h3 className="font-semibold text-canopy-800">Recommended for you</h3>
            {upsells.map((u) => (
              <label
                key={u.id}
                className="flex items-start gap-3 rounded-xl border-2 border-dashed border-peach-400 p-4 has-[:checked]:border-solid has-[:checked]:bg-peach-100"
              >
                <input
                  type="checkbox"
                  className="mt-1 h-4 w-4 shrink-0 accent-canopy-700"
                  checked={ticked.includes(u.id)}
                  onChange={(e) => toggleUpsell(u.id, e.target.checked)}
                />
                <span className="flex-1">
                  <span className="block text-xs font-bold uppercase tracking-wider text-peach-700">{u.highlight}</span>
                  <span className="font-semibold">{u.name}</span>{" "}
                  <span className="whitespace-nowrap">
                    +{formatUsd(u.price)}
                    {priceSuffix(u.id)}
                  </span>
                  {u.bonus ? (
                    <span className="mt-1 flex items-center gap-1 text-sm text-canopy-700">
                      <Gift aria-hidden="true" className="h-4 w-4" /> Bonus: {u.bonus}
                    </span>
                  ) : null}
                </span>
              </label>
            ))}
          </div>
        ) : null}
        <dl className="mt-5 space-y-1 text-right">
          <div className="flex justify-end gap-6">
            <dt className="text-muted">Subtotal</dt>
            <dd data-testid="subtotal">{formatUsd(q.subtotal)}</dd>
          </div>
          {q.discount > 0 ? (
            <div className="flex justify-end gap-6 text-canopy-700">
              <dt>{offer.discountPercent}% offer</dt>
              <dd data-testid="discount">−{formatUsd(q.discount)}</dd>
            </div>
          ) : null}
          <div className="flex justify-end gap-6 text-xl font-bold">
            <dt>{schedule.monthly > 0 ? "Total due now" : "Total"}</dt>
            <dd data-testid="total">{formatUsd(q.total)}</dd>
          </div>
          {schedule.monthly > 0 ? (
            <div className="flex justify-end gap-6 text-canopy-800">
              <dt>Then, from the second month</dt>
              <dd data-testid="monthly">{formatUsd(schedule.monthly)}/month</dd>
            </div>
          ) : null}
        </dl>
        {failed ? (
          <p role="alert" className="mt-4 rounded-lg bg-red-50 p-3 text-sm font-medium text-red-800">
            We couldn't save your booking. Your details are kept: please check your connection and select Retry.
          </p>
        ) : null}
        <div className="mt-6">{expiryNotice("offer-expired-review")}</div>
        <div className="flex flex-wrap justify-between gap-3">
          <Button variant="outline" onClick={() => setStep("form")} disabled={processing}>
            Edit
          </Button>
          <Button
            size="lg"
            onClick={confirm}
            disabled={processing || blockedByExpiry}
            aria-describedby={blockedByExpiry ? "offer-expired-review" : undefined}
          >
            {processing ? "Processing..." : failed ? "Retry" : "Confirm and Submit"}
          </Button>
        </div>
      </Modal>

      <Modal open={step === "success"} onClose={close} title="Booking Received!">
        <div className="text-center">
          <PartyPopper aria-hidden="true" className="mx-auto h-12 w-12 text-peach-500" />
          <p className="mt-4 text-lg">
            Thank you! We've received your booking for {bundle.name}
            {charged ? ` (total ${formatUsd(charged.total)})` : ""}.
          </p>
          <p className="mt-2 text-muted">We'll contact you within 24 hours to confirm the details and next steps.</p>
          <Button className="mt-6" onClick={close}>
            Done
          </Button>
        </div>
      </Modal>
    </>
  );
}
