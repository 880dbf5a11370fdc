import { data } from "react-router";
import type { Route } from "./+types/dashboard";
import { marketingPages } from "@content/routes";
import { seo } from "~/utils/seo";
import { requireServices } from "~/utils/services";
import { clientIpContext } from "~/utils/request-context";
import { parseLeadListQuery } from "~/schemas/lead-edit";
import { sessionCookie } from "~/services/admin-auth.server";
import { currentSession, isSecure, redirectWithFlash } from "~/services/admin-request.server";
import { leadAction } from "~/services/admin-actions.server";
import { leadClientAction, skipReloadAfterUnsavedChange } from "~/features/leads-admin/lead-client-action";
import { loadDashboard } from "~/services/admin-views.server";
import { LoginForm, type LoginOutcome } from "~/features/leads-admin/login-form";
import { DashboardView } from "~/features/leads-admin/dashboard-view";

const page = marketingPages.admin;

export const meta: Route.MetaFunction = () => seo({ ...page, noindex: true });

/** Admin pages are never cached; a refused sign-in says when to try again. */
export function headers({ actionHeaders }: Route.HeadersArgs) {
  const out = new Headers({ "Cache-Control": "no-store" });
  const retry = actionHeaders.get("Retry-After");
  if (retry) out.set("Retry-After", retry);
  return out;
}

/** Without a session only the sign-in form is sent: no count, no lead, nothing else. */
export async function loader({ request, context }: Route.LoaderArgs) {
  if (!currentSession(context)) return { view: "login" as const };
  const url = new URL(request.url);
  const dashboard = await loadDashboard(requireServices(context), parseLeadListQuery(url.searchParams), url.searchParams.get("edit"));
  return { view: "dashboard" as const, dashboard };
}

export const clientAction = (args: Route.ClientActionArgs) => leadClientAction(args);
export const shouldRevalidate = skipReloadAfterUnsavedChange;

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request
    .clone()
    .formData()
    .catch(() => new FormData());
  if (form.get("intent") !== "login") return leadAction(request, context, "/admin");

  const services = requireServices(context);
  const result = await services.adminAuth.login({
    password: String(form.get("password") ?? ""),
    ip: context.get(clientIpContext),
    userAgent: request.headers.get("user-agent"),
  });
  if (result.status === "ok") {
    return redirectWithFlash("/admin", "granted", request, [sessionCookie(result.sessionId, isSecure(request))]);
  }
  if (result.status === "rate_limited") {
    return data({ login: "rate_limited", retryAfter: result.retryAfter } satisfies LoginOutcome, {
      status: 429,
      headers: { "Retry-After": String(result.retryAfter) },
    });
  }
  return data({ login: "denied", attempt: crypto.randomUUID() } satisfies LoginOutcome, { status: 401 });
}

export default function AdminDashboard({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.view === "login") {
    return <LoginForm outcome={actionData && "login" in actionData ? (actionData as LoginOutcome) : undefined} />;
  }
  const editResult = actionData && "intent" in actionData && actionData.intent === "update" ? actionData : undefined;
  return <DashboardView data={loaderData.dashboard} editResult={editResult} />;
}
