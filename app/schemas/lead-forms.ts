/**
 * The public lead forms' schemas, shared by the browser (field hints) and the server
 * (the only judge). Unknown fields are ignored; every bad field gets its own message.
 */
import { z } from "./zod";
import { visitField } from "./visit";
import { demoFeatures, demoIndustries } from "#content/site.ts";

import { HONEYPOT_FIELD, type FieldErrors } from "./form-basics";

export { HONEYPOT_FIELD, type FieldErrors };

/** A missing field reads as an empty one, so it gets the "please enter" message, not a type error. */
const orEmpty = (v: unknown) => (v == null ? "" : v);

const text = (max: number, label: string) =>
  z
    .string({ message: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`);

const required = (max: number, message: string, label: string) => z.preprocess(orEmpty, text(max, label).min(1, message));

const optional = (max: number, label: string) => z.preprocess(orEmpty, text(max, label));

/** A field the visitor must fill in: one message when it is empty, another when it is too long. */
const filledIn = (empty: string, max: number, tooLong: string) => z.string({ message: empty }).trim().min(1, empty).max(max, tooLong);

export const emailField = z.preprocess(
  orEmpty,
  filledIn("Please enter your email address", 320, "That email address is too long").pipe(z.email({ message: "Please enter a valid email address" })),
);

export const phoneField = z.preprocess(
  orEmpty,
  filledIn("Please enter your phone number", 40, "That phone number is too long").refine(
    (v) => /^[\d\s()+.-]+$/.test(v) && v.replace(/\D/g, "").length >= 10,
    { message: "Please enter a phone number with at least 10 digits" },
  ),
);

const idempotencyKey = z
  .string({ message: "This form is out of date. Please reload the page and try again." })
  .trim()
  .regex(/^[A-Za-z0-9_-]{8,100}$/, "This form is out of date. Please reload the page and try again.");

const attribution = {
  referrer: optional(1000, "Referrer"),
  utm_source: optional(200, "utm_source"),
  utm_medium: optional(200, "utm_medium"),
  utm_campaign: optional(200, "utm_campaign"),
  utm_term: optional(200, "utm_term"),
  utm_content: optional(200, "utm_content"),
  /** The tab's visit (entry page and source), kept by the pages' beacon. */
  visit: visitField,
};

export const contactFormSchema = z.object({
  idempotencyKey,
  name: required(200, "Please enter your full name", "Full Name"),
  email: emailField,
  services: optional(500, "Services Interested In"),
  message: optional(5000, "Project Details"),
  ...attribution,
});
export type ContactForm = z.infer<typeof contactFormSchema>;

const industryValues = demoIndustries.map((i) => i.value) as [string, ...string[]];

export const demoFormSchema = z.object({
  idempotencyKey,
  businessName: required(200, "Please enter your business name", "Business Name"),
  ownerName: required(200, "Please enter your name", "Your Name"),
  email: emailField,
  phone: phoneField,
  industry: z.enum(industryValues, { message: "Please choose your industry" }),
  currentChallenges: optional(5000, "Current Challenges"),
  interestedFeatures: z.preprocess(
    (v) => (v == null ? [] : Array.isArray(v) ? v : [v]),
    z.array(z.enum(demoFeatures as unknown as [string, ...string[]], { message: "Please choose features from the list" })).max(demoFeatures.length),
  ),
  ...attribution,
});
export type DemoForm = z.infer<typeof demoFormSchema>;

/** Reads a form submission into a plain object: repeated names become arrays. */
export function formDataToObject(form: FormData, arrayFields: readonly string[] = []): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of new Set(form.keys())) {
    const values = form.getAll(key).filter((v): v is string => typeof v === "string");
    out[key] = arrayFields.includes(key) ? values : values[0];
  }
  return out;
}

/**
 * A message per field, keyed as the form names its inputs (a booking's `form.ownerFullName`
 * is `ownerFullName`). A field left out altogether is named as missing.
 */
export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const path = issue.path[0] === "form" && issue.path.length > 1 ? issue.path.slice(1) : issue.path;
    const key = String(path[0] ?? "form");
    const missing = issue.code === "invalid_type" && /received undefined/.test(issue.message);
    errors[key] ??= missing ? `${issue.path.map(String).join(".") || "body"} is required` : issue.message;
  }
  return errors;
}
