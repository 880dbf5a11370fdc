/**
 * How a visit is named in the Traffic view: the page it entered on and where it came from.
 * Pure and shared: the beacon endpoint, the lead capture and the admin all name a visit the
 * same way, so a lead's row joins its visits' row exactly.
 */

/** What the beacon sends and the tab keeps for its lead forms and chat (see app/utils/visit-beacon.ts). */
export interface VisitFields {
  /** Path of the entry page, without query or fragment. */
  p: string;
  /** Host of the referring site ("" when none or this site). */
  r?: string;
  /** utm_source, utm_medium, utm_campaign of the entry page's address. */
  s?: string;
  m?: string;
  c?: string;
}

/** The visit's source: its UTM tags when it has them, else the referrer's site, else direct. */
export function sourceOf(v: Pick<VisitFields, "r" | "s" | "m" | "c">): string {
  const utm = [v.s, v.m, v.c].map((x) => (x ?? "").trim().toLowerCase());
  if (utm.some(Boolean)) {
    while (utm.length && !utm[utm.length - 1]) utm.pop();
    return utm.map((x) => x || "(none)").join(" / ");
  }
  const host = (v.r ?? "")
    .trim()
    .toLowerCase()
    .replace(/^www\./, "");
  return host || "direct";
}

/** The lead kinds the Traffic view splits leads into, in its column order. */
export const trafficLeadKinds = ["chat", "contact", "demo", "booking"] as const;
export type TrafficLeadKind = (typeof trafficLeadKinds)[number];

/** Leads per visit, as a percentage with one decimal; null when there were no visits to divide by. */
export function conversionRate(leads: number, visits: number): number | null {
  if (visits <= 0) return null;
  return Math.round((leads / visits) * 1000) / 10;
}
