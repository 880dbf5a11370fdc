import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { failUntilRefused } from "../support/sign-in-limit";
import type { Db } from "#app/services/db.server.ts";
import { startServer, type RunningServer } from "../support/server-process";
import { createPgDatabase } from "../support/databases";
import { makeTestSmtp, type TestSmtp } from "../support/smtp";
import { ADMIN_PASSWORD, form, openServerDb, signIn } from "../support/admin";

const NOTIFY = "team@canopy.example";

/**
 * Two real server processes on one PostgreSQL database, as behind a load balancer: either
 * serves the site and the admin, sessions and limits are shared, and the notification
 * queue is drained once between them.
 */
describe("two server processes on one PostgreSQL", () => {
  let pg: { url: string; drop(): Promise<void> };
  let smtp: TestSmtp;
  let a: RunningServer;
  let b: RunningServer;
  let db: Db;

  beforeAll(async () => {
    pg = await createPgDatabase();
    // A slow mail server: each message takes 1.5 s to be accepted.
    smtp = await makeTestSmtp({ mode: { kind: "slow", delayMs: 1_500 } });
    await smtp.start();
    const env = {
      DATABASE_URL: pg.url,
      ADMIN_PASSWORD,
      SMTP_URL: smtp.url,
      ADMIN_NOTIFY_EMAIL: NOTIFY,
      // Lets this one test client post 20 leads; sign-in limits stay on regardless.
      RATE_LIMITS: "off",
    };
    // Started together: migrations and the password set-up take turns.
    [a, b] = await Promise.all([startServer(env), startServer(env)]);
    db = await openServerDb({ dataDir: a.dataDir, databaseUrl: pg.url });
  }, 120_000);
  afterAll(async () => {
    await db?.close();
    await Promise.all([a?.stop(), b?.stop()]);
    await smtp?.stop();
    await pg?.drop();
  });

  it("accepts a session made on one process on the other, and a logout on either ends it on both", async () => {
    const cookie = await signIn(a.url);
    for (const s of [a, b, a, b]) {
      const html = await (await fetch(`${s.url}/admin`, { headers: { cookie } })).text();
      expect(html).toContain("Total Leads");
    }
    const out = await fetch(`${b.url}/admin/logout`, { method: "POST", headers: { cookie }, redirect: "manual" });
    expect(out.status).toBe(303);
    for (const s of [a, b]) expect(await (await fetch(`${s.url}/admin`, { headers: { cookie } })).text()).not.toContain("Total Leads");
  });

  it("stores every lead at once while the mail server is slow, and sends each email exactly once", async () => {
    const ids: string[] = [];
    for (let i = 0; i < 20; i++) {
      const target = i % 2 === 0 ? a : b;
      const started = performance.now();
      const res = await fetch(`${target.url}/api/leads/contact`, {
        method: "POST",
        body: form({ idempotencyKey: crypto.randomUUID(), company_website: "", name: `Scale ${i}`, email: `scale${i}@example.com` }),
      });
      // The 1.5 s mail server is nowhere on the request's path.
      expect(performance.now() - started, `lead ${i}`).toBeLessThan(1_000);
      expect(res.status).toBe(201);
      ids.push(((await res.json()) as { leadId: string }).leadId);
    }
    await expect.poll(() => smtp.received.length, { timeout: 60_000, interval: 250 }).toBeGreaterThanOrEqual(20);
    // Give a late duplicate the time to show up, if there were one.
    await new Promise((r) => setTimeout(r, 3_000));
    const counts = smtp.countsByLead();
    expect([...counts.keys()].sort()).toEqual([...ids].sort());
    expect([...counts.values()].every((n) => n === 1)).toBe(true);
    expect(smtp.received.every((m) => m.to.join() === NOTIFY)).toBe(true);
    const rows = await db.kysely.selectFrom("outbox").select(["status", "attempts"]).execute();
    expect(rows).toHaveLength(20);
    expect(rows.every((r) => r.status === "sent" && Number(r.attempts) === 1)).toBe(true);
    // Both processes did some of the sending.
    const deliveredBy = (s: RunningServer) => s.logs().filter((l) => l.msg === "notification delivered").length;
    expect(deliveredBy(a) + deliveredBy(b)).toBe(20);
    expect(deliveredBy(a)).toBeGreaterThan(0);
    expect(deliveredBy(b)).toBeGreaterThan(0);
    // Either process's admin shows the lead's email as sent.
    const cookie = await signIn(b.url);
    const detail = await (await fetch(`${a.url}/admin/leads/${ids[0]}`, { headers: { cookie } })).text();
    expect(detail).toMatch(/data-notification="sent"[^>]*><p[^>]*>Email(<!-- -->)?: (<!-- -->)?sent/);
  }, 120_000);

  it("keeps leads while the mail server is down and delivers them when it is back", async () => {
    await smtp.stop();
    smtp.mode = { kind: "ok" };
    smtp.received.length = 0;
    const ids: string[] = [];
    for (const s of [a, b, a, b]) {
      const res = await fetch(`${s.url}/api/leads/contact`, {
        method: "POST",
        body: form({ idempotencyKey: crypto.randomUUID(), company_website: "", name: "Down Time", email: "down@example.com" }),
      });
      expect(res.status).toBe(201);
      ids.push(((await res.json()) as { leadId: string }).leadId);
    }
    // Each process reports its own last failed attempt; either may have claimed the four rows.
    const lastFailure = async (s: RunningServer) =>
      ((await (await fetch(`${s.url}/readyz`)).json()) as { notifications: { lastFailureAt: string | null } }).notifications.lastFailureAt;
    await expect.poll(async () => (await lastFailure(a)) ?? (await lastFailure(b)), { timeout: 30_000, interval: 250 }).not.toBeNull();
    const ready = (await (await fetch(`${b.url}/readyz`)).json()) as { notifications: { pending: number } };
    expect(ready.notifications.pending).toBe(4);
    expect([...a.logs(), ...b.logs()].some((l) => l.msg === "notification delivery failed; will retry")).toBe(true);

    await smtp.start();
    // The first retry comes 7.5-12.5 s after the failure.
    await expect.poll(() => smtp.received.length, { timeout: 45_000, interval: 500 }).toBeGreaterThanOrEqual(4);
    await new Promise((r) => setTimeout(r, 2_000));
    expect([...smtp.countsByLead().entries()].sort()).toEqual(ids.map((id) => [id, 1]).sort());
  }, 90_000);

  it("shares the sign-in limit: failures on either process count together", async () => {
    await failUntilRefused((i) =>
      fetch(`${(i % 2 === 0 ? a : b).url}/admin`, { method: "POST", body: form({ intent: "login", password: `guess-${i}` }) }),
    );
    for (const s of [a, b]) {
      const res = await fetch(`${s.url}/admin`, { method: "POST", body: form({ intent: "login", password: ADMIN_PASSWORD }) });
      expect(res.status).toBe(429);
    }
  });
});
