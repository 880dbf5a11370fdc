/**
 * What the browser's form code needs from the form schemas, without zod itself: the schemas
 * run on the server, and pulling them into a page would ship the validator for two names.
 */

/** The honeypot's name: people never see it, so an honest form sends it empty. */
export const HONEYPOT_FIELD = "company_website";

/** A message per field, as the server answers a submission it refuses. */
export type FieldErrors = Record<string, string>;
