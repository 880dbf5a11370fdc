import { Link, useFetcher, useLocation, useNavigate, useSearchParams } from "react-router";
import { ArrowLeft } from "lucide-react";
import { offer } from "#content/site.ts";
import type { FieldErrors } from "#app/schemas/form-basics.ts";
import type { LeadDetailData } from "#app/schemas/admin-views.ts";
import { leadOrigin, statusLabel } from "#app/domain/lead-status.ts";
import { formatUsd, formatWhen } from "#app/utils/format.ts";
import { StatusBadge } from "./status-badge";
import { StatusForm } from "./status-form";
import { LeadEditForm } from "./lead-edit-form";
import { PrivacyActions } from "./privacy-actions";
import { useHydrated } from "./use-hydrated";
import { useActionToast } from "./use-action-toast";

type ActionResult = { ok: boolean; intent: string; id: string; message: string; fieldErrors?: FieldErrors; values?: Record<string, string> };

const humanise = (key: string) => {
  const words = key
    .replace(/_/g, " ")
    .replace(/([a-z])([A-Z])/g, "$1 $2")
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

const eventText: Record<string, string> = {
  created: "Lead created",
  status: "Status changed",
  update: "Field edited",
  anonymised: "Personal details removed (privacy request)",
};

function Field({ label, value, wide }: { label: string; value: string | null | undefined; wide?: boolean }) {
  return (
    <div className={wide ? "sm:col-span-2" : undefined}>
      <dt className="text-sm font-semibold text-muted">{label}</dt>
      <dd className="mt-0.5 whitespace-pre-line break-words">{value ? value : <span className="text-muted">—</span>}</dd>
    </div>
  );
}

/** A titled card of the lead's page. */
function Panel({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-6 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-canopy-100">
      <h2 id={id} className="text-xl font-bold text-canopy-800">
        {title}
      </h2>
      {children}
    </section>
  );
}

export function LeadNotFound() {
  return (
    <section className="mx-auto max-w-2xl px-6 py-20 text-center">
      <h1 className="font-display text-3xl font-bold text-canopy-800">Lead not found</h1>
      <p className="mt-3 text-muted">It may have been deleted.</p>
      <Link to="/admin" className="mt-6 inline-block font-semibold text-canopy-700 underline underline-offset-4">
        Back to all leads
      </Link>
    </section>
  );
}

export function LeadDetailView({ detail, actionResult }: { detail: LeadDetailData; actionResult?: ActionResult }) {
  const { lead, transcript, booking, events, assistant } = detail;
  const [params] = useSearchParams();
  const location = useLocation();
  const editing = params.get("edit") === "1";
  const name = lead.name ?? "Anonymous Lead";

  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6">
      <Link to="/admin" className="inline-flex items-center gap-2 text-sm font-semibold text-canopy-700 underline underline-offset-4">
        <ArrowLeft aria-hidden="true" className="h-4 w-4" /> All leads
      </Link>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-4">
        <h1 className="break-words font-display text-3xl font-bold text-canopy-800">{name}</h1>
        <StatusBadge status={lead.status} />
      </div>
      <p className="mt-1 text-muted">
        {leadOrigin(lead.source, assistant)} · <time dateTime={lead.createdAt}>{formatWhen(lead.createdAt)}</time>
      </p>

      <section aria-labelledby="lead-info" className="mt-8 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-canopy-100">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="lead-info" className="text-xl font-bold text-canopy-800">
            Details
          </h2>
          <div className="flex flex-wrap items-center gap-3">
            <StatusForm leadId={lead.id} status={lead.status} leadName={name} />
            {editing ? null : (
              <Link
                to="?edit=1"
                preventScrollReset
                className="rounded-md border-2 border-canopy-700 px-3 py-1 text-sm font-semibold text-canopy-800 hover:bg-canopy-50"
              >
                Edit
              </Link>
            )}
          </div>
        </div>
        {editing ? (
          <div className="mt-5">
            <LeadEditForm lead={lead} cancelTo={location.pathname} serverResult={actionResult?.intent === "update" ? actionResult : undefined} />
          </div>
        ) : (
          <dl className="mt-5 grid gap-4 sm:grid-cols-2">
            <Field label="Email" value={lead.email ?? "No email"} />
            <Field label="Phone" value={lead.phone ?? "No phone"} />
            <Field label="Business type" value={lead.businessType} />
            <Field label="Budget range" value={lead.budgetRange} />
            <Field label="Timeline" value={lead.timeline} />
            <Field label="Interested in" value={lead.projectInterested.join(", ")} />
            <Field label="Business (address or description)" value={lead.businessAddress} />
            <Field label="Current website" value={lead.currentWebsite} />
            <Field label="Goals" value={lead.goals} wide />
            <Field label="Notes" value={lead.notes} wide />
            <Field label="Entry page" value={lead.attribution.entryPage ?? "Not recorded"} />
            <Field label="Source" value={lead.attribution.entrySource ?? "Not recorded"} />
            <Field label="Referrer" value={lead.attribution.referrer} />
            <Field
              label="Campaign"
              value={[lead.attribution.utmSource, lead.attribution.utmMedium, lead.attribution.utmCampaign].filter(Boolean).join(" / ") || null}
            />
          </dl>
        )}
      </section>

      {booking ? (
        <Panel id="lead-booking" title="Booking">
          {booking.lines.length ? (
            <table className="mt-4 w-full text-left text-sm">
              <caption className="sr-only">Quote</caption>
              <tbody>
                {booking.lines.map((l) => (
                  <tr key={l.name} className="border-b border-canopy-100">
                    <th scope="row" className="py-1.5 font-normal">
                      {l.name}
                    </th>
                    <td className="py-1.5 text-right">{formatUsd(l.price)}</td>
                  </tr>
                ))}
                {booking.discount ? (
                  <tr>
                    <th scope="row" className="py-1.5 font-normal">
                      {offer.discountPercent}% offer
                    </th>
                    <td className="py-1.5 text-right">−{formatUsd(booking.discount)}</td>
                  </tr>
                ) : null}
                {booking.total !== undefined ? (
                  <tr>
                    <th scope="row" className="py-1.5 font-semibold">
                      Total
                    </th>
                    <td className="py-1.5 text-right font-semibold">{formatUsd(booking.total)}</td>
                  </tr>
                ) : null}
              </tbody>
            </table>
          ) : null}
          <dl className="mt-4 grid gap-3 sm:grid-cols-2">
            {booking.fields.map(([k, v]) => (
              <Field key={k} label={humanise(k)} value={v} />
            ))}
          </dl>
        </Panel>
      ) : null}

      <Panel id="lead-conversation" title="Conversation">
        {transcript.length ? (
          <ol className="mt-4 space-y-3" aria-label="Chat transcript">
            {transcript.map((m, i) => {
              const visitor = m.role === "user" || m.role === "visitor";
              return (
                <li key={i} className={visitor ? "ml-8 rounded-xl bg-canopy-50 p-3" : "mr-8 rounded-xl bg-slate-100 p-3"}>
                  <p className="text-xs font-semibold uppercase tracking-wide text-muted">
                    {visitor ? "Visitor" : (assistant ?? (m.role === "bot" || m.role === "ai" ? "Assistant" : humanise(m.role)))}
                    {m.at ? ` · ${formatWhen(m.at)}` : ""}
                  </p>
                  <p className="mt-1 whitespace-pre-line break-words">{m.content}</p>
                </li>
              );
            })}
          </ol>
        ) : lead.conversationSummary ? (
          <p className="mt-4 whitespace-pre-line break-words">{lead.conversationSummary}</p>
        ) : (
          <p className="mt-4 text-muted">No conversation recorded.</p>
        )}
      </Panel>

      <Panel id="lead-notifications" title="Notifications">
        {lead.notifications.length ? (
          <ul className="mt-4 space-y-3">
            {lead.notifications.map((n) => (
              <NotificationRow key={n.id} leadId={lead.id} n={n} />
            ))}
          </ul>
        ) : (
          <p className="mt-4 text-muted">None were queued for this lead (notifications were not configured when it came in).</p>
        )}
      </Panel>

      <Panel id="lead-history" title="History">
        <ol className="mt-4 space-y-2 text-sm">
          {events.map((e) => (
            <li key={e.id} className="border-l-2 border-canopy-200 pl-3">
              <p>
                <span className="font-semibold">{eventText[e.kind] ?? humanise(e.kind)}</span>
                {e.field && e.kind !== "created" ? ` · ${humanise(e.field)}` : ""}
                {e.kind === "status" || e.kind === "created" ? (
                  <>
                    {e.oldValue ? ` from ${statusLabel(e.oldValue)}` : ""}
                    {e.newValue ? ` to ${statusLabel(e.newValue)}` : ""}
                  </>
                ) : e.kind === "update" ? (
                  <span className="break-words">
                    {e.oldValue !== null || e.newValue !== null ? `: “${e.oldValue ?? ""}” → “${e.newValue ?? ""}”` : ": (removed)"}
                  </span>
                ) : null}
              </p>
              <p className="text-muted">
                {e.actor} · <time dateTime={e.createdAt}>{formatWhen(e.createdAt)}</time>
              </p>
            </li>
          ))}
        </ol>
      </Panel>

      <PrivacyActions leadId={lead.id} leadName={name} result={actionResult} />
    </div>
  );
}

function NotificationRow({ leadId, n }: { leadId: string; n: LeadDetailData["lead"]["notifications"][number] }) {
  const fetcher = useFetcher<{ ok: boolean; message: string }>();
  const hydrated = useHydrated();
  const navigate = useNavigate();
  useActionToast(fetcher.data, () => navigate(".", { replace: true, preventScrollReset: true }));
  const kind = n.kind === "email" ? "Email" : n.kind === "webhook" ? "Webhook" : n.kind;
  return (
    <li className="rounded-lg bg-canopy-50 p-3 text-sm" data-notification={n.status}>
      <p className="font-semibold">
        {kind}: {n.status === "sent" ? "sent" : n.status === "failed" ? "failed" : n.attempts ? "retrying" : "queued"}
        {n.attempts ? ` after ${n.attempts} ${n.attempts === 1 ? "try" : "tries"}` : ""}
      </p>
      {n.sentAt ? <p className="text-muted">Delivered {formatWhen(n.sentAt)}</p> : null}
      {n.status !== "sent" && n.status !== "failed" && n.attempts ? <p className="text-muted">Next try {formatWhen(n.nextAttemptAt)}</p> : null}
      {n.lastError && n.status !== "sent" ? <p className="break-words text-red-800">Last error: {n.lastError}</p> : null}
      {n.status === "failed" ? (
        <fetcher.Form method="post" className="mt-2">
          <input type="hidden" name="intent" value="retry" />
          <input type="hidden" name="id" value={leadId} />
          <input type="hidden" name="outboxId" value={n.id} />
          {hydrated ? <input type="hidden" name="respond" value="data" /> : null}
          <button type="submit" className="rounded-md bg-canopy-700 px-3 py-1.5 font-semibold text-white hover:bg-canopy-800">
            Retry now
          </button>
        </fetcher.Form>
      ) : null}
    </li>
  );
}
