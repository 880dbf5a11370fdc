import type { Route } from "./+types/export-csv";
import { requireServices } from "#app/utils/services.ts";
import { requireAdmin } from "#app/services/admin-request.server.ts";
import { parseLeadListQuery } from "#app/schemas/lead-edit.ts";
import { csvHeader, csvResponse, csvRow } from "#app/utils/csv.ts";

const columns = [
  ["id", (l) => l.id],
  ["created_at", (l) => l.createdAt],
  ["source", (l) => l.source],
  ["lead_status", (l) => l.status],
  ["name", (l) => l.name],
  ["email", (l) => l.email],
  ["phone", (l) => l.phone],
  ["business_type", (l) => l.businessType],
  ["budget_range", (l) => l.budgetRange],
  ["timeline", (l) => l.timeline],
  ["project_interested", (l) => l.projectInterested],
  ["goals", (l) => l.goals],
  ["notes", (l) => l.notes],
  ["business_address", (l) => l.businessAddress],
  ["current_website", (l) => l.currentWebsite],
  ["utm_source", (l) => l.attribution.utmSource],
  ["utm_campaign", (l) => l.attribution.utmCampaign],
  ["entry_page", (l) => l.attribution.entryPage],
  ["entry_source", (l) => l.attribution.entrySource],
] as const satisfies readonly (readonly [string, (l: import("#app/services/leads.server.ts").Lead) => unknown])[];

/** The leads of the dashboard's current filter as CSV, streamed page by page. */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(context);
  const services = requireServices(context);
  const query = parseLeadListQuery(new URL(request.url).searchParams);
  const pages = services.leadAdmin.exportLeads({ status: query.status, q: query.q, sort: query.sort });
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(csvHeader(columns.map(([name]) => name))));
    },
    async pull(controller) {
      try {
        const next = await pages.next();
        if (next.done) return controller.close();
        controller.enqueue(encoder.encode(next.value.map((lead) => csvRow(columns.map(([, get]) => get(lead)))).join("")));
      } catch (error) {
        services.log.error("CSV export failed", { error });
        controller.error(error);
      }
    },
    async cancel() {
      await pages.return(undefined);
    },
  });
  const day = new Date().toISOString().slice(0, 10);
  const suffix = query.status === "all" ? "" : `-${query.status}`;
  return csvResponse(body, `leads${suffix}-${day}.csv`);
}
