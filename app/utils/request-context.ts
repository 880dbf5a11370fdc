import { createContext } from "react-router";
import type { AppServices } from "#app/services/app-services.server.ts";

/**
 * Prerendered pages are built once but served with a fresh CSP nonce per request: they
 * are rendered with this placeholder, which the server swaps for the request's nonce.
 */
export const NONCE_PLACEHOLDER = "cc-csp-nonce-placeholder";

/** The per-request CSP nonce (the placeholder while prerendering). */
export const nonceContext = createContext<string>(NONCE_PLACEHOLDER);

/** Database, config and logger, handed to loaders and actions by the server. */
export const servicesContext = createContext<AppServices>();

/** The request id the server assigned, for log correlation. */
export const requestIdContext = createContext<string>("-");

/** The client's IP: the socket's, or the proxy's X-Forwarded-For when TRUST_PROXY says so. */
export const clientIpContext = createContext<string>("unknown");
