import type { Route } from "./+types/traffic";
import { site } from "#content/site.ts";
import { requireServices } from "#app/utils/services.ts";
import { requireAdmin } from "#app/services/admin-request.server.ts";
import { parseTrafficQuery, sortTrafficRows } from "#app/schemas/traffic.ts";
import { TrafficView } from "#app/features/leads-admin/traffic-view.tsx";

export const meta: Route.MetaFunction = () => [{ title: `Traffic | Admin | ${site.name}` }, { name: "robots", content: "noindex, nofollow" }];

export function headers() {
  return { "Cache-Control": "no-store" };
}

/** Visits, visitors and leads per entry page and per source for the chosen period (ADR 017). */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(context);
  const query = parseTrafficQuery(new URL(request.url).searchParams);
  const report = await requireServices(context).analytics.report(query.days);
  return {
    query,
    report: {
      ...report,
      pages: sortTrafficRows(report.pages, query.pageSort, query.pageDir, true),
      sources: sortTrafficRows(report.sources, query.sourceSort, query.sourceDir),
    },
  };
}

export default function Traffic({ loaderData }: Route.ComponentProps) {
  return <TrafficView report={loaderData.report} query={loaderData.query} />;
}
