import { data } from "react-router";
import type { Route } from "./+types/lead-detail";
import { requireServices } from "~/utils/services";
import { requireAdmin } from "~/services/admin-request.server";
import { leadAction } from "~/services/admin-actions.server";
import { leadClientAction, skipReloadAfterUnsavedChange } from "~/features/leads-admin/lead-client-action";
import { loadLeadDetail } from "~/services/admin-views.server";
import { LeadDetailView, LeadNotFound } from "~/features/leads-admin/lead-detail-view";

export const meta: Route.MetaFunction = () => [{ title: "Lead | Admin | Canopy Creative" }, { name: "robots", content: "noindex, nofollow" }];

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
