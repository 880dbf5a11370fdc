import { useFetcher, useLocation } from "react-router";
import { selectableLeadStatuses } from "#app/domain/lead-status.ts";
import { useHydrated } from "./use-hydrated";
import { StatusOptions } from "./status-badge";
import { useActionToast } from "./use-action-toast";

/**
 * The status picker of one lead. With JavaScript a change saves at once and a toast says
 * how it went; without it, the Save button posts the form.
 */
export function StatusForm({ leadId, status, leadName }: { leadId: string; status: string; leadName: string }) {
  const fetcher = useFetcher<{ ok: boolean; message: string }>();
  const hydrated = useHydrated();
  const location = useLocation();
  useActionToast(fetcher.data);
  const pendingStatus = fetcher.formData?.get("lead_status");
  const current = typeof pendingStatus === "string" ? pendingStatus : status;
  // A demo lead's "interested" is not offered in the picker, but must show while it is current.
  const options = (selectableLeadStatuses as readonly string[]).includes(status) ? selectableLeadStatuses : [status, ...selectableLeadStatuses];
  const returnTo = location.pathname + location.search;
  return (
    <fetcher.Form method="post" action={returnTo} className="flex items-center gap-2">
      <input type="hidden" name="intent" value="status" />
      <input type="hidden" name="id" value={leadId} />
      <input type="hidden" name="returnTo" value={returnTo} />
      {hydrated ? <input type="hidden" name="respond" value="data" /> : null}
      <label className="sr-only" htmlFor={`status-${leadId}`}>
        Status of {leadName}
      </label>
      <select
        id={`status-${leadId}`}
        name="lead_status"
        value={current}
        onChange={(e) => {
          if (hydrated) void fetcher.submit(e.currentTarget.form);
        }}
        className="rounded-md border border-canopy-200 bg-white px-2 py-1.5 text-base sm:text-sm"
      >
        <StatusOptions statuses={options} />
      </select>
      {hydrated ? null : (
        <button type="submit" className="rounded-md bg-canopy-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-canopy-800">
          Save status
        </button>
      )}
    </fetcher.Form>
  );
}
