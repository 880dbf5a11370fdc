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
    "font-src 'self'",
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

/** Security headers on every response; the nonce is kept for the HTML renderers. */
export function securityHeaders(req: Request, res: Response, next: NextFunction) {
  const nonce = newNonce();
  res.locals.nonce = nonce;
  res.setHeader("Content-Security-Policy", contentSecurityPolicy(nonce, req.secure));
  res.setHeader("X-Content-Type-Options", "nosniff");
  res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
  res.setHeader("X-Frame-Options", "DENY");
  res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
  res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=(), interest-cohort=()");
  // HSTS only means something over HTTPS (directly, or via a trusted proxy).
  if (req.secure) res.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
  next();
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** /admin and everything under it, including its route data (/admin.data) and the CSV. */
export const ADMIN_PATH = /^\/admin(?:[/.]|$)/;

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

/**
 * In front of every admin request: a state-changing request from another site (a form or
 * script on someone else's page) is refused with 403 before any admin code runs. (The admin
 * routes' middleware marks their own responses no-store.)
 */
export function adminGuard(options: { publicSiteUrl: string; onRefused?: (req: Request, reason: string) => void }) {
  const publicOrigin = new URL(options.publicSiteUrl).origin;
  return (req: Request, res: Response, next: NextFunction) => {
    if (!ADMIN_PATH.test(req.path)) return next();
    const reason = crossSiteReason({
      method: req.method,
      secFetchSite: req.get("sec-fetch-site"),
      origin: req.get("origin"),
      selfOrigin: `${req.protocol}://${req.get("host")}`,
      publicOrigin,
    });
    if (reason) {
      options.onRefused?.(req, reason);
      res.status(403).setHeader("Cache-Control", "no-store");
      res.type("text/plain").send("Cross-site request refused");
      return;
    }
    next();
  };
}
