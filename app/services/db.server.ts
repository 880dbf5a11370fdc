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
  close(): Promise<void>;
}

export interface DbOptions {
  dataDir: string;
  databaseUrl?: string;
  /** Pool size for PostgreSQL. */
  poolSize?: number;
}

const provider: MigrationProvider = { getMigrations: async () => migrations };

export async function openDatabase(options: DbOptions): Promise<Db> {
  let kysely: Kysely<Database>;
  let dialect: Dialect;
  if (options.databaseUrl) {
    const { default: pg } = await import("pg");
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      connectionTimeoutMillis: 5_000,
    });
    // An idle client that loses its connection must not crash the process.
    pool.on("error", () => {});
    kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    dialect = "postgres";
  } else {
    const { default: SQLite } = await import("better-sqlite3");
    fs.mkdirSync(options.dataDir, { recursive: true });
    const file = path.join(options.dataDir, "site.db");
    const database = new SQLite(file);
    database.pragma("journal_mode = WAL");
    // Every acknowledged lead must survive a power cut: sync on each commit.
    database.pragma("synchronous = FULL");
    database.pragma("busy_timeout = 5000");
    database.pragma("foreign_keys = ON");
    kysely = new Kysely<Database>({ dialect: new SqliteDialect({ database }) });
    dialect = "sqlite";
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
    async close() {
      await kysely.destroy();
    },
  };
}
