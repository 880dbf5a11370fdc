import { createHash } from "node:crypto";
import http from "node:http";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { publicPaths } from "#content/public-paths.ts";
import { landingSlugs } from "#content/routes.ts";
import { startServer, type RunningServer } from "../support/server-process";

/** Pages that carry a per-response form key and so are rendered per request. */
const FORM_PAGES = ["/contact", "/free-ai-agent-demo"];

interface Raw {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A request whose body comes back exactly as sent (fetch would decompress it). */
function raw(url: string, headers: Record<string, string> = {}, method = "GET"): Promise<Raw> {
  return new Promise((resolve, reject) => {
    http
      .request(url, { headers, method }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (d: Buffer) => chunks.push(d));
        res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on("error", reject)
      .end();
  });
}

const decoded = (r: Raw) =>
  r.headers["content-encoding"] === "br"
    ? zlib.brotliDecompressSync(r.body)
    : r.headers["content-encoding"] === "gzip"
      ? zlib.gunzipSync(r.body)
      : r.body;

/** The inline scripts a browser would run (data blocks never run), hashed as CSP does. */
function runnableScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc=/.test(m[1]!) || /type="application\/ld\+json"/.test(m[1]!)) continue;
    hashes.push(`sha256-${createHash("sha256").update(m[2]!, "utf8").digest("base64")}`);
  }
  return hashes;
}

const scriptSrc = (csp: string) => /script-src ([^;]+)/.exec(csp)![1]!.split(" ");

describe("prerendered pages served as static files", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({});
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("allows every inline script of every prerendered page by its hash, with the same bytes in every response", async () => {
    for (const path of publicPaths().filter((p) => !FORM_PAGES.includes(p))) {
      const a = await raw(server.url + path);
      expect(a.status, path).toBe(200);
      const html = a.body.toString("utf8");
      const csp = String(a.headers["content-security-policy"]);
      const allowed = scriptSrc(csp);
      expect(csp, path).not.toContain("nonce-");
      expect(csp, path).toContain("frame-ancestors 'none'");
      expect(csp, path).toContain("object-src 'none'");
      expect(a.headers["x-content-type-options"], path).toBe("nosniff");
      expect(a.headers["x-frame-options"], path).toBe("DENY");
      expect(a.headers["cross-origin-opener-policy"], path).toBeUndefined();
      expect(allowed.join(" "), path).not.toContain("unsafe");
      const hashes = runnableScriptHashes(html);
      expect(hashes.length, path).toBeGreaterThan(0);
      // A script changed after the build hashed it would be blocked: this is where it shows.
      for (const h of hashes) expect(allowed, `${path}: ${h}`).toContain(`'${h}'`);
      expect(html, path).not.toContain("cc-csp-nonce-placeholder");
      expect(html, path).not.toMatch(/<[a-z][^>]*\son[a-z]+="/);
      const b = await raw(server.url + path);
      expect(b.body.equals(a.body), `${path} differs between responses`).toBe(true);
      expect(b.headers.etag).toBe(a.headers.etag);
    }
  });

  it("keeps a fresh nonce and form key per response on the form pages and server-rendered pages", async () => {
    for (const path of [...FORM_PAGES, "/admin"]) {
      const a = await fetch(server.url + path);
      const b = await fetch(server.url + path);
      const nonceA = /'nonce-([^']+)'/.exec(a.headers.get("content-security-policy")!)![1];
      const nonceB = /'nonce-([^']+)'/.exec(b.headers.get("content-security-policy")!)![1];
      expect(nonceA, path).not.toBe(nonceB);
      const html = await a.text();
      for (const tag of html.match(/<script\b[^>]*>/g) ?? []) {
        if (!tag.includes("application/ld+json")) expect(tag, path).toContain(`nonce="${nonceA}"`);
      }
      await b.text();
    }
    const key = async () => {
      const html = await (await fetch(`${server.url}/contact`)).text();
      const m = /name="idempotencyKey"[^>]*value="([^"]+)"|value="([^"]+)"[^>]*name="idempotencyKey"/.exec(html);
      return m?.[1] ?? m?.[2];
    };
    const [k1, k2] = [await key(), await key()];
    expect(k1).toMatch(/^[\w-]{16,}$/);
    expect(k1).not.toBe(k2);
  });

  it("serves br, gzip or the page itself as the client asks, each with a strong ETag that answers 304", async () => {
    const path = `/${landingSlugs[0]}`;
    const identity = await raw(server.url + path);
    expect(identity.headers["content-encoding"]).toBeUndefined();
    for (const [accept, expected] of [
      ["gzip, deflate, br", "br"],
      ["gzip", "gzip"],
      ["br;q=0, gzip;q=0.5", "gzip"],
    ] as const) {
      const res = await raw(server.url + path, { "accept-encoding": accept });
      expect(res.headers["content-encoding"], accept).toBe(expected);
      expect(res.headers.vary).toBe("Accept-Encoding");
      expect(Number(res.headers["content-length"])).toBe(res.body.length);
      expect(res.body.length).toBeLessThan(identity.body.length / 3);
      expect(decoded(res).equals(identity.body), accept).toBe(true);
      expect(res.headers.etag).toMatch(/^"[\w-]+"$/);
      expect(res.headers.etag).not.toBe(identity.headers.etag);
      expect(res.headers["cache-control"]).toMatch(/^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/);
      const again = await raw(server.url + path, { "accept-encoding": accept, "if-none-match": String(res.headers.etag) });
      expect(again.status).toBe(304);
      expect(again.body.length).toBe(0);
      expect(again.headers.etag).toBe(res.headers.etag);
    }
    // Another representation's ETag is not a match.
    const stale = await raw(server.url + path, { "if-none-match": '"not-this-page"' });
    expect(stale.status).toBe(200);
    const head = await raw(server.url + path, { "accept-encoding": "br" }, "HEAD");
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(head.headers["content-encoding"]).toBe("br");
  });

  it("serves hashed assets precompressed and immutable for a year, and keeps admin and APIs uncacheable", async () => {
    const html = (await raw(`${server.url}/`)).body.toString();
    const asset = /(\/assets\/[^"\s]+\.js)/.exec(html)![1]!;
    const br = await raw(server.url + asset, { "accept-encoding": "br" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(br.headers["content-type"]).toMatch(/javascript/);
    expect(decoded(br).equals((await raw(server.url + asset)).body)).toBe(true);
    expect((await raw(`${server.url}${asset}.br`)).status).toBe(404);
    expect((await raw(`${server.url}/index.html.gz`)).status).toBe(404);
    expect((await fetch(`${server.url}/admin`)).headers.get("cache-control")).toBe("no-store");
    expect((await fetch(`${server.url}/readyz`)).headers.get("cache-control")).toBe("no-store");
  });
});

describe("site URL chosen at run time", () => {
  let server: RunningServer;
  beforeAll(async () => {
    // The build rendered http://localhost:3000; this instance is deployed elsewhere.
    server = await startServer({ PUBLIC_SITE_URL: "https://example.test" });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("puts the run-time URL in a landing page's canonical, Open Graph, Twitter and JSON-LD, allowed by new hashes", async () => {
    const path = `/${landingSlugs[0]}`;
    const res = await raw(server.url + path);
    const html = res.body.toString();
    expect(html).toContain(`<link rel="canonical" href="https://example.test${path}"/>`);
    expect(html).toContain(`<meta property="og:url" content="https://example.test${path}"/>`);
    expect(html).toMatch(/<meta property="og:image" content="https:\/\/example\.test\/img\//);
    expect(html).toMatch(/<meta name="twitter:image" content="https:\/\/example\.test\/img\//);
    const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => m[1]!).join("\n");
    expect(jsonLd).toContain('"https://example.test/"');
    expect(html).not.toContain("localhost:3000");
    const allowed = scriptSrc(String(res.headers["content-security-policy"]));
    for (const h of runnableScriptHashes(html)) expect(allowed).toContain(`'${h}'`);
    // The compressed copies are remade once, in the background; then they carry the new URL too.
    const servedAs = async () => (await raw(server.url + path, { "accept-encoding": "br" })).headers["content-encoding"];
    await expect.poll(servedAs, { timeout: 150_000, interval: 1000 }).toBe("br");
    const br = await raw(server.url + path, { "accept-encoding": "br" });
    expect(decoded(br).equals(res.body)).toBe(true);
  }, 240_000);

  it("lists the run-time URL in the sitemap and robots.txt, and on pages rendered per request", async () => {
    const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
    for (const path of publicPaths()) expect(sitemap).toContain(`<loc>https://example.test${path}</loc>`);
    expect(sitemap).not.toContain("localhost:3000");
    const robots = await (await fetch(`${server.url}/robots.txt`)).text();
    expect(robots).toMatch(/^Sitemap: https:\/\/example\.test\/sitemap\.xml$/m);
    const contact = await (await fetch(`${server.url}/contact`)).text();
    expect(contact).toContain('<link rel="canonical" href="https://example.test/contact"/>');
    const missing = await fetch(`${server.url}/no-such-page`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).not.toContain("localhost:3000");
  });
});
