import { Form, Link, useLocation, useSubmit } from "react-router";
import { Download, Search } from "lucide-react";
import { leadStatuses } from "#app/domain/lead-status.ts";
import type { FieldErrors } from "#app/schemas/form-basics.ts";
import { Button } from "#app/components/ui/button.tsx";
import { LeadCard } from "./lead-card";
import { LeadEditForm } from "./lead-edit-form";
import { WeeklyChart } from "./weekly-chart";
import { useAdminToast } from "./flash-message";
import type { DashboardData } from "#app/schemas/admin-views.ts";
import { BackupLine } from "./backup-line";
import { StatusOptions } from "./status-badge";

/** The counts at the top: all leads, then those of four statuses. */
const stats = { total: "Total Leads", hot: "Hot Leads", warm: "Warm Leads", ready_to_buy: "Ready to Buy", converted: "Converted" } as const;

/** The URL of this page with some parameters changed (null removes one). */
function withParams(search: string, changes: Record<string, string | null>): string {
  const params = new URLSearchParams(search);
  for (const [k, v] of Object.entries(changes)) {
    if (v === null || v === "") params.delete(k);
    else params.set(k, v);
  }
  const s = params.toString();
  return s ? `/admin?${s}` : "/admin";
}

/** A labelled control of the filter bar. */
function FilterField({ id, label, className, children }: { id: string; label: string; className?: string; children: React.ReactNode }) {
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-semibold">
        {label}
      </label>
      {children}
    </div>
  );
}

/** A choice of the filter bar that applies itself as soon as it changes. */
function FilterSelect({ id, name, label, value, children }: { id: string; name: string; label: string; value: string; children: React.ReactNode }) {
  const submit = useSubmit();
  return (
    <FilterField id={id} label={label}>
      <select
        id={id}
        name={name}
        defaultValue={value}
        onChange={(e) => submit(e.currentTarget.form)}
        className="mt-1 rounded-md border border-canopy-200 bg-white px-3 py-2 text-base"
      >
        {children}
      </select>
    </FilterField>
  );
}

export function DashboardView({
  data,
  editResult,
}: {
  data: DashboardData;
  editResult?: { ok: boolean; id: string; message: string; fieldErrors?: FieldErrors; values?: Record<string, string> };
}) {
  const location = useLocation();
  useAdminToast(data.loadError ? "fetch_failed" : null, data.loadError ? location.key : null);
  const { query } = data;
  const exportHref = `/admin/leads.csv?${new URLSearchParams({ status: query.status, q: query.q, sort: query.sort })}`;
  const closeEdit = withParams(location.search, { edit: null });

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="font-display text-3xl font-bold text-canopy-800">Admin Dashboard</h1>
          <p className="mt-1 text-muted">Manage and track your leads</p>
          <BackupLine backups={data.backups} />
        </div>
        <a
          href={exportHref}
          download
          className="inline-flex items-center gap-2 rounded-md border-2 border-canopy-700 px-4 py-2 font-semibold text-canopy-800 hover:bg-canopy-50"
        >
          <Download aria-hidden="true" className="h-4 w-4" /> Export CSV
        </a>
      </div>

      <section aria-label="Lead counts" className="mt-8 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5">
        {Object.entries(stats).map(([key, label]) => (
          // On a phone the total takes the whole first row, so the four statuses below it end level, not with a lone card.
          <div
            key={key}
            className={`rounded-2xl bg-white p-4 shadow-sm ring-1 ring-canopy-100 ${key === "total" ? "col-span-2 sm:col-span-1" : ""}`}
            data-stat={key}
          >
            <p className="text-sm font-medium text-muted">{label}</p>
            <p className="mt-1 text-3xl font-bold text-canopy-800">{key === "total" ? data.counts.total : (data.counts.byStatus[key] ?? 0)}</p>
          </div>
        ))}
      </section>

      {data.chart ? (
        <div className="mt-8">
          <WeeklyChart data={data.chart} />
        </div>
      ) : null}

      {data.queue && (data.queue.failed > 0 || data.queue.oldestPendingSeconds > 600) ? (
        <div role="alert" className="mt-6 rounded-lg bg-red-50 p-4 text-sm text-red-900 ring-1 ring-red-200" data-queue-alert="">
          <p className="font-semibold">
            {data.queue.failed > 0
              ? `${data.queue.failed} new-lead ${data.queue.failed === 1 ? "notification has" : "notifications have"} failed for good.`
              : `New-lead notifications are delayed: ${data.queue.pending} waiting, the oldest for ${Math.round(data.queue.oldestPendingSeconds / 60)} minutes.`}
          </p>
          <p className="mt-1">
            The leads themselves are saved. Open a lead to see its notification and retry it.
            {data.queue.lastError ? ` Last error: ${data.queue.lastError}` : ""}
          </p>
        </div>
      ) : null}

      {!data.notifications.email && !data.notifications.webhook ? (
        <p className="mt-6 rounded-lg bg-white p-3 text-sm text-muted ring-1 ring-canopy-100">
          New-lead notifications are off: set ADMIN_NOTIFY_EMAIL and SMTP_URL (or WEBHOOK_URL) to be told about each new lead.
        </p>
      ) : null}

      <section aria-labelledby="leads-heading" className="mt-10">
        <h2 id="leads-heading" className="font-display text-2xl font-bold text-canopy-800">
          Leads
        </h2>
        <Form
          method="get"
          action="/admin"
          role="search"
          className="mt-4 flex flex-wrap items-end gap-3 rounded-2xl bg-white p-4 ring-1 ring-canopy-100"
        >
          <FilterSelect id="lead-status-filter" name="status" label="Status" value={query.status}>
            <option value="all">All statuses</option>
            <StatusOptions statuses={leadStatuses} />
          </FilterSelect>
          <FilterField id="lead-search" label="Search leads" className="min-w-56 flex-1">
            <input
              id="lead-search"
              name="q"
              type="search"
              defaultValue={query.q}
              maxLength={100}
              placeholder="Name, email, phone or notes"
              className="mt-1 w-full rounded-md border border-canopy-200 bg-white px-3 py-2 text-base placeholder:text-slate-500"
            />
          </FilterField>
          <FilterSelect id="lead-sort" name="sort" label="Order" value={query.sort}>
            <option value="newest">Newest first</option>
            <option value="oldest">Oldest first</option>
          </FilterSelect>
          <Button type="submit" size="sm" className="py-2.5">
            <Search aria-hidden="true" className="h-4 w-4" /> Search
          </Button>
        </Form>

        {data.loadError ? (
          <p role="alert" className="mt-6 rounded-lg bg-red-50 p-4 font-medium text-red-800">
            Failed to fetch leads
          </p>
        ) : data.leads.length === 0 ? (
          <p className="mt-6 rounded-2xl bg-white p-8 text-center text-muted ring-1 ring-canopy-100">No leads found</p>
        ) : (
          <ul className="mt-6 space-y-4" aria-label="Leads, newest first">
            {data.leads.map((lead) => (
              <li key={lead.id}>
                {data.editId === lead.id ? (
                  <section
                    aria-label={`Editing ${lead.name ?? "Anonymous Lead"}`}
                    className="rounded-2xl bg-white p-5 shadow-sm ring-2 ring-canopy-500"
                  >
                    <LeadEditForm lead={lead} cancelTo={closeEdit} serverResult={editResult && editResult.id === lead.id ? editResult : undefined} />
                  </section>
                ) : (
                  <LeadCard lead={lead} editTo={withParams(location.search, { edit: lead.id })} />
                )}
              </li>
            ))}
          </ul>
        )}

        <nav aria-label="Pages of leads" className="mt-6 flex justify-between gap-4">
          {data.prevCursor ? (
            <Link
              to={withParams(location.search, { before: data.prevCursor, cursor: null, edit: null })}
              className="font-semibold text-canopy-700 underline underline-offset-4"
            >
              ← Previous page
            </Link>
          ) : (
            <span />
          )}
          {data.nextCursor ? (
            <Link
              to={withParams(location.search, { cursor: data.nextCursor, before: null, edit: null })}
              className="font-semibold text-canopy-700 underline underline-offset-4"
            >
              Next page →
            </Link>
          ) : null}
        </nav>
      </section>
    </div>
  );
}
