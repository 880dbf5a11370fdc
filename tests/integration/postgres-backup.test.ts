import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "#app/services/db.server.ts";
import { createLeadStore } from "#app/services/leads.server.ts";
import { createPgDatabase } from "../support/databases";

const run = promisify(execFile);

/**
 * The README's PostgreSQL backup and restore commands, word for word (only the file and the
 * URL filled in), run against the real local server: leads survive the round trip, into an
 * empty database and over the live one.
 */
const dumpCommand = (url: string, file: string) => ["pg_dump", "--format=custom", "--no-owner", "--no-privileges", `--file=${file}`, url];
const restoreCommand = (url: string, file: string) => [
  "pg_restore",
  "--clean",
  "--if-exists",
  "--no-owner",
  "--no-privileges",
  "--single-transaction",
  "--exit-on-error",
  `--dbname=${url}`,
  file,
];
const sh = async ([cmd, ...args]: string[]) => run(cmd!, args);

async function serverMajor(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ v: string }>("select current_setting('server_version_num') as v");
    return Math.floor(Number(rows[0]!.v) / 10_000);
  } finally {
    await client.end();
  }
}

async function leadsIn(url: string) {
  const db = await openDatabase({ dataDir: os.tmpdir(), databaseUrl: url, poolSize: 2 });
  try {
    const page = await createLeadStore(db).listLeads({ limit: 100, sort: "oldest" });
    return page.items.map((l) => ({ id: l.id, name: l.name, email: l.email, status: l.status, details: l.details }));
  } finally {
    await db.close();
  }
}

describe("PostgreSQL backups with pg_dump and pg_restore", () => {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), "site-pg-backup-"));
  const drops: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const drop of drops) await drop();
    fs.rmSync(work, { recursive: true, force: true });
  });

  it("keeps every lead across a dump and a restore, into a new database and over the live one", async () => {
    const live = await createPgDatabase();
    drops.push(live.drop);
    // pg_dump refuses a server newer than itself: the client must be the server's major version or later.
    const { stdout } = await run("pg_dump", ["--version"]);
    const clientMajor = Number(/(\d+)\.\d+/.exec(stdout)![1]);
    expect(clientMajor, `pg_dump ${clientMajor} is older than the server (${await serverMajor(live.url)})`).toBeGreaterThanOrEqual(
      await serverMajor(live.url),
    );

    const db = await openDatabase({ dataDir: os.tmpdir(), databaseUrl: live.url, poolSize: 2 });
    const store = createLeadStore(db);
    for (let i = 0; i < 25; i++) {
      await store.createLead({
        source: i % 2 ? "contact" : "booking",
        idempotencyKey: `pg-backup-${i}`,
        name: `Lead ${i} — Café Ünïcode`,
        email: `lead${i}@example.com`,
        details: { booking: { businessName: `Biz ${i}` }, quote: { total: 1000 + i } },
      });
    }
    await db.close();
    const original = await leadsIn(live.url);
    expect(original).toHaveLength(25);

    const file = path.join(work, "site.dump");
    await sh(dumpCommand(live.url, file));

    // Into a new, empty database (a new machine): the site starts on it and finds every lead.
    const fresh = await createPgDatabase();
    drops.push(fresh.drop);
    await sh(restoreCommand(fresh.url, file));
    expect(await leadsIn(fresh.url)).toEqual(original);

    // Over the live database after a mistake: the leads are back as they were.
    const client = new pg.Client({ connectionString: live.url });
    await client.connect();
    await client.query("delete from leads where source = 'contact'");
    await client.end();
    expect(await leadsIn(live.url)).toHaveLength(13);
    await sh(restoreCommand(live.url, file));
    expect(await leadsIn(live.url)).toEqual(original);
  });
});
