import { createContext, redirect, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import { isFlashKey, type FlashKey } from "#app/schemas/admin-messages.ts";
import { requireServices } from "#app/utils/services.ts";
import { clientIpContext, requestIdContext } from "#app/utils/request-context.ts";
import { clearSessionCookie, readSessionId, sessionCookieName, type AdminSession } from "./admin-auth.server";

/** The signed-in admin's session for this request, or null; set by adminMiddleware. */
export const adminSessionContext = createContext<AdminSession | null>(null);
/** The one-time message carried across a redirect (e.g. "Access Granted"). */
export const flashContext = createContext<FlashKey | null>(null);

const FLASH_COOKIE = "cc_admin_flash";

/** True when the request reached us over HTTPS, directly or via a trusted proxy. */
export function isSecure(request: Request): boolean {
  return new URL(request.url).protocol === "https:";
}

export function flashCookie(key: FlashKey, request: Request): string {
  return `${FLASH_COOKIE}=${key}; Path=/; HttpOnly; SameSite=Lax; Max-Age=60${isSecure(request) ? "; Secure" : ""}`;
}

function readCookie(header: string | null, name: string): string | null {
  for (const part of (header ?? "").split(";")) {
    const at = part.indexOf("=");
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return null;
}

export function sessionIdOf(request: Request): string | null {
  return readSessionId(request.headers.get("cookie"), isSecure(request));
}

/**
 * Runs before every admin loader and action: resolves the session from the cookie (in the
 * database, so any server process can), reads the flash message, and marks every admin
 * response as not to be stored by any cache.
 */
export const adminMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const services = requireServices(context);
  const cookieHeader = request.headers.get("cookie");
  const secure = isSecure(request);
  const sessionId = readSessionId(cookieHeader, secure);
  const session = await services.adminAuth.getSession(sessionId);
  context.set(adminSessionContext, session);
  const flash = readCookie(cookieHeader, FLASH_COOKIE);
  context.set(flashContext, isFlashKey(flash) ? flash : null);

  const response = await next();
  response.headers.set("Cache-Control", "no-store");
  const setting = response.headers.getSetCookie().join("\n");
  // A cookie that names no live session is cleared, so the browser stops sending it.
  const presented = cookieHeader?.includes(`${sessionCookieName(secure)}=`);
  if (presented && !session) {
    // Expired, logged out, forged or malformed: the id itself is never logged.
    services.log.warn("admin cookie names no live session", {
      requestId: context.get(requestIdContext),
      ip: context.get(clientIpContext),
      path: new URL(request.url).pathname,
      shape: sessionId ? "well-formed" : "malformed",
    });
  }
  if (presented && !session && !setting.includes(`${sessionCookieName(secure)}=`)) {
    response.headers.append("Set-Cookie", clearSessionCookie(secure));
  }
  // The flash is shown once: cleared unless this response sets a new one.
  if (flash !== null && !setting.includes(`${FLASH_COOKIE}=`)) {
    response.headers.append("Set-Cookie", `${FLASH_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0${secure ? "; Secure" : ""}`);
  }
  return response;
};

/**
 * Every admin loader and action starts here: without a live session nothing is read or
 * changed, and the browser is sent to the sign-in form.
 */
export function requireAdmin(context: Readonly<RouterContextProvider>): AdminSession {
  const session = context.get(adminSessionContext);
  if (!session) throw redirect("/admin");
  return session;
}

export function currentSession(context: Readonly<RouterContextProvider>): AdminSession | null {
  return context.get(adminSessionContext);
}

/** A redirect that also carries a flash message and any other cookies. */
export function redirectWithFlash(to: string, key: FlashKey, request: Request, cookies: string[] = []): Response {
  const headers = new Headers();
  for (const c of cookies) headers.append("Set-Cookie", c);
  headers.append("Set-Cookie", flashCookie(key, request));
  return redirect(to, { status: 303, headers });
}
