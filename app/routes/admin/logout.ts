import { redirect } from "react-router";
import type { Route } from "./+types/logout";
import { clearSessionCookie } from "#app/services/admin-auth.server.ts";
import { isSecure, redirectWithFlash, sessionIdOf } from "#app/services/admin-request.server.ts";
import { requireServices } from "#app/utils/services.ts";

/** Logout ends the session on the server (the row is deleted), not only in the browser. */
export async function action({ request, context }: Route.ActionArgs) {
  await requireServices(context).adminAuth.logout(sessionIdOf(request));
  return redirectWithFlash("/admin", "logged_out", request, [clearSessionCookie(isSecure(request))]);
}

/** Signing out changes state, so it is never done by a GET (a link or a prefetch). */
export function loader() {
  return redirect("/admin");
}
