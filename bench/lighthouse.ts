/**
 * Lighthouse over every public route of the production build: mobile, simulated
 * throttling, 3 runs per route, each figure the median of its runs. Writes bench/results/lighthouse.json and
 * bench/results/lighthouse.md.
 *
 *   npm run build && npm run bench:lighthouse [-- --runs 3] [-- --only /,/services --out lighthouse-some] [-- --throttling devtools]
 *
 * `--throttling devtools` applies the same mobile network and 4x CPU to the page as it loads
 * instead of simulating them afterwards (Lighthouse's "devtools" method), and writes
 * lighthouse-devtools.{json,md}. The simulation estimates LCP from every request that started
 * before the observed paint, so preloaded web fonts count even when the text first paints in
 * its fallback face (font-display: swap); with the throttling applied, LCP is that paint.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { spawn } from "node:child_process";
import lighthouse from "lighthouse";
import * as chromeLauncher from "chrome-launcher";
import { publicPaths } from "#content/public-paths.ts";

const root = path.resolve(import.meta.dirname, "..");
const args = process.argv.slice(2);
const flag = (name: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};
const runs = Number(flag("runs") ?? 3);
const only = flag("only")?.split(",");
const port = Number(flag("port") ?? 3321);
const routes = only ?? publicPaths();
const throttling = flag("throttling") === "devtools" ? "devtools" : "simulate";
// `--out NAME` writes bench/results/NAME.{json,md} (a run over some routes keeps the full table).
const outName = flag("out") ?? (throttling === "devtools" ? "lighthouse-devtools" : "lighthouse");

interface Row {
  route: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  jsBytes: number;
  runs?: Omit<Row, "route" | "runs">[];
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

function median<T>(items: T[], key: (t: T) => number): T {
  const sorted = [...items].sort((a, b) => key(a) - key(b));
  return sorted[Math.floor(sorted.length / 2)]!;
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "site-bench-"));
  const server = spawn(process.execPath, ["server/index.ts"], {
    cwd: root,
    env: { ...process.env, NODE_ENV: "production", PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "warn" },
    stdio: "inherit",
  });
  const base = `http://127.0.0.1:${port}`;
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    chromeFlags: [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
  const rows: Row[] = [];
  try {
    await waitFor(`${base}/healthz`);
    for (const route of routes) {
      const results: Row[] = [];
      let failed = 0;
      for (let i = 0; i < runs; i++) {
        const result = await lighthouse(`${base}${route}`, {
          port: chrome.port,
          output: "json",
          logLevel: "error",
          onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
          throttlingMethod: throttling,
        });
        const lhr = result!.lhr;
        // A run Lighthouse could not measure (its runtimeError) is said and left out of the
        // medians rather than counted as a score of 0; another run is made in its place, twice at most.
        if (lhr.runtimeError) {
          console.warn(`${route}: run ${i + 1} not measured: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
          if (++failed <= 2) i--;
          continue;
        }
        const requests = (lhr.audits["network-requests"]?.details as { items?: { resourceType?: string; transferSize?: number }[] })?.items ?? [];
        results.push({
          route,
          performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
          accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
          bestPractices: Math.round((lhr.categories["best-practices"]?.score ?? 0) * 100),
          seo: Math.round((lhr.categories.seo?.score ?? 0) * 100),
          lcpMs: Math.round(lhr.audits["largest-contentful-paint"]?.numericValue ?? 0),
          tbtMs: Math.round(lhr.audits["total-blocking-time"]?.numericValue ?? 0),
          cls: Number((lhr.audits["cumulative-layout-shift"]?.numericValue ?? 0).toFixed(3)),
          jsBytes: requests.filter((r) => r.resourceType === "Script").reduce((s, r) => s + (r.transferSize ?? 0), 0),
        });
      }
      if (results.length === 0) {
        console.warn(`${route}: no run could be measured`);
        continue;
      }
      // Each figure is the median of its own runs (as Lighthouse CI's "median" aggregation):
      // one noisy run on a shared machine moves no column, and the runs are kept in the JSON.
      const mid = (key: keyof Omit<Row, "route" | "runs">) => median(results, (r) => r[key] as number)[key] as number;
      const m: Row = {
        route,
        performance: mid("performance"),
        accessibility: mid("accessibility"),
        bestPractices: mid("bestPractices"),
        seo: mid("seo"),
        lcpMs: mid("lcpMs"),
        tbtMs: mid("tbtMs"),
        cls: mid("cls"),
        jsBytes: mid("jsBytes"),
        runs: results.map(({ route: _r, runs: _runs, ...figures }) => figures),
      };
      rows.push(m);
      console.log(
        `${route}: perf ${m.performance} a11y ${m.accessibility} bp ${m.bestPractices} seo ${m.seo} LCP ${m.lcpMs} ms TBT ${m.tbtMs} ms CLS ${m.cls} JS ${(m.jsBytes / 1024).toFixed(1)} KiB`,
      );
    }
  } finally {
    await chrome.kill();
    server.kill("SIGTERM");
  }

  const outDir = path.join(root, "bench/results");
  fs.mkdirSync(outDir, { recursive: true });
  const meta = {
    date: new Date().toISOString(),
    runs,
    formFactor: "mobile",
    throttling: throttling === "devtools" ? "applied (devtools)" : "simulated",
    node: process.version,
  };
  fs.writeFileSync(path.join(outDir, `${outName}.json`), JSON.stringify({ meta, rows }, null, 2) + "\n");
  const md = [
    `Lighthouse ${meta.formFactor}, ${meta.throttling} throttling, each figure the median of ${runs} runs, ${meta.date}`,
    "",
    "| route | perf | a11y | best practices | SEO | LCP ms | TBT ms | CLS | JS KiB (transfer) |",
    "| --- | --: | --: | --: | --: | --: | --: | --: | --: |",
    ...rows.map(
      (r) =>
        `| ${r.route} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${r.lcpMs} | ${r.tbtMs} | ${r.cls} | ${(r.jsBytes / 1024).toFixed(1)} |`,
    ),
  ].join("\n");
  fs.writeFileSync(path.join(outDir, `${outName}.md`), md + "\n");
  console.log("\n" + md);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
