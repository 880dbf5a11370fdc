/**
 * The production (and development) server: checks the configuration, opens the database,
 * serves the site, and shuts down cleanly on SIGTERM.
 */
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { RequestHandler } from "express";
import type { ServerBuild } from "react-router";
import { ConfigError, parseEnv } from "#app/services/env.server.ts";
import { createLogger } from "#app/services/logger.server.ts";
import http from "node:http";
import { createRequestListener, type EntryExports } from "./app.ts";
import { loadStaticSite, type StaticSite } from "./prerendered.ts";
import { loadEnvFile } from "./env-file.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

async function main() {
  let env;
  try {
    loadEnvFile();
    env = parseEnv(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(error.message + "\n");
      process.exit(1);
    }
    throw error;
  }
  const log = createLogger({ level: env.LOG_LEVEL, base: { service: "web", pid: process.pid } });
  if (!env.RATE_LIMITS) log.warn("rate limits are OFF (RATE_LIMITS=off): use this only for load benchmarks");

  let build: ServerBuild | (() => Promise<ServerBuild>);
  let entry: EntryExports;
  let before: RequestHandler[] = [];
  let clientDir: string | undefined;
  let staticSite: StaticSite | undefined;

  if (env.NODE_ENV === "development") {
    const vite = await import("vite");
    const devServer = await vite.createServer({ server: { middlewareMode: true }, appType: "custom" });
    before = [devServer.middlewares];
    const load = () => devServer.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>;
    const first = await load();
    entry = first.entry.module as unknown as EntryExports;
    build = load;
  } else {
    const serverBuild = path.join(root, "build/server/index.js");
    const loaded = (await import(pathToFileURL(serverBuild).href)) as ServerBuild;
    build = loaded;
    entry = loaded.entry.module as unknown as EntryExports;
    clientDir = path.join(root, "build/client");
    const started = performance.now();
    staticSite = loadStaticSite(path.join(root, "build"), new URL(env.PUBLIC_SITE_URL).origin);
    const pages = [...staticSite.files.values()].filter((f) => f.kind === "page" || f.kind === "per-request-page").length;
    log.info("static files loaded", {
      files: staticSite.files.size,
      pages,
      builtFor: staticSite.builtFor,
      origin: staticSite.origin,
      rewrittenForOrigin: staticSite.rewritten,
    });
    if (staticSite.rewritten > 0) {
      staticSite.ready.then(
        () => log.info("compressed copies remade for the site URL", { files: staticSite!.rewritten, ms: Math.round(performance.now() - started) }),
        (error: unknown) => log.error("remaking compressed copies failed: serving those files uncompressed", { error }),
      );
    }
  }

  const services = await entry.createServices(env, log);
  const server = http.createServer(createRequestListener({ env, log, services, entry, build, clientDir, staticSite, before }));
  server.listen(env.PORT, env.HOST, () => {
    log.info("listening", { url: `http://${env.HOST === "0.0.0.0" ? "localhost" : env.HOST}:${env.PORT}` });
  });
  server.once("error", (error) => {
    // A port in use or not permitted: say so in one line rather than a stack trace.
    log.error("cannot listen", { port: env.PORT, host: env.HOST, error });
    process.exit(1);
  });
  server.keepAliveTimeout = 65_000;

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info("shutting down", { signal });
    // Stop taking connections, let in-flight requests finish, then close the database.
    const force = setTimeout(() => {
      log.warn("forcing shutdown after 10 s");
      server.closeAllConnections();
    }, 10_000);
    force.unref();
    server.close(async () => {
      try {
        await services.close();
      } finally {
        log.info("stopped");
        process.exit(0);
      }
    });
    server.closeIdleConnections();
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}

main().catch((error) => {
  process.stderr.write(`Failed to start: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
