import { randomBytes } from "node:crypto";
import type { Request, Response, NextFunction } from "express";

/** A fresh CSP nonce per response; 128 bits of randomness. */
export function newNonce(): string {
  return randomBytes(16).toString("base64");
}

export function contentSecurityPolicy(nonce: string, secure = false): string {
  return policyWithScripts(`'nonce-${nonce}'`, secure);
}

/**
 * For prerendered pages: each inline script is allowed by its hash (`sha256-…`), so the page
 * is the same bytes in every response and a cache may hold it. Inline event-handler
 * attributes stay forbidden, as under the nonce.
 */
export function hashContentSecurityPolicy(hashes: string[], secure = false): string {
  return policyWithScripts(hashes.map((h) => `'${h}'`).join(" "), secure);
}

function policyWithScripts(scriptSources: string, secure: boolean): string {
  const directives = [
    "default-src 'self'",
    `script-src 'self'${scriptSources ? " " + scriptSources : ""}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    // data: for the title face a prerendered page carries inline (scripts/prerender/title-face.ts).
    "font-src 'self' data:",
    "connect-src 'self'",
    "media-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ];
  // Only an HTTPS page can upgrade its subresources; on plain HTTP it would break them.
  if (secure) directives.push("upgrade-insecure-requests");
  return directives.join("; ");
}

/** The security headers every response carries besides its CSP, as [name, value] pairs. */
export const SECURITY_HEADERS: ReadonlyArray<readonly [string, string]> = [
  ["X-Content-Type-Options", "nosniff"],
  ["Referrer-Policy", "strict-origin-when-cross-origin"],
  ["X-Frame-Options", "DENY"],
  ["Permissions-Policy", "camera=(), microphone=(), geolocation=(), interest-cohort=()"],
];
/**
 * The admin's pages only (ADR 014): no other site's window keeps a handle on a page that shows
 * leads. The public pages do not send it: a page with COOP is put in a browsing context group of
 * its own, which costs the browser a new renderer process and a new JavaScript context before
 * the page's first byte is parsed (40-150 ms of main-thread work on this machine at desktop
 * speed, counted four times over on a slowed phone), for pages that hold nothing of anyone's.
 */
export const ADMIN_OPENER_POLICY = ["Cross-Origin-Opener-Policy", "same-origin"] as const;
/** HSTS only means something over HTTPS (directly, or via a trusted proxy). */
export const HSTS_HEADER = ["Strict-Transport-Security", "max-age=31536000; includeSubDomains"] as const;

/** Security headers on every response; the nonce is kept for the HTML renderers. */
export function securityHeaders(req: Request, res: Response, next: NextFunction) {
  const nonce = newNonce();
  res.locals.nonce = nonce;
  res.setHeader("Content-Security-Policy", contentSecurityPolicy(nonce, req.secure));
  for (const [name, value] of SECURITY_HEADERS) res.setHeader(name, value);
  if (ADMIN_PATH.test(normalisePath(req.path) ?? req.path)) res.setHeader(ADMIN_OPENER_POLICY[0], ADMIN_OPENER_POLICY[1]);
  if (req.secure) res.setHeader(HSTS_HEADER[0], HSTS_HEADER[1]);
  next();
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** /admin and everything under it, including its route data (/admin.data) and the CSV. */
export const ADMIN_PATH = /^\/admin(?:[/.]|$)/;

/**
 * The path as the router will understand it: percent-decoded, backslashes and repeated
 * slashes made single, dot-segments resolved and case-folded (the router matches routes
 * case-insensitively). Null when it cannot be decoded. Every rule that depends on which
 * part of the site a request is for is decided on this, never on the raw path, so /ADMIN,
 * /%61dmin and //admin/../admin are all the admin area.
 */
export function normalisePath(raw: string): string | null {
  let decoded = raw;
  // Twice decoded so %2561 cannot hide an "a" from a proxy that decodes once more.
  for (let i = 0; i < 2; i++) {
    try {
      const next = decodeURIComponent(decoded);
      if (next === decoded) break;
      decoded = next;
    } catch {
      return null;
    }
  }
  if (decoded.includes("\0")) return null;
  const out: string[] = [];
  for (const segment of decoded.replace(/\\/g, "/").split("/")) {
    if (segment === "" || segment === ".") continue;
    if (segment === "..") out.pop();
    else out.push(segment);
  }
  return ("/" + out.join("/")).toLowerCase();
}

/** The one spelling of an admin path the site answers to; anything else is refused or redirected. */
function canonicalAdminPath(normalised: string): string {
  return normalised.length > 1 && normalised.endsWith("/") ? normalised.slice(0, -1) : normalised;
}

/**
 * Why a state-changing request looks cross-site, or null when it is same-origin. Browsers
 * say where a request comes from in Sec-Fetch-Site, and older ones in Origin; a request
 * with neither is not from a browser, so it cannot ride on a signed-in admin's cookie.
 */
export function crossSiteReason(input: {
  method: string;
  secFetchSite?: string;
  origin?: string;
  /** The origin this request was addressed to (scheme and Host as the server sees them). */
  selfOrigin: string;
  /** PUBLIC_SITE_URL's origin, also accepted (e.g. behind a proxy that rewrites Host). */
  publicOrigin?: string;
}): string | null {
  if (SAFE_METHODS.has(input.method.toUpperCase())) return null;
  const site = input.secFetchSite?.toLowerCase();
  if (site) return site === "same-origin" || site === "none" ? null : `Sec-Fetch-Site is ${site}`;
  if (!input.origin) return null;
  if (input.origin === "null") return "Origin is null";
  return input.origin === input.selfOrigin || input.origin === input.publicOrigin ? null : `Origin ${input.origin} is not this site`;
}

export type AdminRefusal = "cross-site" | "non-canonical" | "undecodable";

/**
 * In front of every request, deciding on the normalised path:
 * - a path that cannot be decoded is refused (400);
 * - an admin path spelled any other way than its canonical form is redirected there (308)
 *   for reads and refused (404) for writes, so admin code only ever runs on one spelling;
 * - a state-changing admin request from another site (a form or script on someone else's
 *   page) is refused with 403 before any admin code runs.
 * (The admin routes' middleware marks their own responses no-store.)
 */
export function adminGuard(options: { originOf: (req: Request) => string; onRefused?: (req: Request, kind: AdminRefusal, reason: string) => void }) {
  const refuse = (res: Response, status: number, text: string) => {
    res.status(status).setHeader("Cache-Control", "no-store");
    res.type("text/plain").send(text);
  };
  return (req: Request, res: Response, next: NextFunction) => {
    const normalised = normalisePath(req.path);
    if (normalised === null) {
      options.onRefused?.(req, "undecodable", "path cannot be decoded");
      return refuse(res, 400, "Bad request");
    }
    if (!ADMIN_PATH.test(normalised)) return next();
    const reason = crossSiteReason({
      method: req.method,
      secFetchSite: req.get("sec-fetch-site"),
      origin: req.get("origin"),
      selfOrigin: options.originOf(req),
    });
    if (reason) {
      options.onRefused?.(req, "cross-site", reason);
      return refuse(res, 403, "Cross-site request refused");
    }
    // Compared in the form a browser sends it (percent-encoded), so the redirect's own target
    // is canonical and a lead id with encoded characters redirects once, not in a loop.
    const canonical = encodeURI(canonicalAdminPath(normalised));
    if (req.path !== canonical) {
      if (SAFE_METHODS.has(req.method.toUpperCase())) {
        const query = req.originalUrl.indexOf("?");
        res.setHeader("Cache-Control", "no-store");
        return res.redirect(308, canonical + (query >= 0 ? req.originalUrl.slice(query) : ""));
      }
      options.onRefused?.(req, "non-canonical", `admin write to ${JSON.stringify(req.path.slice(0, 100))}`);
      return refuse(res, 404, "Not found");
    }
    next();
  };
}

/** Whether this request came from a proxy that TRUST_PROXY says to believe (Express's "trust proxy"). */
function fromTrustedProxy(req: Request): boolean {
  const trust = req.app.get("trust proxy fn") as ((address: string | undefined, hop: number) => boolean) | undefined;
  return trust?.(req.socket.remoteAddress, 0) ?? false;
}

/**
 * The origin the visitor's browser addressed, which is what the router's request URL, its
 * same-origin check for actions, the Secure / `__Host-` admin cookie and HSTS all follow.
 * - Directly (no TRUST_PROXY): the socket's scheme and the Host header; X-Forwarded-* are
 *   ignored, so a client cannot make itself an HTTPS visitor.
 * - From a trusted proxy: X-Forwarded-Proto and X-Forwarded-Host (else Host). PUBLIC_SITE_URL's
 *   origin when the browser says it posted from there, or when the proxy passed its host
 *   without the port (nginx's `$host`): the site's own public address, never a third one.
 */
export function visitorOrigin(req: Request, publicOrigin: string): string {
  // Express reads X-Forwarded-Proto and X-Forwarded-Host only from a trusted proxy.
  const own = originOf(`${req.protocol}://${req.host ?? "localhost"}`);
  if (!fromTrustedProxy(req)) return own;
  const origin = req.get("origin");
  if (origin !== undefined && originOf(origin) === publicOrigin) return publicOrigin;
  const pub = new URL(publicOrigin);
  const portless = req.host === req.hostname;
  if (portless && `${req.protocol}:` === pub.protocol && req.hostname === pub.hostname) return publicOrigin;
  return own;
}

/** An origin in the form a browser sends it (default port left out), or the input when it is no URL. */
function originOf(value: string): string {
  try {
    return new URL(value).origin;
  } catch {
    return value;
  }
}

/**
 * Puts the visitor's origin (visitorOrigin) on the request before the router builds its URL
 * from it (@react-router/express reads req.protocol, req.hostname and the Host /
 * X-Forwarded-Host ports), so the router's origin check, its redirects and the cookie's
 * Secure flag agree with the browser.
 */
export function addressAsVisitorSaw(req: Request, origin: string): void {
  const url = new URL(origin);
  Object.defineProperty(req, "protocol", { value: url.protocol.slice(0, -1), configurable: true });
  Object.defineProperty(req, "hostname", { value: url.hostname, configurable: true });
  req.headers.host = url.host;
  if (req.app.enabled("trust proxy")) req.headers["x-forwarded-host"] = url.host;
}

/**
 * Every state-changing request a browser sends from another origin is refused with 403 before
 * any route runs: the router would otherwise abort the action itself (a 400 page reading
 * "Unexpected Application Error!"). The refusal names both origins, so a proxy that does not
 * pass the scheme or host (or a missing TRUST_PROXY) is plain to see in the log. Requests
 * without an Origin header (not from a browser form or fetch) are left to the routes.
 */
export function sameOriginWrites(options: {
  originOf: (req: Request) => string;
  onRefused: (req: Request, origins: { origin: string; siteOrigin: string }) => void;
}) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (SAFE_METHODS.has(req.method.toUpperCase())) return next();
    const origin = req.get("origin");
    if (origin === undefined) return next();
    const siteOrigin = options.originOf(req);
    if (origin !== "null" && originOf(origin) === siteOrigin) return next();
    options.onRefused(req, { origin, siteOrigin });
    res.status(403).setHeader("Cache-Control", "no-store");
    res.type("text/plain").send(`Refused: this request came from ${origin}, not from this site (${siteOrigin}). Nothing was changed.`);
  };
}
