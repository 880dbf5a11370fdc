import type { Route } from "./+types/traffic-csv";
import { requireServices } from "#app/utils/services.ts";
import { requireAdmin } from "#app/services/admin-request.server.ts";
import { parseTrafficQuery, sortTrafficRows, type TrafficRow } from "#app/schemas/traffic.ts";
import { trafficLeadKinds } from "#app/domain/traffic-source.ts";
import { csvHeader, csvResponse, csvRow } from "#app/utils/csv.ts";

/** Both tables of the Traffic view for the period, one CSV: a `table` column says which. */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(context);
  const query = parseTrafficQuery(new URL(request.url).searchParams);
  const report = await requireServices(context).analytics.report(query.days);
  const line = (table: string, r: TrafficRow) =>
    csvRow([table, r.key, r.visits, r.visitors, r.leads, ...trafficLeadKinds.map((k) => r.byKind[k]), r.rate ?? ""]);
  const body = [
    csvHeader(["table", "name", "visits", "unique_visitors", "leads", ...trafficLeadKinds.map((k) => `leads_${k}`), "conversion_percent"]),
    ...sortTrafficRows(report.pages, "visits", "desc", true).map((r) => line("entry_page", r)),
    ...sortTrafficRows(report.sources, "visits", "desc").map((r) => line("source", r)),
    line("total", report.totals),
  ].join("");
  return csvResponse(body, `traffic-${report.days}d-${report.to}.csv`);
}
