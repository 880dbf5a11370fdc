/**
 * Backups of the SQLite database: a consistent copy taken while the site runs and takes
 * writes, gzip-compressed and named by its UTC time; the schedule that takes one every
 * BACKUP_EVERY and keeps BACKUP_KEEP; and what /readyz and the admin say about them.
 * Restoring is in backup-restore.server.ts. (PostgreSQL is backed up with pg_dump: README.)
 */
import fs from "node:fs";
import path from "node:path";
import { createRequire } from "node:module";
import { Worker } from "node:worker_threads";
import type { Logger } from "./logger.server.ts";

/** The database file inside DATA_DIR (as db.server.ts opens it). */
export const SQLITE_FILE = "site.db";

/** `site-2026-11-25T21-05-09-123Z.db.gz`: sorts by time, and no `:` (which some file systems and stores refuse). */
const BACKUP_NAME = /^site-(\d{4}-\d\d-\d\d)T(\d\d)-(\d\d)-(\d\d)-(\d{3})Z\.db\.gz$/;

export function backupName(at: Date): string {
  return `site-${at.toISOString().replace(/:/g, "-").replace(".", "-")}.db.gz`;
}

/** When the backup of this name was taken, or null for a file that is not one of ours. */
export function backupTime(name: string): Date | null {
  const m = BACKUP_NAME.exec(name);
  if (!m) return null;
  const at = new Date(`${m[1]}T${m[2]}:${m[3]}:${m[4]}.${m[5]}Z`);
  return Number.isNaN(at.getTime()) ? null : at;
}

export interface BackupFile {
  name: string;
  file: string;
  at: Date;
  bytes: number;
}

/** The backups in a folder, newest first; files not named as backups are not ours and left out. */
export async function listBackups(backupDir: string): Promise<BackupFile[]> {
  let names: string[];
  try {
    names = await fs.promises.readdir(backupDir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
  const found: BackupFile[] = [];
  for (const name of names) {
    const at = backupTime(name);
    if (!at) continue;
    const file = path.join(backupDir, name);
    const stat = await fs.promises.stat(file).catch(() => null);
    if (stat?.isFile()) found.push({ name, file, at, bytes: stat.size });
  }
  return found.sort((a, b) => b.at.getTime() - a.at.getTime());
}

/** Deletes all but the newest `keep` backups; the names removed. Only files named as backups are touched. */
export async function pruneBackups(backupDir: string, keep: number): Promise<string[]> {
  const old = (await listBackups(backupDir)).slice(Math.max(1, keep));
  for (const b of old) await fs.promises.rm(b.file, { force: true });
  return old.map((b) => b.name);
}

export interface BackupResult {
  file: string;
  name: string;
  /** When the copy began: every write committed before this is in it. */
  at: Date;
  /** Size of the compressed file, and of the database it holds. */
  bytes: number;
  databaseBytes: number;
  ms: number;
  /** Of which the consistent copy (the rest is compressing and syncing it to disk). */
  copyMs: number;
}

/**
 * Reads the live database whole inside one read transaction (`serialize()`), so the copy is
 * one consistent moment; in WAL mode a reader never blocks the site's writer. Then gzip, and
 * the compressed file written and synced. All of it in a worker thread on its own
 * connection: better-sqlite3 and gzipSync are synchronous, and the site's event loop keeps
 * answering meanwhile. The copy is held in memory (the database's size) rather than written
 * to a temporary file: 100 MB of raw pages written and synced beside the database made the
 * site's own syncs wait (ADR 016).
 *
 * The worker's code is given as text rather than a file: the server is bundled by the build,
 * which would not carry a separate worker file along.
 */
const BACKUP_IN_WORKER = `
const fs = require("node:fs");
const zlib = require("node:zlib");
const { parentPort, workerData } = require("node:worker_threads");
const Database = require(workerData.driver);
try {
  const started = performance.now();
  const source = new Database(workerData.source, { fileMustExist: true, timeout: 5000 });
  let copy;
  try {
    source.exec("begin");
    source.prepare("select count(*) from sqlite_master").get();
    copy = source.serialize();
    source.exec("commit");
  } finally {
    source.close();
  }
  const copyMs = Math.round(performance.now() - started);
  // Level 1: within a few per cent of level 6 on this data, for about a quarter less CPU, on a core the site shares.
  const gz = zlib.gzipSync(copy, { level: 1 });
  const fd = fs.openSync(workerData.target, "w");
  try {
    fs.writeSync(fd, gz);
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
  parentPort.postMessage({ ok: true, databaseBytes: copy.length, copyMs });
} catch (error) {
  parentPort.postMessage({ ok: false, message: String((error && error.message) || error), code: error && error.code });
}
`;

interface WorkerOutcome {
  ok: boolean;
  databaseBytes?: number;
  copyMs?: number;
  message?: string;
  code?: string;
}

function backupInWorker(source: string, target: string): Promise<{ databaseBytes: number; copyMs: number }> {
  const driver = createRequire(import.meta.url).resolve("better-sqlite3");
  return new Promise((resolve, reject) => {
    const worker = new Worker(BACKUP_IN_WORKER, { eval: true, workerData: { driver, source, target } });
    let settled = false;
    worker.once("message", (m: WorkerOutcome) => {
      settled = true;
      if (m.ok) resolve({ databaseBytes: m.databaseBytes!, copyMs: m.copyMs! });
      else reject(Object.assign(new Error(m.message ?? "backup failed"), { code: m.code }));
    });
    worker.once("error", (error) => {
      settled = true;
      reject(error);
    });
    worker.once("exit", (code) => {
      if (!settled) reject(new Error(`backup worker ended (exit code ${code}) before finishing`));
    });
  });
}

/** Flushes a file or folder to disk, so a backup reported done survives a power cut. */
async function syncPath(target: string) {
  const handle = await fs.promises.open(target, "r");
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * Takes one backup of DATA_DIR's database into `backupDir`. The file appears under its
 * final name only once complete and on disk (written as `.partial`, then renamed), so a
 * crash, a full disk or a copy tool never sees half a backup under a backup's name.
 */
export async function takeBackup(options: { dataDir: string; backupDir: string; now?: () => Date }): Promise<BackupResult> {
  const started = performance.now();
  const source = path.resolve(options.dataDir, SQLITE_FILE);
  if (!fs.existsSync(source)) throw new Error(`No database to back up at ${source}`);
  const at = (options.now ?? (() => new Date()))();
  const name = backupName(at);
  await fs.promises.mkdir(options.backupDir, { recursive: true });
  const file = path.join(options.backupDir, name);
  const partial = path.join(options.backupDir, `.${name}.partial`);
  try {
    const { databaseBytes, copyMs } = await backupInWorker(source, partial);
    await fs.promises.rename(partial, file);
    await syncPath(options.backupDir);
    const bytes = (await fs.promises.stat(file)).size;
    return { file, name, at, bytes, databaseBytes, ms: Math.round(performance.now() - started), copyMs };
  } finally {
    await fs.promises.rm(partial, { force: true });
  }
}

/** A failure's cause in a few words, for logs and /readyz (which is public: no paths). */
export function describeBackupError(error: unknown): string {
  const code = String((error as { code?: unknown })?.code ?? "");
  if (code === "ENOSPC" || code === "SQLITE_FULL") return "disk full";
  if (code === "EACCES" || code === "EPERM" || code === "EROFS" || code.startsWith("SQLITE_READONLY")) return "backup folder not writable";
  if (code === "EEXIST" || code === "ENOTDIR") return "backup folder path is not a folder";
  if (code.startsWith("SQLITE_BUSY")) return "database locked";
  if (code.startsWith("SQLITE_CORRUPT") || code === "SQLITE_NOTADB") return "database file corrupt";
  if (/No database to back up/.test(String((error as Error)?.message))) return "no database file";
  return "backup failed";
}

export interface BackupStatus {
  /** How often the server takes one (e.g. "24h"), or "off". */
  every: string;
  keep: number;
  /** The newest backup in the folder (whoever took it), and its age. */
  lastGoodAt: string | null;
  lastGoodAgeSeconds: number | null;
  /** This process's last failed attempt since its last good one. */
  lastFailureAt: string | null;
  lastFailure: string | null;
  nextAt: string | null;
}

export interface BackupSchedule {
  start(): void;
  /** Stops the timer and waits for a backup in progress to finish. */
  stop(): Promise<void>;
  status(): Promise<BackupStatus>;
}

export interface BackupScheduleOptions {
  dataDir: string;
  backupDir: string;
  /** Milliseconds between backups; null: none are taken (status is still reported). */
  everyMs: number | null;
  keep: number;
  log: Logger;
  /** Wait after start before a first, overdue backup (the site's start-up comes first). */
  firstDelayMs?: number;
  /** First pause after a failure; doubles each time, never beyond the interval or an hour. */
  retryBaseMs?: number;
  take?: typeof takeBackup;
}

export function formatEvery(ms: number | null): string {
  if (ms === null) return "off";
  for (const [unit, size] of [
    ["d", 86_400_000],
    ["h", 3_600_000],
    ["m", 60_000],
  ] as const)
    if (ms % size === 0) return `${ms / size}${unit}`;
  return `${ms / 1000}s`;
}

/**
 * Takes a backup every `everyMs`, counted from the newest backup in the folder, so a
 * restart neither skips one nor takes an extra; keeps the newest `keep`. A failure is
 * logged as an error and tried again after a growing pause; it never reaches the site.
 */
export function createBackupSchedule(options: BackupScheduleOptions): BackupSchedule {
  const { log, everyMs, keep } = options;
  const take = options.take ?? takeBackup;
  const firstDelay = options.firstDelayMs ?? 10_000;
  const retryBase = options.retryBaseMs ?? 60_000;
  let timer: NodeJS.Timeout | undefined;
  let nextAt: Date | null = null;
  let running: Promise<void> | null = null;
  let stopped = false;
  let failures = 0;
  let lastFailure: { at: Date; cause: string } | null = null;

  const plan = (delayMs: number) => {
    if (stopped) return;
    nextAt = new Date(Date.now() + delayMs);
    timer = setTimeout(() => {
      running = run().finally(() => (running = null));
    }, delayMs);
    timer.unref();
  };

  async function run() {
    try {
      const result = await take({ dataDir: options.dataDir, backupDir: options.backupDir });
      failures = 0;
      lastFailure = null;
      const removed = await pruneBackups(options.backupDir, keep).catch((error: unknown) => {
        log.error("removing old backups failed; tried again after the next backup", { error });
        return [];
      });
      log.info("backup taken", {
        file: result.name,
        bytes: result.bytes,
        databaseBytes: result.databaseBytes,
        copyMs: result.copyMs,
        ms: result.ms,
        removed: removed.length,
      });
      plan(everyMs!);
    } catch (error) {
      failures += 1;
      const cause = describeBackupError(error);
      lastFailure = { at: new Date(), cause };
      const retryMs = Math.min(retryBase * 2 ** (failures - 1), everyMs!, 3_600_000);
      log.error("backup failed; trying again", { cause, error, attempt: failures, retryInMs: retryMs });
      plan(retryMs);
    }
  }

  return {
    start() {
      if (everyMs === null) return;
      void listBackups(options.backupDir)
        .catch(() => [])
        .then((found) => {
          const newest = found[0]?.at.getTime();
          const due = newest === undefined ? 0 : newest + everyMs - Date.now();
          plan(Math.max(firstDelay, due));
        });
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      nextAt = null;
      await running;
    },
    async status() {
      const newest = (await listBackups(options.backupDir).catch(() => []))[0];
      return {
        every: formatEvery(everyMs),
        keep,
        lastGoodAt: newest?.at.toISOString() ?? null,
        lastGoodAgeSeconds: newest ? Math.max(0, Math.round((Date.now() - newest.at.getTime()) / 1000)) : null,
        lastFailureAt: lastFailure?.at.toISOString() ?? null,
        lastFailure: lastFailure?.cause ?? null,
        nextAt: nextAt?.toISOString() ?? null,
      };
    },
  };
}
