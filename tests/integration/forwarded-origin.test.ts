import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "#app/services/db.server.ts";
import { ADMIN_PASSWORD, form, openServerDb } from "../support/admin.ts";
import { startServer, type RunningServer } from "../support/server-process.ts";

/**
 * The request the router sees, as a TLS proxy in front passes it on: the visitor's scheme and
 * host come from X-Forwarded-* only when TRUST_PROXY says so, and a form from another origin
 * is a clear 403, never the router's own 400 "Unexpected Application Error!".
 */
const keyOf = (html: string) => /name="idempotencyKey" value="([^"]+)"/.exec(html)?.[1];
const contactFields = (idempotencyKey: string, name: string) => form({ idempotencyKey, company_website: "", name, email: "kim@example.com" });
const countLeads = async (db: Db, name: string) => (await db.kysely.selectFrom("leads").select("id").where("name", "=", name).execute()).length;

describe("behind a trusted proxy (TRUST_PROXY=1)", () => {
  let server: RunningServer;
  let db: Db;
  beforeAll(async () => {
    server = await startServer({ ADMIN_PASSWORD, TRUST_PROXY: "1", PUBLIC_SITE_URL: "https://www.example.test:8443" });
    db = await openServerDb(server);
  });
  afterAll(async () => {
    await db?.close();
    await server?.stop();
  });

  it("takes the scheme and host from X-Forwarded-Proto / -Host: the admin sign-in and a no-JS form work, with a __Host- Secure cookie", async () => {
    const proxied = { "x-forwarded-proto": "https", "x-forwarded-host": "shop.example.test:9443", origin: "https://shop.example.test:9443" };
    const login = await fetch(`${server.url}/admin`, {
      method: "POST",
      redirect: "manual",
      headers: proxied,
      body: form({ intent: "login", password: ADMIN_PASSWORD }),
    });
    expect(login.status).toBe(303);
    expect(login.headers.getSetCookie().find((c) => c.startsWith("__Host-cc_admin="))).toMatch(/; Secure$/);

    const html = await (await fetch(`${server.url}/contact`, { headers: proxied })).text();
    const name = `Forwarded ${Date.now()}`;
    const sent = await fetch(`${server.url}/contact`, { method: "POST", headers: proxied, body: contactFields(keyOf(html)!, name) });
    expect(sent.status).toBe(200);
    expect(await sent.text()).toContain("Message Sent!");
    expect(await countLeads(db, name)).toBe(1);
  });

  it("takes PUBLIC_SITE_URL's origin when the proxy passes the host without its port (nginx's $host)", async () => {
    const login = await fetch(`${server.url}/admin`, {
      method: "POST",
      redirect: "manual",
      headers: { "x-forwarded-proto": "https", host: "www.example.test", origin: "https://www.example.test:8443" },
      body: form({ intent: "login", password: ADMIN_PASSWORD }),
    });
    expect(login.status).toBe(303);
    expect(login.headers.getSetCookie().some((c) => c.startsWith("__Host-cc_admin="))).toBe(true);
  });

  it("refuses a form from another origin with 403 and a log line naming both origins; nothing is stored", async () => {
    const html = await (await fetch(`${server.url}/contact`)).text();
    const name = `Elsewhere ${Date.now()}`;
    const res = await fetch(`${server.url}/contact`, {
      method: "POST",
      headers: { "x-forwarded-proto": "https", "x-forwarded-host": "www.example.test:8443", origin: "https://evil.example" },
      body: contactFields(keyOf(html)!, name),
    });
    expect(res.status).toBe(403);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const text = await res.text();
    expect(text).not.toContain("Unexpected Application Error");
    expect(text).toContain("https://evil.example");
    expect(await countLeads(db, name)).toBe(0);
    await expect
      .poll(() => server.logs().find((l) => l.msg === "cross-origin request refused" && l.path === "/contact"))
      .toMatchObject({ origin: "https://evil.example", siteOrigin: "https://www.example.test:8443" });
  });
});

describe("without TRUST_PROXY", () => {
  let server: RunningServer;
  let db: Db;
  beforeAll(async () => {
    server = await startServer({ ADMIN_PASSWORD, PUBLIC_SITE_URL: "https://www.example.test" });
    db = await openServerDb(server);
  });
  afterAll(async () => {
    await db?.close();
    await server?.stop();
  });

  it("ignores X-Forwarded-*: the plain-HTTP cookie, and a browser on the claimed origin is refused with 403 naming both", async () => {
    const claimed = { "x-forwarded-proto": "https", "x-forwarded-host": "www.example.test" };
    const direct = await fetch(`${server.url}/admin`, {
      method: "POST",
      redirect: "manual",
      headers: { ...claimed, origin: server.url },
      body: form({ intent: "login", password: ADMIN_PASSWORD }),
    });
    expect(direct.status).toBe(303);
    const cookies = direct.headers.getSetCookie();
    expect(cookies.some((c) => c.startsWith("cc_admin=") && !c.includes("Secure"))).toBe(true);
    expect(cookies.some((c) => c.startsWith("__Host-"))).toBe(false);

    const html = await (await fetch(`${server.url}/contact`)).text();
    const name = `Untrusted ${Date.now()}`;
    const res = await fetch(`${server.url}/contact`, {
      method: "POST",
      headers: { ...claimed, origin: "https://www.example.test" },
      body: contactFields(keyOf(html)!, name),
    });
    expect(res.status).toBe(403);
    expect(await res.text()).not.toContain("Unexpected Application Error");
    expect(await countLeads(db, name)).toBe(0);
    await expect
      .poll(() => server.logs().find((l) => l.msg === "cross-origin request refused"))
      .toMatchObject({ origin: "https://www.example.test", siteOrigin: server.url, trustProxy: false, forwardedProto: "https" });
  });
});
