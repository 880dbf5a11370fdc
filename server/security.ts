import { randomBytes } from "node:crypto";
import type { Request, Response, NextFunction } from "express";

/** A fresh CSP nonce per response; 128 bits of randomness. */
export function newNonce(): string {
  return randomBytes(16).toString("base64");
}

export function contentSecurityPolicy(nonce: string, secure = false): string {
  const directives = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
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
