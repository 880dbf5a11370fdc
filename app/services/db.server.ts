import fs from "node:fs";
import path from "node:path";
import { Kysely, PostgresDialect, SqliteDialect, sql } from "kysely";
import { Migrator, type MigrationProvider } from "kysely/migration";
import type { Database } from "../../db/schema.ts";
import { migrations } from "../../db/migrations/index.ts";

export type Dialect = "sqlite" | "postgres";

export interface Db {
  kysely: Kysely<Database>;
  dialect: Dialect;
  /** Throws when the database cannot answer. */
  ping(): Promise<void>;
  /** Why the database cannot take a write right now (locked, read-only, disk full, connection lost), or null. */
  writeProblem(): Promise<string | null>;
  close(): Promise<void>;
}

export interface DbOptions {
  dataDir: string;
  databaseUrl?: string;
  /** Pool size for PostgreSQL. */
  poolSize?: number;
  /** Where lost connections are reported (PostgreSQL). */
  onConnectionError?: (error: Error) => void;
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
  return new Proxy(database, {
    get(target, prop, receiver) {
      if (prop === "prepare") {
        return (source: string) => {
          const command = source.trim().toLowerCase();
          if (command === "begin") return target.prepare("begin immediate");
          if (command === "rollback" && !target.inTransaction) return noop;
          return target.prepare(source);
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
  let writeProblem: () => Promise<string | null>;
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
    database.pragma("foreign_keys = ON");
    kysely = new Kysely<Database>({ dialect: new SqliteDialect({ database: kyselySqliteHandle(database) }) });
    dialect = "sqlite";
    writeProblem = async () => {
      // A transaction of this process is open on this one connection: writes are going through.
      if (database.inTransaction) return null;
      try {
        // Takes and releases the write lock: refused when the file is read-only or locked.
        database.prepare("begin immediate").run();
        database.prepare("rollback").run();
        const fsStat = fs.statfsSync(options.dataDir);
        if (fsStat.bavail * fsStat.bsize < 1024 * 1024) return "disk full";
        return null;
      } catch (error) {
        if (database.inTransaction) database.prepare("rollback").run();
        return describeDbError(error);
      }
    };
  }

  const migrator = new Migrator({ db: kysely, provider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    await kysely.destroy();
    const failed = results?.find((r) => r.status === "Error")?.migrationName;
    throw new Error(`Database migration ${failed ?? ""} failed: ${(error as Error).message ?? error}`);
  }

  return {
    kysely,
    dialect,
    async ping() {
      await sql`select 1`.execute(kysely);
    },
    writeProblem,
    async close() {
      await kysely.destroy();
    },
  };
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
