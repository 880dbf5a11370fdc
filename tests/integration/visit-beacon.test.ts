/**
 * The visit beacon's endpoint against the real server (ADR 017): what it refuses and how, what
 * it counts, and that a counted visit is in the database within moments with no address in it.
 */
import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "#app/services/db.server.ts";
import { startServer, type RunningServer } from "../support/server-process";
import { ADMIN_PASSWORD, openServerDb, signIn } from "../support/admin";

const PERSON = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

describe("POST /api/visit", () => {
  let server: RunningServer;
  let db: Db;
  const send = (body: string, headers: Record<string, string> = {}) =>
    fetch(`${server.url}/api/visit`, {
      method: "POST",
      body,
      headers: { "content-type": "text/plain;charset=UTF-8", "user-agent": PERSON, ...headers },
    });
  const stored = async (campaign: string) =>
    (await db.kysely.selectFrom("analytics_visits").selectAll().where("source", "like", `%${campaign}`).execute()).map((r) => ({ ...r }));

  beforeAll(async () => {
    server = await startServer({ ADMIN_PASSWORD });
    db = await openServerDb({ dataDir: server.dataDir });
  });
  afterAll(async () => {
    await db?.close();
    await server?.stop();
  });

  it("counts a visit to a page of the site, stored within moments under a hash, never the address", async () => {
    const res = await send(JSON.stringify({ p: "/branding-agency-atlanta", s: "google", m: "cpc", c: "beacon-ok" }));
    expect(res.status).toBe(204);
    await expect.poll(() => stored("beacon-ok"), { timeout: 30_000 }).toHaveLength(1);
    const [row] = await stored("beacon-ok");
    expect(row).toMatchObject({ page: "/branding-agency-atlanta", source: "google / cpc / beacon-ok" });
    expect(JSON.stringify(row)).not.toContain("127.0.0.1");
  });

  it("refuses a path that is not a page of the site, a body that is not a visit, and one over 1 KiB (also when streamed)", async () => {
    const notPage = await send(JSON.stringify({ p: "/wp-login.php" }));
    expect(notPage.status).toBe(422);
    expect(await notPage.json()).toEqual({ ok: false, error: "The page is not a page of this site." });
    expect((await send("p=/")).status).toBe(422);
    expect((await send(JSON.stringify({ p: "/", s: "x".repeat(2_000) }))).status).toBe(413);
    const streamed = await new Promise<number | undefined>((resolve) => {
      const req = http.request(`${server.url}/api/visit`, { method: "POST", headers: { "transfer-encoding": "chunked", "user-agent": PERSON } });
      req.on("response", (res) => {
        res.resume();
        resolve(res.statusCode);
      });
      req.on("error", () => resolve(undefined));
      req.write("x".repeat(800));
      req.write("x".repeat(800));
      req.end();
    });
    expect(streamed).toBe(413);
  });

  it("answers a bot, Do Not Track, Global Privacy Control and the admin's browser alike, and counts none of them", async () => {
    const visit = JSON.stringify({ p: "/faq", s: "beacon-skip" });
    const skipped: Record<string, string>[] = [
      { "user-agent": "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)" },
      { dnt: "1" },
      { "sec-gpc": "1" },
      { cookie: `cc_admin=${"a".repeat(43)}` },
    ];
    for (const headers of skipped) {
      expect((await send(visit, headers)).status).toBe(204);
    }
    // A counted visit sent after them is stored; had any of them been counted, it would be too.
    expect((await send(JSON.stringify({ p: "/faq", s: "beacon-after" }))).status).toBe(204);
    await expect.poll(() => stored("beacon-after"), { timeout: 30_000 }).toHaveLength(1);
    expect(await stored("beacon-skip")).toHaveLength(0);
  });

  it("does not count a page that carries no beacon: the admin's pages have none, the public pages do", async () => {
    const home = await (await fetch(`${server.url}/`)).text();
    expect(home).toContain('sendBeacon("/api/visit"');
    const admin = await (await fetch(`${server.url}/admin`)).text();
    expect(admin).not.toContain("sendBeacon");
  });

  it("shows the counted visit in the admin's Traffic CSV, to a signed-in admin only", async () => {
    const anonymous = await fetch(`${server.url}/admin/traffic.csv?days=7`, { redirect: "manual" });
    expect(anonymous.status).toBe(302);
    const cookie = await signIn(server.url);
    const res = await fetch(`${server.url}/admin/traffic.csv?days=7`, { headers: { cookie } });
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    const lines = (await res.text()).trim().split("\r\n");
    expect(lines[0]).toBe(
      '"table","name","visits","unique_visitors","leads","leads_chat","leads_contact","leads_demo","leads_booking","conversion_percent"',
    );
    expect(lines).toContain('"source","google / cpc / beacon-ok","1","1","0","0","0","0","0","0"');
    expect(lines.some((l) => l.startsWith('"entry_page","/branding-agency-atlanta",'))).toBe(true);
  });
});
