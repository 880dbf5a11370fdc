import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { afterEach, describe, expect, it } from "vitest";
import SQLite from "better-sqlite3";
import { sql } from "kysely";
import { openDatabase, type Db } from "./db.server";
import { startCheckpoints } from "./sqlite-checkpoints.server";

const dirs: string[] = [];
const dbs: Db[] = [];
async function open(): Promise<{ db: Db; dir: string }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "site-checkpoints-"));
  dirs.push(dir);
  const db = await openDatabase({ dataDir: dir });
  dbs.push(db);
  return { db, dir };
}
afterEach(async () => {
  for (const db of dbs.splice(0)) await db.close().catch(() => {});
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

const visitRows = (n: number) =>
  Array.from({ length: n }, () => ({
    id: randomUUID(),
    day: "2026-11-26",
    page: "/services",
    source: "google.com",
    visitor: randomUUID().slice(0, 22),
    created_at: new Date().toISOString(),
  }));

async function until<T>(probe: () => T | undefined, what: string): Promise<T> {
  for (let i = 0; i < 400; i++) {
    const value = probe();
    if (value !== undefined) return value;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`timed out waiting for ${what}`);
}

describe("SQLite checkpoints in a worker thread", () => {
  it("copies committed writes into the database file with no commit of the server doing it, and the file stays whole", async () => {
    const { db, dir } = await open();
    const file = path.join(dir, "site.db");
    const before = fs.statSync(file).size;
    // Far more than SQLite's own 1000-page limit: with its checkpoints off in the server's
    // connection, only the worker moves these pages into the file.
    for (let b = 0; b < 60; b++) {
      await db.writeTransaction(async (trx) => {
        await trx.insertInto("analytics_visits").values(visitRows(200)).execute();
      });
    }
    // SQLite's own checkpoints are off in the server's connection…
    const { rows: auto } = await sql<{ wal_autocheckpoint: number }>`pragma wal_autocheckpoint`.execute(db.kysely);
    expect(auto[0]?.wal_autocheckpoint).toBe(0);
    // …yet the rows reach the database file itself (without a checkpoint it stays as migrations left it).
    const grown = await until(() => (fs.statSync(file).size > before + 1_000_000 ? fs.statSync(file).size : undefined), "the worker's checkpoint");
    expect(grown).toBeGreaterThan(before);
    const rows = await db.kysely
      .selectFrom("analytics_visits")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    expect(Number(rows.n)).toBe(12_000);
    await db.close();
    const reopened = new SQLite(file);
    expect(reopened.pragma("integrity_check", { simple: true })).toBe("ok");
    expect((reopened.prepare("select count(*) as n from analytics_visits").get() as { n: number }).n).toBe(12_000);
    reopened.close();
  });

  it("commits a group of visits without a sync of its own, a group holding a lead with one, and puts FULL back", async () => {
    const { db } = await open();
    const syncIn = async (trx: Parameters<Parameters<Db["writeTransaction"]>[0]>[0]) =>
      (await sql<{ synchronous: number }>`pragma synchronous`.execute(trx)).rows[0]?.synchronous;
    // A group of visits alone commits with synchronous NORMAL (1): no sync of its own.
    const relaxed = await db.writeTransaction(
      async (trx) => {
        await trx.insertInto("analytics_visits").values(visitRows(3)).execute();
        return syncIn(trx);
      },
      { durable: false },
    );
    expect(relaxed).toBe(1);
    // A visit grouped with a durable write (a lead) commits with FULL (2), as the lead needs.
    const mixed = await Promise.all([
      db.writeTransaction(async (trx) => syncIn(trx), { durable: false }),
      db.writeTransaction(async (trx) => {
        await trx.insertInto("analytics_visits").values(visitRows(2)).execute();
        return syncIn(trx);
      }),
    ]);
    expect(mixed).toEqual([2, 2]);
    const { rows: after } = await sql<{ synchronous: number }>`pragma synchronous`.execute(db.kysely);
    // FULL (2) again once the relaxed group is done: the next lead syncs as it always did.
    expect(after[0]?.synchronous).toBe(2);
    const rows = await db.kysely
      .selectFrom("analytics_visits")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    expect(Number(rows.n)).toBe(5);
  });

  it("reports a worker that cannot checkpoint to the operator once, and hands checkpoints back to SQLite", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "site-checkpoints-"));
    dirs.push(dir);
    const database = new SQLite(path.join(dir, "site.db"));
    database.pragma("journal_mode = WAL");
    const causes: string[] = [];
    // The worker's own connection cannot open (no such folder): it fails as a broken disk or driver would.
    const checkpoints = startCheckpoints(path.join(dir, "missing", "site.db"), database, (cause) => causes.push(cause));
    expect(database.pragma("wal_autocheckpoint", { simple: true })).toBe(0);
    await until(() => (causes.length ? causes : undefined), "the worker's failure to be reported");
    expect(causes).toHaveLength(1);
    expect(causes[0]).toContain("fell back");
    // SQLite checkpoints itself again, so the log cannot grow without end.
    expect(database.pragma("wal_autocheckpoint", { simple: true })).toBe(1000);
    await checkpoints.close();
    database.close();
  });
});
