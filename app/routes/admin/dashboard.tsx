import { data } from "react-router";
import type { Route } from "./+types/dashboard";
import { marketingPages } from "#content/routes.ts";
import { seo } from "#app/utils/seo.ts";
import { requireServices } from "#app/utils/services.ts";
import { clientIpContext } from "#app/utils/request-context.ts";
import { parseLeadListQuery } from "#app/schemas/lead-edit.ts";
import { sessionCookie } from "#app/services/admin-auth.server.ts";
import { currentSession, isSecure, redirectWithFlash } from "#app/services/admin-request.server.ts";
import { leadAction } from "#app/services/admin-actions.server.ts";
import { leadClientAction, skipReloadAfterUnsavedChange } from "#app/features/leads-admin/lead-client-action.ts";
import { loadDashboard } from "#app/services/admin-views.server.ts";
import { LoginForm, type LoginOutcome } from "#app/features/leads-admin/login-form.tsx";
import { DashboardView } from "#app/features/leads-admin/dashboard-view.tsx";

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
