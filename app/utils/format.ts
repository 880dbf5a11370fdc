import { usd } from "#content/site.ts";

/** Whole dollars, as the site shows them: $2,500 (the content's own formatter). */
export const formatUsd = usd;

export function formatDate(iso: string): string {
  return new Date(`${iso}T12:00:00Z`).toLocaleDateString("en-US", {
    year: "numeric",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  });
}

/** Dates in the agency's own time zone, the same on the server and in the browser. */
export function formatWhen(iso: string): string {
  return new Date(iso).toLocaleString("en-US", {
    timeZone: "America/New_York",
    dateStyle: "medium",
    timeStyle: "short",
  });
}
