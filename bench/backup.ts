/**
 * Backups under load, on SQLite. Measures:
 *  1. backup time and size (compressed, and the database it holds) at 10,000 and 100,000 leads,
 *     taken as `npm run backup` takes it, beside the running server;
 *  2. the p99 of lead submissions from 50 connections, first with no backup, then with the
 *     server's own schedule taking one every few seconds (and the p99 of the requests made
 *     while one was being taken);
 *  3. that nothing acknowledged is lost: the last backup, restored into the stopped site,
 *     holds the last lead acknowledged before it began, passes `PRAGMA integrity_check` and the
 *     site starts on it; then the data folder is deleted, the backup restored and the site
 *     started: every lead acknowledged before the backup began is there.
 *
 *   npm run build && npm run bench:backup [-- --sizes 10000,100000 --seconds 20 --every 5s --concurrency 50]
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { spawn, type ChildProcess } from "node:child_process";
import { randomUUID } from "node:crypto";
import Database from "better-sqlite3";
import { openDatabase } from "#app/services/db.server.ts";
import type { Insertable } from "kysely";
import type { LeadEventsTable, LeadsTable } from "../db/schema.ts";
import { listBackups, takeBackup } from "#app/services/backup.server.ts";

const root = path.resolve(import.meta.dirname, "..");
const args = process.argv.slice(2);
const flag = (name: string, fallback: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1]! : fallback;
};
const SIZES = flag("sizes", "10000,100000").split(",").map(Number);
const SECONDS = Number(flag("seconds", "20"));
const EVERY = flag("every", "5s");
const CONCURRENCY = Number(flag("concurrency", "50"));
const PORT = Number(flag("port", "3410"));
const RUNS = Number(flag("runs", "3"));

const work = fs.mkdtempSync(path.join(os.tmpdir(), "site-bench-backup-"));
const dataDir = path.join(work, "data");
// On another folder than the data, as the README advises: deleting the data folder keeps them.
const backupDir = path.join(work, "backups");
const base = `http://127.0.0.1:${PORT}`;

const pct = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};
const median = (values: number[]) => pct(values, 50);
const mib = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;
const round = (n: number) => Math.round(n * 10) / 10;

/**
 * Fills the stopped site's database to `total` leads, as the forms store them (a created event
 * each; a third carry a booking's answers and quote), in batches of 500 per transaction.
 */
async function seedTo(total: number) {
  const db = await openDatabase({ dataDir });
  const { n } = await db.kysely
    .selectFrom("leads")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  const at = new Date().toISOString();
  for (let i = Number(n); i < total;) {
    const batch = Math.min(500, total - i);
    const leads: Insertable<LeadsTable>[] = [];
    const events: Insertable<LeadEventsTable>[] = [];
    for (let j = 0; j < batch; j++) {
      const k = i + j;
      const source = k % 3 === 0 ? "booking" : k % 3 === 1 ? "contact" : "demo";
      const id = randomUUID();
      const status = source === "booking" ? "ready_to_buy" : source === "demo" ? "interested" : "warm";
      leads.push({
        id,
        source,
        idempotency_key: `seed-${k}-${randomUUID()}`,
        name: `Owner ${k}`,
        email: `owner${k}@example.com`,
        phone: "(404) 555-0100",
        business_type: "Bakery",
        budget_range: null,
        timeline: source === "booking" ? "asap" : null,
        goals: null,
        notes: `Services: website, logo\nMessage: We are opening a second location in Decatur and need a site that takes orders. (${k})`,
        lead_status: status,
        project_interested: JSON.stringify(["Website Design", "Logo Design"]),
        conversation_summary: null,
        business_address: null,
        current_website: null,
        details: JSON.stringify(
          source === "booking"
            ? {
                booking: {
                  businessName: `Biz ${k}`,
                  servicesNeeded: ["website", "branding"],
                  timeline: "asap",
                  projectGoal: "leads",
                  agreeToTerms: true,
                },
                quote: { base: 2500, addOns: [{ id: "extra-page", price: 150 }], total: 2650 },
              }
            : { form: source },
        ),
        referrer: "https://www.google.com/",
        utm_source: null,
        utm_medium: null,
        utm_campaign: null,
        utm_term: null,
        utm_content: null,
        created_at: at,
        updated_at: at,
      });
      events.push({
        id: randomUUID(),
        lead_id: id,
        kind: "created",
        field: null,
        old_value: null,
        new_value: status,
        actor: "visitor",
        created_at: at,
      });
    }
    await db.kysely.transaction().execute(async (trx) => {
      await trx.insertInto("leads").values(leads).execute();
      await trx.insertInto("lead_events").values(events).execute();
    });
    i += batch;
  }
  await db.close();
}

interface Server {
  proc: ChildProcess;
  stop(): Promise<void>;
}

async function startServer(env: Record<string, string>): Promise<Server> {
  const proc = spawn(process.execPath, ["server/index.ts"], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? "",
      NODE_ENV: "production",
      PORT: String(PORT),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      BACKUP_DIR: backupDir,
      RATE_LIMITS: "off",
      LOG_LEVEL: "error",
      ADMIN_PASSWORD: "Bench-Backup-Lantern-93",
      ...env,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const exited = new Promise<void>((resolve) => proc.once("exit", () => resolve()));
  for (const deadline = Date.now() + 120_000; ;) {
    if (proc.exitCode !== null) throw new Error("server exited at start");
    try {
      const ready = await fetch(`${base}/readyz`);
      if (ready.ok) break;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error("server did not start");
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    proc,
    async stop() {
      if (proc.exitCode === null) proc.kill("SIGTERM");
      await exited;
    },
  };
}

function contactBody(key: string, i: number) {
  return new URLSearchParams({
    idempotencyKey: key,
    company_website: "",
    name: `Load ${i}`,
    email: `load${i}@example.com`,
    message: "Load test while backing up",
  });
}

interface Ack {
  key: string;
  /** When the answer came (epoch ms); the lead was committed before it. */
  at: number;
  started: number;
  ms: number;
}

/** 50 connections posting leads for `seconds`; every acknowledged lead with its time. */
async function load(seconds: number) {
  const acks: Ack[] = [];
  const latencies: { started: number; ms: number }[] = [];
  let errors = 0;
  let i = 0;
  const until = Date.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (Date.now() < until) {
        const key = randomUUID();
        const started = Date.now();
        const t0 = performance.now();
        try {
          const res = await fetch(`${base}/api/leads/contact`, { method: "POST", body: contactBody(key, ++i) });
          await res.arrayBuffer();
          const ms = performance.now() - t0;
          latencies.push({ started, ms });
          if (res.status === 201 || res.status === 200) acks.push({ key, at: Date.now(), started, ms });
          else errors++;
        } catch {
          errors++;
        }
      }
    }),
  );
  return { acks, latencies, errors, rps: Math.round(latencies.length / seconds) };
}

function runScript(script: string, scriptArgs: string[]) {
  const proc = spawn(process.execPath, [path.join(root, `scripts/${script}.ts`), ...scriptArgs], {
    cwd: root,
    env: { PATH: process.env.PATH ?? "", DATA_DIR: dataDir, BACKUP_DIR: backupDir, BACKUP_KEEP: "10000" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  proc.stdout!.on("data", (d: Buffer) => (out += d.toString()));
  proc.stderr!.on("data", (d: Buffer) => (out += d.toString()));
  return new Promise<{ code: number | null; out: string }>((resolve) => proc.on("exit", (code) => resolve({ code, out })));
}

function inspect(): { keys: Set<string>; integrity: string } {
  const db = new Database(path.join(dataDir, "site.db"), { readonly: true });
  try {
    const keys = new Set((db.prepare("select idempotency_key as k from leads").all() as { k: string }[]).map((r) => r.k));
    return { keys, integrity: db.pragma("integrity_check", { simple: true }) as string };
  } finally {
    db.close();
  }
}

const lines: string[] = [];
const say = (line: string) => {
  console.log(line);
  lines.push(line);
};

// 1. Backup time and size by number of leads, the site running (idle) beside it.
const sizes: { leads: number; ms: number; copyMs: number; bytes: number; databaseBytes: number }[] = [];
for (const size of SIZES) {
  await seedTo(size);
  const server = await startServer({ BACKUP_EVERY: "off" });
  const runs = [];
  for (let r = 0; r < RUNS; r++) runs.push(await takeBackup({ dataDir, backupDir }));
  await server.stop();
  const last = runs.at(-1)!;
  sizes.push({
    leads: size,
    ms: median(runs.map((x) => x.ms)),
    copyMs: median(runs.map((x) => x.copyMs)),
    bytes: last.bytes,
    databaseBytes: last.databaseBytes,
  });
  for (const b of runs) fs.rmSync(b.file);
  console.log(JSON.stringify(sizes.at(-1)));
}

// 2. The load without backups, then with the server's schedule taking them.
const quiet = await startServer({ BACKUP_EVERY: "off" });
const without = await load(SECONDS);
await quiet.stop();

const busy = await startServer({ BACKUP_EVERY: EVERY, BACKUP_KEEP: "10000" });
// The first scheduled backup comes 10 s after start; the load runs through several.
const loadStart = Date.now();
const withBackups = await load(2 * SECONDS + 10);
const loadEnd = Date.now();
// A backup still being taken finishes as the server stops.
await busy.stop();
const taken = (await listBackups(backupDir)).filter((b) => b.at.getTime() >= loadStart && b.at.getTime() <= loadEnd).reverse();
// A backup's window: from the time in its name (the copy begins) to its file's last write.
const windows = taken.map((b) => ({ start: b.at.getTime(), end: fs.statSync(b.file).mtimeMs, name: b.name, bytes: b.bytes }));
const overlaps = (l: { started: number; ms: number }) => windows.some((w) => l.started + l.ms >= w.start && l.started <= w.end);
const during = withBackups.latencies.filter(overlaps);
// Between backups, in the same run: the machine's other load weighs on both alike.
const between = withBackups.latencies.filter((l) => !overlaps(l));
console.log(JSON.stringify({ backupsDuringLoad: windows.length, requestsDuringBackup: during.length }));
if (windows.length === 0) throw new Error("no backup was taken during the load: lengthen --seconds or shorten --every");

// 3a. The last backup, restored into the stopped site: the last lead acknowledged before it began is in it.
const last = windows.at(-1)!;
const lastFile = path.join(backupDir, last.name);
const ackedBefore = withBackups.acks.filter((a) => a.at < last.start);
const given = ackedBefore.reduce((a, b) => (b.at > a.at ? b : a));
const restore1Start = performance.now();
const restore1 = await runScript("restore", [lastFile]);
const restore1Ms = performance.now() - restore1Start;
if (restore1.code !== 0) throw new Error(`restore failed: ${restore1.out}`);
const first = inspect();
const replaced = fs.readdirSync(dataDir).filter((f) => f.startsWith("site.db.replaced-"));
const onRestored = await startServer({ BACKUP_EVERY: "off" });
const post = await fetch(`${base}/api/leads/contact`, { method: "POST", body: contactBody(randomUUID(), 0) });
await onRestored.stop();

// 3b. The data folder deleted (a lost disk, a bad deploy): restore, start, count.
fs.rmSync(dataDir, { recursive: true, force: true });
const restore2 = await runScript("restore", [lastFile]);
if (restore2.code !== 0) throw new Error(`restore after deleting the data folder failed: ${restore2.out}`);
const fresh = await startServer({ BACKUP_EVERY: "off" });
const ready = (await (await fetch(`${base}/readyz`)).json()) as { status: string };
await fresh.stop();
const second = inspect();
const missing = ackedBefore.filter((a) => !second.keys.has(a.key)).length;
const ackedAfterButIn = withBackups.acks.filter((a) => a.at >= last.start && second.keys.has(a.key)).length;

const p99 = (l: { ms: number }[]) =>
  round(
    pct(
      l.map((x) => x.ms),
      99,
    ),
  );
const p50 = (l: { ms: number }[]) =>
  round(
    pct(
      l.map((x) => x.ms),
      50,
    ),
  );
const backupMsUnderLoad = median(windows.map((w) => w.end - w.start));
const seededTotal = SIZES.at(-1)!;

say(`# Backups under load (SQLite)`);
say("");
say(
  `${new Date().toISOString()}, ${os.cpus().length} cores (load average ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(
      ", ",
    )}: the machine is shared, so compare phases of one run). \`npm run bench:backup\` (${CONCURRENCY} connections posting the contact form, RATE_LIMITS=off).`,
);
say("");
say(`## Backup time and size (site running, idle; median of ${RUNS})`);
say("");
say("| leads | backup time | of which the consistent copy | backup file (gzip) | database |");
say("| --: | --: | --: | --: | --: |");
for (const s of sizes)
  say(
    `| ${s.leads.toLocaleString("en-US")} | ${(s.ms / 1000).toFixed(2)} s | ${(s.copyMs / 1000).toFixed(2)} s | ${mib(s.bytes)} MiB | ${mib(s.databaseBytes)} MiB |`,
  );
say("");
say(`## The load's latency, with and without a backup running (${seededTotal.toLocaleString("en-US")} leads to start with)`);
say("");
say("| phase | requests | acknowledged | errors | req/s | p50 ms | p99 ms |");
say("| --- | --: | --: | --: | --: | --: | --: |");
say(
  `| no backup (${SECONDS} s) | ${without.latencies.length} | ${without.acks.length} | ${without.errors} | ${without.rps} | ${p50(without.latencies)} | ${p99(without.latencies)} |`,
);
say(
  `| backups every ${EVERY} by the server (${2 * SECONDS + 10} s) | ${withBackups.latencies.length} | ${withBackups.acks.length} | ${withBackups.errors} | ${withBackups.rps} | ${p50(withBackups.latencies)} | ${p99(withBackups.latencies)} |`,
);
say(`| of which: made while a backup was being taken | ${during.length} | | | | ${p50(during)} | ${p99(during)} |`);
say(`| of which: made between backups | ${between.length} | | | | ${p50(between)} | ${p99(between)} |`);
say("");
say(
  `${windows.length} backups were taken during that load; each took ${(backupMsUnderLoad / 1000).toFixed(2)} s (median) under load, the last ${mib(last.bytes)} MiB.`,
);
say("");
say("## Nothing acknowledged is lost");
say("");
say(
  `- Restored the last backup (\`${last.name}\`) into the stopped site in ${(restore1Ms / 1000).toFixed(2)} s (\`npm run restore\`, checks included).`,
);
say(
  `- The given lead (the last acknowledged before that backup began, ${last.start - given.at} ms before): ${first.keys.has(given.key) ? "present" : "**MISSING**"}. \`PRAGMA integrity_check\`: ${first.integrity}. The database it replaced kept as \`${replaced[0] ?? "none"}\`.`,
);
say(`- The site started on it and took a new lead: HTTP ${post.status}.`);
say(
  `- Data folder deleted, backup restored, site started (/readyz: ${ready.status}): ${ackedBefore.length.toLocaleString("en-US")} leads acknowledged during the load before the backup began, ${(ackedBefore.length - missing).toLocaleString("en-US")} present, **${missing} missing**; integrity_check ${second.integrity}. (${ackedAfterButIn} acknowledged in the moments after it began are in it too: committed before its snapshot.)`,
);

fs.mkdirSync(path.join(root, "bench/results"), { recursive: true });
fs.writeFileSync(path.join(root, "bench/results/backup.md"), lines.join("\n") + "\n");
fs.rmSync(work, { recursive: true, force: true });
if (missing > 0 || !first.keys.has(given.key) || first.integrity !== "ok" || second.integrity !== "ok" || post.status !== 201) process.exit(1);
