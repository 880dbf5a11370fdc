import { data, type RouterContextProvider } from "react-router";
import { fieldErrorsOf, formDataToObject, type FieldErrors } from "#app/schemas/lead-forms.ts";
import { leadEditSchema, leadStatusField } from "#app/schemas/lead-edit.ts";
import type { FlashKey } from "#app/schemas/admin-messages.ts";
import { requireServices } from "#app/utils/services.ts";
import { requestIdContext } from "#app/utils/request-context.ts";
import { redirectWithFlash, requireAdmin } from "./admin-request.server";
import { withDbRetry } from "./db.server";

export const leadIntents = ["status", "update", "anonymise", "delete", "retry"] as const;
export type LeadIntent = (typeof leadIntents)[number];

export type LeadActionResult =
  | { ok: true; intent: LeadIntent; id: string; message: FlashKey }
  | {
      ok: false;
      intent: LeadIntent | "unknown";
      id: string;
      message: FlashKey;
      /** The HTTP status it is answered with: 400, 404, 422 or 500. */
      status: number;
      fieldErrors?: FieldErrors;
      values?: Record<string, string>;
    };

const MAX_BODY = 64 * 1024;
const ACTOR = "admin";

/** Where a plain form post returns to: only admin pages of this site. */
function safeReturnTo(value: unknown, fallback: string): string {
  return typeof value === "string" && /^\/admin(\/|\?|$)/.test(value) && !value.startsWith("//") ? value : fallback;
}

const stringValues = (raw: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(raw).filter((e): e is [string, string] => typeof e[1] === "string"));

/** Runs one change to a lead for a signed-in admin (the caller has checked the session). */
export async function runLeadAction(form: FormData, context: Readonly<RouterContextProvider>): Promise<LeadActionResult> {
  const services = requireServices(context);
  const raw = formDataToObject(form);
  const intent = (leadIntents as readonly string[]).includes(String(raw.intent)) ? (raw.intent as LeadIntent) : undefined;
  const id = typeof raw.id === "string" ? raw.id.slice(0, 100) : "";
  if (!intent) return { ok: false, intent: "unknown", id, message: "lead_failed", status: 400 };
  const log = services.log.child({ requestId: context.get(requestIdContext), leadId: id, intent });
  try {
    switch (intent) {
      case "status": {
        const status = leadStatusField.safeParse(raw.lead_status);
        if (!status.success) {
          return { ok: false, intent, id, message: "status_failed", status: 422, fieldErrors: { lead_status: status.error.issues[0]!.message } };
        }
        const lead = await withDbRetry(() => services.leads.setLeadStatus(id, status.data, ACTOR));
        return lead ? { ok: true, intent, id, message: "status_updated" } : { ok: false, intent, id, message: "status_failed", status: 404 };
      }
      case "update": {
        const parsed = leadEditSchema.safeParse(raw);
        if (!parsed.success) {
          return { ok: false, intent, id, message: "lead_failed", status: 422, fieldErrors: fieldErrorsOf(parsed.error), values: stringValues(raw) };
        }
        const lead = await withDbRetry(() => services.leads.updateLead(id, parsed.data, ACTOR));
        return lead ? { ok: true, intent, id, message: "lead_updated" } : { ok: false, intent, id, message: "lead_failed", status: 404 };
      }
      case "anonymise":
      case "delete": {
        if (raw.confirm !== "yes") {
          return { ok: false, intent, id, message: "privacy_failed", status: 422, fieldErrors: { confirm: "Tick the box to confirm" } };
        }
        const done = await withDbRetry(() =>
          intent === "delete" ? services.leadAdmin.deleteLead(id, ACTOR) : services.leadAdmin.anonymiseLead(id, ACTOR),
        );
        if (done) log.info(intent === "delete" ? "lead deleted on request" : "lead anonymised on request");
        return done
          ? { ok: true, intent, id, message: intent === "delete" ? "lead_deleted" : "lead_anonymised" }
          : { ok: false, intent, id, message: "privacy_failed", status: 404 };
      }
      case "retry": {
        const outboxId = typeof raw.outboxId === "string" ? raw.outboxId : "";
        const ok = await withDbRetry(() => services.outbox.retry(outboxId));
        if (ok) await withDbRetry(() => services.adminAuth.audit("notification_retried", id, outboxId, ACTOR));
        return ok ? { ok: true, intent, id, message: "notification_retried" } : { ok: false, intent, id, message: "lead_failed", status: 404 };
      }
    }
  } catch (error) {
    log.error("admin lead action failed", { error });
    return { ok: false, intent, id, message: intent === "status" ? "status_failed" : "lead_not_saved", status: 500 };
  }
}

/**
 * The action of every admin page that changes a lead. With JavaScript (a fetcher sends
 * respond=data) the result comes back as data for a toast; a plain form post gets a
 * redirect back (post/redirect/get) with the message as a flash, or the page again with
 * its field errors.
 */
export async function leadAction(request: Request, context: Readonly<RouterContextProvider>, fallback: string) {
  requireAdmin(context);
  if (Number(request.headers.get("content-length") ?? 0) > MAX_BODY) {
    return data({ ok: false, intent: "unknown", id: "", message: "lead_failed", status: 413 } satisfies LeadActionResult, { status: 413 });
  }
  const form = await request.formData().catch(() => new FormData());
  const result = await runLeadAction(form, context);
  const status = result.ok ? 200 : result.status;
  if (form.get("respond") === "data") return data(result, { status });
  if (!result.ok && result.fieldErrors) return data(result, { status });
  const after = result.ok && result.intent === "delete" ? "/admin" : safeReturnTo(form.get("returnTo"), fallback);
  return redirectWithFlash(after, result.message, request);
}
