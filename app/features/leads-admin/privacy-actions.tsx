import { Form } from "react-router";
import type { FieldErrors } from "#app/schemas/form-basics.ts";

/**
 * For privacy requests. Each needs the box ticked, which works the same with or without
 * JavaScript and cannot be done by a stray click.
 */
export function PrivacyActions({
  leadId,
  leadName,
  result,
}: {
  leadId: string;
  leadName: string;
  result?: { intent: string; fieldErrors?: FieldErrors };
}) {
  return (
    <section aria-labelledby="lead-privacy" className="mt-6 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-red-200">
      <h2 id="lead-privacy" className="text-xl font-bold text-canopy-800">
        Privacy requests
      </h2>
      <p className="mt-2 text-sm text-muted">
        Anonymize keeps the lead for the counts and chart but removes everything that identifies {leadName}, including old values in its history.
        Delete removes the lead, its history and its notifications; the audit trail keeps only that it was deleted.
      </p>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        {(["anonymise", "delete"] as const).map((intent) => {
          const error = result?.intent === intent ? result.fieldErrors?.confirm : undefined;
          return (
            <Form key={intent} method="post" className="rounded-lg bg-red-50/60 p-4">
              <input type="hidden" name="intent" value={intent} />
              <input type="hidden" name="id" value={leadId} />
              <label className="flex items-start gap-2 text-sm">
                <input
                  type="checkbox"
                  name="confirm"
                  value="yes"
                  required
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${intent}-confirm-error` : undefined}
                  className="mt-1 h-4 w-4"
                />
                <span>
                  {intent === "delete" ? "I understand this deletes the lead for good" : "I understand this removes the personal details for good"}
                </span>
              </label>
              {error ? (
                <p id={`${intent}-confirm-error`} className="mt-1 text-sm font-medium text-red-700">
                  {error}
                </p>
              ) : null}
              <button type="submit" className="mt-3 rounded-md bg-red-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-red-800">
                {intent === "delete" ? "Delete lead" : "Anonymize lead"}
              </button>
            </Form>
          );
        })}
      </div>
    </section>
  );
}
