/**
 * The admin while another process holds the SQLite file for a moment (a backup, a burst of
 * leads, a second instance): a sign-in, a status change and a logout wait the moment out and
 * succeed, as the lead paths do, instead of failing the operator's click with a 500.
 */
import path from "node:path";
import SQLite from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "#app/services/db.server.ts";
import { startServer, type RunningServer } from "../support/server-process";
import { ADMIN_PASSWORD, form, openServerDb, seedLead, signIn } from "../support/admin";

describe("the admin with the database locked for a moment", () => {
  let server: RunningServer;
  let other: SQLite.Database;
  let db: Db;

  beforeAll(async () => {
    server = await startServer({ ADMIN_PASSWORD, RATE_LIMITS: "off" });
    db = await openServerDb(server);
    other = new SQLite(path.join(server.dataDir, "site.db"));
    other.pragma("busy_timeout = 10000");
  });
  afterAll(async () => {
    if (other?.inTransaction) other.prepare("rollback").run();
    other?.close();
    await db?.close();
    await server?.stop();
  });

  /** Takes the write lock, runs the request, and lets go after 400 ms (ten times the server's own wait for a lock). */
  async function whileLocked(request: () => Promise<Response>): Promise<Response> {
    other.prepare("begin immediate").run();
    const released = new Promise<void>((resolve) =>
      setTimeout(() => {
        other.prepare("commit").run();
        resolve();
      }, 400),
    );
    const response = await request();
    await released;
    return response;
  }

  it("signs in, changes a lead's status and logs out, each while another process holds the lock", async () => {
    const lead = await seedLead(db, { name: "Locked Moment", email: "locked@example.com" });

    const signedIn = await whileLocked(() =>
      fetch(`${server.url}/admin`, { method: "POST", body: form({ intent: "login", password: ADMIN_PASSWORD }), redirect: "manual" }),
    );
    expect(signedIn.status).toBe(303);
    const cookie = signedIn.headers
      .getSetCookie()
      .find((c) => c.startsWith("cc_admin="))!
      .split(";")[0]!;

    const changed = await whileLocked(() =>
      fetch(`${server.url}/admin`, {
        method: "POST",
        headers: { cookie },
        body: form({ intent: "status", id: lead.id, lead_status: "converted", respond: "data" }),
      }),
    );
    expect(changed.status).toBe(200);
    const stored = await db.kysely.selectFrom("leads").select("lead_status").where("id", "=", lead.id).executeTakeFirstOrThrow();
    expect(stored.lead_status).toBe("converted");

    const out = await whileLocked(() => fetch(`${server.url}/admin/logout`, { method: "POST", headers: { cookie }, redirect: "manual" }));
    expect(out.status).toBe(303);
    const sessions = await db.kysely.selectFrom("admin_sessions").select("id_hash").execute();
    expect(sessions).toHaveLength(0);
    // The audit trail has both, once each.
    const audit = await db.kysely.selectFrom("admin_audit").select("action").where("action", "in", ["login", "logout"]).execute();
    expect(audit.map((a) => a.action).sort()).toEqual(["login", "logout"]);
    // And a second sign-in still works once the lock is gone.
    expect(await signIn(server.url)).toMatch(/^cc_admin=/);
  });
});
