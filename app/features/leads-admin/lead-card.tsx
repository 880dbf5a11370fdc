import { Link } from "react-router";
import { Mail, Phone } from "lucide-react";
import { leadSourceLabels } from "#app/domain/lead-status.ts";
import { StatusBadge } from "./status-badge";
import { StatusForm } from "./status-form";
import { NotificationPills } from "./notification-pill";
import type { AdminLeadRow } from "#app/schemas/admin-views.ts";
import { formatWhen, telHref } from "#app/utils/format.ts";

/** One lead in the list: who, how to reach them, status, notifications, and the actions. */
export function LeadCard({ lead, editTo }: { lead: AdminLeadRow; editTo: string }) {
  const name = lead.name ?? "Anonymous Lead";
  const details = [
    ["Business", lead.businessName],
    ["Budget", lead.budgetRange],
    ["Timeline", lead.timeline],
  ].filter((d): d is [string, string] => Boolean(d[1]));
  return (
    <article aria-labelledby={`lead-${lead.id}-name`} data-lead-id={lead.id} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-canopy-100">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={`lead-${lead.id}-name`} className="text-lg font-semibold text-ink">
            <Link to={`/admin/leads/${lead.id}`} className="break-words underline-offset-4 hover:underline">
              {name}
            </Link>
          </h3>
          <p className="text-sm text-muted">
            {(leadSourceLabels as Record<string, string>)[lead.source] ?? lead.source} ·{" "}
            <time dateTime={lead.createdAt}>{formatWhen(lead.createdAt)}</time>
          </p>
        </div>
        <StatusBadge status={lead.status} />
      </div>
      <div className="mt-3 flex flex-wrap gap-x-6 gap-y-1 text-sm">
        <p className="flex min-w-0 items-center gap-2">
          <Mail aria-hidden="true" className="h-4 w-4 shrink-0 text-canopy-700" />
          {lead.email ? (
            <a href={`mailto:${lead.email}`} className="break-all text-canopy-700 underline underline-offset-2">
              {lead.email}
            </a>
          ) : (
            <span className="text-muted">No email</span>
          )}
        </p>
        <p className="flex items-center gap-2">
          <Phone aria-hidden="true" className="h-4 w-4 shrink-0 text-canopy-700" />
          {lead.phone ? (
            <a href={telHref(lead.phone)} className="text-canopy-700 underline underline-offset-2">
              {lead.phone}
            </a>
          ) : (
            <span className="text-muted">No phone</span>
          )}
        </p>
      </div>
      {details.length ? (
        <dl className="mt-3 flex flex-wrap gap-x-6 gap-y-1 text-sm">
          {details.map(([label, value]) => (
            <div key={label} className="flex gap-1.5">
              <dt className="font-semibold">{label}:</dt>
              <dd className="break-words">{value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {lead.notes ? <p className="mt-3 line-clamp-3 whitespace-pre-line break-words text-sm text-muted">{lead.notes}</p> : null}
      <div className="mt-3">
        <NotificationPills items={lead.notifications} />
      </div>
      <div className="mt-4 flex flex-wrap items-center gap-3 border-t border-canopy-100 pt-4">
        <StatusForm leadId={lead.id} status={lead.status} leadName={name} />
        <Link
          to={editTo}
          preventScrollReset
          className="rounded-md border-2 border-canopy-700 px-3 py-1 text-sm font-semibold text-canopy-800 hover:bg-canopy-50"
          aria-label={`Edit ${name}`}
        >
          Edit
        </Link>
        <Link to={`/admin/leads/${lead.id}`} className="text-sm font-semibold text-canopy-700 underline underline-offset-4">
          Details<span className="sr-only"> of {name}</span>
        </Link>
      </div>
    </article>
  );
}
