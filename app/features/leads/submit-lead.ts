import type { FieldErrors } from "#app/schemas/lead-forms.ts";
import { storedVisit } from "#app/utils/visit-beacon.ts";

export type SubmitResult =
  | { ok: true; leadId: string }
  | { ok: false; kind: "invalid"; fieldErrors: FieldErrors }
  | { ok: false; kind: "rate_limited"; retryAfter: number }
  | { ok: false; kind: "failed" };

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Sends a lead form to the API. A network error or a server error is retried with the same
 * idempotency key, so a submission that did reach the database is never stored twice.
 */
export async function submitLead(
  form: "contact" | "demo",
  body: FormData,
  options: { attempts?: number; backoffMs?: number } = {},
): Promise<SubmitResult> {
  const attempts = options.attempts ?? 3;
  const backoff = options.backoffMs ?? 600;
  for (let attempt = 1; attempt <= attempts; attempt++) {
    try {
      const res = await fetch(`/api/leads/${form}`, {
        method: "POST",
        body,
        headers: { Accept: "application/json" },
        credentials: "same-origin",
      });
      if (res.ok) {
        const json = (await res.json()) as { leadId: string };
        return { ok: true, leadId: json.leadId };
      }
      if (res.status === 400 || res.status === 422) {
        const json = (await res.json().catch(() => ({}))) as { fieldErrors?: FieldErrors };
        return { ok: false, kind: "invalid", fieldErrors: json.fieldErrors ?? {} };
      }
      if (res.status === 429) {
        return { ok: false, kind: "rate_limited", retryAfter: Number(res.headers.get("retry-after") ?? 60) };
      }
      if (res.status === 413) return { ok: false, kind: "failed" };
    } catch {
      // The network failed: try again with the same key.
    }
    if (attempt < attempts) await wait(backoff * 2 ** (attempt - 1));
  }
  return { ok: false, kind: "failed" };
}

/** Where the visitor came from, read once in the browser and sent with each form. */
export function attributionFields(): Record<string, string> {
  const params = new URLSearchParams(window.location.search);
  const out: Record<string, string> = {};
  for (const k of ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"]) {
    const v = params.get(k);
    if (v) out[k] = v.slice(0, 200);
  }
  try {
    const stored = sessionStorage.getItem("first-referrer");
    const ref = stored ?? document.referrer;
    if (!stored) sessionStorage.setItem("first-referrer", document.referrer);
    if (ref && !ref.startsWith(window.location.origin)) out.referrer = ref.slice(0, 1000);
  } catch {
    /* storage may be disabled */
  }
  // The tab's entry page and source, kept by the visit beacon: the lead joins its visit.
  const visit = storedVisit();
  if (visit) out.visit = visit;
  return out;
}
