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

/** A phone number as a dialable link: "(404) 555-0142" → "tel:+14045550142" (a US number of ten digits gets its country code). */
export function telHref(phone: string): string {
  const dialable = phone.replace(/[^\d+]/g, "");
  return `tel:${/^\d{10}$/.test(dialable) ? `+1${dialable}` : dialable}`;
}
