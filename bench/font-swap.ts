/**
 * What moves when the brand faces arrive after the first paint, as they do on a first visit
 * over a slow network: each public page is loaded at 390x844 and 412x823 (Lighthouse's
 * phone), both with touch, and at 1280x800, with the
 * font files held back; once it has painted with its fallbacks and is still, the files are
 * let through and every layout shift until the faces are in use and two frames have passed
 * is summed (the swap's share of CLS). The largest shifts name the element that moved.
 *
 *   npm run build && npm run bench:font-swap [-- --only /,/services] [--out name]
 *
 * Prints a table and keeps the figures in bench/results/font-swap.{json,md}.
 */
import fs from "node:fs";
import path from "node:path";
import { chromium, type Browser, type Route } from "@playwright/test";
import { publicPaths } from "#content/public-paths.ts";
import { startServer } from "../tests/support/server-process.ts";
import { contextFor, screens } from "../scripts/fonts/screens.ts";

const root = path.resolve(import.meta.dirname, "..");
const arg = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
};
const only = arg("only")?.split(",");
const out = arg("out") ?? "font-swap";
const routes = only ?? publicPaths();

const viewports = screens;

interface Shift {
  value: number;
  nodes: string[];
}
interface Row {
  route: string;
  viewport: string;
  cls: number;
  shifts: Shift[];
}

async function measure(browser: Browser, base: string, route: string, vp: (typeof viewports)[number]): Promise<Row> {
  const context = await browser.newContext(contextFor(vp));
  const page = await context.newPage();
  const held: Route[] = [];
  await page.route(/\.woff2($|\?)/, (r) => {
    held.push(r);
  });
  await page.addInitScript(() => {
    const w = window as unknown as { __shifts: { value: number; at: number; nodes: string[] }[] };
    w.__shifts = [];
    const describe = (n: Node | null) => {
      if (!n || !(n instanceof Element)) return n ? n.nodeName : "?";
      const id = n.id ? `#${n.id}` : "";
      const cls = typeof n.className === "string" && n.className ? `.${n.className.trim().split(/\s+/).slice(0, 3).join(".")}` : "";
      const text = (n.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 40);
      return `${n.tagName.toLowerCase()}${id}${cls} "${text}"`;
    };
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as unknown as {
        value: number;
        startTime: number;
        hadRecentInput: boolean;
        sources: { node: Node | null }[];
      }[]) {
        if (e.hadRecentInput) continue;
        w.__shifts.push({ value: e.value, at: e.startTime, nodes: e.sources.map((s) => describe(s.node)) });
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
  await page.goto(`${base}${route}`, { waitUntil: "domcontentloaded" });
  // Painted with the fallbacks, and still: what moves later is the swap's.
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const check = () => (performance.getEntriesByType("paint").length > 0 ? setTimeout(resolve, 500) : requestAnimationFrame(check));
        check();
      }),
  );
  const before = await page.evaluate(() => (window as unknown as { __shifts: unknown[] }).__shifts.length);
  for (const r of held.splice(0)) await r.continue();
  await page.unroute(/\.woff2($|\?)/);
  // The faces are in use once the fonts boot has set its class (app/utils/fonts-boot.ts).
  await page.waitForFunction(() => document.documentElement.classList.contains("fonts"));
  await page.evaluate(async () => {
    await document.fonts.ready;
    await Promise.all([...document.fonts].filter((f) => f.status === "loading").map((f) => f.loaded.catch(() => undefined)));
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    await new Promise((r) => setTimeout(r, 300));
  });
  const shifts = await page.evaluate(
    (from) => (window as unknown as { __shifts: { value: number; nodes: string[] }[] }).__shifts.slice(from),
    before,
  );
  await context.close();
  const cls = shifts.reduce((s, x) => s + x.value, 0);
  return { route, viewport: vp.name, cls: Number(cls.toFixed(4)), shifts: shifts.sort((a, b) => b.value - a.value).slice(0, 3) };
}

async function main() {
  const server = await startServer({ RATE_LIMITS: "off", LOG_LEVEL: "warn" });
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" });
  const rows: Row[] = [];
  try {
    for (const route of routes) {
      for (const vp of viewports) {
        const row = await measure(browser, server.url, route, vp);
        rows.push(row);
        const worst = row.shifts[0] ? `  ${row.shifts[0].value.toFixed(4)} ${row.shifts[0].nodes.join(" | ")}` : "";
        console.log(`${route.padEnd(56)} ${vp.name.padEnd(6)} ${row.cls.toFixed(4)}${worst}`);
      }
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  const worst = [...rows].sort((a, b) => b.cls - a.cls);
  const over = rows.filter((r) => r.cls > 0.02);
  const summary = [
    `# Layout shift when the brand faces arrive after the first paint`,
    "",
    `${rows.length} page loads (${routes.length} routes x ${viewports.map((v) => `${v.width}x${v.height}`).join(", ")}); fonts held until the page painted, then released.`,
    "",
    `- largest: ${worst[0]?.cls ?? 0} (${worst[0]?.route} ${worst[0]?.viewport})`,
    `- over 0.02: ${over.length}`,
    `- at 0: ${rows.filter((r) => r.cls === 0).length}`,
    "",
    "| route | viewport | CLS of the swap | largest shift |",
    "| --- | --- | --- | --- |",
    ...worst
      .slice(0, 20)
      .map(
        (r) =>
          `| ${r.route} | ${r.viewport} | ${r.cls} | ${r.shifts[0] ? `${r.shifts[0].value.toFixed(4)}: ${r.shifts[0].nodes.join("; ").replace(/\|/g, "/")}` : ""} |`,
      ),
  ].join("\n");
  fs.mkdirSync(path.join(root, "bench/results"), { recursive: true });
  fs.writeFileSync(path.join(root, `bench/results/${out}.json`), JSON.stringify(rows, null, 2) + "\n");
  fs.writeFileSync(path.join(root, `bench/results/${out}.md`), summary + "\n");
  console.log("\n" + summary);
}

await main();
