import path from "node:path";
import { randomUUID } from "node:crypto";
import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";
import type { TLSSocket } from "node:tls";
import express, { type Request, type Response, type NextFunction } from "express";
import compression from "compression";
import { createRequestHandler } from "@react-router/express";
import { RouterContextProvider, type ServerBuild } from "react-router";
import type { AppServices } from "#app/services/app-services.server.ts";
import type { Logger } from "#app/services/logger.server.ts";
import type { Env } from "#app/services/env.server.ts";
import { addressAsVisitorSaw, adminGuard, hashContentSecurityPolicy, sameOriginWrites, securityHeaders, visitorOrigin } from "./security.ts";
import { ASSET_CACHE_CONTROL, UNVERSIONED_IMAGE_CACHE_CONTROL, staticHandler, type StaticSite } from "./prerendered.ts";
import { imageVersionsIn } from "./image-versions.ts";

/** What the server takes from the React Router build's entry module (see app/entry.server.tsx). */
export interface EntryExports {
  createServices(env: Env, log: Logger): Promise<AppServices>;
  nonceContext: Parameters<RouterContextProvider["set"]>[0];
  servicesContext: Parameters<RouterContextProvider["set"]>[0];
  requestIdContext: Parameters<RouterContextProvider["set"]>[0];
  clientIpContext: Parameters<RouterContextProvider["set"]>[0];
}

export interface AppOptions {
  env: Env;
  log: Logger;
  services: AppServices;
  entry: EntryExports;
  /** The built server bundle, or a loader of it in development. */
  build: ServerBuild | (() => Promise<ServerBuild>);
  /** build/client: hashed assets, public files and prerendered pages. */
  clientDir?: string;
  /** What the build made static (pages, sitemap, robots.txt, hashed assets), loaded at start. */
  staticSite?: StaticSite;
  /** Extra middleware before the router (the Vite dev server in development). */
  before?: express.RequestHandler[];
  nonceFor?: (html: string, nonce: string) => string;
}

const REQUEST_ID = /^[\w-]{8,64}$/;
/** The caller's request id when it is a plausible one (a proxy's), else a new one. */
function requestIdFor(req: IncomingMessage): string {
  const incoming = req.headers["x-request-id"];
  return typeof incoming === "string" && REQUEST_ID.test(incoming) ? incoming : randomUUID();
}
const requestIdOf = (req: Request) => (req.res?.locals.requestId as string | undefined) ?? "-";
/** req.ip follows the "trust proxy" setting: the socket address unless TRUST_PROXY is set. */
const clientIpOf = (req: Request) => req.ip ?? req.socket.remoteAddress ?? "unknown";
const REFUSALS = new Set([401, 403, 413, 415, 422, 429]);
const NONCE_PLACEHOLDER = "cc-csp-nonce-placeholder";
const FORM_KEY_PLACEHOLDER = "cc-form-key-placeholder";

/** After an early answer, how much more of a request body is read (and dropped)… */
const DISCARD_BYTES = 4 * 1024 * 1024;
/**
 * …how long the client has to take the answer before a connection still sending is closed (a
 * busy client, or a phone on a poor connection, could miss it in 1 s: it read a reset
 * instead)…
 */
const ANSWER_GRACE_MS = 2_500;
/** …and how long the rest of a body may take in any case. */
const DISCARD_MS = 4_000;

/**
 * Reads and drops the rest of a request body that was answered early. A body a little over
 * the limit is read to its end and the connection stays usable. Past DISCARD_BYTES reading
 * stops (the client is held back by TCP, nothing more is read or copied) and the connection
 * is closed once the client has had a moment to take the answer: closing on unread data sends
 * a reset, which can destroy an answer the client has not read yet. The framework's readers
 * are taken off the request first.
 */
export function discardRest(req: IncomingMessage): void {
  req.removeAllListeners("data");
  const answered = Date.now();
  let left = DISCARD_BYTES;
  let graceTimer: NodeJS.Timeout | undefined;
  const cut = () => req.socket.destroy();
  const timer = setTimeout(cut, DISCARD_MS);
  timer.unref();
  const done = () => {
    clearTimeout(timer);
    clearTimeout(graceTimer);
  };
  req.on("data", (chunk: Buffer) => {
    left -= chunk.length;
    if (left >= 0 || graceTimer) return;
    req.pause();
    graceTimer = setTimeout(cut, Math.max(0, ANSWER_GRACE_MS - (Date.now() - answered)));
    graceTimer.unref();
  });
  req.once("end", done);
  req.once("close", done);
  req.resume();
}

const ADMIN_COOKIE = /(?:^|;\s*)(?:__Host-)?cc_admin=[A-Za-z0-9_-]{43}(?:;|$)/;

/**
 * The client's address as Express's `req.ip` resolves it (proxy-addr): the socket's address, or,
 * from a trusted proxy, the nearest untrusted address of X-Forwarded-For.
 */
export function clientAddress(req: IncomingMessage, trusted: (address: string | undefined, hop: number) => boolean): string {
  const chain = [req.socket.remoteAddress ?? "unknown"];
  const forwarded = req.headers["x-forwarded-for"];
  if (typeof forwarded === "string")
    chain.push(
      ...forwarded
        .split(",")
        .map((a) => a.trim())
        .filter(Boolean)
        .reverse(),
    );
  for (let hop = 0; hop < chain.length - 1; hop++) if (!trusted(chain[hop], hop)) return chain[hop]!;
  return chain.at(-1)!;
}

/**
 * Visit beacons (ADR 017), before Express: validated and queued in memory, written in batches,
 * answered with none of the page machinery (router, request log line, nonce, compression) a 204
 * does not need, so 500 a second cost a page or a lead next to nothing. Refusals are logged as
 * others are. Bodies are capped as they stream. Answers true when the request was a beacon.
 */
export function visitBeacons(options: Pick<AppOptions, "log" | "services">, trusted: (address: string | undefined, hop: number) => boolean) {
  const { log, services } = options;
  return (req: IncomingMessage, res: ServerResponse): boolean => {
    if (req.method !== "POST" || (req.url !== "/api/visit" && !req.url?.startsWith("/api/visit?"))) return false;
    const analytics = services.analytics;
    const ip = () => clientAddress(req, trusted);
    const refuse = (status: number, error: string) => {
      log.warn("request refused", { method: "POST", path: "/api/visit", status, ip: ip(), error });
      const body = JSON.stringify({ ok: false, error });
      res.writeHead(status, {
        "Cache-Control": "no-store",
        "Content-Type": "application/json; charset=utf-8",
        "Content-Length": Buffer.byteLength(body),
        "X-Content-Type-Options": "nosniff",
      });
      res.end(body);
    };
    if (Number(req.headers["content-length"] ?? 0) > analytics.maxBytes) {
      refuse(413, "The visit report is too large.");
      discardRest(req);
      return true;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= analytics.maxBytes) return void chunks.push(chunk);
      req.off("data", onData);
      if (!res.headersSent) refuse(413, "The visit report is too large.");
      discardRest(req);
    };
    req.on("data", onData);
    req.once("end", () => {
      if (res.headersSent) return;
      const header = (name: string) => {
        const v = req.headers[name];
        return Array.isArray(v) ? v.join(", ") : v;
      };
      const outcome = analytics.receive({
        body: Buffer.concat(chunks).toString("utf8"),
        ip: ip(),
        userAgent: header("user-agent"),
        doNotTrack: header("dnt") === "1" || header("sec-gpc") === "1",
        admin: ADMIN_COOKIE.test(header("cookie") ?? ""),
      });
      if (outcome.status === 204) {
        res.writeHead(204, { "Cache-Control": "no-store" });
        res.end();
        return;
      }
      refuse(outcome.status, outcome.error);
    });
    return true;
  };
}

export function createApp(options: AppOptions) {
  const { env, log, services, entry } = options;
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", env.TRUST_PROXY === false ? false : env.TRUST_PROXY);
  const publicOrigin = new URL(env.PUBLIC_SITE_URL).origin;
  const originOf = (req: Request) => visitorOrigin(req, publicOrigin);

  // Request id and one log line per request (path only: queries may carry personal data).
  app.use((req: Request, res: Response, next: NextFunction) => {
    const id = requestIdFor(req);
    res.locals.requestId = id;
    res.setHeader("X-Request-Id", id);
    const started = process.hrtime.bigint();
    res.on("finish", () => {
      // Answered before the body was all read (a 413, a refusal): drop the rest at the socket.
      if (!req.complete) discardRest(req);
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      if (req.path === "/healthz") return;
      const fields = {
        requestId: id,
        method: req.method,
        path: req.path,
        status: res.statusCode,
        ms: Math.round(ms * 10) / 10,
      };
      // Refusals carry the client's address (as TRUST_PROXY resolves it) so abuse can be traced.
      if (REFUSALS.has(res.statusCode)) log.warn("request refused", { ...fields, ip: clientIpOf(req) });
      else log.info("request", fields);
    });
    next();
  });

  app.use(securityHeaders);
  // No form of this site is anywhere near this size: refuse big bodies before reading them.
  // (Chunked bodies have no length up front; the body reader caps those as they stream.)
  app.use((req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD" && Number(req.get("content-length") ?? 0) > 256 * 1024) {
      res.status(413).json({ ok: false, error: "The submission is too large." });
      return;
    }
    next();
  });
  // Files fixed at build are answered before this app sees the request (createRequestListener).
  app.use(
    compression({
      threshold: 1024,
      // The API's JSON answers are a few hundred bytes, but streamed without a length the
      // threshold cannot see that, and a zlib stream per answer was a tenth of a lead's cost.
      filter: (req, res) => !String(res.getHeader("Content-Type") ?? "").startsWith("application/json") && compression.filter(req, res),
    }),
  );
  app.use(
    adminGuard({
      originOf,
      onRefused: (req, kind, reason) =>
        log.warn(kind === "cross-site" ? "cross-site admin request refused" : "non-canonical admin path refused", {
          requestId: requestIdOf(req),
          ip: clientIpOf(req),
          path: req.path,
          method: req.method,
          reason,
        }),
    }),
  );

  app.use(
    sameOriginWrites({
      originOf,
      onRefused: (req, { origin, siteOrigin }) =>
        log.warn("cross-origin request refused", {
          requestId: requestIdOf(req),
          ip: clientIpOf(req),
          path: req.path,
          method: req.method,
          origin,
          siteOrigin,
          // The usual cause behind a proxy: it sends X-Forwarded-* but TRUST_PROXY is unset (or the reverse).
          trustProxy: env.TRUST_PROXY,
          forwardedProto: req.get("x-forwarded-proto") ?? null,
          forwardedHost: req.get("x-forwarded-host") ?? null,
        }),
    }),
  );

  app.get("/healthz", (_req, res) => {
    res.setHeader("Cache-Control", "no-store");
    res.json({ status: "ok" });
  });
  app.get("/readyz", async (_req, res) => {
    res.setHeader("Cache-Control", "no-store");
    // The LLM is reported but never makes the site unready: the built-in engine answers without it.
    const llm = services.chat.status();
    try {
      await services.db.ping();
      // Reachable is not enough: a locked, read-only or full database refuses every lead.
      const problem = await services.db.writeProblem();
      if (problem) {
        log.error("database cannot take writes", { cause: problem });
        res.status(503).json({ status: "unavailable", database: { dialect: services.db.dialect, ok: false, writable: false, cause: problem }, llm });
        return;
      }
      // Counts only: this endpoint is public, so no address, lead or error text is shown.
      const [outbox, backups] = await Promise.all([services.outbox.stats(), services.backups?.status() ?? null]);
      res.json({
        status: "ready",
        database: { dialect: services.db.dialect, ok: true },
        llm,
        notifications: {
          pending: outbox.pending,
          failed: outbox.failed,
          oldestPendingSeconds: outbox.oldestPendingSeconds,
          lastFailureAt: outbox.lastError?.at ?? null,
        },
        // Ages and times, a cause in a few words; never a path. (PostgreSQL: null, see pg_dump in the README.)
        backups,
      });
    } catch (error) {
      // writeProblem names the cause (connection lost, disk full…) rather than the driver's words.
      log.error("readiness check failed", { cause: await services.db.writeProblem(), error });
      res.status(503).json({ status: "unavailable", database: { dialect: services.db.dialect, ok: false }, llm });
    }
  });

  for (const mw of options.before ?? []) app.use(mw);

  if (options.clientDir) {
    const clientDir = options.clientDir;
    // Hashed build output never changes under its name: cache it for a year. (Those in the
    // build's manifest were answered above; compressed copies only by negotiation.)
    app.use("/assets", (req, res, next) => (/\.(?:br|gz)$/.test(req.path) ? res.status(404).type("text/plain").send("Not found") : next()));
    app.use(
      "/assets",
      express.static(path.join(clientDir, "assets"), {
        immutable: true,
        maxAge: "1y",
        index: false,
        redirect: false,
        fallthrough: false,
      }),
    );
    const files = options.staticSite?.files;
    app.use((req, res, next) => {
      if (req.method !== "GET" && req.method !== "HEAD") return next();
      const html = files?.get(req.path)?.template;
      if (html === undefined) return next();
      const nonce = res.locals.nonce as string;
      res.setHeader("Content-Type", "text/html; charset=utf-8");
      res.setHeader("Cache-Control", "no-cache");
      // Each response gets its own nonce and its own form key (idempotency for no-JS posts).
      res.send(html.replaceAll(NONCE_PLACEHOLDER, nonce).replaceAll(FORM_KEY_PLACEHOLDER, randomUUID()));
    });
    const versionOf = imageVersionsIn(clientDir);
    const publicFiles = express.static(clientDir, {
      index: false,
      redirect: false,
      maxAge: "1h",
      // An image at its current content version never changes: a year, immutable. The same image
      // asked for without one (an old link) or with an old one: revalidated, so it is never stale.
      setHeaders(res) {
        const req = (res as unknown as { req: Request }).req;
        const current = versionOf(req.path);
        if (current === undefined) return;
        res.setHeader("Cache-Control", req.query.v === current ? ASSET_CACHE_CONTROL : UNVERSIONED_IMAGE_CACHE_CONTROL);
      },
    });
    app.use((req, res, next) => {
      // Route data (*.data) always comes from the router, with the request's context.
      // Compressed copies are served by negotiation only, never by their own names.
      if (/\.(?:data|html|br|gz)$/.test(req.path)) return next();
      publicFiles(req, res, next);
    });
  }

  const router = createRequestHandler({
    build: options.build,
    mode: env.NODE_ENV,
    getLoadContext(req, res) {
      const context = new RouterContextProvider();
      context.set(entry.nonceContext, res.locals.nonce);
      context.set(entry.servicesContext, services);
      context.set(entry.requestIdContext, res.locals.requestId);
      context.set(entry.clientIpContext, clientIpOf(req));
      return context;
    },
  });
  // The router builds its request URL from these: the origin the visitor's browser addressed.
  app.all(/.*/, (req, res, next) => {
    addressAsVisitorSaw(req, originOf(req));
    return router(req, res, next);
  });

  app.use((error: unknown, req: Request, res: Response, _next: NextFunction) => {
    const status = Number((error as { status?: number })?.status);
    if (status >= 400 && status < 500) {
      // A missing asset or a malformed request: the client's mistake, not ours.
      if (res.headersSent) return res.end();
      return res
        .status(status)
        .type("text/plain")
        .send(status === 404 ? "Not found" : "Bad request");
    }
    log.error("unhandled request error", { requestId: res.locals.requestId, path: req.path, error });
    if (res.headersSent) return res.end();
    res.status(500).type("text/plain").send("Unexpected Application Error!");
  });

  return app;
}

/**
 * What the HTTP server runs: files fixed at build (pages, sitemap, robots.txt, hashed assets)
 * are answered first, with headers made once and the same request id, log line and security
 * headers as every other response (ADR 010); everything else goes to the app. Express's
 * per-request work (its router, the nonce, header by header) was most of a static response's
 * cost.
 */
export function createRequestListener(options: AppOptions): RequestListener {
  const app = createApp(options);
  const trusted = app.get("trust proxy fn") as (address: string | undefined, hop: number) => boolean;
  const beacon = visitBeacons(options, trusted);
  if (!options.staticSite)
    return (req, res) => {
      if (!beacon(req, res)) app(req, res);
    };
  const { log } = options;
  // The scheme as Express resolves it: X-Forwarded-Proto counts only from a trusted proxy.
  const isSecure = (req: IncomingMessage) => {
    if ((req.socket as TLSSocket).encrypted) return true;
    if (!trusted(req.socket.remoteAddress, 0)) return false;
    const header = req.headers["x-forwarded-proto"];
    if (typeof header !== "string") return false;
    const comma = header.indexOf(",");
    return (comma < 0 ? header : header.slice(0, comma)).trim() === "https";
  };
  const serveStatic = staticHandler(options.staticSite, {
    csp: hashContentSecurityPolicy,
    isSecure,
    requestId: requestIdFor,
    onAnswered: (req, path, status, requestId, started) =>
      log.info("request", { requestId, method: req.method, path, status, ms: Math.round((performance.now() - started) * 10) / 10 }),
  });
  return (req, res) => {
    if (!beacon(req, res) && !serveStatic(req, res)) app(req, res);
  };
}
