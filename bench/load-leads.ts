/**
 * Load benchmark of the lead forms: for each database and form endpoint, N submissions
 * from C concurrent connections, with a share re-sent under the same idempotency key.
 * Counts acknowledged against stored rows (lost and duplicated must both be 0), and
 * reports requests per second and latency percentiles.
 *
 *   npm run build && npm run bench:load [-- --count 5000 --concurrency 50 --db sqlite,postgres]
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import pg from "pg";
import { openDatabase } from "#app/services/db.server.ts";

const root = path.resolve(import.meta.dirname, "..");
const args = process.argv.slice(2);
const flag = (name: string, fallback: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1]! : fallback;
};
const COUNT = Number(flag("count", "5000"));
const CONCURRENCY = Number(flag("concurrency", "50"));
const RESEND = Number(flag("resend", "0.1"));
const DBS = flag("db", "sqlite,postgres").split(",");
const FORMS = flag("forms", "contact,demo,booking").split(",");
const PG_ADMIN = process.env.TEST_PG_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const PORT = Number(flag("port", "3377"));

function bookingBody(key: string, i: number): string {
  return JSON.stringify({
    company_website: "",
    idempotencyKey: key,
    form: {
      businessName: `Load Biz ${i}`,
      ownerFullName: `Owner ${i}`,
      contactPhone: "(404) 555-0100",
      contactEmail: `owner${i}@example.com`,
      websiteUrl: "none",
      businessDescription: "Load test business",
      servicesNeeded: ["website"],
      currentAssets: ["none"],
      projectGoal: "leads",
      hasContent: "some",
      timeline: "asap",
      involvementLevel: "light",
      preferredContact: "email",
      agreeToTerms: true,
    },
    addOnIds: ["extra-page"],
    upsellIds: [],
    offerActive: false,
  });
}

function fieldsFor(form: string, key: string, i: number): URLSearchParams | string {
  if (form === "booking") return bookingBody(key, i);
  if (form === "contact") {
    return new URLSearchParams({ idempotencyKey: key, company_website: "", name: `Load ${i}`, email: `load${i}@example.com`, message: "Load test" });
  }
  return new URLSearchParams({
    idempotencyKey: key,
    company_website: "",
    businessName: `Load Biz ${i}`,
    ownerName: `Owner ${i}`,
    email: `owner${i}@example.com`,
    phone: "(404) 555-0100",
    industry: "retail",
    interestedFeatures: "FAQ Automation",
  });
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
  throw new Error(`server did not start at ${url}`);
}

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

interface Row {
  db: string;
  form: string;
  requests: number;
  acknowledged: number;
  stored: number;
  lost: number;
  duplicated: number;
  errors: number;
  rps: number;
  p50: number;
  p99: number;
}

async function runOne(dbName: string, form: string): Promise<Row> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "site-load-"));
  let databaseUrl: string | undefined;
  let dropPg: (() => Promise<void>) | undefined;
  if (dbName === "postgres") {
    const name = `site_load_${randomUUID().slice(0, 8)}`;
    const admin = new pg.Client({ connectionString: PG_ADMIN });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const u = new URL(PG_ADMIN);
    u.pathname = `/${name}`;
    databaseUrl = u.toString();
    dropPg = async () => {
      const c = new pg.Client({ connectionString: PG_ADMIN });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    };
  }
  const server = spawn(process.execPath, ["server/index.ts"], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(PORT),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl ?? "",
      RATE_LIMITS: "off",
      LOG_LEVEL: "error",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const base = `http://127.0.0.1:${PORT}`;
  await waitFor(`${base}/healthz`);

  // The work: COUNT fresh submissions, plus RESEND of them again with the same key.
  const keys = Array.from({ length: COUNT }, () => randomUUID());
  const work: { key: string; i: number }[] = keys.map((key, i) => ({ key, i }));
  for (let n = 0; n < Math.round(COUNT * RESEND); n++) {
    const i = Math.floor(Math.random() * COUNT);
    work.splice(Math.min(work.length, i + 1 + Math.floor(Math.random() * 50)), 0, { key: keys[i]!, i });
  }
  const acknowledged = new Set<string>();
  const latencies: number[] = [];
  let errors = 0;
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < work.length) {
        const item = work[next++]!;
        const t0 = performance.now();
        try {
          const body = fieldsFor(form, item.key, item.i);
          const res = await fetch(`${base}/api/leads/${form}`, {
            method: "POST",
            body,
            headers: typeof body === "string" ? { "content-type": "application/json" } : undefined,
          });
          await res.arrayBuffer();
          if (res.status === 200 || res.status === 201) acknowledged.add(item.key);
          else errors++;
        } catch {
          errors++;
        }
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  server.kill("SIGTERM");
  await new Promise((r) => server.on("exit", r));

  const db = await openDatabase({ dataDir, databaseUrl });
  const rows = await db.kysely.selectFrom("leads").select(["idempotency_key"]).execute();
  await db.close();
  await dropPg?.();
  fs.rmSync(dataDir, { recursive: true, force: true });

  const counts = new Map<string, number>();
  for (const r of rows) counts.set(r.idempotency_key, (counts.get(r.idempotency_key) ?? 0) + 1);
  const lost = [...acknowledged].filter((k) => !counts.has(k)).length;
  const duplicated = [...counts.values()].reduce((s, n) => s + (n - 1), 0);
  latencies.sort((a, b) => a - b);
  return {
    db: dbName,
    form,
    requests: work.length,
    acknowledged: acknowledged.size,
    stored: rows.length,
    lost,
    duplicated,
    errors,
    rps: Math.round(work.length / seconds),
    p50: Math.round(pct(latencies, 50) * 10) / 10,
    p99: Math.round(pct(latencies, 99) * 10) / 10,
  };
}

const rows: Row[] = [];
for (const db of DBS)
  for (const form of FORMS) {
    const row = await runOne(db, form);
    rows.push(row);
    console.log(JSON.stringify(row));
  }
const md = [
  `Lead form load: ${COUNT} submissions per endpoint + ${Math.round(RESEND * 100)}% re-sent with the same key, ${CONCURRENCY} concurrent connections, ${new Date().toISOString()}`,
  "",
  "| database | form | requests | acknowledged (unique) | stored | lost | duplicated | errors | req/s | p50 ms | p99 ms |",
  "| --- | --- | --: | --: | --: | --: | --: | --: | --: | --: | --: |",
  ...rows.map(
    (r) =>
      `| ${r.db} | ${r.form} | ${r.requests} | ${r.acknowledged} | ${r.stored} | ${r.lost} | ${r.duplicated} | ${r.errors} | ${r.rps} | ${r.p50} | ${r.p99} |`,
  ),
].join("\n");
fs.mkdirSync(path.join(root, "bench/results"), { recursive: true });
fs.writeFileSync(path.join(root, "bench/results/load-leads.json"), JSON.stringify(rows, null, 2) + "\n");
fs.writeFileSync(path.join(root, "bench/results/load-leads.md"), md + "\n");
console.log("\n" + md);
if (rows.some((r) => r.lost > 0 || r.duplicated > 0)) process.exit(1);
