/**
 * A visit as the beacon reports it and as a lead form or the chat carries it (the tab keeps
 * it in sessionStorage). Browser-safe and small: whether the path is a page of this site is
 * checked on the server (app/services/analytics.server.ts), which knows the pages.
 */
import { z } from "./zod.ts";

const tag = (label: string) =>
  z
    .string({ message: `${label} must be text` })
    .trim()
    .max(200, `${label} must be at most 200 characters`)
    .optional();

export const visitSchema = z.object(
  {
    p: z
      .string({ message: "the page path is required" })
      .max(200, "the page path is too long")
      .regex(/^\/[A-Za-z0-9/_.-]*$/, "the page path must be a path of this site"),
    r: z
      .string({ message: "the referrer must be a host name" })
      .trim()
      .toLowerCase()
      .max(253, "the referrer host is too long")
      .regex(/^[a-z0-9.-]*(?::\d{1,5})?$/, "the referrer must be a host name")
      .optional(),
    s: tag("utm_source"),
    m: tag("utm_medium"),
    c: tag("utm_campaign"),
  },
  { message: "the visit must be an object with its page path" },
);
export type Visit = z.infer<typeof visitSchema>;

/**
 * The optional `visit` field of a lead form or chat request: the visit's JSON as a string (a
 * form field) or as an object (a JSON body). Absent or empty is fine; present, it must be a
 * visit.
 */
export const visitField = z.preprocess((v) => {
  if (v == null || v === "") return undefined;
  if (typeof v !== "string") return v;
  try {
    return JSON.parse(v) as unknown;
  } catch {
    return v;
  }
}, visitSchema.optional());
