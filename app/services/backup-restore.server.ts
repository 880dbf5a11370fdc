/**
 * Restoring a backup into a stopped site: the file is checked whole before anything is
 * touched (gzip, a SQLite database, integrity, this site's tables and migrations), and the
 * database it replaces is kept beside it under a timestamped name.
 */
import fs from "node:fs";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { createGunzip } from "node:zlib";
import Database from "better-sqlite3";
import { SQLITE_FILE } from "./backup.server.ts";

/** A restore that was not done, and why; nothing was changed. */
export class RestoreRefused extends Error {
  override name = "RestoreRefused";
}

export interface RestoreResult {
  /** The database now in place, and where the one it replaced went (null: there was none). */
  restored: string;
  replacedBy: string | null;
  leads: number;
  /** Migrations the backup lacks; they run when the site starts. */
  pendingMigrations: string[];
}

const SQLITE_HEADER = Buffer.from("SQLite format 3\0", "latin1");
const MIGRATIONS_TABLE = "kysely_migration";

const stampOf = (at: Date) =>
  at
    .toISOString()
    .replace(/:/g, "-")
    .replace(/\.\d{3}Z$/, "Z");

async function decompress(file: string, into: string) {
  try {
    await pipeline(fs.createReadStream(file), createGunzip(), fs.createWriteStream(into));
  } catch (error) {
    const code = String((error as { code?: unknown }).code ?? "");
    if (code === "Z_DATA_ERROR" && /header/i.test((error as Error).message)) {
      throw new RestoreRefused(`${file} is not a backup: it is not gzip-compressed (backups are .db.gz files made by npm run backup)`);
    }
    if (code.startsWith("Z_") || code === "ERR_STREAM_PREMATURE_CLOSE") {
      throw new RestoreRefused(`${file} is damaged or incomplete: it does not decompress (${(error as Error).message})`);
    }
    throw error;
  }
  const head = Buffer.alloc(SQLITE_HEADER.length);
  const handle = await fs.promises.open(into, "r");
  try {
    await handle.read(head, 0, head.length, 0);
  } finally {
    await handle.close();
  }
  if (!head.equals(SQLITE_HEADER)) throw new RestoreRefused(`${file} is not a backup of this site: it does not hold a SQLite database`);
}

/** Checks the decompressed database; its lead count and the migrations it lacks. */
function check(file: string, candidate: string, knownMigrations: readonly string[]): { leads: number; pendingMigrations: string[] } {
  let db: Database.Database;
  try {
    db = new Database(candidate, { fileMustExist: true, timeout: 1000 });
  } catch (error) {
    throw new RestoreRefused(`${file} cannot be opened as a SQLite database (${(error as Error).message})`);
  }
  try {
    let verdict: string;
    try {
      // A backup of a WAL database says so in its header; made a plain file, it leaves no
      // -wal/-shm behind, and the site turns WAL on again when it opens it.
      db.pragma("journal_mode = DELETE");
      const rows = db.pragma("integrity_check(20)") as { integrity_check: string }[];
      verdict = rows.map((r) => r.integrity_check).join("; ");
    } catch (error) {
      throw new RestoreRefused(`${file} is damaged: SQLite cannot read it (${(error as Error).message})`);
    }
    if (verdict !== "ok") throw new RestoreRefused(`${file} is damaged: PRAGMA integrity_check reports ${verdict.slice(0, 500)}`);
    const tables = new Set((db.prepare("select name from sqlite_master where type = 'table'").all() as { name: string }[]).map((r) => r.name));
    if (!tables.has(MIGRATIONS_TABLE) || !tables.has("leads")) {
      throw new RestoreRefused(`${file} is not a backup of this site: it has no ${tables.has("leads") ? "record of migrations" : "leads table"}`);
    }
    const applied = (db.prepare(`select name from ${MIGRATIONS_TABLE} order by name`).all() as { name: string }[]).map((r) => r.name);
    const unknown = applied.filter((name) => !knownMigrations.includes(name));
    if (unknown.length > 0) {
      throw new RestoreRefused(
        `${file} was made by a newer version of the site: its schema has migrations this version does not know (${unknown.join(", ")}). Restore it with that version or a later one`,
      );
    }
    const { n } = db.prepare("select count(*) as n from leads").get() as { n: number };
    return { leads: n, pendingMigrations: knownMigrations.filter((name) => !applied.includes(name)) };
  } finally {
    db.close();
  }
}

/**
 * Whether a process has the database open: every connection to a WAL database holds a
 * shared lock as long as it is open, so an exclusive lock is refused while the site runs
 * (even idle). When granted, the WAL is folded into the file so it can be moved whole.
 */
function ensureStopped(current: string, dataDir: string) {
  let db: Database.Database;
  try {
    db = new Database(current, { fileMustExist: true, timeout: 200 });
  } catch {
    return; // Unreadable as a database: nothing is serving it.
  }
  try {
    db.pragma("locking_mode = EXCLUSIVE");
    db.exec("begin exclusive");
    db.exec("commit");
    db.pragma("wal_checkpoint(TRUNCATE)");
  } catch (error) {
    const code = String((error as { code?: unknown }).code ?? "");
    if (code.startsWith("SQLITE_BUSY") || code.startsWith("SQLITE_LOCKED")) {
      throw new RestoreRefused(
        `The site is running on ${dataDir}: its database is open in another process. Stop the site, then run the restore again. Nothing was changed`,
      );
    }
    // A damaged database (often why one restores) cannot be locked or checkpointed; it is kept as it is.
  } finally {
    db.close();
  }
}

export async function restoreBackup(options: {
  file: string;
  dataDir: string;
  knownMigrations: readonly string[];
  now?: Date;
}): Promise<RestoreResult> {
  const file = path.resolve(options.file);
  const dataDir = path.resolve(options.dataDir);
  const stat = await fs.promises.stat(file).catch(() => null);
  if (!stat?.isFile()) throw new RestoreRefused(`No backup file at ${file}`);
  // A deleted data folder is made again; a refused restore leaves no empty one behind.
  const madeDir = await fs.promises.mkdir(dataDir, { recursive: true });
  const current = path.join(dataDir, SQLITE_FILE);
  const stamp = stampOf(options.now ?? new Date());
  const candidate = path.join(dataDir, `.${SQLITE_FILE}.restoring-${stamp}`);
  try {
    await decompress(file, candidate);
    const checked = check(file, candidate, options.knownMigrations);

    let replacedBy: string | null = null;
    if (fs.existsSync(current)) {
      ensureStopped(current, dataDir);
      replacedBy = `${current}.replaced-${stamp}`;
      fs.renameSync(current, replacedBy);
      for (const side of ["-wal", "-shm"]) {
        if (fs.existsSync(current + side)) fs.renameSync(current + side, replacedBy + side);
      }
    }
    fs.renameSync(candidate, current);
    const dir = fs.openSync(dataDir, "r");
    try {
      fs.fsyncSync(dir);
    } finally {
      fs.closeSync(dir);
    }
    return { restored: current, replacedBy, ...checked };
  } catch (error) {
    if (madeDir) fs.rmSync(madeDir, { recursive: true, force: true });
    throw error;
  } finally {
    for (const side of ["", "-journal", "-wal", "-shm"]) fs.rmSync(candidate + side, { force: true });
  }
}
