/**
 * Admin dashboard with many leads: fills a fresh database with N leads (spread over 16
 * weeks, every source and status), then times what the dashboard does, on SQLite and on
 * the local PostgreSQL: counts, the first page, a page deep in the list (keyset cursor, and
 * OFFSET for comparison), a status filter, searches with many and with no matches, the
 * weekly chart, the whole dashboard load, the CSV export of everything, and the /admin page
 * itself over HTTP from the production server.
 *
 *   npm run build && npm run bench:admin [-- --leads 50000 --runs 15 --db sqlite,postgres]
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import pg from "pg";
import { sql, type Insertable } from "kysely";
import type { LeadsTable } from "../db/schema.ts";
import { createServer } from "vite";
import { openDatabase, type Db } from "#app/services/db.server.ts";
import { parseEnv } from "#app/services/env.server.ts";
import { createLogger } from "#app/services/logger.server.ts";
import type * as AppServicesModule from "#app/services/app-services.server.ts";
import type * as AdminViewsModule from "#app/services/admin-views.server.ts";
import { leadStatuses } from "#app/domain/lead-status.ts";

const root = path.resolve(import.meta.dirname, "..");
// The services use the app's import aliases: load them through Vite, as the dev server does.
const vite = await createServer({
  configFile: false,
  root,
  logLevel: "error",
  server: { middlewareMode: true, hmr: false },
  appType: "custom",
});
const { createServicesOn } = (await vite.ssrLoadModule("/app/services/app-services.server.ts")) as typeof AppServicesModule;
const { loadDashboard } = (await vite.ssrLoadModule("/app/services/admin-views.server.ts")) as typeof AdminViewsModule;
const args = process.argv.slice(2);
const flag = (name: string, fallback: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1]! : fallback;
};
const LEADS = Number(flag("leads", "50000"));
const RUNS = Number(flag("runs", "15"));
const DBS = flag("db", "sqlite,postgres").split(",");
const PG_ADMIN = process.env.TEST_PG_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const PORT = Number(flag("port", "3378"));
const PASSWORD = "Bench-Admin-Walrus-Ember-58";

const first = ["Ava", "Marcus", "Keisha", "Diego", "Priya", "Tom", "Lena", "Andre", "Mei", "Jamal", "Sofia", "Grace"];
const last = ["Moore", "Ruiz", "Patel", "Nguyen", "Johnson", "Brooks", "Kim", "Okafor", "Levy", "Carter"];
const businesses = ["Bakery", "Law firm", "Dental clinic", "Salon", "Roofing", "Boutique", "Cafe", "Gym", "Realty", "Florist"];
const sources = ["contact", "demo", "booking", "chat"];

async function fill(db: Db, count: number) {
  const now = Date.now();
  const span = 16 * 7 * 86_400_000;
  for (let start = 0; start < count; start += 500) {
    const rows: Insertable<LeadsTable>[] = [];
    for (let i = start; i < Math.min(count, start + 500); i++) {
      const at = new Date(now - Math.floor((i / count) * span) - (i % 7) * 1000).toISOString();
      const name = `${first[i % first.length]} ${last[(i * 7) % last.length]}`;
      const business = businesses[(i * 3) % businesses.length]!;
      rows.push({
        id: randomUUID(),
        source: sources[i % sources.length]!,
        idempotency_key: `bench-${i}-${randomUUID()}`,
        name,
        email: `${name.toLowerCase().replace(" ", ".")}${i}@example.com`,
        phone: `404-555-${String(i % 10000).padStart(4, "0")}`,
        business_type: business,
        budget_range: "$2,500",
        timeline: "1 month",
        goals: null,
        notes: `Wants a new ${business.toLowerCase()} website. Lead number ${i}.`,
        lead_status: leadStatuses[i % leadStatuses.length]!,
        project_interested: "[]",
        conversation_summary: null,
        business_address: null,
        current_website: null,
        details: null,
        referrer: null,
        utm_source: null,
        utm_medium: null,
        utm_campaign: null,
        utm_term: null,
        utm_content: null,
        created_at: at,
        updated_at: at,
      });
    }
    await db.kysely.transaction().execute((trx) => trx.insertInto("leads").values(rows).execute());
  }
  if (db.dialect === "postgres") await sql`analyze leads`.execute(db.kysely);
  else await sql`analyze`.execute(db.kysely);
}

async function time<T>(fn: () => Promise<T>, runs = RUNS): Promise<{ p50: number; p95: number; result: T }> {
  let result = await fn(); // warm-up
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    result = await fn();
    samples.push(performance.now() - t);
  }
  samples.sort((a, b) => a - b);
  const at = (q: number) => Math.round(samples[Math.min(samples.length - 1, Math.floor(q * samples.length))]! * 10) / 10;
  return { p50: at(0.5), p95: at(0.95), result };
}

async function waitFor(url: string) {
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server at ${url} did not start`);
}

interface Row {
  database: string;
  what: string;
  p50: number;
  p95: number;
  note: string;
}

async function benchOne(name: string): Promise<Row[]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-admin-"));
  let databaseUrl: string | undefined;
  let drop: (() => Promise<void>) | undefined;
  if (name === "postgres") {
    const dbName = `bench_admin_${Date.now()}`;
    const admin = new pg.Client({ connectionString: PG_ADMIN });
    await admin.connect();
    await admin.query(`create database ${dbName}`);
    await admin.end();
    const url = new URL(PG_ADMIN);
    url.pathname = `/${dbName}`;
    databaseUrl = url.toString();
    drop = async () => {
      const c = new pg.Client({ connectionString: PG_ADMIN });
      await c.connect();
      await c.query(`drop database if exists ${dbName} with (force)`);
      await c.end();
    };
  }
  const rows: Row[] = [];
  const add = (what: string, r: { p50: number; p95: number }, note = "") => {
    rows.push({ database: name, what, p50: r.p50, p95: r.p95, note });
    console.log(`${name.padEnd(8)} ${what.padEnd(44)} p50 ${String(r.p50).padStart(7)} ms  p95 ${String(r.p95).padStart(7)} ms  ${note}`);
  };
  const db = await openDatabase({ dataDir, databaseUrl });
  try {
    const t0 = performance.now();
    await fill(db, LEADS);
    console.log(`${name}: ${LEADS} leads stored in ${Math.round(performance.now() - t0)} ms`);
    const env = parseEnv({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl, ADMIN_PASSWORD: PASSWORD });
    const services = await createServicesOn(db, env, createLogger({ write: () => {} }), { announce: () => {} });
    const { leads, leadAdmin } = services;

    add("counts by status", await time(() => leads.countLeadsByStatus()));
    add("first page (25, newest first)", await time(() => leads.listLeads({ limit: 25 })));
    // The cursor of page 1,000 (leads 25,001-25,025), reached by walking the keyset.
    let cursor: string | undefined;
    for (let p = 0; p < Math.floor(LEADS / 2 / 25); p++) cursor = (await leads.listLeads({ limit: 25, cursor })).nextCursor ?? undefined;
    add(`page ${Math.floor(LEADS / 2 / 25) + 1} by keyset cursor`, await time(() => leads.listLeads({ limit: 25, cursor })));
    add(
      `same page by OFFSET ${Math.floor(LEADS / 2)} (for comparison)`,
      await time(() =>
        db.kysely
          .selectFrom("leads")
          .selectAll()
          .orderBy("created_at", "desc")
          .orderBy("id", "desc")
          .limit(25)
          .offset(Math.floor(LEADS / 2))
          .execute(),
      ),
      "not used by the app",
    );
    add("last page, oldest first", await time(() => leads.listLeads({ limit: 25, sort: "oldest" })));
    add("status filter (hot), first page", await time(() => leads.listLeads({ limit: 25, status: "hot" })));
    const hotDeep = await leads.listLeads({ limit: 200, status: "hot" });
    add("status filter (hot), page after 200", await time(() => leads.listLeads({ limit: 25, status: "hot", cursor: hotDeep.nextCursor! })));
    add("search 'bakery' (10% match), first page", await time(() => leads.listLeads({ limit: 25, q: "bakery" })));
    add("search with no match (scans every lead)", await time(() => leads.listLeads({ limit: 25, q: "zebra-unicorn" })));
    add("search 'lead number 4999' (few matches)", await time(() => leads.listLeads({ limit: 25, q: "lead number 4999" })));
    add("weekly chart, 12 weeks by source", await time(() => leadAdmin.weeklyBySource(12)));
    add(
      "whole dashboard load (counts+page+chart)",
      await time(() => loadDashboard(services, { status: "all", q: "", sort: "newest", cursor: undefined, before: undefined }, null)),
    );
    const csv = await time(async () => {
      let n = 0;
      for await (const page of leadAdmin.exportLeads({ status: "all", q: "" })) n += page.length;
      return n;
    }, 3);
    add(`CSV export, all ${csv.result} leads`, csv, "3 runs");

    // The page itself, from the production server on this database.
    if (fs.existsSync(path.join(root, "build/server/index.js"))) {
      const server = spawn(process.execPath, ["server/index.ts"], {
        cwd: root,
        env: {
          PATH: process.env.PATH ?? "",
          NODE_ENV: "production",
          HOST: "127.0.0.1",
          PORT: String(PORT),
          DATA_DIR: dataDir,
          ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
          ADMIN_PASSWORD: PASSWORD,
          LOG_LEVEL: "warn",
        },
        stdio: "ignore",
      });
      try {
        const base = `http://127.0.0.1:${PORT}`;
        await waitFor(`${base}/healthz`);
        const login = await fetch(`${base}/admin`, {
          method: "POST",
          body: new URLSearchParams({ intent: "login", password: PASSWORD }),
          redirect: "manual",
        });
        const cookie = login.headers.getSetCookie()[0]!.split(";")[0]!;
        const page = (p: string) => async () => {
          const res = await fetch(base + p, { headers: { cookie } });
          const body = await res.text();
          if (!res.ok || !body.includes("Total Leads")) throw new Error(`GET ${p} answered ${res.status}`);
        };
        add("HTTP GET /admin (first page, rendered)", await time(page("/admin")));
        add(`HTTP GET /admin at page ${Math.floor(LEADS / 2 / 25) + 1}`, await time(page(`/admin?cursor=${cursor}`)));
        add("HTTP GET /admin?status=hot&q=bakery", await time(page("/admin?status=hot&q=bakery")));
        add("HTTP GET /admin?q=<no match>", await time(page("/admin?q=zebra-unicorn")));
      } finally {
        server.kill("SIGTERM");
        await new Promise((r) => server.once("exit", r));
      }
    } else {
      console.log("no production build: skipping the HTTP timings (run npm run build first)");
    }
    await services.outbox.stop();
  } finally {
    await db.close();
    await drop?.();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  return rows;
}

const all: Row[] = [];
for (const name of DBS) all.push(...(await benchOne(name)));

const header = `Admin dashboard with ${LEADS.toLocaleString("en-US")} leads: median (p50) and p95 of ${RUNS} runs after a warm-up, ${os.cpus().length} cores, ${new Date().toISOString()}`;
const md = [
  header,
  "",
  "| database | what | p50 ms | p95 ms | note |",
  "| --- | --- | --: | --: | --- |",
  ...all.map((r) => `| ${r.database} | ${r.what} | ${r.p50} | ${r.p95} | ${r.note} |`),
].join("\n");
fs.mkdirSync(path.join(root, "bench/results"), { recursive: true });
fs.writeFileSync(path.join(root, "bench/results/admin-paging.json"), JSON.stringify({ leads: LEADS, runs: RUNS, rows: all }, null, 2) + "\n");
fs.writeFileSync(path.join(root, "bench/results/admin-paging.md"), md + "\n");
console.log("\n" + md);
await vite.close();
