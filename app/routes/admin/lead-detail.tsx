import { data } from "react-router";
import type { Route } from "./+types/lead-detail";
import { requireServices } from "#app/utils/services.ts";
import { requireAdmin } from "#app/services/admin-request.server.ts";
import { leadAction } from "#app/services/admin-actions.server.ts";
import { leadClientAction, skipReloadAfterUnsavedChange } from "#app/features/leads-admin/lead-client-action.ts";
import { loadLeadDetail } from "#app/services/admin-views.server.ts";
import { LeadDetailView, LeadNotFound } from "#app/features/leads-admin/lead-detail-view.tsx";
import { site } from "#content/site.ts";

export const meta: Route.MetaFunction = () => [{ title: `Lead | Admin | ${site.name}` }, { name: "robots", content: "noindex, nofollow" }];

export function headers() {
  return { "Cache-Control": "no-store" };
}

export async function loader({ params, context }: Route.LoaderArgs) {
  requireAdmin(context);
  const detail = await loadLeadDetail(requireServices(context), params.id);
  if (!detail) return data({ detail: null }, { status: 404 });
  return { detail };
}

export const clientAction = (args: Route.ClientActionArgs) => leadClientAction(args);
export const shouldRevalidate = skipReloadAfterUnsavedChange;

export async function action({ request, params, context }: Route.ActionArgs) {
  return leadAction(request, context, `/admin/leads/${encodeURIComponent(params.id)}`);
}

export default function LeadDetail({ loaderData, actionData }: Route.ComponentProps) {
  if (!loaderData.detail) return <LeadNotFound />;
  return <LeadDetailView detail={loaderData.detail} actionResult={actionData ?? undefined} />;
}
