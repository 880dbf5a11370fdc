import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "kysely";
import { createAnalytics, RAW_DAYS, BEACONS_PER_MINUTE, type BeaconRequest } from "./analytics.server";
import { createLeadStore } from "./leads.server";
import { createLogger } from "./logger.server";
import { dialects, type TestDatabase } from "../../tests/support/databases";
import type { TrafficReport } from "#app/schemas/traffic.ts";
import { legalPages } from "#content/pages/legal.ts";

const DAY = 86_400_000;
const CHROME = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";
const log = createLogger({ level: "error", write: () => {} });

function beacon(visit: object, over: Partial<BeaconRequest> = {}): BeaconRequest {
  return { body: JSON.stringify(visit), ip: "203.0.113.7", userAgent: CHROME, doNotTrack: false, admin: false, ...over };
}

/** What the admin sees, without the order of rows. */
function comparable(r: TrafficReport) {
  const byKey = (rows: TrafficReport["pages"]) => Object.fromEntries(rows.map((x) => [x.key, x]));
  return { totals: r.totals, pages: byKey(r.pages), sources: byKey(r.sources), series: r.series };
}

describe.each(dialects)("visit counting on $name", ({ make }) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await make();
  });
  afterAll(async () => {
    await t?.dispose();
  });

  it("gives visits ids in the order they came (UUID version 7), so a batch is written at the end of the key's index", async () => {
    let clock = Date.parse("2026-05-04T09:00:00Z");
    const a = createAnalytics(t.db, { log, siteHost: "example.test", rateLimits: false, now: () => clock });
    for (let i = 0; i < 30; i++) {
      a.receive(beacon({ p: "/contact" }, { ip: `198.51.100.${i}` }));
      clock += 1000;
    }
    await a.flush();
    const rows = await t.db.kysely.selectFrom("analytics_visits").select(["id", "created_at"]).where("day", "=", "2026-05-04").execute();
    expect(rows).toHaveLength(30);
    const byTime = [...rows].sort((x, y) => x.created_at.localeCompare(y.created_at)).map((r) => r.id);
    expect([...byTime].sort()).toEqual(byTime);
    for (const id of byTime) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(new Set(byTime).size).toBe(30);
    // The id's first 48 bits are the visit's time in milliseconds.
    expect(Number.parseInt(byTime[0]!.replace("-", "").slice(0, 12), 16)).toBe(Date.parse("2026-05-04T09:00:00Z"));
    await t.db.kysely.deleteFrom("analytics_visits").where("day", "=", "2026-05-04").execute();
    await t.db.kysely.deleteFrom("analytics_salts").where("day", "=", "2026-05-04").execute();
  });

  it("indexes the raw visits by the day alone, where visits arrive in order (an index led by page or source rewrote a page of it per visit)", async () => {
    const defs =
      t.db.dialect === "postgres"
        ? (await sql<{ def: string }>`select indexdef as def from pg_indexes where tablename = 'analytics_visits'`.execute(t.db.kysely)).rows.map(
            (r) => r.def,
          )
        : (
            await sql<{ def: string | null }>`select sql as def from sqlite_master where type = 'index' and tbl_name = 'analytics_visits'`.execute(
              t.db.kysely,
            )
          ).rows
            .map((r) => r.def)
            .filter((d): d is string => d !== null);
    const secondary = defs.filter((d) => !/_pkey|primary/i.test(d));
    expect(secondary).toHaveLength(1);
    expect(secondary[0]!.replaceAll('"', "")).toMatch(/analytics_visits\s*(?:using btree\s*)?\(day\)/i);
  });

  it("counts one client twice in a day as one visitor, and again the next day as a second one; never stores the address", async () => {
    let clock = Date.parse("2026-03-02T09:00:00Z");
    const a = createAnalytics(t.db, { log, siteHost: "example.test", rateLimits: false, now: () => clock });
    expect(a.receive(beacon({ p: "/branding-agency-atlanta", s: "google", m: "cpc", c: "spring" }))).toEqual({ status: 204, counted: true });
    clock += 3 * 3600_000;
    expect(a.receive(beacon({ p: "/contact", r: "www.Bing.com" }))).toEqual({ status: 204, counted: true });
    await a.flush();
    let report = await a.report(7);
    expect(report.totals).toMatchObject({ visits: 2, visitors: 1 });
    expect(report.pages.find((p) => p.key === "/branding-agency-atlanta")).toMatchObject({ visits: 1, visitors: 1, landing: true });
    expect(report.sources.map((s) => s.key).sort()).toEqual(["bing.com", "google / cpc / spring"]);

    clock += DAY;
    a.receive(beacon({ p: "/contact" }));
    await a.flush();
    report = await a.report(7);
    expect(report.totals).toMatchObject({ visits: 3, visitors: 2 });
    expect(report.pages.find((p) => p.key === "/contact")).toMatchObject({ visits: 2, visitors: 2 });

    const rows = await t.db.kysely.selectFrom("analytics_visits").selectAll().execute();
    expect(JSON.stringify(rows)).not.toContain("203.0.113.7");
    expect(JSON.stringify(rows)).not.toContain("Chrome");

    // The first day's salt is gone once its day is over: its hashes can no longer be recomputed.
    await a.prune();
    const salts = await t.db.kysely.selectFrom("analytics_salts").select("day").execute();
    expect(salts.map((s) => s.day)).toEqual(["2026-03-03"]);
  });

  it("refuses what is not a visit of this site, and does not count bots, Do Not Track or the admin", async () => {
    const a = createAnalytics(t.db, { log, siteHost: "example.test", rateLimits: true, now: () => Date.parse("2026-04-01T10:00:00Z") });
    expect(a.receive(beacon({ p: "/wp-login.php" }))).toMatchObject({ status: 422, error: "The page is not a page of this site." });
    expect(a.receive(beacon({ p: "/admin" }))).toMatchObject({ status: 422 });
    expect(a.receive(beacon({ p: "https://evil.test/" }))).toMatchObject({ status: 422 });
    expect(a.receive({ ...beacon({}), body: "{not json" })).toMatchObject({ status: 422, error: "The visit report must be JSON." });
    expect(a.receive({ ...beacon({}), body: JSON.stringify({ p: "/", s: "x".repeat(2000) }) })).toMatchObject({ status: 413 });
    expect(a.receive(beacon({ p: "/" }, { userAgent: "Googlebot/2.1 (+http://www.google.com/bot.html)" }))).toEqual({
      status: 204,
      counted: false,
      reason: "bot",
    });
    expect(a.receive(beacon({ p: "/" }, { doNotTrack: true }))).toEqual({ status: 204, counted: false, reason: "do-not-track" });
    expect(a.receive(beacon({ p: "/" }, { admin: true }))).toEqual({ status: 204, counted: false, reason: "admin" });
    expect(a.pending()).toBe(0);
    // Per client: another address still gets through.
    for (let i = 0; i < BEACONS_PER_MINUTE; i++) a.receive(beacon({ p: "/" }, { ip: "198.51.100.1" }));
    expect(a.receive(beacon({ p: "/" }, { ip: "198.51.100.1" }))).toMatchObject({ status: 429 });
    expect(a.receive(beacon({ p: "/" }, { ip: "198.51.100.2" }))).toMatchObject({ status: 204, counted: true });
  });

  it("folds raw visits into daily totals that answer exactly as the raw rows did, even with two instances folding at once", async () => {
    await t.db.kysely.deleteFrom("analytics_visits").execute();
    await t.db.kysely.deleteFrom("analytics_daily").execute();
    let clock = Date.parse("2026-05-01T12:00:00Z");
    const a = createAnalytics(t.db, { log, siteHost: "example.test", rateLimits: false, now: () => clock });
    const b = createAnalytics(t.db, { log, siteHost: "example.test", rateLimits: false, now: () => clock });
    const pages = ["/", "/contact", "/branding-agency-atlanta", "/website-redesign-atlanta", "/blog"];
    const sources = [{}, { r: "google.com" }, { s: "newsletter", m: "email" }, { r: "facebook.com" }];
    let seed = 7;
    const rand = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % n;
    };
    for (let day = 0; day < 20; day++) {
      for (let i = 0; i < 60; i++) {
        // Both instances take beacons: the same client through either is one visitor that day.
        (i % 2 ? a : b).receive(beacon({ p: pages[rand(pages.length)], ...sources[rand(sources.length)] }, { ip: `10.0.0.${rand(25)}` }));
      }
      await Promise.all([a.flush(), b.flush()]);
      clock += DAY;
    }
    clock -= DAY;
    const before = await a.report(30);
    expect(before.totals.visits).toBe(20 * 60);
    const [ra, rb] = await Promise.all([a.prune(), b.prune()]);
    expect(ra.visits + rb.visits).toBe((20 - RAW_DAYS) * 60);
    const after = await a.report(30);
    expect(comparable(after)).toEqual(comparable(before));
    const raw = await t.db.kysely
      .selectFrom("analytics_visits")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    expect(Number(raw.n)).toBe(RAW_DAYS * 60);
    // Again (the next hour): nothing left to fold, nothing changes.
    await a.prune();
    expect(comparable(await a.report(30))).toEqual(comparable(before));
  });

  it("puts each lead on its entry page and source, split by kind, with totals equal to the leads of the period", async () => {
    await t.db.kysely.deleteFrom("leads").execute();
    const leads = createLeadStore(t.db, {});
    const a = createAnalytics(t.db, { log, siteHost: "example.test", rateLimits: false });
    a.receive(beacon({ p: "/branding-agency-atlanta", s: "google", m: "cpc" }));
    await a.flush();
    const entry = { entryPage: "/branding-agency-atlanta", entrySource: "google / cpc" };
    await leads.createLead({ source: "contact", idempotencyKey: "analytics-1", name: "A", email: "a@example.test", attribution: entry });
    await leads.createLead({ source: "chat", idempotencyKey: "analytics-2", name: "B", email: "b@example.test", attribution: entry });
    await leads.createLead({ source: "booking", idempotencyKey: "analytics-3", name: "C", email: "c@example.test" });
    const report = await a.report(7);
    const page = report.pages.find((p) => p.key === "/branding-agency-atlanta")!;
    expect(page).toMatchObject({ leads: 2, byKind: { chat: 1, contact: 1, demo: 0, booking: 0 } });
    expect(page.rate).toBe(Math.round((2 / page.visits) * 1000) / 10);
    expect(report.sources.find((s) => s.key === "google / cpc")).toMatchObject({ leads: 2 });
    expect(report.pages.find((p) => p.key === "(not recorded)")).toMatchObject({ leads: 1, visits: 0, rate: null, byKind: { booking: 1 } });
    expect(report.totals.leads).toBe(3);
    expect(report.series.reduce((n, d) => n + d.leads, 0)).toBe(3);
  });
});

describe("the privacy policy", () => {
  it("says how long detailed visit records are kept, as the code keeps them", () => {
    const text = JSON.stringify(legalPages.privacyPolicy);
    expect(text).toContain(`Detailed visit records are kept for ${RAW_DAYS} days`);
    expect(text).toContain("Do Not Track or Global Privacy Control");
  });
});
