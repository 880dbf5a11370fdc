import fs from "node:fs";
import path from "node:path";
import { Kysely, PostgresDialect, SqliteDialect, sql, type Transaction } from "kysely";
import { Migrator, type MigrationProvider } from "kysely/migration";
import type { Database } from "../../db/schema.ts";
import { migrations } from "../../db/migrations/index.ts";
import { startCheckpoints, type Checkpoints } from "./sqlite-checkpoints.server.ts";

export type Dialect = "sqlite" | "postgres";

export interface Db {
  kysely: Kysely<Database>;
  dialect: Dialect;
  /** Throws when the database cannot answer. */
  ping(): Promise<void>;
  /** Why the database cannot take a write right now (locked, read-only, disk full, connection lost), or null. */
  writeProblem(): Promise<string | null>;
  /**
   * The cause of a failed statement in a few words an operator can act on. SQLite reports a
   * write refused by the file system as a bare I/O error; this looks at the files to say
   * whether they became read-only or the disk is full.
   */
  diagnose(error: unknown): string;
  /**
   * Runs `work` in a write transaction and resolves once it is committed. On SQLite, writes
   * that arrive while another commits are grouped into the next transaction (each in its own
   * savepoint, so one failing rolls back only itself): one sync to disk for the group
   * instead of one each, which blocks the process far less under load. Nothing resolves
   * before the commit it is part of; when the commit fails, every one in it fails.
   *
   * `durable: false` is for writes that may be lost to a power cut (never to a crash of the
   * process): counted visits. A SQLite group made only of such writes commits without its own
   * sync to disk (WAL, synchronous NORMAL); the next durable commit, or the checkpoint, syncs
   * it. A lead's commit never waits on a visit's sync.
   */
  writeTransaction<T>(work: (trx: Transaction<Database>) => Promise<T>, options?: { durable?: boolean }): Promise<T>;
  close(): Promise<void>;
}

export interface DbOptions {
  dataDir: string;
  databaseUrl?: string;
  /** Pool size for PostgreSQL. */
  poolSize?: number;
  /** Where lost connections are reported (PostgreSQL). */
  onConnectionError?: (error: Error) => void;
  /** Where a failing SQLite checkpoint is reported, once per new cause (SQLite). */
  onCheckpointError?: (cause: string) => void;
}

const provider: MigrationProvider = { getMigrations: async () => migrations };

/**
 * How long a write waits for another process's lock. better-sqlite3 waits synchronously,
 * blocking every request of this process meanwhile, so the wait is short and the capture
 * pipeline retries asynchronously instead (see withDbRetry).
 */
const SQLITE_BUSY_TIMEOUT_MS = 40;

/**
 * The handle Kysely drives. Two changes to what it asks for:
 * - transactions start IMMEDIATE, taking the write lock up front, so a lock conflict shows
 *   at BEGIN (safe to retry) and never half-way through;
 * - a ROLLBACK after SQLite already rolled back by itself (disk full, I/O error) is skipped,
 *   so the error that caused it is the one reported, not "cannot rollback".
 */
function kyselySqliteHandle(database: import("better-sqlite3").Database) {
  const noop = { reader: false, run: () => ({ changes: 0, lastInsertRowid: 0 }) };
  // Kysely prepares every statement each time it runs it; compiling the same SQL again was a
  // real share of a lead's cost. Statements are kept by their text (a few dozen distinct ones).
  const statements = new Map<string, import("better-sqlite3").Statement>();
  return new Proxy(database, {
    get(target, prop, receiver) {
      if (prop === "prepare") {
        return (source: string) => {
          if (source.length <= 8) {
            const command = source.trim().toLowerCase();
            if (command === "begin") source = "begin immediate";
            else if (command === "rollback" && !target.inTransaction) return noop;
          }
          let statement = statements.get(source);
          // One still being iterated (a streamed select) cannot run again meanwhile.
          if (statement === undefined || statement.busy) {
            statement = target.prepare(source);
            if (statements.size >= 500) statements.clear();
            statements.set(source, statement);
          }
          return statement;
        };
      }
      const value = Reflect.get(target, prop, receiver);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

export async function openDatabase(options: DbOptions): Promise<Db> {
  let kysely: Kysely<Database>;
  let dialect: Dialect;
  let setFullSync: (full: boolean) => void = () => {};
  let startSqliteCheckpoints: () => Checkpoints | null = () => null;
  let writeProblem: () => Promise<string | null>;
  let diagnose: (error: unknown) => string = describeDbError;
  if (options.databaseUrl) {
    const { default: pg } = await import("pg");
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      connectionTimeoutMillis: 5_000,
    });
    const report = (error: Error) => options.onConnectionError?.(error);
    // A connection lost while idle is reported on the pool, one lost while a query runs on
    // its client: both must be listened to, or Node ends the process on the 'error' event.
    // The query in flight fails on its own and the pool replaces the connection.
    pool.on("error", report);
    pool.on("connect", (client) => client.on("error", report));
    kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    dialect = "postgres";
    writeProblem = async () => {
      try {
        const { rows } = await sql<{ ro: string }>`select current_setting('transaction_read_only') as ro`.execute(kysely);
        return rows[0]?.ro === "on" ? "read-only" : null;
      } catch (error) {
        return describeDbError(error);
      }
    };
  } else {
    const { default: SQLite } = await import("better-sqlite3");
    fs.mkdirSync(options.dataDir, { recursive: true });
    const file = path.join(options.dataDir, "site.db");
    const database = new SQLite(file);
    database.pragma("journal_mode = WAL");
    // Every acknowledged lead must survive a power cut: sync on each commit.
    database.pragma("synchronous = FULL");
    database.pragma(`busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS}`);
    setFullSync = (full) => void database.pragma(`synchronous = ${full ? "FULL" : "NORMAL"}`);
    startSqliteCheckpoints = () => startCheckpoints(file, database, options.onCheckpointError);
    database.pragma("foreign_keys = ON");
    kysely = new Kysely<Database>({ dialect: new SqliteDialect({ database: kyselySqliteHandle(database) }) });
    dialect = "sqlite";
    /**
     * What the files say: SQLite writes through descriptors it opened at start, so a file
     * made read-only (or immutable) later, or a full disk, shows only when a write fails, as
     * an I/O error. Asking the file system names it.
     */
    const fileProblem = (): string | null => {
      for (const f of [file, `${file}-wal`]) {
        try {
          fs.accessSync(f, fs.constants.W_OK);
        } catch (error) {
          const code = codeOf(error);
          if (code === "EACCES" || code === "EPERM" || code === "EROFS") return "read-only";
        }
      }
      const fsStat = fs.statfsSync(options.dataDir);
      return fsStat.bavail * fsStat.bsize < 1024 * 1024 ? "disk full" : null;
    };
    writeProblem = async () => {
      const onDisk = fileProblem();
      if (onDisk) return onDisk;
      // A transaction of this process is open on this one connection: writes are going through.
      if (database.inTransaction) return null;
      try {
        // Takes and releases the write lock: refused when another process holds it.
        database.prepare("begin immediate").run();
        database.prepare("rollback").run();
        return null;
      } catch (error) {
        if (database.inTransaction) database.prepare("rollback").run();
        return describeDbError(error);
      }
    };
    diagnose = (error) => {
      const code = codeOf(error);
      const fileSystem = /^SQLITE_(?:IOERR|FULL|READONLY|CANTOPEN)/.test(code);
      return (fileSystem ? fileProblem() : null) ?? describeDbError(error);
    };
  }

  const writeTransaction =
    dialect === "sqlite"
      ? groupCommit(kysely, setFullSync)
      : <T>(work: (trx: Transaction<Database>) => Promise<T>, options?: { durable?: boolean }) =>
          kysely.transaction().execute(async (trx) => {
            if (options?.durable === false) await sql`set local synchronous_commit = off`.execute(trx);
            return work(trx);
          });

  const migrator = new Migrator({ db: kysely, provider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    await kysely.destroy();
    const failed = results?.find((r) => r.status === "Error")?.migrationName;
    throw new Error(`Database migration ${failed ?? ""} failed: ${(error as Error).message ?? error}`);
  }
  const checkpoints = startSqliteCheckpoints();

  return {
    kysely,
    dialect,
    async ping() {
      await sql`select 1`.execute(kysely);
    },
    writeProblem,
    diagnose,
    writeTransaction,
    async close() {
      await checkpoints?.close();
      await kysely.destroy();
    },
  };
}

/** Most writes grouped into one SQLite transaction. */
const MAX_GROUP = 64;

/** Group commit for SQLite (see Db.writeTransaction). */
function groupCommit(kysely: Kysely<Database>, setFullSync: (full: boolean) => void) {
  interface Job {
    work: (trx: Transaction<Database>) => Promise<unknown>;
    durable: boolean;
    resolve: (value: unknown) => void;
    reject: (error: unknown) => void;
  }
  let queue: Job[] = [];
  let running = false;

  async function runGroup(group: Job[]) {
    // Set and put back around the group. A write outside the group commit (a rate-limit counter,
    // an admin's edit) that lands in between is synced by the next durable commit or checkpoint.
    const relaxed = group.every((job) => !job.durable);
    if (!relaxed) return commitGroup(group);
    setFullSync(false);
    try {
      return await commitGroup(group);
    } finally {
      setFullSync(true);
    }
  }

  async function commitGroup(group: Job[]) {
    const outcomes: Array<{ ok: true; value: unknown } | { ok: false; error: unknown }> = [];
    let trx;
    try {
      trx = await kysely.startTransaction().execute();
    } catch (error) {
      for (const job of group) job.reject(error);
      return;
    }
    try {
      if (group.length === 1) {
        outcomes.push({ ok: true, value: await group[0]!.work(trx) });
      } else {
        for (const job of group) {
          const point = await trx.savepoint("one_write").execute();
          try {
            const value = await job.work(point);
            await point.releaseSavepoint("one_write").execute();
            outcomes.push({ ok: true, value });
          } catch (error) {
            // Only this write is undone. (If SQLite rolled back the whole transaction itself,
            // as it does on a full disk, this fails too, and so does the group.)
            const undone = await point.rollbackToSavepoint("one_write").execute();
            await undone.releaseSavepoint("one_write").execute();
            outcomes.push({ ok: false, error });
          }
        }
      }
      await trx.commit().execute();
    } catch (error) {
      await trx
        .rollback()
        .execute()
        .catch(() => {});
      for (const job of group) job.reject(error);
      return;
    }
    group.forEach((job, i) => {
      const outcome = outcomes[i]!;
      if (outcome.ok) job.resolve(outcome.value);
      else job.reject(outcome.error);
    });
  }

  /** One group per turn of the event loop, while writes keep coming. */
  async function drain() {
    const group = queue.slice(0, MAX_GROUP);
    queue = queue.slice(group.length);
    try {
      await runGroup(group);
    } finally {
      if (queue.length > 0) setImmediate(() => void drain());
      else running = false;
    }
  }

  return <T>(work: (trx: Transaction<Database>) => Promise<T>, options?: { durable?: boolean }): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      queue.push({ work, durable: options?.durable !== false, resolve: resolve as (value: unknown) => void, reject });
      if (!running) {
        running = true;
        // Started on the next turn, so that the writes of every request that got this far in
        // this turn (they queue behind one connection, and run on in microtasks) share it.
        setImmediate(() => void drain());
      }
    });
}

const codeOf = (error: unknown): string => String((error as { code?: unknown })?.code ?? "");
const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** A failure that goes away by itself: a lock held by another process, a connection being replaced. */
export function isTransientDbError(error: unknown): boolean {
  const code = codeOf(error);
  if (code.startsWith("SQLITE_BUSY") || code.startsWith("SQLITE_LOCKED")) return true;
  if (["ECONNRESET", "ECONNREFUSED", "EPIPE", "ETIMEDOUT", "57P01", "57P02", "57P03", "53300"].includes(code)) return true;
  if (code.startsWith("08")) return true;
  return /Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error|terminating connection/i.test(
    messageOf(error),
  );
}

/** The cause an operator can act on, in a few words, for logs and /readyz. */
export function describeDbError(error: unknown): string {
  const code = codeOf(error);
  if (code.startsWith("SQLITE_BUSY") || code.startsWith("SQLITE_LOCKED")) return "locked by another process";
  if (code === "SQLITE_FULL" || code === "53100" || code === "ENOSPC") return "disk full";
  if (code.startsWith("SQLITE_READONLY") || code === "25006" || code === "EROFS") return "read-only";
  if (code.startsWith("SQLITE_IOERR")) return "disk I/O error";
  if (code.startsWith("SQLITE_CORRUPT") || code === "SQLITE_NOTADB") return "database file corrupt";
  if (code === "SQLITE_CANTOPEN") return "database file cannot be opened";
  if (isTransientDbError(error)) return "connection lost";
  return messageOf(error).slice(0, 200);
}

/** Raised when the database stayed unavailable for the whole retry budget. */
export class DbUnavailable extends Error {
  override name = "DbUnavailable";
  override readonly cause: unknown;
  /** Seconds a client should wait before trying again. */
  readonly retryAfter: number;
  constructor(cause: unknown, retryAfter: number) {
    super(`database unavailable: ${describeDbError(cause)}`);
    this.cause = cause;
    this.retryAfter = retryAfter;
  }
}

/**
 * Runs a database step, retrying transient failures with growing pauses (the event loop
 * stays free meanwhile) until the budget is spent, then throws DbUnavailable. The step must
 * be safe to repeat: lead writes are, through their idempotency key.
 */
export async function withDbRetry<T>(step: () => Promise<T>, options: { budgetMs?: number } = {}): Promise<T> {
  const deadline = Date.now() + (options.budgetMs ?? 4_000);
  for (let pause = 25; ; pause = Math.min(pause * 2, 500)) {
    try {
      return await step();
    } catch (error) {
      if (!isTransientDbError(error)) throw error;
      if (Date.now() + pause > deadline) throw new DbUnavailable(error, 5);
      await new Promise((resolve) => setTimeout(resolve, pause));
    }
  }
}
