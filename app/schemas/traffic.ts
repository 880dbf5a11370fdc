/**
 * The admin's Traffic view as the server hands it to the page (browser-safe types and the
 * period and sort rules the loader and the links share).
 */
import type { TrafficLeadKind } from "#app/domain/traffic-source.ts";

export const trafficPeriods = [7, 30, 90] as const;
export type TrafficPeriod = (typeof trafficPeriods)[number];

export const trafficSortKeys = ["name", "visits", "visitors", "leads", "rate"] as const;
export type TrafficSortKey = (typeof trafficSortKeys)[number];
export type SortDirection = "asc" | "desc";

export interface TrafficRow {
  /** The entry page's path, or the source's name. */
  key: string;
  visits: number;
  visitors: number;
  leads: number;
  byKind: Record<TrafficLeadKind, number>;
  /** Leads per visit in percent, one decimal; null without visits. */
  rate: number | null;
  /** An entry page written for a search (a landing page). */
  landing?: boolean;
}

export interface TrafficDay {
  day: string;
  visits: number;
  visitors: number;
  leads: number;
}

export interface TrafficReport {
  days: TrafficPeriod;
  /** First and last UTC day counted, YYYY-MM-DD. */
  from: string;
  to: string;
  totals: TrafficRow;
  pages: TrafficRow[];
  sources: TrafficRow[];
  series: TrafficDay[];
}

/** Names of rows for leads whose visit was not counted (sent before counting began, or with Do Not Track). */
export const NOT_RECORDED = "(not recorded)";

export interface TrafficQuery {
  days: TrafficPeriod;
  pageSort: TrafficSortKey;
  pageDir: SortDirection;
  sourceSort: TrafficSortKey;
  sourceDir: SortDirection;
}

const pick = <T extends string | number>(value: string | null, allowed: readonly T[], fallback: T): T =>
  allowed.find((a) => String(a) === value) ?? fallback;

/** The view's address parameters; anything unknown falls back to the default rather than failing. */
export function parseTrafficQuery(params: URLSearchParams): TrafficQuery {
  return {
    days: pick(params.get("days"), trafficPeriods, 30),
    // Pages open with the landing pages first, then by visits.
    pageSort: pick(params.get("psort"), trafficSortKeys, "visits"),
    pageDir: pick(params.get("pdir"), ["asc", "desc"] as const, "desc"),
    sourceSort: pick(params.get("ssort"), trafficSortKeys, "visits"),
    sourceDir: pick(params.get("sdir"), ["asc", "desc"] as const, "desc"),
  };
}

/**
 * Orders a table by a column; ties by visits, then name, so the order is total. Pages keep
 * the landing pages first whatever the column.
 */
export function sortTrafficRows(rows: TrafficRow[], key: TrafficSortKey, dir: SortDirection, landingFirst = false): TrafficRow[] {
  const sign = dir === "asc" ? 1 : -1;
  const value = (r: TrafficRow) => (key === "rate" ? (r.rate ?? -1) : key === "name" ? 0 : r[key]);
  return [...rows].sort((a, b) => {
    if (landingFirst && Boolean(a.landing) !== Boolean(b.landing)) return a.landing ? -1 : 1;
    if (key === "name") return sign * a.key.localeCompare(b.key);
    return sign * (value(a) - value(b)) || b.visits - a.visits || a.key.localeCompare(b.key);
  });
}
