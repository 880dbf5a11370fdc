/**
 * Visit counting under load, and a year of it (docs/decisions/015-cookieless-visits-and-conversions.md).
 *
 * 1. A steady lead load on a fresh SQLite server, with BEACONS visit beacons a second switched on
 *    and off in turns of WINDOW seconds, SECONDS of each (open loop: requests leave on a schedule,
 *    so a slow answer does not slow the load): errors, beacon p50/p99, and the lead p50/p99 of the
 *    leads sent while the beacons were off against those sent while they were on. Turns a few
 *    seconds long put both sides in the same moments of a shared machine, whose disk alone moves a
 *    lead's p99 by half from one minute to the next. Then every acknowledged beacon is a stored
 *    row, and folding the raw rows into daily totals changes no number of the Traffic view.
 * 2. A simulated year of VISITS_PER_DAY visits (and 2% of them leads) on SQLite, folded day by
 *    day as the server does: the database's size and the Traffic view's query time.
 * 3. The beacon's bytes in a built page.
 *
 *   npm run build && npm run bench:analytics [-- --rounds 3 --seconds 60 --window 5 --beacons 500 --leads 50 --year-days 365 --visits-per-day 1000]
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import http from "node:http";
import net from "node:net";
import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { openDatabase } from "#app/services/db.server.ts";
import { createAnalytics } from "#app/services/analytics.server.ts";
import type { Insertable } from "kysely";
import type { LeadsTable } from "../db/schema.ts";
import { createLogger } from "#app/services/logger.server.ts";
import { publicPaths } from "#content/public-paths.ts";
import { sourceOf, type VisitFields } from "#app/domain/traffic-source.ts";

const root = path.resolve(import.meta.dirname, "..");
const args = process.argv.slice(2);
const flag = (name: string, fallback: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1]! : fallback;
};
const SECONDS = Number(flag("seconds", "60"));
const BEACONS = Number(flag("beacons", "500"));
const LEADS = Number(flag("leads", "50"));
const YEAR_DAYS = Number(flag("year-days", "365"));
const VISITS_PER_DAY = Number(flag("visits-per-day", "1000"));
const PORT = Number(flag("port", "3378"));
const ROUNDS = Number(flag("rounds", "3"));
/** Seconds at the start of each run whose answers are not counted (a fresh server compiles its hot paths). */
const WARMUP = Number(flag("warmup", "5"));
/** Seconds of each turn with beacons on or off; a lead sent in a turn's first GUARD seconds counts for neither. */
const WINDOW = Number(flag("window", "5"));
const GUARD = 0.5;
/** Turn n (from 0, after the warm-up) has beacons on when n is odd. */
const turnOf = (sinceStart: number) => {
  const t = sinceStart / 1000 - WARMUP;
  if (t < 0) return null;
  const n = Math.floor(t / WINDOW);
  return t - n * WINDOW < GUARD ? null : n % 2 === 1;
};
const log = createLogger({ level: "error" });

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
const round = (n: number) => Math.round(n * 10) / 10;

async function waitFor(url: string) {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server did not start at ${url}`);
}

// Pages weighted like search traffic: a few pages bring most visits.
const pages = publicPaths();
const sources: Omit<VisitFields, "p">[] = [
  {},
  { r: "google.com" },
  { r: "www.bing.com" },
  { r: "facebook.com" },
  { r: "duckduckgo.com" },
  { s: "google", m: "cpc", c: "branding-atl" },
  { s: "google", m: "cpc", c: "web-design-atl" },
  { s: "newsletter", m: "email" },
  { s: "instagram", m: "social", c: "spring" },
  { r: "nextdoor.com" },
];
let seed = 42;
const rand = () => {
  seed = (seed * 1103515245 + 12345) % 2 ** 31;
  return seed / 2 ** 31;
};
const zipf = (n: number) => Math.min(n - 1, Math.floor(n * rand() ** 2.5));
const randomVisit = (): VisitFields => ({ p: pages[zipf(pages.length)]!, ...sources[zipf(sources.length)] });
const userAgent = (i: number) => `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.${i % 700}.0 Safari/537.36`;

interface Side {
  leadsSent: number;
  leadP50: number;
  leadP99: number;
  /** Every lead's time in ms, sorted (pooled over rounds; not written out). */
  leadLatencies: number[];
}
interface LoadResult {
  beaconsSent: number;
  beaconErrors: number;
  beaconP50: number;
  beaconP99: number;
  leadErrors: number;
  /** Leads sent while the beacons were off, and while they were on. */
  off: Side;
  on: Side;
  storedVisits: number;
  /** Traffic view numbers equal before and after folding every raw row into daily totals. */
  foldedEqual: boolean | null;
  foldedVisits: number;
}

// Keep-alive connections, as browsers keep them; the client's own cost stays small beside the server's.
const agent = new http.Agent({ keepAlive: true, maxSockets: 128 });
function post(url: string, body: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: "POST", agent, headers: { "content-length": String(Buffer.byteLength(body)), ...headers } }, (res) => {
      res.resume();
      res.on("end", () => resolve(res.statusCode ?? 0));
    });
    req.on("error", reject);
    req.end(body);
  });
}

/** Sends `perSecond` requests a second for `seconds`, each on its own schedule; each one's send time (ms since `started`) and time taken. */
async function openLoop(perSecond: number, seconds: number, started: number, send: (i: number) => Promise<boolean>) {
  const samples: { at: number; ms: number }[] = [];
  let errors = 0;
  let sent = 0;
  const inFlight: Promise<void>[] = [];
  const total = perSecond * seconds;
  while (sent < total) {
    const due = started + (sent * 1000) / perSecond;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((r) => setTimeout(r, wait));
    const i = sent++;
    const t0 = performance.now();
    inFlight.push(
      send(i)
        .then((ok) => {
          if (!ok) errors++;
        })
        .catch(() => {
          errors++;
        })
        .finally(() => samples.push({ at: t0 - started, ms: performance.now() - t0 })),
    );
  }
  await Promise.all(inFlight);
  return { sent, errors, samples };
}

function side(latencies: number[]): Side {
  latencies.sort((a, b) => a - b);
  return { leadsSent: latencies.length, leadP50: round(pct(latencies, 50)), leadP99: round(pct(latencies, 99)), leadLatencies: latencies };
}

/**
 * Beacons as browsers send them, from a sender that costs as little as it can: raw keep-alive
 * sockets, each request written whole, each answer read by its status line and length. (Node's
 * HTTP client costs about what the server does per request; on two cores it took the CPU the
 * server and the lead client need, and measured itself.)
 */
async function beaconLoad(base: string, startedAt: number) {
  const { hostname, port } = new URL(base);
  const sockets = await Promise.all(
    Array.from(
      { length: 16 },
      () =>
        new Promise<net.Socket>((resolve, reject) => {
          const socket = net.connect(Number(port), hostname, () => resolve(socket));
          socket.once("error", reject);
          socket.setNoDelay(true);
        }),
    ),
  );
  const latencies: number[] = [];
  let errors = 0;
  let answered = 0;
  const total = BEACONS * SECONDS;
  // The parent's start, on this process's clock: both count turns from it.
  const started = performance.now() - (Date.now() - startedAt);
  const waiting = sockets.map(() => [] as number[]);
  sockets.forEach((socket, k) => {
    let buffer = "";
    socket.on("data", (chunk: Buffer) => {
      buffer += chunk.toString("latin1");
      for (;;) {
        const headEnd = buffer.indexOf("\r\n\r\n");
        if (headEnd < 0) return;
        const head = buffer.slice(0, headEnd);
        const length = Number(/\r\ncontent-length: *(\d+)/i.exec(head)?.[1] ?? 0);
        if (buffer.length < headEnd + 4 + length) return;
        buffer = buffer.slice(headEnd + 4 + length);
        if (!head.startsWith("HTTP/1.1 204")) errors++;
        const sentAt = waiting[k]!.shift()!;
        latencies.push(performance.now() - sentAt);
        answered++;
      }
    });
  });
  for (let i = 0; i < total; i++) {
    // The i-th beacon's place in beacon time, laid into the odd turns: turn 2n+1 carries beacon time [nW, (n+1)W).
    const inBeacons = i / BEACONS;
    const n = Math.floor(inBeacons / WINDOW);
    const due = started + (WARMUP + (2 * n + 1) * WINDOW + (inBeacons - n * WINDOW)) * 1000;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((r) => setTimeout(r, wait));
    const body = JSON.stringify(randomVisit());
    const k = i % sockets.length;
    waiting[k]!.push(performance.now());
    sockets[k]!.write(
      `POST /api/visit HTTP/1.1\r\nHost: ${hostname}:${port}\r\nContent-Type: text/plain;charset=UTF-8\r\nUser-Agent: ${userAgent(i)}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  }
  while (answered < total) await new Promise((r) => setTimeout(r, 20));
  for (const socket of sockets) socket.end();
  latencies.sort((a, b) => a - b);
  return { sent: total, errors, p50: round(pct(latencies, 50)), p99: round(pct(latencies, 99)) };
}

/**
 * The beacons come from their own process, as they come from other people's browsers: a client
 * that also measures the leads would add its own busy event loop to every lead's time.
 */
function beaconLoadProcess(base: string, startedAt: number): Promise<{ sent: number; errors: number; p50: number; p99: number }> {
  // At the lowest priority: its own work is the browsers', done on other machines, and on two cores
  // it would otherwise be counted against the server.
  const child = spawn(
    "nice",
    [
      "-n",
      "19",
      process.execPath,
      import.meta.filename,
      "--beacon-load",
      base,
      "--started",
      String(startedAt),
      "--beacons",
      String(BEACONS),
      "--seconds",
      String(SECONDS),
      "--warmup",
      String(WARMUP),
      "--window",
      String(WINDOW),
    ],
    {
      cwd: root,
      stdio: ["ignore", "pipe", "inherit"],
    },
  );
  let out = "";
  child.stdout.on("data", (chunk: Buffer) => (out += chunk.toString()));
  return new Promise((resolve, reject) =>
    child.on("exit", (code) =>
      code === 0
        ? resolve(JSON.parse(out) as { sent: number; errors: number; p50: number; p99: number })
        : reject(new Error(`beacon load exited ${code}`)),
    ),
  );
}

async function runLoad(): Promise<LoadResult> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "site-analytics-"));
  const server = spawn(process.execPath, ["server/index.ts"], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(PORT),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      RATE_LIMITS: "off",
      LOG_LEVEL: "error",
      BACKUP_EVERY: "off",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const base = `http://127.0.0.1:${PORT}`;
  await waitFor(`${base}/healthz`);
  const startedAt = Date.now();
  const started = performance.now();
  const leadLoad = openLoop(LEADS, WARMUP + 2 * SECONDS, started, async (i) => {
    const body = new URLSearchParams({
      idempotencyKey: randomUUID(),
      company_website: "",
      name: `Load ${i}`,
      email: `load${i}@example.com`,
      message: "Load test",
      visit: JSON.stringify(randomVisit()),
    }).toString();
    return (await post(`${base}/api/leads/contact`, body, { "content-type": "application/x-www-form-urlencoded" })) === 201;
  });
  const [leads, beacons] = await Promise.all([leadLoad, beaconLoadProcess(base, startedAt)]);
  // SIGTERM writes what is still queued.
  server.kill("SIGTERM");
  await new Promise((r) => server.on("exit", r));

  const db = await openDatabase({ dataDir });
  const raw = await db.kysely
    .selectFrom("analytics_visits")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  let foldedEqual: boolean | null = null;
  let foldedVisits = 0;
  {
    const analytics = createAnalytics(db, { log, siteHost: "localhost:3000", rateLimits: false });
    const before = await analytics.report(7);
    // Fold today too (as if a week had passed), then compare every number the view shows.
    foldedVisits = (await analytics.prune(0)).visits;
    const after = await analytics.report(7);
    const norm = (r: typeof before) =>
      JSON.stringify({
        totals: r.totals,
        pages: [...r.pages].sort((a, b) => a.key.localeCompare(b.key)),
        sources: [...r.sources].sort((a, b) => a.key.localeCompare(b.key)),
        series: r.series,
      });
    foldedEqual = norm(before) === norm(after);
  }
  await db.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  const off: number[] = [];
  const on: number[] = [];
  for (const { at, ms } of leads.samples) {
    const turn = turnOf(at);
    if (turn !== null) (turn ? on : off).push(ms);
  }
  return {
    beaconsSent: beacons.sent,
    beaconErrors: beacons.errors,
    beaconP50: beacons.p50,
    beaconP99: beacons.p99,
    leadErrors: leads.errors,
    off: side(off),
    on: side(on),
    storedVisits: Number(raw.n),
    foldedEqual,
    foldedVisits,
  };
}

/** A year of visits and leads through the real service, folded daily; size and view times. */
async function simulateYear() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "site-analytics-year-"));
  const db = await openDatabase({ dataDir });
  const DAY = 86_400_000;
  const start = Date.parse("2025-01-01T00:00:00Z");
  let clock = start;
  const analytics = createAnalytics(db, { log, siteHost: "example.test", rateLimits: false, now: () => clock });
  const kinds = ["contact", "demo", "booking", "chat"] as const;
  let visits = 0;
  let leadCount = 0;
  const dayLeads: Insertable<LeadsTable>[] = [];
  const t0 = performance.now();
  for (let d = 0; d < YEAR_DAYS; d++) {
    for (let i = 0; i < VISITS_PER_DAY; i++) {
      clock = start + d * DAY + Math.floor((i / VISITS_PER_DAY) * DAY);
      const visit = randomVisit();
      // About 700 different people a day.
      analytics.receive({
        body: JSON.stringify(visit),
        ip: `10.${d % 200}.${i % 7}.${i % 100}`,
        userAgent: userAgent(i),
        doNotTrack: false,
        admin: false,
      });
      visits++;
      if (rand() < 0.02) {
        const created = new Date(clock).toISOString();
        dayLeads.push({
          id: randomUUID(),
          source: kinds[zipf(kinds.length)]!,
          idempotency_key: randomUUID(),
          name: `Year ${leadCount}`,
          email: `year${leadCount}@example.com`,
          lead_status: "warm",
          project_interested: "[]",
          entry_page: visit.p,
          entry_source: sourceOf(visit),
          created_at: created,
          updated_at: created,
        });
        leadCount++;
      }
    }
    if (dayLeads.length) await db.kysely.insertInto("leads").values(dayLeads.splice(0)).execute();
    await analytics.flush();
    await analytics.prune();
  }
  const fillSeconds = (performance.now() - t0) / 1000;
  const timings: Record<number, { median: number; max: number }> = {};
  for (const days of [7, 30, 90] as const) {
    const runs: number[] = [];
    for (let r = 0; r < 15; r++) {
      const a = performance.now();
      await analytics.report(days);
      runs.push(performance.now() - a);
    }
    runs.sort((a, b) => a - b);
    timings[days] = { median: round(pct(runs, 50)), max: round(runs[runs.length - 1]!) };
  }
  const counts = {
    raw: Number(
      (
        await db.kysely
          .selectFrom("analytics_visits")
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    ),
    daily: Number(
      (
        await db.kysely
          .selectFrom("analytics_daily")
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    ),
  };
  const yearReport = await analytics.report(90);
  await db.close();
  const size = (f: string) => (fs.existsSync(f) ? fs.statSync(f).size : 0);
  const file = path.join(dataDir, "site.db");
  const bytes = size(file) + size(`${file}-wal`);
  // The analytics tables alone: the same database without them.
  const bare = await openDatabase({ dataDir });
  await bare.kysely.deleteFrom("analytics_visits").execute();
  await bare.kysely.deleteFrom("analytics_daily").execute();
  await bare.close();
  const { default: SQLite } = await import("better-sqlite3");
  const s = new SQLite(file);
  s.exec("VACUUM");
  s.close();
  const withoutAnalytics = size(file) + size(`${file}-wal`);
  fs.rmSync(dataDir, { recursive: true, force: true });
  return {
    visits,
    leads: leadCount,
    fillSeconds: round(fillSeconds),
    counts,
    bytes,
    analyticsBytes: bytes - withoutAnalytics,
    timings,
    last90: yearReport.totals,
  };
}

function beaconBytes() {
  const file = path.join(root, "build/client/index.html");
  if (!fs.existsSync(file)) return null;
  const html = fs.readFileSync(file, "utf8");
  const scripts = [...html.matchAll(/<script(?![^>]*type="(?:application\/ld\+json|text\/x-deferred)[^"]*")[^>]*>([\s\S]*?)<\/script>/g)].map(
    (m) => m[1]!,
  );
  const beacon = scripts.find((s) => s.includes("cc-visit"));
  if (!beacon) return null;
  return { bytes: Buffer.byteLength(beacon), gzip: zlib.gzipSync(beacon, { level: 9 }).length, brotli: zlib.brotliCompressSync(beacon).length };
}

if (args.includes("--beacon-load")) {
  process.stdout.write(JSON.stringify(await beaconLoad(flag("beacon-load", ""), Number(flag("started", "0")))));
  process.exit(0);
}

/** Rounds pooled: every lead of a side in one sorted list. */
function pooled(runs: LoadResult[]): LoadResult {
  const sum = (f: (r: LoadResult) => number) => runs.reduce((n, r) => n + f(r), 0);
  return {
    beaconsSent: sum((r) => r.beaconsSent),
    beaconErrors: sum((r) => r.beaconErrors),
    beaconP50: Math.max(...runs.map((r) => r.beaconP50)),
    beaconP99: Math.max(...runs.map((r) => r.beaconP99)),
    leadErrors: sum((r) => r.leadErrors),
    off: side(runs.flatMap((r) => r.off.leadLatencies)),
    on: side(runs.flatMap((r) => r.on.leadLatencies)),
    storedVisits: sum((r) => r.storedVisits),
    foldedEqual: runs.every((r) => r.foldedEqual),
    foldedVisits: sum((r) => r.foldedVisits),
  };
}
const change = (off: number, on: number) => (off ? `${round(((on - off) / off) * 100)}%` : "n/a");

const loadBefore = os.loadavg()[0]!;
const script = beaconBytes();
console.log("beacon script", script);
const runs: LoadResult[] = [];
for (let r = 0; r < ROUNDS; r++) {
  const run = await runLoad();
  runs.push(run);
  console.log(
    `round ${r + 1}: lead p99 ${run.off.leadP99} ms with beacons off, ${run.on.leadP99} ms on (${change(run.off.leadP99, run.on.leadP99)}); p50 ${run.off.leadP50} / ${run.on.leadP50}; beacons ${run.beaconsSent} sent, ${run.beaconErrors} errors, p50 ${run.beaconP50} p99 ${run.beaconP99} ms`,
  );
}
const all = pooled(runs);
const year = await simulateYear();
console.log("year", year);

const loadAfter = os.loadavg()[0]!;
const mib = (n: number) => `${round(n / 1024 / 1024)} MiB`;
const md = [
  `# Visit counting: load, folding and a year (\`npm run bench:analytics\`)`,
  "",
  `${new Date().toISOString()}, ${os.cpus().length} cores shared with other work (load average ${round(loadBefore)} at the start, ${round(loadAfter)} at the end), Node ${process.version}, SQLite. Open loop: ${LEADS} contact-form leads/s throughout, and ${BEACONS} beacons/s (sent by a second process at the lowest priority, as browsers are other machines) on and off in turns of ${WINDOW} s, ${SECONDS} s of each a round after ${WARMUP} s of warm-up; a lead sent in a turn's first ${GUARD} s counts for neither side. ${ROUNDS} rounds on fresh servers, pooled; no scheduled backup during the runs.`,
  "",
  "| leads sent while beacons were | leads | lead p50 ms | lead p99 ms |",
  "| --- | --: | --: | --: |",
  `| off | ${all.off.leadsSent} | ${all.off.leadP50} | ${all.off.leadP99} |`,
  `| on (${BEACONS}/s) | ${all.on.leadsSent} | ${all.on.leadP50} | ${all.on.leadP99} |`,
  "",
  `Lead p99 with beacons vs without: ${change(all.off.leadP99, all.on.leadP99)} (p50 ${change(all.off.leadP50, all.on.leadP50)}). Each round: ${runs.map((r) => `${r.off.leadP99} → ${r.on.leadP99} ms`).join("; ")}.`,
  `Errors: ${all.leadErrors} of the leads, ${all.beaconErrors} of ${all.beaconsSent} beacons. Beacon p50 ${all.beaconP50} ms, p99 ${all.beaconP99} ms (the worst round's).`,
  `Every acknowledged beacon stored: ${all.storedVisits === all.beaconsSent - all.beaconErrors ? "yes" : "NO"} (${all.storedVisits} of ${all.beaconsSent - all.beaconErrors}).`,
  `Folding all ${all.foldedVisits} raw visits into daily totals left every number of the Traffic view (totals, pages, sources, days) equal: ${all.foldedEqual ? "yes" : "NO"}.`,
  "",
  `## A year: ${YEAR_DAYS} days × ${VISITS_PER_DAY} visits, ${year.leads} leads, folded daily (kept raw: 7 days)`,
  "",
  `- rows: ${year.counts.raw} raw visits, ${year.counts.daily} daily totals (filled in ${year.fillSeconds} s)`,
  `- database file: ${mib(year.bytes)} in all; the two analytics tables ${mib(year.analyticsBytes)} (the rest is the ${year.leads} leads)`,
  `- Traffic view query (\`analytics.report\`), 15 runs: ${[7, 30, 90].map((d) => `${d} days median ${year.timings[d]!.median} ms, max ${year.timings[d]!.max} ms`).join("; ")}`,
  `- last 90 days: ${year.last90.visits} visits, ${year.last90.visitors} unique visitors, ${year.last90.leads} leads`,
  "",
  "## The beacon",
  "",
  script
    ? `Inline beacon in \`build/client/index.html\`: ${script.bytes} bytes (${script.gzip} gzip, ${script.brotli} br).`
    : "No build found: run `npm run build` first.",
  "",
].join("\n");
fs.mkdirSync(path.join(root, "bench/results"), { recursive: true });
fs.writeFileSync(
  path.join(root, "bench/results/analytics.json"),
  JSON.stringify(
    {
      script,
      off: { ...all.off, leadLatencies: undefined },
      on: { ...all.on, leadLatencies: undefined },
      beacons: { ...all, off: undefined, on: undefined },
      rounds: runs.map((r) => ({ off: r.off.leadP99, on: r.on.leadP99 })),
      year,
    },
    null,
    2,
  ) + "\n",
);
fs.writeFileSync(path.join(root, "bench/results/analytics.md"), md);
console.log("\n" + md);
