import { Link, useLocation } from "react-router";
import { Download } from "lucide-react";
import { leadSourceLabels } from "#app/domain/lead-status.ts";
import { trafficLeadKinds } from "#app/domain/traffic-source.ts";
import { trafficPeriods, type TrafficQuery, type TrafficReport, type TrafficRow, type TrafficSortKey } from "#app/schemas/traffic.ts";
import { TrafficChart } from "./traffic-chart";

const pct = (rate: number | null) => (rate === null ? "—" : `${rate.toFixed(1)}%`);

/** The URL of this page with some parameters changed. */
function withParams(search: string, changes: Record<string, string>): string {
  const params = new URLSearchParams(search);
  for (const [k, v] of Object.entries(changes)) params.set(k, v);
  return `/admin/traffic?${params.toString()}`;
}

/** The two tables: their words and the URL parameters that sort them. */
const tables = {
  pages: { title: "Entry pages", nameLabel: "Entry page", note: "Landing pages first.", sortParam: "psort", dirParam: "pdir" },
  sources: {
    title: "Sources",
    nameLabel: "Source",
    note: "UTM source / medium / campaign when the address had them, else the referring site, else direct.",
    sortParam: "ssort",
    dirParam: "sdir",
  },
};

const columns: { key: "visits" | "visitors" | "leads"; label: string }[] = [
  { key: "visits", label: "Visits" },
  { key: "visitors", label: "Unique visitors" },
  { key: "leads", label: "Leads" },
];

/** The Traffic view (ADR 017): which entry pages and sources bring visits and leads. */
export function TrafficView({ report, query }: { report: TrafficReport; query: TrafficQuery }) {
  const { search } = useLocation();
  const t = report.totals;
  return (
    <section aria-labelledby="traffic-title" className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 id="traffic-title" className="font-display text-3xl font-bold text-canopy-800">
            Traffic
          </h1>
          <p className="mt-1 text-sm text-muted">
            Visits counted without cookies, {report.from} to {report.to} (UTC). A visit is the page a browser tab entered the site on.
          </p>
        </div>
        <nav aria-label="Period" className="flex gap-2">
          {trafficPeriods.map((d) => (
            <Link
              key={d}
              to={withParams(search, { days: String(d) })}
              aria-current={d === report.days ? "page" : undefined}
              className={`rounded-md px-3 py-1.5 text-sm font-semibold ring-1 ring-canopy-200 ${d === report.days ? "bg-canopy-700 text-white" : "bg-white text-canopy-800 hover:bg-canopy-50"}`}
            >
              {d} days
            </Link>
          ))}
          <a
            href={`/admin/traffic.csv?days=${report.days}`}
            download
            className="inline-flex items-center gap-2 rounded-md px-3 py-1.5 text-sm font-semibold text-canopy-800 ring-1 ring-canopy-200 hover:bg-canopy-50"
          >
            <Download aria-hidden="true" className="h-4 w-4" /> CSV
          </a>
        </nav>
      </div>

      <dl className="mt-6 grid grid-cols-2 gap-4 sm:grid-cols-4">
        {[
          ["Visits", t.visits],
          ["Unique visitors", t.visitors],
          ["Leads", t.leads],
          ["Conversion", pct(t.rate)],
        ].map(([label, value]) => (
          <div key={label} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-canopy-100">
            <dt className="text-sm text-muted">{label}</dt>
            <dd className="mt-1 text-2xl font-bold text-ink" data-stat={label}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-sm text-muted" data-testid="leads-by-kind">
        Leads by kind: {trafficLeadKinds.map((k) => `${leadSourceLabels[k]} ${t.byKind[k]}`).join(" · ")}
      </p>

      <div className="mt-6">
        <TrafficChart series={report.series} />
      </div>

      <TrafficTable id="pages" rows={report.pages} sort={query.pageSort} dir={query.pageDir} search={search} />
      <TrafficTable id="sources" rows={report.sources} sort={query.sourceSort} dir={query.sourceDir} search={search} />
    </section>
  );
}

function TrafficTable(props: { id: keyof typeof tables; rows: TrafficRow[]; sort: TrafficSortKey; dir: "asc" | "desc"; search: string }) {
  const table = tables[props.id];
  const header = (key: TrafficSortKey, label: string) => {
    const active = props.sort === key;
    const next = active && props.dir === "desc" ? "asc" : "desc";
    return (
      <th scope="col" aria-sort={active ? (props.dir === "asc" ? "ascending" : "descending") : undefined} className="px-3 py-2 text-left">
        <Link
          to={withParams(props.search, { [table.sortParam]: key, [table.dirParam]: key === "name" && !active ? "asc" : next })}
          preventScrollReset
          className="underline-offset-4 hover:underline"
        >
          {label}
          {active ? <span aria-hidden="true">{props.dir === "asc" ? " ▲" : " ▼"}</span> : null}
        </Link>
      </th>
    );
  };
  return (
    <div className="mt-8">
      <h2 id={`${props.id}-title`} className="text-xl font-semibold text-canopy-800">
        {table.title}
      </h2>
      <p className="text-sm text-muted">{table.note}</p>
      <div className="mt-3 overflow-x-auto rounded-2xl bg-white shadow-sm ring-1 ring-canopy-100">
        <table aria-labelledby={`${props.id}-title`} data-table={props.id} className="w-full text-sm">
          <thead className="bg-canopy-50 text-canopy-800">
            <tr>
              {header("name", table.nameLabel)}
              {columns.map((c) => header(c.key, c.label))}
              {trafficLeadKinds.map((k) => (
                <th key={k} scope="col" className="px-3 py-2 text-left font-normal">
                  {leadSourceLabels[k]}
                </th>
              ))}
              {header("rate", "Conversion")}
            </tr>
          </thead>
          <tbody>
            {props.rows.length === 0 ? (
              <tr>
                <td colSpan={9} className="px-3 py-4 text-muted">
                  No visits or leads in this period.
                </td>
              </tr>
            ) : (
              props.rows.map((r) => (
                <tr key={r.key} data-row={r.key} className="border-t border-canopy-100">
                  <th scope="row" className="max-w-xs break-words px-3 py-2 text-left font-medium text-ink">
                    {r.key}
                    {r.landing ? <span className="ml-2 rounded bg-canopy-100 px-1.5 py-0.5 text-xs text-canopy-800">landing</span> : null}
                  </th>
                  {columns.map((c) => (
                    <td key={c.key} className="px-3 py-2" data-col={c.key}>
                      {r[c.key]}
                    </td>
                  ))}
                  {trafficLeadKinds.map((k) => (
                    <td key={k} className="px-3 py-2" data-col={k}>
                      {r.byKind[k]}
                    </td>
                  ))}
                  <td className="px-3 py-2" data-col="rate">
                    {pct(r.rate)}
                  </td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
    </div>
  );
}
