import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createHash } from "node:crypto";
import { gunzipSync, gzipSync } from "node:zlib";
import Database from "better-sqlite3";
import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { migrations } from "../../db/migrations/index.ts";
import { openDatabase, type Db } from "./db.server.ts";
import { createLeadStore } from "./leads.server.ts";
import { createLogger } from "./logger.server.ts";
import { backupName, backupTime, createBackupSchedule, listBackups, takeBackup } from "./backup.server.ts";
import { RestoreRefused, restoreBackup } from "./backup-restore.server.ts";

const knownMigrations = Object.keys(migrations);
const made: string[] = [];
const opened: Db[] = [];
afterEach(async () => {
  for (const db of opened.splice(0)) await db.close().catch(() => {});
  for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "site-backup-test-"));
  made.push(dir);
  return dir;
}

async function siteWithLeads(count: number): Promise<{ dataDir: string; db: Db }> {
  const dataDir = path.join(tempDir(), "data");
  const db = await openDatabase({ dataDir });
  opened.push(db);
  const store = createLeadStore(db);
  await Promise.all(Array.from({ length: count }, (_, i) => store.createLead({ source: "contact", idempotencyKey: `seed-${i}`, name: `Seed ${i}` })));
  return { dataDir, db };
}

/** The ids of the leads in a (stopped site's) database file. */
function leadIdsIn(file: string): Set<string> {
  const db = new Database(file, { readonly: true });
  try {
    return new Set((db.prepare("select id from leads").all() as { id: string }[]).map((r) => r.id));
  } finally {
    db.close();
  }
}

/** Every file of a data folder with a hash of its content: "nothing changed" is this staying equal. */
function snapshot(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of fs.readdirSync(dir)) {
    const file = path.join(dir, name);
    if (fs.statSync(file).isFile()) out[name] = createHash("sha256").update(fs.readFileSync(file)).digest("hex");
  }
  return out;
}

function capturingLog() {
  const lines: Record<string, unknown>[] = [];
  return { lines, log: createLogger({ write: (line) => lines.push(JSON.parse(line) as Record<string, unknown>) }) };
}

describe("backup names", () => {
  it("carry the UTC time, to the millisecond, and only such files are taken for backups", () => {
    const at = new Date("2026-03-04T05:06:07.089Z");
    expect(backupName(at)).toBe("site-2026-03-04T05-06-07-089Z.db.gz");
    expect(backupTime(backupName(at))).toEqual(at);
    expect(backupTime("site.db")).toBeNull();
    expect(backupTime("notes-2026-03-04.txt")).toBeNull();
  });
});

describe("a backup while leads are being written", () => {
  it("holds every lead acknowledged before it began, passes the integrity check and restores into an empty folder", async () => {
    const { dataDir, db } = await siteWithLeads(2_000);
    const store = createLeadStore(db);
    const acknowledged: { id: string; at: number }[] = [];
    let writing = true;
    let n = 0;
    // Eight writers, as visitors' requests would, each waiting for its acknowledgement.
    const writers = Array.from({ length: 8 }, async () => {
      while (writing) {
        const { lead } = await store.createLead({ source: "contact", idempotencyKey: `live-${++n}`, name: `Live ${n}` });
        acknowledged.push({ id: lead.id, at: Date.now() });
      }
    });
    await expect.poll(() => acknowledged.length).toBeGreaterThan(200);
    const backup = await takeBackup({ dataDir, backupDir: path.join(dataDir, "backups") });
    const doneAt = Date.now();
    await expect.poll(() => acknowledged.filter((a) => a.at > doneAt).length).toBeGreaterThan(50);
    writing = false;
    await Promise.all(writers);

    // Writes did go on while it was taken.
    const during = acknowledged.filter((a) => a.at >= backup.at.getTime() && a.at <= doneAt).length;
    expect(during).toBeGreaterThan(0);

    const restoredDir = path.join(tempDir(), "fresh-data");
    const result = await restoreBackup({ file: backup.file, dataDir: restoredDir, knownMigrations });
    expect(result.replacedBy).toBeNull();
    const ids = leadIdsIn(result.restored);
    const before = acknowledged.filter((a) => a.at < backup.at.getTime());
    expect(before.length).toBeGreaterThan(200);
    expect(before.filter((a) => !ids.has(a.id))).toEqual([]);
    expect(ids.size).toBeGreaterThanOrEqual(2_000 + before.length);
    expect(result.leads).toBe(ids.size);

    const check = new Database(result.restored, { readonly: true });
    expect(check.pragma("integrity_check", { simple: true })).toBe("ok");
    check.close();
    // The site opens it (migrations find nothing to do) and reads its leads.
    const reopened = await openDatabase({ dataDir: restoredDir });
    opened.push(reopened);
    expect(await createLeadStore(reopened).getLead(before[0]!.id)).toMatchObject({ name: expect.stringMatching(/^Live /) });
  });

  it("keeps the database it replaces, beside it under a timestamped name", async () => {
    const { dataDir, db } = await siteWithLeads(5);
    const backup = await takeBackup({ dataDir, backupDir: path.join(dataDir, "backups") });
    await createLeadStore(db).createLead({ source: "contact", idempotencyKey: "after-backup", name: "After the backup" });
    await db.close();
    const result = await restoreBackup({ file: backup.file, dataDir, knownMigrations, now: new Date("2026-01-02T03:04:05.678Z") });
    expect(result.replacedBy).toBe(path.join(dataDir, "site.db.replaced-2026-01-02T03-04-05Z"));
    // The WAL was folded into the replaced file: it is whole on its own.
    expect(
      fs
        .readdirSync(dataDir)
        .filter((f) => f.startsWith("site.db"))
        .sort(),
    ).toEqual(["site.db", "site.db.replaced-2026-01-02T03-04-05Z"]);
    expect(leadIdsIn(result.replacedBy!).size).toBe(6);
    expect(leadIdsIn(result.restored).size).toBe(5);
  });
});

describe("restore refuses, and changes nothing", () => {
  async function stoppedSiteAndBackup() {
    const { dataDir, db } = await siteWithLeads(300);
    const backup = await takeBackup({ dataDir, backupDir: path.join(tempDir(), "backups") });
    await db.close();
    return { dataDir, backup: backup.file, before: snapshot(dataDir) };
  }

  const variants: [string, (good: Buffer, dir: string) => Buffer, RegExp][] = [
    ["a file that is not gzip", () => Buffer.from("leads,emails\n1,a@example.com\n"), /is not a backup: it is not gzip-compressed/],
    ["a truncated backup", (good) => good.subarray(0, Math.floor(good.length / 2)), /is damaged or incomplete: it does not decompress/],
    ["a gzip of something else", () => gzipSync(Buffer.from("not a database ".repeat(100))), /does not hold a SQLite database/],
    [
      "a database whose pages are damaged",
      (good) => {
        const raw = Buffer.from(gunzipSync(good));
        // Scribble over the pages after the schema: the leads' b-trees.
        for (let i = 8192; i < raw.length - 4096; i += 4096) raw.fill(0xa5, i + 100, i + 600);
        return gzipSync(raw);
      },
      /is damaged: (PRAGMA integrity_check reports|SQLite cannot read it)/,
    ],
    [
      "another application's SQLite database",
      (_good, dir) => {
        const file = path.join(dir, "other.db");
        const other = new Database(file);
        other.exec("create table notes (id integer primary key, body text); insert into notes (body) values ('hello')");
        other.close();
        return gzipSync(fs.readFileSync(file));
      },
      /is not a backup of this site: it has no leads table/,
    ],
    [
      "a backup from a newer version of the site",
      (good, dir) => {
        const file = path.join(dir, "newer.db");
        fs.writeFileSync(file, gunzipSync(good));
        const newer = new Database(file);
        newer.prepare("insert into kysely_migration (name, timestamp) values (?, ?)").run("9999-from-the-future", new Date().toISOString());
        newer.close();
        return gzipSync(fs.readFileSync(file));
      },
      /made by a newer version of the site: .*9999-from-the-future/,
    ],
  ];

  it.each(variants)("%s", async (_name, make, message) => {
    const { dataDir, backup, before } = await stoppedSiteAndBackup();
    const work = tempDir();
    const bad = path.join(work, "site-bad.db.gz");
    fs.writeFileSync(bad, make(fs.readFileSync(backup), work));
    const attempt = restoreBackup({ file: bad, dataDir, knownMigrations });
    await expect(attempt).rejects.toBeInstanceOf(RestoreRefused);
    await expect(attempt).rejects.toThrow(message);
    expect(snapshot(dataDir)).toEqual(before);
  });

  it("into a data folder that does not exist yet, leaving none behind", async () => {
    const { backup } = await stoppedSiteAndBackup();
    const work = tempDir();
    const bad = path.join(work, "site-bad.db.gz");
    fs.writeFileSync(bad, gzipSync(Buffer.from("not a database ".repeat(100))));
    const dataDir = path.join(work, "new", "data");
    await expect(restoreBackup({ file: bad, dataDir, knownMigrations })).rejects.toThrow(/does not hold a SQLite database/);
    expect(fs.existsSync(path.join(work, "new"))).toBe(false);
    // The good one goes in.
    expect((await restoreBackup({ file: backup, dataDir, knownMigrations })).leads).toBe(300);
  });

  it("a file that does not exist", async () => {
    const { dataDir, before } = await stoppedSiteAndBackup();
    await expect(restoreBackup({ file: path.join(dataDir, "nope.db.gz"), dataDir, knownMigrations })).rejects.toThrow(/^No backup file at /);
    expect(snapshot(dataDir)).toEqual(before);
  });

  it("while the site runs on that data folder, even idle", async () => {
    const { dataDir, db } = await siteWithLeads(10);
    const backup = await takeBackup({ dataDir, backupDir: path.join(tempDir(), "backups") });
    // The site's connection, open as the server keeps it; nothing is being written. Its checkpoint
    // worker copies the log into the database file on its own schedule: once the log is emptied, the
    // files stand still, and any change after that is the restore's.
    await expect
      .poll(async () => (await sql<{ busy: number; log: number }>`pragma wal_checkpoint(TRUNCATE)`.execute(db.kysely)).rows[0])
      .toEqual(expect.objectContaining({ busy: 0, log: 0 }));
    const before = snapshot(dataDir);
    const attempt = restoreBackup({ file: backup.file, dataDir, knownMigrations });
    await expect(attempt).rejects.toThrow(/The site is running on .*: its database is open in another process\. Stop the site/);
    expect(snapshot(dataDir)).toEqual(before);
    // And the site goes on working.
    await createLeadStore(db).createLead({ source: "contact", idempotencyKey: "still-working", name: "Still working" });
  });
});

describe("the backup schedule", () => {
  it("takes one every interval and keeps only the newest BACKUP_KEEP, leaving other files alone", async () => {
    const { dataDir } = await siteWithLeads(20);
    const backupDir = path.join(tempDir(), "backups");
    fs.mkdirSync(backupDir);
    fs.writeFileSync(path.join(backupDir, "README.txt"), "the operator's own file");
    const { lines, log } = capturingLog();
    const schedule = createBackupSchedule({ dataDir, backupDir, everyMs: 150, keep: 3, log, firstDelayMs: 0 });
    schedule.start();
    await expect.poll(() => lines.filter((l) => l.msg === "backup taken").length).toBeGreaterThanOrEqual(6);
    await schedule.stop();
    const taken = lines.filter((l) => l.msg === "backup taken").map((l) => l.file as string);
    const kept = (await listBackups(backupDir)).map((b) => b.name);
    expect(kept).toEqual(taken.slice(-3).reverse());
    expect(fs.readdirSync(backupDir).sort()).toEqual([...kept, "README.txt"].sort());
    const status = await schedule.status();
    expect(status).toMatchObject({ keep: 3, lastFailure: null, lastGoodAt: (await listBackups(backupDir))[0]!.at.toISOString() });
    expect(status.lastGoodAgeSeconds).toBeGreaterThanOrEqual(0);
  });

  it("counts from the newest backup in the folder, so a restart takes none before it is due", async () => {
    const { dataDir } = await siteWithLeads(1);
    const backupDir = path.join(tempDir(), "backups");
    fs.mkdirSync(backupDir);
    const recent = new Date(Date.now() - 60_000);
    fs.writeFileSync(path.join(backupDir, backupName(recent)), "");
    const { log } = capturingLog();
    const schedule = createBackupSchedule({ dataDir, backupDir, everyMs: 3_600_000, keep: 3, log, firstDelayMs: 0 });
    schedule.start();
    await expect.poll(async () => (await schedule.status()).nextAt).not.toBeNull();
    const { nextAt, lastGoodAgeSeconds, every } = await schedule.status();
    expect(every).toBe("1h");
    expect(new Date(nextAt!).getTime()).toBe(recent.getTime() + 3_600_000);
    expect(lastGoodAgeSeconds).toBeGreaterThanOrEqual(60);
    await schedule.stop();
  });

  it("logs a failed backup as an error and tries again after a growing pause until it succeeds", async () => {
    const { dataDir } = await siteWithLeads(5);
    // The backup folder's path is taken by a file: every attempt fails until it is moved away.
    const backupDir = path.join(tempDir(), "backups");
    fs.writeFileSync(backupDir, "in the way");
    const { lines, log } = capturingLog();
    const schedule = createBackupSchedule({ dataDir, backupDir, everyMs: 3_600_000, keep: 3, log, firstDelayMs: 0, retryBaseMs: 40 });
    schedule.start();
    const failures = () => lines.filter((l) => l.msg === "backup failed; trying again");
    await expect.poll(() => failures().length).toBeGreaterThanOrEqual(3);
    expect(failures().every((l) => l.level === "error" && l.cause === "backup folder path is not a folder")).toBe(true);
    expect(
      failures()
        .slice(0, 3)
        .map((l) => l.retryInMs),
    ).toEqual([40, 80, 160]);
    const failing = await schedule.status();
    expect(failing).toMatchObject({ lastGoodAt: null, lastFailure: "backup folder path is not a folder" });
    expect(failing.lastFailureAt).not.toBeNull();

    fs.rmSync(backupDir);
    await expect.poll(() => lines.some((l) => l.msg === "backup taken")).toBe(true);
    const recovered = await schedule.status();
    expect(recovered).toMatchObject({ lastFailure: null, lastFailureAt: null });
    expect(recovered.lastGoodAgeSeconds).not.toBeNull();
    await schedule.stop();
    expect(await listBackups(backupDir)).toHaveLength(1);
  });
});
