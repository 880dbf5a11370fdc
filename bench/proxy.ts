/**
 * The site behind its sample TLS proxies (docs/deploy: Debian's nginx and Caddy, a certificate
 * made here), against the same server called directly, in one run:
 * - the chat's first streamed token (built-in engine), through each proxy and direct;
 * - the proxy cache's hit ratio over 100 page requests (public pages from the sitemap, as a
 *   browser asks for them, from a cold cache);
 * - the admin sign-in's time through each proxy and direct.
 * Writes bench/results/proxy.md.
 *
 *   npm run build && npm run bench:proxy [-- --port 3391 --chats 60]
 */
import fs from "node:fs";
import http from "node:http";
import https from "node:https";
import os from "node:os";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { spawnSync } from "node:child_process";
import { startServer } from "../tests/support/server-process.ts";
import { PROXY_KINDS, startProxy, type ProxyKind, type RunningProxy } from "../tests/support/tls-proxy.ts";

const root = path.resolve(import.meta.dirname, "..");
const args = process.argv.slice(2);
const flag = (name: string, fallback: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1]! : fallback;
};
const PORT = Number(flag("port", "3391"));
const CHATS = Number(flag("chats", "60"));
const PAGE_REQUESTS = 100;
const SIGN_INS = 7;
const ADMIN_PASSWORD = "Juniper-Kettle-Orbit-7731";
const QUESTIONS = ["How much does a website cost?", "How long does a logo take?", "Do you build mobile apps?", "What's included in the bundle?"];

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]!;
const ms = (n: number) => `${n.toFixed(1)} ms`;

interface Target {
  name: string;
  url: string;
  /** Kept-alive connections, as a browser's open page has. */
  agent: http.Agent;
  headers: Record<string, string>;
}

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** From sending the request to the first chunk containing `marker` (or the end). */
  firstMs: number;
  totalMs: number;
}

function send(
  target: Target,
  p: string,
  init: { method?: string; headers?: Record<string, string>; body?: string; marker?: string } = {},
): Promise<Answer> {
  const started = performance.now();
  const lib = target.url.startsWith("https:") ? https : http;
  return new Promise((resolve, reject) => {
    const req = lib.request(
      target.url + p,
      { method: init.method ?? "GET", agent: target.agent, headers: { ...target.headers, ...init.headers } },
      (res) => {
        let firstMs = -1;
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => {
          text += chunk;
          if (firstMs < 0 && (!init.marker || text.includes(init.marker))) firstMs = performance.now() - started;
        });
        res.on("end", () => {
          const totalMs = performance.now() - started;
          resolve({ status: res.statusCode ?? 0, headers: res.headers, firstMs: firstMs < 0 ? totalMs : firstMs, totalMs });
        });
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.end(init.body);
  });
}

const chat = (target: Target, i: number) =>
  send(target, "/api/chat/ava", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ conversationId: randomUUID(), message: QUESTIONS[i % QUESTIONS.length], history: [] }),
    marker: '"type":"text-delta"',
  });

const signIn = (target: Target) =>
  send(target, "/admin", {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: target.headers.origin ?? target.url },
    body: new URLSearchParams({ intent: "login", password: ADMIN_PASSWORD }).toString(),
  });

function sitemapPages(xml: string, origin: string): string[] {
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!, origin).pathname);
}

async function main() {
  const proxyPorts: Record<ProxyKind, number> = { nginx: PORT, caddy: PORT + 2 };
  // One server, called directly and through each proxy in turn (PUBLIC_SITE_URL is nginx's address).
  const server = await startServer({
    TRUST_PROXY: "1",
    PUBLIC_SITE_URL: `https://127.0.0.1:${proxyPorts.nginx}`,
    ADMIN_PASSWORD,
    RATE_LIMITS: "off",
    LOG_LEVEL: "warn",
  });
  const proxies: RunningProxy[] = [];
  try {
    for (const kind of PROXY_KINDS) {
      proxies.push(await startProxy({ kind, port: proxyPorts[kind], spare: proxyPorts[kind] + 1, upstreams: [new URL(server.url).host] }));
    }
    const direct: Target = {
      name: "direct (HTTP)",
      url: server.url,
      agent: new http.Agent({ keepAlive: true }),
      headers: { "accept-encoding": "br, gzip" },
    };
    const through = proxies.map((p): Target => ({
      name: `${p.kind} (HTTPS)`,
      url: p.url,
      agent: new https.Agent({ keepAlive: true, ca: p.cert.pem }),
      headers: { "accept-encoding": "br, gzip", origin: p.url },
    }));
    const targets = [direct, ...through];

    // Chat: turns taken in rotation, so a busy moment on the machine weighs on all alike.
    for (const t of targets) for (let i = 0; i < 5; i++) await chat(t, i); // warm up
    const chats = new Map<string, number[]>(targets.map((t) => [t.name, []]));
    for (let i = 0; i < CHATS; i++) {
      for (const t of targets) {
        const a = await chat(t, i);
        if (a.status !== 200) throw new Error(`chat via ${t.name} answered ${a.status}`);
        chats.get(t.name)!.push(a.firstMs);
      }
    }

    // Sign-in (argon2id): the same password, each target in turn.
    const signIns = new Map<string, number[]>(targets.map((t) => [t.name, []]));
    for (let i = 0; i < SIGN_INS; i++) {
      for (const t of targets) {
        const a = await signIn(t);
        if (a.status !== 303) throw new Error(`sign-in via ${t.name} answered ${a.status}`);
        signIns.get(t.name)!.push(a.totalMs);
      }
    }

    // Cache: 100 page requests from a cold cache, over the sitemap's pages in turn.
    const pages = sitemapPages(fs.readFileSync(path.join(root, "build/client/sitemap.xml"), "utf8"), server.url).slice(0, 20);
    const cache = new Map<string, { hits: number; statuses: Record<string, number> }>();
    for (const t of through) {
      const seen = { hits: 0, statuses: {} as Record<string, number> };
      for (let i = 0; i < PAGE_REQUESTS; i++) {
        const a = await send(t, pages[i % pages.length]!, { headers: { accept: "text/html" } });
        const status = String(a.headers["x-cache"] ?? "none");
        seen.statuses[status] = (seen.statuses[status] ?? 0) + 1;
        if (status === "HIT") seen.hits++;
      }
      cache.set(t.name, seen);
    }

    const lines = [
      "# The site behind its sample TLS proxies",
      "",
      `Measured ${new Date().toISOString().slice(0, 16)} UTC with \`npm run build && npm run bench:proxy\`: ${os.cpus().length} cores, load average at the end ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(
          " ",
        )}. nginx ${proxyVersion("nginx")}, Caddy ${proxyVersion("caddy")} (Debian's packages), loaded with docs/deploy/nginx.conf and docs/deploy/Caddyfile; one production server (SQLite, TRUST_PROXY=1) called directly and through each, kept-alive connections as an open page has them.`,
      "",
      `## Chat: first streamed token (built-in engine), ${CHATS} questions each, taken in rotation`,
      "",
      "| path | median | p95 | max |",
      "| --- | --- | --- | --- |",
      ...targets.map((t) => {
        const xs = chats.get(t.name)!;
        return `| ${t.name} | ${ms(median(xs))} | ${ms(pct(xs, 95))} | ${ms(Math.max(...xs))} |`;
      }),
      "",
      `## Proxy cache: ${PAGE_REQUESTS} page requests over ${pages.length} public pages, cold cache`,
      "",
      "| proxy | hit ratio | X-Cache seen |",
      "| --- | --- | --- |",
      ...through.map((t) => {
        const c = cache.get(t.name)!;
        return `| ${t.name} | ${((100 * c.hits) / PAGE_REQUESTS).toFixed(0)}% | ${Object.entries(c.statuses)
          .map(([k, v]) => `${k} ${v}`)
          .join(", ")} |`;
      }),
      "",
      "Each page's first request goes to the site (MISS); every later one within its `s-maxage` is a hit. The form pages among them (`/contact`, `/free-ai-agent-demo`, per-visitor form key) are never cached (BYPASS). Debian's Caddy has no cache: every request reaches the site.",
      "",
      `## Admin sign-in (argon2id), ${SIGN_INS} each`,
      "",
      "| path | median | min | max |",
      "| --- | --- | --- | --- |",
      ...targets.map((t) => {
        const xs = signIns.get(t.name)!;
        return `| ${t.name} | ${ms(median(xs))} | ${ms(Math.min(...xs))} | ${ms(Math.max(...xs))} |`;
      }),
      "",
    ];
    fs.mkdirSync(path.join(root, "bench/results"), { recursive: true });
    fs.writeFileSync(path.join(root, "bench/results/proxy.md"), lines.join("\n"));
    console.log(lines.join("\n"));
    for (const t of targets) t.agent.destroy();
  } finally {
    for (const p of proxies) await p.stop();
    await server.stop();
  }
}

function proxyVersion(kind: ProxyKind): string {
  const run = spawnSync(kind === "nginx" ? "/usr/sbin/nginx" : "caddy", [kind === "nginx" ? "-v" : "version"], { encoding: "utf8" });
  const said = `${run.stdout ?? ""}${run.stderr ?? ""}`;
  return /(\d+\.\d+\.\d+)/.exec(said)?.[1] ?? "(version unknown)";
}

await main();
