import fs from "node:fs";
import { failUntilRefused } from "../support/sign-in-limit";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "#app/services/db.server.ts";
import { runServerExpectingExit, startServer, type RunningServer } from "../support/server-process";
import { ADMIN_PASSWORD, form, openServerDb, seedLead, signIn } from "../support/admin";

/** What must never reach a browser without a session. */
const SECRET_NAME = "Sentinel Sam Whitfield";
const SECRET_EMAIL = "sentinel.sam@example.com";

describe("admin access on a real server", () => {
  let server: RunningServer;
  let db: Db;
  let leadId: string;

  beforeAll(async () => {
    server = await startServer({ ADMIN_PASSWORD });
    db = await openServerDb({ dataDir: server.dataDir });
    leadId = (await seedLead(db, { name: SECRET_NAME, email: SECRET_EMAIL, phone: "404-555-0199", notes: "Budget 9,999" })).id;
  });
  afterAll(async () => {
    await db?.close();
    await server?.stop();
  });

  /** Every admin page, data request, export and action, as a browser or a script would call it. */
  const endpoints = (): { method: string; path: string; body?: Record<string, string> }[] => [
    { method: "GET", path: "/admin" },
    { method: "GET", path: "/admin?status=warm&q=Sentinel" },
    { method: "GET", path: `/admin?edit=${leadId}` },
    { method: "GET", path: "/admin.data" },
    { method: "GET", path: `/admin/leads/${leadId}` },
    { method: "GET", path: `/admin/leads/${leadId}?edit=1` },
    { method: "GET", path: `/admin/leads/${leadId}.data` },
    { method: "GET", path: "/admin/leads.csv" },
    { method: "GET", path: "/admin/leads.csv?status=warm" },
    { method: "POST", path: "/admin", body: { intent: "status", id: leadId, lead_status: "converted", respond: "data" } },
    { method: "POST", path: "/admin.data", body: { intent: "update", id: leadId, name: "Taken Over", lead_status: "hot", respond: "data" } },
    { method: "POST", path: `/admin/leads/${leadId}`, body: { intent: "update", id: leadId, name: "Taken Over", lead_status: "hot" } },
    { method: "POST", path: `/admin/leads/${leadId}.data`, body: { intent: "anonymise", id: leadId, confirm: "yes" } },
    { method: "POST", path: `/admin/leads/${leadId}`, body: { intent: "delete", id: leadId, confirm: "yes" } },
  ];

  async function expectRefusedEverywhere(cookie: string | undefined, label: string) {
    for (const e of endpoints()) {
      const res = await fetch(server.url + e.path, {
        method: e.method,
        redirect: "manual",
        headers: cookie ? { cookie } : {},
        body: e.body ? form(e.body) : undefined,
      });
      const body = await res.text();
      const what = `${label}: ${e.method} ${e.path} → ${res.status}`;
      expect(body, what).not.toContain(SECRET_NAME);
      expect(body, what).not.toContain(SECRET_EMAIL);
      expect(body, what).not.toContain("Total Leads");
      expect(res.headers.get("cache-control"), what).toBe("no-store");
      if (e.method === "GET" && (e.path === "/admin" || e.path.startsWith("/admin?"))) {
        expect(res.status, what).toBe(200);
        expect(body, what).toContain('name="password"');
      } else if (e.path === "/admin.data" && e.method === "GET") {
        expect(body, what).toContain("login");
      } else {
        expect(res.status, what).not.toBe(200);
      }
    }
    const lead = await db.kysely.selectFrom("leads").selectAll().where("id", "=", leadId).executeTakeFirstOrThrow();
    expect(lead, label).toMatchObject({ name: SECRET_NAME, email: SECRET_EMAIL, lead_status: "warm" });
  }

  it("refuses every admin page and action without a session cookie", async () => {
    await expectRefusedEverywhere(undefined, "no cookie");
  });

  it("refuses a forged cookie, and tells the browser to drop it", async () => {
    const forged = `cc_admin=${randomBytes(32).toString("base64url")}`;
    await expectRefusedEverywhere(forged, "forged");
    await expectRefusedEverywhere("cc_admin=' OR '1'='1", "injected");
    const res = await fetch(`${server.url}/admin`, { headers: { cookie: forged } });
    expect(res.headers.getSetCookie().some((c) => c.startsWith("cc_admin=;") && c.includes("Max-Age=0"))).toBe(true);
  });

  it("refuses an expired session (absolute and idle)", async () => {
    const absolute = await signIn(server.url);
    const idle = await signIn(server.url);
    const hashOf = async (cookie: string) => (await import("#app/services/admin-auth.server.ts")).hashSessionId(cookie.split("=")[1]!);
    await db.kysely
      .updateTable("admin_sessions")
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where("id_hash", "=", await hashOf(absolute))
      .execute();
    await db.kysely
      .updateTable("admin_sessions")
      .set({ last_seen_at: new Date(Date.now() - 3 * 60 * 60_000).toISOString() })
      .where("id_hash", "=", await hashOf(idle))
      .execute();
    await expectRefusedEverywhere(absolute, "expired");
    await expectRefusedEverywhere(idle, "idle");
  });

  it("refuses a cookie after logout, which ends the session on the server", async () => {
    const cookie = await signIn(server.url);
    const inside = await fetch(`${server.url}/admin`, { headers: { cookie } });
    expect(await inside.text()).toContain(SECRET_NAME);
    const out = await fetch(`${server.url}/admin/logout`, { method: "POST", headers: { cookie }, redirect: "manual" });
    expect(out.status).toBe(303);
    expect(out.headers.get("location")).toBe("/admin");
    expect(out.headers.getSetCookie().some((c) => c.startsWith("cc_admin=;") && c.includes("Max-Age=0"))).toBe(true);
    expect(out.headers.getSetCookie().some((c) => c.startsWith("cc_admin_flash=logged_out"))).toBe(true);
    await expectRefusedEverywhere(cookie, "logged out");
    // A GET cannot sign anyone out (a link or a prefetch would).
    const other = await signIn(server.url);
    await fetch(`${server.url}/admin/logout`, { headers: { cookie: other }, redirect: "manual" });
    expect(await (await fetch(`${server.url}/admin`, { headers: { cookie: other } })).text()).toContain(SECRET_NAME);
  });

  it("signs in with the spec's messages, a new HttpOnly SameSite=Lax cookie each time, over plain HTTP without Secure", async () => {
    const denied = await fetch(`${server.url}/admin`, { method: "POST", body: form({ intent: "login", password: "not the password" }) });
    expect(denied.status).toBe(401);
    const page = await denied.text();
    expect(page).toContain("Access Denied");
    expect(page).toContain("Incorrect password");
    expect(page).not.toContain("not the password");
    expect(denied.headers.getSetCookie().filter((c) => c.startsWith("cc_admin="))).toEqual([]);

    const planted = `cc_admin=${randomBytes(32).toString("base64url")}`;
    const ok = await fetch(`${server.url}/admin`, {
      method: "POST",
      body: form({ intent: "login", password: ADMIN_PASSWORD }),
      headers: { cookie: planted },
      redirect: "manual",
    });
    expect(ok.status).toBe(303);
    const cookies = ok.headers.getSetCookie();
    const session = cookies.find((c) => c.startsWith("cc_admin="))!;
    expect(session).toMatch(/^cc_admin=[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; SameSite=Lax; Max-Age=\d+$/);
    // The id is the server's own, never one the browser brought.
    expect(session.split(";")[0]).not.toBe(planted);
    expect(cookies.some((c) => c.startsWith("cc_admin_flash=granted"))).toBe(true);
    const again = await signIn(server.url);
    expect(again).not.toBe(session.split(";")[0]);
    // The session survives a reload.
    for (let i = 0; i < 3; i++) expect(await (await fetch(`${server.url}/admin`, { headers: { cookie: again } })).text()).toContain(SECRET_NAME);
  });

  it("refuses a cross-site state-changing request with 403 even with a valid session", async () => {
    const cookie = await signIn(server.url);
    const attempts: [string, Record<string, string>][] = [
      ["/admin", { "sec-fetch-site": "cross-site", origin: "https://evil.example" }],
      ["/admin", { origin: "https://evil.example" }],
      ["/admin.data", { "sec-fetch-site": "same-site" }],
      [`/admin/leads/${leadId}`, { "sec-fetch-site": "cross-site" }],
      [`/admin/leads/${leadId}.data`, { origin: "null" }],
      ["/admin/logout", { "sec-fetch-site": "cross-site" }],
    ];
    for (const [p, headers] of attempts) {
      const res = await fetch(server.url + p, {
        method: "POST",
        redirect: "manual",
        headers: { cookie, ...headers },
        body: form({ intent: "status", id: leadId, lead_status: "converted", respond: "data" }),
      });
      expect(res.status, `${p} ${JSON.stringify(headers)}`).toBe(403);
      expect(res.headers.get("cache-control")).toBe("no-store");
    }
    // Login from another site (login CSRF) is refused too.
    const login = await fetch(`${server.url}/admin`, {
      method: "POST",
      headers: { "sec-fetch-site": "cross-site" },
      body: form({ intent: "login", password: ADMIN_PASSWORD }),
      redirect: "manual",
    });
    expect(login.status).toBe(403);
    expect((await db.kysely.selectFrom("leads").select("lead_status").where("id", "=", leadId).executeTakeFirstOrThrow()).lead_status).toBe("warm");
    // The same request from the site itself goes through, and so does the logout (still signed in).
    const same = await fetch(`${server.url}/admin`, {
      method: "POST",
      headers: { cookie, "sec-fetch-site": "same-origin", origin: server.url },
      body: form({ intent: "status", id: leadId, lead_status: "hot", respond: "data" }),
    });
    expect(same.status).toBe(200);
    expect((await db.kysely.selectFrom("leads").select("lead_status").where("id", "=", leadId).executeTakeFirstOrThrow()).lead_status).toBe("hot");
    await db.kysely.updateTable("leads").set({ lead_status: "warm" }).where("id", "=", leadId).execute();
    await expect.poll(() => server.logs().some((l) => l.msg === "cross-site admin request refused")).toBe(true);
  });

  it("reports the notification queue in /readyz without any lead data", async () => {
    const ready = await (await fetch(`${server.url}/readyz`)).json();
    expect(ready).toMatchObject({ status: "ready", notifications: { pending: 0, failed: 0, lastFailureAt: null } });
  });
});

describe("admin sign-in under attack", () => {
  it("answers 429 with Retry-After after 10 failures, then refuses even the right password, whatever X-Forwarded-For says", async () => {
    const server = await startServer({ ADMIN_PASSWORD });
    try {
      await failUntilRefused((i) =>
        fetch(`${server.url}/admin`, {
          method: "POST",
          headers: { "x-forwarded-for": `198.51.100.${i}` },
          body: form({ intent: "login", password: `guess-${i}` }),
        }),
      );
      for (const password of ["guess-again", ADMIN_PASSWORD]) {
        const res = await fetch(`${server.url}/admin`, {
          method: "POST",
          headers: { "x-forwarded-for": `203.0.113.${Math.floor(Math.random() * 200)}` },
          body: form({ intent: "login", password }),
          redirect: "manual",
        });
        expect(res.status).toBe(429);
        expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
        expect(res.headers.getSetCookie().filter((c) => c.startsWith("cc_admin="))).toEqual([]);
        expect(await res.text()).toContain("Too many sign-in attempts");
      }
    } finally {
      await server.stop();
    }
  });

  it("behind a trusted proxy: limits each client IP separately, and uses a Secure __Host- cookie over HTTPS", async () => {
    const server = await startServer({ ADMIN_PASSWORD, TRUST_PROXY: "1" });
    try {
      const https = { "x-forwarded-proto": "https" };
      await failUntilRefused(() =>
        fetch(`${server.url}/admin`, {
          method: "POST",
          headers: { ...https, "x-forwarded-for": "203.0.113.7" },
          body: form({ intent: "login", password: "wrong-wrong" }),
        }),
      );
      // Refused now even with the right password.
      const blocked = await fetch(`${server.url}/admin`, {
        method: "POST",
        headers: { ...https, "x-forwarded-for": "203.0.113.7" },
        body: form({ intent: "login", password: ADMIN_PASSWORD }),
      });
      expect(blocked.status).toBe(429);
      const res = await fetch(`${server.url}/admin`, {
        method: "POST",
        headers: { ...https, "x-forwarded-for": "203.0.113.8" },
        body: form({ intent: "login", password: ADMIN_PASSWORD }),
        redirect: "manual",
      });
      expect(res.status).toBe(303);
      const session = res.headers.getSetCookie().find((c) => c.startsWith("__Host-cc_admin="))!;
      expect(session).toMatch(/^__Host-cc_admin=[\w-]{43}; Path=\/; HttpOnly; SameSite=Lax; Max-Age=\d+; Secure$/);
      const cookie = session.split(";")[0]!;
      expect(await (await fetch(`${server.url}/admin`, { headers: { ...https, cookie } })).text()).toContain("Total Leads");
      // The Secure cookie means nothing on plain HTTP.
      expect(await (await fetch(`${server.url}/admin`, { headers: { cookie } })).text()).not.toContain("Total Leads");
    } finally {
      await server.stop();
    }
  });
});

describe("admin password at start-up", () => {
  it("generates one at the first start, shows it once on stdout, and keeps only its hash", async () => {
    const first = await startServer({});
    let password = "";
    try {
      const out = first.stdout.join("\n");
      password = /Admin password[^\n]*\n\s+([A-Za-z0-9]{24})\n/.exec(out)?.[1] ?? "";
      expect(password).toHaveLength(24);
      // Only that one plain line carries it: not the JSON logs.
      expect(first.logs().some((l) => JSON.stringify(l).includes(password))).toBe(false);
      expect(await signIn(first.url, password)).toMatch(/^cc_admin=/);
    } finally {
      await first.stop();
    }
    const dbFile = fs.readFileSync(path.join(first.dataDir, "site.db"));
    const wal = path.join(first.dataDir, "site.db-wal");
    expect(dbFile.includes(password)).toBe(false);
    if (fs.existsSync(wal)) expect(fs.readFileSync(wal).includes(password)).toBe(false);

    const second = await startServer({ DATA_DIR: first.dataDir });
    try {
      expect(second.stdout.join("\n")).not.toContain("Admin password");
      expect(await signIn(second.url, password)).toMatch(/^cc_admin=/);
    } finally {
      await second.stop();
    }
  });

  it.each(["password1234", "Canopy2025!!", "aaaaaaaaaaaaaaaa"])(
    "refuses to start with the weak ADMIN_PASSWORD %s, in one line naming it",
    async (weak) => {
      const { code, stderr } = await runServerExpectingExit({ ADMIN_PASSWORD: weak });
      expect(code).toBe(1);
      expect(stderr.trim().split("\n")).toHaveLength(1);
      expect(stderr).toMatch(/^Invalid configuration: ADMIN_PASSWORD /);
      expect(stderr).not.toContain(weak);
    },
  );
});
