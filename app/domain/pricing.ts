/**
 * Booking maths: the bundle, the chosen add-ons, the ticked review upsells and the offer's discount (`offer` in content/site.ts).
 * Money is whole US dollars (integers) throughout; prices come only from the site content.
 */
import { addOns, bundle, offer, upsellOffers } from "#content/site.ts";
import type { AddOn, AddOnId, UpsellOffer } from "#content/site.ts";

export type UpsellId = UpsellOffer["id"];

export interface QuoteLine {
  id: string;
  name: string;
  price: number;
  /** Where the line comes from: the bundle itself, an add-on chosen in the form, or an upsell ticked on review. */
  kind: "bundle" | "add-on" | "upsell";
}

export interface Quote {
  /** The bundle first, then add-ons in catalogue order, then upsells in offer order. */
  lines: QuoteLine[];
  subtotal: number;
  discount: number;
  total: number;
}

export interface QuoteInput {
  addOnIds: readonly string[];
  upsellIds: readonly string[];
  /** True while the offer is running; an expired offer gives no discount. */
  offerActive: boolean;
}

const addOnById = new Map<string, AddOn>(addOns.map((a) => [a.id, a]));
const upsellById = new Map<string, UpsellOffer>(upsellOffers.map((u) => [u.id, u]));

export function isAddOnId(id: unknown): id is AddOnId {
  return typeof id === "string" && addOnById.has(id);
}

export function isUpsellId(id: unknown): id is UpsellId {
  return typeof id === "string" && upsellById.has(id);
}

function checkIds(ids: readonly string[], known: ReadonlyMap<string, unknown>, what: string): Set<string> {
  const unknown = ids.filter((id) => !known.has(id));
  if (unknown.length > 0) {
    throw new Error(`Unknown ${what} id${unknown.length > 1 ? "s" : ""}: ${unknown.map((id) => JSON.stringify(id)).join(", ")}`);
  }
  return new Set(ids);
}

/**
 * `percent`% of `amount`, rounded to the nearest whole dollar with halves rounded up
 * (away from zero): 10% of 2,505 = 250.5 → 251; 10% of 2,504 = 250.4 → 250.
 * Exact integer arithmetic, no floating-point step: floor((amount × percent + 50) / 100).
 * `amount` must be a non-negative safe integer and `percent` an integer from 0 to 100.
 */
export function percentRoundedHalfUp(amount: number, percent: number): number {
  if (!Number.isSafeInteger(amount) || amount < 0) {
    throw new RangeError(`Amount must be a non-negative whole number of dollars, got ${amount}`);
  }
  if (!Number.isInteger(percent) || percent < 0 || percent > 100) {
    throw new RangeError(`Percent must be a whole number from 0 to 100, got ${percent}`);
  }
  const scaled = amount * percent + 50;
  if (!Number.isSafeInteger(scaled)) throw new RangeError(`Amount too large: ${amount}`);
  return (scaled - (scaled % 100)) / 100;
}

/** The offer's discount on a subtotal: round-half-up(subtotal × offer.discountPercent / 100). */
export function offerDiscount(subtotal: number): number {
  return percentRoundedHalfUp(subtotal, offer.discountPercent);
}

/**
 * The price of a booking. Unknown add-on or upsell ids throw; a repeated id counts once;
 * an upsell that is also chosen as an add-on counts once (as the add-on).
 * While the offer is active, its percentage comes off the whole subtotal (bundle, add-ons and upsells);
 * total = subtotal − discount.
 */
export function quote({ addOnIds, upsellIds, offerActive }: QuoteInput): Quote {
  const chosen = checkIds(addOnIds, addOnById, "add-on");
  const ticked = checkIds(upsellIds, upsellById, "upsell");

  const lines: QuoteLine[] = [{ id: bundle.id, name: bundle.name, price: bundle.price, kind: "bundle" }];
  for (const a of addOns) {
    if (chosen.has(a.id)) lines.push({ id: a.id, name: a.name, price: a.price, kind: "add-on" });
  }
  for (const u of upsellOffers) {
    if (ticked.has(u.id) && !chosen.has(u.id)) lines.push({ id: u.id, name: u.name, price: u.price, kind: "upsell" });
  }

  const subtotal = lines.reduce((sum, line) => sum + line.price, 0);
  const discount = offerActive ? offerDiscount(subtotal) : 0;
  return { lines, subtotal, discount, total: subtotal - discount };
}

export interface UpsellChoice {
  chosenAddOnIds: readonly string[];
  tickedUpsellIds: readonly string[];
}

/** Whether an offer qualifies on the spec's rules alone, before ticks and the cap. */
function qualifies(id: UpsellId, chosen: ReadonlySet<string>, ticked: ReadonlySet<string>): boolean {
  switch (id) {
    case "monthly-support":
      return !chosen.has("monthly-support");
    case "print-bundle":
      return (chosen.has("monthly-support") || ticked.has("monthly-support")) && !chosen.has("print-bundle");
    case "monthly-seo":
      return !chosen.has("monthly-seo");
  }
}

/**
 * The upsell offers on the review dialog, in the fixed order support, print bundle, SEO,
 * never more than `offer.maxUpsellsShown` (2).
 *
 * Rules: support shows unless monthly-support is chosen as an add-on; the print bundle shows
 * only when support is chosen as an add-on or ticked here, and print-bundle is not chosen;
 * SEO shows unless monthly-seo is chosen.
 *
 * Ticked offers and the cap: a ticked offer stays visible so it can be unticked, even when its
 * rule no longer holds (the print bundle after support is unticked). Ticked offers take the
 * slots first; the remaining slots go to qualifying unticked offers in the fixed order, and the
 * result is shown in the fixed order. So ticking support brings the print bundle in and pushes
 * SEO out, but once SEO is ticked it keeps its slot and the print bundle waits. Because only a
 * visible offer can be ticked and ticked offers fill the slots first, the UI can never reach
 * more than 2 ticks; should a caller pass more, the first 2 in fixed order are shown and
 * `settleTickedUpsells` tells which ticks to keep so no charge is ever hidden.
 * An offer whose id is chosen as an add-on is hidden even if ticked (the quote counts it once).
 */
export function visibleUpsells({ chosenAddOnIds, tickedUpsellIds }: UpsellChoice): UpsellOffer[] {
  const chosen = checkIds(chosenAddOnIds, addOnById, "add-on");
  const ticked = checkIds(tickedUpsellIds, upsellById, "upsell");
  const cap = offer.maxUpsellsShown;

  const candidates = upsellOffers.filter((u) => !chosen.has(u.id));
  const tickedShown = candidates.filter((u) => ticked.has(u.id)).slice(0, cap);
  const free = cap - tickedShown.length;
  const untickedShown = candidates.filter((u) => !ticked.has(u.id) && qualifies(u.id, chosen, ticked)).slice(0, Math.max(0, free));
  const shown = new Set<UpsellOffer>([...tickedShown, ...untickedShown]);
  return upsellOffers.filter((u) => shown.has(u));
}

/**
 * The ticks to keep after the add-ons or ticks change: the ticked offers that are still
 * shown by `visibleUpsells`. Storing this result means the total never carries an upsell
 * the visitor cannot see (and so cannot untick).
 */
export function settleTickedUpsells(choice: UpsellChoice): UpsellId[] {
  const ticked = new Set(choice.tickedUpsellIds);
  return visibleUpsells(choice)
    .map((u) => u.id)
    .filter((id) => ticked.has(id));
}

/** How a price recurs, for the label after it: "/month" for monthly add-ons, "each" per unit, else nothing. */
export function priceSuffix(id: string): "/month" | " each" | "" {
  const cadence = addOnById.get(id)?.cadence;
  return cadence === "per month" ? "/month" : cadence === "each" ? " each" : "";
}

export interface PaymentSchedule {
  /** What is paid at booking: the quote's total, which carries the first month of each monthly line. */
  dueNow: number;
  /** What recurs every month after the first, at full price (the offer is a one-off). */
  monthly: number;
}

/**
 * Splits a quote into what is due now and what recurs, so a total never hides a monthly
 * charge. The total stays as the offer rule defines it (the percentage off everything chosen, the first
 * month of monthly add-ons included); the monthly figure is the sum of the monthly lines.
 */
export function paymentSchedule(q: Quote): PaymentSchedule {
  const monthly = q.lines.reduce((sum, l) => sum + (priceSuffix(l.id) === "/month" ? l.price : 0), 0);
  return { dueNow: q.total, monthly };
}
