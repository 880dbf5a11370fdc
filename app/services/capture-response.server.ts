/**
 * The one place a capture outcome becomes HTTP: the same status and the same words for the
 * JSON API and for a form posted without JavaScript.
 */
import { data } from "react-router";
import { contactPage } from "#content/pages/contact.ts";
import { demoPage } from "#content/pages/demo.ts";
import type { FieldErrors } from "#app/schemas/lead-forms.ts";
import type { CaptureOutcome } from "./lead-capture.server";
import { TOO_LARGE_MESSAGE } from "./request-body.server";

/** The words a form uses when it is refused for reasons other than its fields. */
export interface CaptureMessages {
  /** The database could not take it: please try again. */
  failed: string;
  rateLimited: string;
}

export const defaultCaptureMessages: CaptureMessages = {
  failed: "We could not save your submission. Please try again.",
  rateLimited: "Too many submissions. Please wait a few minutes and try again.",
};

/** The contact form's words: the spec's error text, the same with or without JavaScript. */
export const contactMessages: CaptureMessages = {
  failed: contactPage.form.toasts.error.description,
  rateLimited: "You've sent several messages in a short time. Please wait a few minutes and try again.",
};

export const demoMessages: CaptureMessages = {
  failed: demoPage.form.toasts.error.description,
  rateLimited: "You've sent several requests in a short time. Please wait a few minutes and try again.",
};

type Refused = Exclude<CaptureOutcome, { status: "accepted" }>;

export interface Refusal {
  status: 400 | 413 | 415 | 422 | 429 | 503;
  error: string;
  fieldErrors: FieldErrors;
  values: Record<string, unknown>;
  headers: Record<string, string>;
}

export function refusalOf(outcome: Refused, messages: CaptureMessages = defaultCaptureMessages): Refusal {
  /** Refused as a whole, not for a field: the message stands for the form. */
  const refused = (status: Refusal["status"], error: string): Refusal => ({ status, error, fieldErrors: { form: error }, values: {}, headers: {} });
  switch (outcome.status) {
    case "invalid": {
      const fields = Object.keys(outcome.fieldErrors);
      const first = outcome.fieldErrors[fields[0] ?? ""];
      return {
        status: 422,
        // The first problem in words, for clients that show one line; every field's in fieldErrors.
        error: fields.length === 1 && first ? first : `Please check these fields: ${fields.join(", ")}.`,
        fieldErrors: outcome.fieldErrors,
        values: outcome.values,
        headers: {},
      };
    }
    case "bad_request":
      return refused(400, outcome.error);
    case "unsupported":
      return refused(415, outcome.error);
    case "too_large":
      return refused(413, TOO_LARGE_MESSAGE);
    case "rate_limited":
      return { ...refused(429, messages.rateLimited), headers: { "Retry-After": String(outcome.retryAfter) } };
    case "unavailable":
      return { ...refused(503, messages.failed), headers: { "Retry-After": String(outcome.retryAfter) } };
  }
}

/** The JSON answer; `accepted` adds what the form's client needs beyond the lead id. */
export function captureJson<R>(
  outcome: CaptureOutcome<R>,
  options: { messages?: CaptureMessages; accepted?: (result: R) => Record<string, unknown> } = {},
): Response {
  const noStore = { "Cache-Control": "no-store" };
  if (outcome.status === "accepted") {
    return Response.json(
      { ok: true, leadId: outcome.leadId, ...options.accepted?.(outcome.result) },
      { status: outcome.created ? 201 : 200, headers: noStore },
    );
  }
  const r = refusalOf(outcome, options.messages);
  return Response.json(
    { ok: false, error: r.error, ...(r.status === 422 ? { fieldErrors: r.fieldErrors } : {}) },
    { status: r.status, headers: { ...noStore, ...r.headers } },
  );
}

/** The answer to a form posted without JavaScript: a confirmation, or the form again with its errors. */
export function captureActionData(outcome: CaptureOutcome, messages: CaptureMessages = defaultCaptureMessages) {
  if (outcome.status === "accepted") return { ok: true as const };
  const r = refusalOf(outcome, messages);
  return data({ ok: false as const, fieldErrors: r.fieldErrors, values: r.values }, { status: r.status, headers: r.headers });
}
