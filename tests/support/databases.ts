import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import pg from "pg";
import { openDatabase, type Db } from "#app/services/db.server.ts";

/** The PostgreSQL server the tests use; a throwaway database is made on it per test file. */
export const PG_ADMIN_URL = process.env.TEST_PG_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

export interface TestDatabase {
  db: Db;
  /** The DATABASE_URL (PostgreSQL) or DATA_DIR (SQLite) it lives in. */
  location: { databaseUrl?: string; dataDir: string };
  dispose(): Promise<void>;
}

export async function makeSqliteDatabase(): Promise<TestDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "site-test-"));
  const db = await openDatabase({ dataDir });
  return {
    db,
    location: { dataDir },
    async dispose() {
      await db.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Creates a fresh database on the local PostgreSQL; the URL for it. */
export async function createPgDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `site_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: PG_ADMIN_URL });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

export async function makePgDatabase(): Promise<TestDatabase> {
  const created = await createPgDatabase();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "site-test-"));
  const db = await openDatabase({ dataDir, databaseUrl: created.url, poolSize: 4 });
  return {
    db,
    location: { databaseUrl: created.url, dataDir },
    async dispose() {
      await db.close();
      await created.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Both databases the product runs on: every store test runs against each. */
export const dialects = [
  { name: "sqlite", make: makeSqliteDatabase },
  { name: "postgres", make: makePgDatabase },
] as const;
