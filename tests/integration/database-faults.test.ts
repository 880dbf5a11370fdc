/**
 * The database failing under the real server: a SQLite file locked by another process, on a
 * full disk or made read-only, PostgreSQL connections killed mid-load. The process survives, answers 503 with
 * Retry-After while it cannot store, acknowledges nothing it did not store, and serves
 * again without a restart.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import SQLite from "better-sqlite3";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "#app/services/db.server.ts";
import { PG_ADMIN_URL, createPgDatabase } from "../support/databases";
import { startServer, type RunningServer } from "../support/server-process";
import { openServerDb } from "../support/admin";

const contact = (key: string, name = "Lock Tester") =>
  new URLSearchParams({ idempotencyKey: key, company_website: "", name, email: "lock@example.com" });

describe("SQLite locked by another process", () => {
  let server: RunningServer;
  let other: SQLite.Database;

  beforeAll(async () => {
    server = await startServer({ RATE_LIMITS: "off" });
    other = new SQLite(path.join(server.dataDir, "site.db"));
    other.pragma("busy_timeout = 10000");
  });
  afterAll(async () => {
    if (other?.inTransaction) other.prepare("rollback").run();
    other?.close();
    await server?.stop();
  });

  it("answers 503 with Retry-After, keeps health and pages answering, and stores the lead once the lock is gone", async () => {
    other.prepare("begin exclusive").run();
    const key = crypto.randomUUID();
    const pending = fetch(`${server.url}/api/leads/contact`, { method: "POST", body: contact(key) });
    // While that write waits, the process is free: health, readiness and a page answer.
    let settled = false;
    void pending.finally(() => (settled = true));
    let answeredDuringWait = 0;
    while (!settled) {
      const [health, page] = await Promise.all([fetch(`${server.url}/healthz`), fetch(`${server.url}/contact`)]);
      expect(health.status).toBe(200);
      expect(page.status).toBe(200);
      answeredDuringWait++;
    }
    expect(answeredDuringWait).toBeGreaterThan(1);
    const refused = await pending;
    expect(refused.status).toBe(503);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await refused.json()).toMatchObject({ ok: false, error: "There was an issue sending your message. Please try again." });

    const ready = await fetch(`${server.url}/readyz`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({ database: { ok: false, writable: false, cause: "locked by another process" } });
    expect(other.prepare("select count(*) as n from leads where idempotency_key = ?").get(key)).toEqual({ n: 0 });

    // The same submission, retried while the lock is released, is stored and acknowledged.
    const retry = fetch(`${server.url}/api/leads/contact`, { method: "POST", body: contact(key) });
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    other.prepare("rollback").run();
    expect((await retry).status).toBe(201);
    expect(other.prepare("select count(*) as n from leads where idempotency_key = ?").get(key)).toEqual({ n: 1 });
    expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
    expect(server.logs().some((l) => l.msg === "lead capture failed" && l.cause === "locked by another process")).toBe(true);
  });
});

/** Mounting a small file system and marking files immutable both take root. */
const isRoot = process.platform === "linux" && process.getuid?.() === 0;
const post = (url: string, key: string, name = "Disk Tester") => fetch(`${url}/api/leads/contact`, { method: "POST", body: contact(key, name) });
const storedKeys = (dataDir: string, keys: string[]): Set<string> => {
  const file = new SQLite(path.join(dataDir, "site.db"), { readonly: true });
  try {
    const rows = file.prepare(`select idempotency_key as k from leads where idempotency_key in (${keys.map(() => "?").join(",")})`).all(...keys) as {
      k: string;
    }[];
    return new Set(rows.map((r) => r.k));
  } finally {
    file.close();
  }
};

// A real full disk: the server's data folder is an 8 MB file system, filled up by the test.
describe.skipIf(!isRoot)("SQLite on a full disk (needs root to mount a small file system)", () => {
  let server: RunningServer;
  let dir: string;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "site-full-"));
    execFileSync("mount", ["-t", "tmpfs", "-o", "size=8m", "tmpfs", dir]);
    server = await startServer({ DATA_DIR: dir, RATE_LIMITS: "off" });
  });
  afterAll(async () => {
    await server?.stop();
    if (dir) {
      execFileSync("umount", ["-l", dir]);
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("answers 503 with Retry-After, names the cause in /readyz and the log, stores what it acknowledged, and recovers when space is freed", async () => {
    const acknowledged: string[] = [(await post(server.url, "before-full")).status === 201 ? "before-full" : "missing"];
    expect(acknowledged).toEqual(["before-full"]);
    // Fill the rest of the disk.
    const filler = path.join(dir, "filler");
    const fd = fs.openSync(filler, "w");
    const block = Buffer.alloc(64 * 1024, 1);
    try {
      for (;;) fs.writeSync(fd, block);
    } catch (error) {
      expect((error as NodeJS.ErrnoException).code).toBe("ENOSPC");
    } finally {
      fs.closeSync(fd);
    }

    // Space SQLite already holds (its write-ahead log) may take a few more; then it refuses.
    let refused: Response | undefined;
    for (let i = 0; i < 400 && !refused; i++) {
      const key = `disk-full-${i}`;
      const res = await post(server.url, key);
      if (res.status === 201) acknowledged.push(key);
      else {
        expect(res.status).toBe(503);
        refused = res;
      }
    }
    expect(refused, "a write was refused once the disk was full").toBeDefined();
    expect(Number(refused!.headers.get("retry-after"))).toBeGreaterThan(0);
    const ready = await fetch(`${server.url}/readyz`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({ database: { ok: false, writable: false, cause: "disk full" } });
    // Health and pages keep answering.
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    expect((await fetch(`${server.url}/services`)).status).toBe(200);
    await expect.poll(() => server.logs().some((l) => l.msg === "lead capture failed" && l.cause === "disk full")).toBe(true);

    fs.rmSync(filler);
    const after = await post(server.url, "after-full");
    expect(after.status).toBe(201);
    acknowledged.push("after-full");
    expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
    // Every acknowledged lead is stored.
    expect([...storedKeys(dir, acknowledged)].sort()).toEqual([...acknowledged].sort());
  });
});

// A file made read-only under the running server: chattr +i refuses writes even through the
// descriptors SQLite already holds (chmod would not, and root ignores it anyway).
describe.skipIf(!isRoot)("SQLite file made read-only while serving (needs root for chattr)", () => {
  let server: RunningServer;
  let files: string[] = [];
  const chattr = (flag: string) => execFileSync("chattr", [flag, ...files]);

  beforeAll(async () => {
    server = await startServer({ RATE_LIMITS: "off" });
    const db = path.join(server.dataDir, "site.db");
    files = [db, `${db}-wal`].filter((f) => fs.existsSync(f));
  });
  afterAll(async () => {
    if (files.length) chattr("-i");
    await server?.stop();
  });

  it("answers 503 with Retry-After, names the cause in /readyz and the log, stores nothing, and recovers when writable again", async () => {
    expect((await post(server.url, "before-ro")).status).toBe(201);
    chattr("+i");
    const refused = await post(server.url, "while-ro");
    expect(refused.status).toBe(503);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    const ready = await fetch(`${server.url}/readyz`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({ database: { ok: false, writable: false, cause: "read-only" } });
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    await expect.poll(() => server.logs().some((l) => l.msg === "lead capture failed" && l.cause === "read-only")).toBe(true);
    // Not the symptom SQLite was once reported by: the real cause.
    expect(server.stdout.join("\n")).not.toContain("cannot rollback");

    chattr("-i");
    const retry = await post(server.url, "while-ro");
    expect(retry.status).toBe(201);
    expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
    expect([...storedKeys(server.dataDir, ["before-ro", "while-ro"])].sort()).toEqual(["before-ro", "while-ro"]);
  });
});

describe("PostgreSQL connections killed under load", () => {
  let server: RunningServer;
  let db: Db;
  let created: Awaited<ReturnType<typeof createPgDatabase>>;

  beforeAll(async () => {
    created = await createPgDatabase();
    server = await startServer({ DATABASE_URL: created.url, RATE_LIMITS: "off" });
    db = await openServerDb({ dataDir: server.dataDir, databaseUrl: created.url });
  });
  afterAll(async () => {
    await db?.close();
    await server?.stop();
    await created?.drop();
  });

  async function killConnections(): Promise<number> {
    const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
    await admin.connect();
    try {
      const dbName = new URL(created.url).pathname.slice(1);
      const { rowCount } = await admin.query(
        "select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()",
        [dbName],
      );
      return rowCount ?? 0;
    } finally {
      await admin.end();
    }
  }

  it("never ends the process, loses no acknowledged lead, answers 503 + Retry-After meanwhile, and serves again", async () => {
    const acknowledged = new Set<string>();
    const outcomes = new Map<string, number>();
    let stop = false;
    const worker = async (w: number) => {
      for (let i = 0; !stop; i++) {
        const key = `pgkill-${w}-${i}-${crypto.randomUUID()}`;
        try {
          const res = await fetch(`${server.url}/api/leads/contact`, { method: "POST", body: contact(key, `Load ${w} ${i}`) });
          outcomes.set(String(res.status), (outcomes.get(String(res.status)) ?? 0) + 1);
          if (res.status === 201 || res.status === 200) acknowledged.add(key);
          else {
            expect(res.status).toBe(503);
            expect(res.headers.get("retry-after")).toMatch(/^\d+$/);
          }
          await res.arrayBuffer().catch(() => {});
        } catch (error) {
          outcomes.set("network error", (outcomes.get("network error") ?? 0) + 1);
          throw error;
        }
      }
    };
    const workers = Array.from({ length: 12 }, (_, w) => worker(w));
    let killed = 0;
    for (let round = 0; round < 4; round++) {
      const target = acknowledged.size + 15;
      await expect.poll(() => acknowledged.size, { timeout: 60_000 }).toBeGreaterThanOrEqual(target);
      killed += await killConnections();
    }
    const target = acknowledged.size + 15;
    await expect.poll(() => acknowledged.size, { timeout: 60_000 }).toBeGreaterThanOrEqual(target);
    stop = true;
    await Promise.all(workers);

    expect(killed).toBeGreaterThan(0);
    expect(server.proc.exitCode).toBeNull();
    expect(outcomes.get("network error") ?? 0).toBe(0);
    const stored = await db.kysely.selectFrom("leads").select("idempotency_key").where("idempotency_key", "like", "pgkill-%").execute();
    const storedKeys = new Set(stored.map((r) => r.idempotency_key));
    const lost = [...acknowledged].filter((k) => !storedKeys.has(k));
    expect(lost).toEqual([]);
    // Still serving after the faults, with no restart.
    const after = await fetch(`${server.url}/api/leads/contact`, { method: "POST", body: contact(crypto.randomUUID()) });
    expect(after.status).toBe(201);
    expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
    expect(server.logs().some((l) => l.msg === "database connection lost" && l.cause === "connection lost")).toBe(true);
    console.info(`pg kill test: ${JSON.stringify(Object.fromEntries(outcomes))}, ${acknowledged.size} acknowledged, ${killed} connections killed`);
  });
});
