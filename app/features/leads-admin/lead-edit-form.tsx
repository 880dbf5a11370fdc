import { useEffect, useRef } from "react";
import { useFetcher, useLocation, useNavigate } from "react-router";
import { SelectField, TextAreaField, TextField } from "#app/components/ui/field.tsx";
import { Button, ButtonLink } from "#app/components/ui/button.tsx";
import { leadStatuses, selectableLeadStatuses } from "#app/domain/lead-status.ts";
import { leadEditLabels } from "./labels";
import { StatusOptions } from "./status-badge";
import type { FieldErrors } from "#app/schemas/form-basics.ts";
import type { AdminLeadRow } from "#app/schemas/admin-views.ts";
import { useHydrated } from "./use-hydrated";
import { useActionToast } from "./use-action-toast";

interface EditResult {
  ok: boolean;
  message: string;
  fieldErrors?: FieldErrors;
  values?: Record<string, string>;
}

/**
 * Inline edit of one lead (the spec's nine fields). Checked on the server with the same
 * schema; a bad field keeps every value and says what is wrong next to it.
 */
export function LeadEditForm({
  lead,
  cancelTo,
  serverResult,
}: {
  lead: AdminLeadRow;
  /** Where Cancel and a successful save go (the same page without the edit). */
  cancelTo: string;
  /** Field errors from a plain form post (no JavaScript). */
  serverResult?: EditResult;
}) {
  const fetcher = useFetcher<EditResult>();
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const location = useLocation();
  const formRef = useRef<HTMLFormElement>(null);
  const result = fetcher.data ?? serverResult;
  const errors = result && !result.ok ? (result.fieldErrors ?? {}) : {};
  const values = result && !result.ok ? result.values : undefined;

  useActionToast(fetcher.data, (r) => {
    if (r.ok) navigate(cancelTo, { replace: true, preventScrollReset: true });
  });
  useEffect(() => {
    const first = Object.keys(errors)[0];
    const field = first ? formRef.current?.elements.namedItem(first) : null;
    if (field instanceof HTMLElement) field.focus();
    // Focus moves when a new set of errors arrives.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [result]);

  const v = (name: string, fallback: string | null) => values?.[name] ?? fallback ?? "";
  const statusOptions = (selectableLeadStatuses as readonly string[]).includes(lead.status) ? selectableLeadStatuses : leadStatuses;
  const text = (name: "name" | "email" | "phone" | "business_type" | "budget_range" | "timeline", value: string | null, extra?: object) => (
    <TextField label={leadEditLabels[name]} name={name} defaultValue={v(name, value)} error={errors[name]} {...extra} />
  );

  return (
    <fetcher.Form
      ref={formRef}
      method="post"
      action={location.pathname + location.search}
      noValidate
      aria-label={`Edit ${lead.name ?? "Anonymous Lead"}`}
      className="space-y-4"
    >
      <input type="hidden" name="intent" value="update" />
      <input type="hidden" name="id" value={lead.id} />
      <input type="hidden" name="returnTo" value={cancelTo} />
      {hydrated ? <input type="hidden" name="respond" value="data" /> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        {text("name", lead.name, { autoComplete: "off" })}
        {text("email", lead.email, { type: "email", autoComplete: "off" })}
        {text("phone", lead.phone, { type: "tel", autoComplete: "off" })}
        {text("business_type", lead.businessType)}
        {text("budget_range", lead.budgetRange)}
        {text("timeline", lead.timeline)}
      </div>
      <TextAreaField label={leadEditLabels.goals} name="goals" rows={3} defaultValue={v("goals", lead.goals)} error={errors.goals} />
      <TextAreaField label={leadEditLabels.notes} name="notes" rows={4} defaultValue={v("notes", lead.notes)} error={errors.notes} />
      <SelectField label={leadEditLabels.lead_status} name="lead_status" defaultValue={v("lead_status", lead.status)} error={errors.lead_status}>
        <StatusOptions statuses={statusOptions} />
      </SelectField>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" size="sm" disabled={fetcher.state !== "idle"}>
          {fetcher.state !== "idle" ? "Saving..." : "Save"}
        </Button>
        <ButtonLink to={cancelTo} variant="outline" size="sm" preventScrollReset replace>
          Cancel
        </ButtonLink>
      </div>
    </fetcher.Form>
  );
}
