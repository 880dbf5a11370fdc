import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { publicPaths } from "#content/public-paths.ts";
import { landingSlugs, marketingPages } from "#content/routes.ts";
import { runServerExpectingExit, startServer, type RunningServer } from "../support/server-process";
import { createPgDatabase } from "../support/databases";

const decode = (s: string | undefined) => s?.replaceAll("&amp;", "&").replaceAll("&#x27;", "'").replaceAll("&quot;", '"');
const titleOf = (html: string) => decode(/<title>([^<]*)<\/title>/.exec(html)?.[1]);
const descriptionOf = (html: string) => /<meta name="description" content="([^"]*)"/.exec(html)?.[1];

describe("production server on SQLite", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ ADMIN_PASSWORD: "Juniper-Kettle-Orbit-7731" });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("answers every public page with 200, its own title, description and heading", async () => {
    const paths = publicPaths();
    // Every route of the spec's table and all 19 landing pages are among them.
    for (const p of Object.values(marketingPages)) if (p.path !== "/admin") expect(paths).toContain(p.path);
    for (const s of landingSlugs) expect(paths).toContain(`/${s}`);
    const titles = new Map<string, string>();
    const descriptions = new Map<string, string>();
    for (const path of paths) {
      const res = await fetch(server.url + path);
      expect(res.status, path).toBe(200);
      const html = await res.text();
      const title = titleOf(html);
      const description = descriptionOf(html);
      expect(title, path).toBeTruthy();
      expect(description, path).toBeTruthy();
      expect(html, path).toMatch(/<h1[\s>]/);
      expect(titles.get(title!), `${path} repeats the title of another page`).toBeUndefined();
      expect(descriptions.get(description!), `${path} repeats a description`).toBeUndefined();
      titles.set(title!, path);
      descriptions.set(description!, path);
    }
    expect(titleOf(await (await fetch(server.url + "/")).text())).toMatch(/Atlanta Branding & Web Design/);
  });

  it("answers an unknown path with a real 404 page and logs the path", async () => {
    const res = await fetch(`${server.url}/definitely-not-here`);
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain("Oops! Page not found");
    expect(html).toMatch(/<a[^>]+href="\/"[^>]*>Return to Home/);
    await expect.poll(() => server.logs().some((l) => l.msg === "route not found" && l.path === "/definitely-not-here")).toBe(true);
  });

  it("redirects an unknown portfolio project to the portfolio", async () => {
    const res = await fetch(`${server.url}/portfolio/no-such-project`, { redirect: "manual" });
    expect([301, 302, 303, 307, 308]).toContain(res.status);
    expect(res.headers.get("location")).toBe("/portfolio");
  });

  // Prerendered pages without a form are allowed by script hashes instead (static-pages.test.ts).
  it("sends an enforced CSP whose fresh nonce is on every script of a per-request page, and the other security headers", async () => {
    const a = await fetch(`${server.url}/contact`);
    const b = await fetch(`${server.url}/admin`);
    for (const [res, html] of [
      [a, await a.text()],
      [b, await b.text()],
    ] as const) {
      const csp = res.headers.get("content-security-policy")!;
      expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{20,}'/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).not.toContain("unsafe-eval");
      const nonce = /'nonce-([^']+)'/.exec(csp)![1];
      const scripts = html.match(/<script\b[^>]*>/g) ?? [];
      expect(scripts.length).toBeGreaterThan(0);
      for (const tag of scripts) {
        if (tag.includes('type="application/ld+json"')) continue;
        expect(tag).toContain(`nonce="${nonce}"`);
      }
      expect(html).not.toContain("cc-csp-nonce-placeholder");
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
      expect(res.headers.get("x-powered-by")).toBeNull();
      expect(res.headers.get("strict-transport-security")).toBeNull();
      expect(res.headers.get("x-request-id")).toMatch(/^[\w-]{8,}$/);
    }
    // The admin's pages keep other sites' windows from holding a handle on them; a public page
    // does not pay a browsing context group (a new renderer process) of its own for that (ADR 014).
    expect(b.headers.get("cross-origin-opener-policy")).toBe("same-origin");
    expect(a.headers.get("cross-origin-opener-policy")).toBeNull();
    const n1 = /'nonce-([^']+)'/.exec(a.headers.get("content-security-policy")!)![1];
    const again = await fetch(`${server.url}/contact`);
    const n2 = /'nonce-([^']+)'/.exec(again.headers.get("content-security-policy")!)![1];
    expect(n2).not.toBe(n1);
  });

  it("compresses with brotli or gzip as the client asks", async () => {
    const br = await fetch(`${server.url}/services`, { headers: { "accept-encoding": "br" } });
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(await br.text()).toContain("<h1");
    const gz = await fetch(`${server.url}/services`, { headers: { "accept-encoding": "gzip" } });
    expect(gz.headers.get("content-encoding")).toBe("gzip");
  });

  it("caches hashed assets for a year as immutable, and never caches admin pages", async () => {
    const html = await (await fetch(`${server.url}/`)).text();
    // Public pages list their modules for the deferred entry (data-preload) rather than load them.
    const asset = /(\/assets\/[^"\s]+\.js)/.exec(html)![1];
    const res = await fetch(server.url + asset);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toMatch(/max-age=31536000.*immutable/);
    const missing = await fetch(`${server.url}/assets/not-a-real-file.js`);
    expect(missing.status).toBe(404);
    const admin = await fetch(`${server.url}/admin`);
    expect(admin.status).toBe(200);
    expect(admin.headers.get("cache-control")).toBe("no-store");
    expect(await admin.text()).toContain('content="noindex, nofollow"');
  });

  it("reports health and database readiness", async () => {
    const health = await fetch(`${server.url}/healthz`);
    expect(await health.json()).toEqual({ status: "ok" });
    const ready = await fetch(`${server.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ status: "ready", database: { dialect: "sqlite", ok: true } });
  });

  it("publishes a sitemap of every public page and a robots.txt that keeps crawlers out of /admin", async () => {
    const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
    for (const path of publicPaths()) expect(sitemap).toContain(`<loc>http://localhost:3000${path === "/" ? "/" : path}</loc>`);
    expect(sitemap).not.toContain("/admin");
    const robots = await (await fetch(`${server.url}/robots.txt`)).text();
    expect(robots).toMatch(/^Disallow: \/admin$/m);
  });

  it("logs one JSON line per request with its id and never a secret", async () => {
    await fetch(`${server.url}/about`, { headers: { "x-request-id": "test-request-0001" } });
    await expect
      .poll(() => server.logs().find((l) => l.requestId === "test-request-0001"))
      .toMatchObject({ msg: "request", method: "GET", path: "/about", status: 200 });
    expect(server.stdout.join("\n")).not.toContain("Juniper-Kettle-Orbit-7731");
  });

  it("finishes in-flight work and exits cleanly on SIGTERM", async () => {
    const code = await server.stop("SIGTERM");
    expect(code).toBe(0);
    expect(server.logs().map((l) => l.msg)).toEqual(expect.arrayContaining(["shutting down", "stopped"]));
  });
});

describe("production server on PostgreSQL", () => {
  it("runs its migrations at start and reports the database ready", async () => {
    const pg = await createPgDatabase();
    const server = await startServer({ DATABASE_URL: pg.url });
    try {
      const ready = await fetch(`${server.url}/readyz`);
      expect(await ready.json()).toMatchObject({ status: "ready", database: { dialect: "postgres", ok: true } });
      expect((await fetch(`${server.url}/contact`)).status).toBe(200);
    } finally {
      await server.stop();
      await pg.drop();
    }
  });
});

describe("behind a proxy", () => {
  it("sends HSTS only when a trusted proxy says the request came over HTTPS", async () => {
    const trusted = await startServer({ TRUST_PROXY: "1" });
    const untrusted = await startServer({});
    try {
      const h = { "x-forwarded-proto": "https" };
      expect((await fetch(`${trusted.url}/`, { headers: h })).headers.get("strict-transport-security")).toMatch(/max-age=\d+/);
      expect((await fetch(`${untrusted.url}/`, { headers: h })).headers.get("strict-transport-security")).toBeNull();
    } finally {
      await trusted.stop();
      await untrusted.stop();
    }
  });
});

describe("start-up configuration", () => {
  it.each([
    [{ PORT: "not-a-port" }, /^Invalid configuration: PORT must be a number \(got "not-a-port"\)$/],
    [{ DATABASE_URL: "mysql://localhost/db" }, /^Invalid configuration: DATABASE_URL must be a postgres/],
  ])("refuses %o with one clear line", async (env, message) => {
    const { code, stderr } = await runServerExpectingExit(env);
    expect(code).toBe(1);
    expect(stderr.trim()).toMatch(message);
    expect(stderr.trim().split("\n")).toHaveLength(1);
  });
});
