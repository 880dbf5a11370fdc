import { Gift, PartyPopper } from "lucide-react";
import { bundle, offer, type UpsellOffer } from "#content/site.ts";
import { priceSuffix, type PaymentSchedule, type Quote } from "#app/domain/pricing.ts";
import { cn } from "#app/utils/cn.ts";
import { formatUsd } from "#app/utils/format.ts";

/**
 * The review's parts, shared by the booking dialog and the page that books without JavaScript,
 * so both show the same lines, totals and words.
 */
/** A line's price with how it recurs: "$300/month", "$150 each". */
export function PriceTag({ id, price }: { id: string; price: number }) {
  return (
    <span className="font-semibold whitespace-nowrap">
      {formatUsd(price)}
      {priceSuffix(id)}
    </span>
  );
}

/** The booking's lines, each with its price. */
export function BookingLines({ q }: { q: Quote }) {
  return (
    <ul className="divide-y divide-canopy-100 rounded-xl ring-1 ring-canopy-100" aria-label="Your booking">
      {q.lines.map((l) => (
        <li key={l.id} className="flex justify-between gap-4 px-4 py-3">
          <span>{l.name}</span>
          <PriceTag id={l.id} price={l.price} />
        </li>
      ))}
    </ul>
  );
}

/** Subtotal, offer, total and what recurs: the figures a visitor confirms. */
export function BookingTotals({ q, schedule, className }: { q: Quote; schedule: PaymentSchedule; className?: string }) {
  return (
    <dl className={cn("space-y-1 text-right", className)}>
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
  );
}

/** The lines, then what goes between (the upsells), then the totals: the review as one page shows it. */
export function BookingSummary({ q, schedule, children }: { q: Quote; schedule: PaymentSchedule; children?: React.ReactNode }) {
  return (
    <>
      <BookingLines q={q} />
      {children}
      <BookingTotals q={q} schedule={schedule} className="mt-5" />
    </>
  );
}

/** The review's recommended extras: controlled in the dialog, plain checkboxes (name="upsellIds") on the page without script. */
export function UpsellChoices({
  upsells,
  ticked,
  onToggle,
}: {
  upsells: readonly UpsellOffer[];
  ticked: readonly string[];
  onToggle?: (id: string, on: boolean) => void;
}) {
  if (!upsells.length) return null;
  return (
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
            name="upsellIds"
            value={u.id}
            {...(onToggle
              ? { checked: ticked.includes(u.id), onChange: (e: React.ChangeEvent<HTMLInputElement>) => onToggle(u.id, e.target.checked) }
              : { defaultChecked: ticked.includes(u.id) })}
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
  );
}

/** What the visitor sees once the booking is stored, with or without script. */
export function BookingReceived({ total, children }: { total: number | null; children?: React.ReactNode }) {
  return (
    <div className="text-center" data-testid="booking-received">
      <PartyPopper aria-hidden="true" className="mx-auto h-12 w-12 text-peach-500" />
      <p className="mt-4 text-lg">
        Thank you! We've received your booking for {bundle.name}
        {total !== null ? ` (total ${formatUsd(total)})` : ""}.
      </p>
      <p className="mt-2 text-muted">We'll contact you within 24 hours to confirm the details and next steps.</p>
      {children}
    </div>
  );
}
