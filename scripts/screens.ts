/**
 * Screenshots of every kind of page, at a phone (390x844) and a laptop (1280x800) width, so a
 * visual change can be judged side by side. Starts the production build on a free port,
 * scrolls each page once so lazy images load, and writes small JPEGs (page top, cut at a
 * sensible height) into docs/screens/<label>/.
 *
 *   npm run build && npm run screens              # docs/screens/after
 *   npm run screens -- --label before             # docs/screens/before
 *   npm run screens -- --only /,/services         # a few routes
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium, type Page } from "@playwright/test";
import sharp from "sharp";
import { landingSlugs } from "#content/routes.ts";
import { portfolioProjects } from "#content/portfolio/index.ts";
import { articles } from "#content/articles.ts";
import { spawn } from "node:child_process";
import { freePort, root } from "../tests/support/server-process.ts";

const args = process.argv.slice(2);
const arg = (name: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};
const label = arg("label") ?? "after";
const only = arg("only")?.split(",");

const pages: [name: string, path: string][] = [
  ["home", "/"],
  ["services", "/services"],
  ["about", "/about"],
  ["contact", "/contact"],
  ["faq", "/faq"],
  ["get-started", "/get-started"],
  ["demo", "/free-ai-agent-demo"],
  ["portfolio", "/portfolio"],
  ["portfolio-detail", `/portfolio/${portfolioProjects[0]!.slug}`],
  ["landing-1", `/${landingSlugs[0]}`],
  ["landing-2", `/${landingSlugs[7]}`],
  ["landing-3", `/${landingSlugs[14]}`],
  ["blog", "/blog"],
  ["blog-post", `/blog/${articles[0]!.slug}`],
  ["not-found", "/no-such-page"],
  ["admin-sign-in", "/admin"],
];

const viewports = [
  { tag: "390", width: 390, height: 844, maxHeight: 3400 },
  { tag: "1280", width: 1280, height: 800, maxHeight: 2600 },
];

/** Scrolls to the bottom and back so every lazy image is requested, then waits for them. */
async function loadEverything(page: Page) {
  await page.evaluate(async () => {
    const step = window.innerHeight;
    for (let y = 0; y < document.body.scrollHeight; y += step) {
      window.scrollTo(0, y);
      await new Promise((r) => requestAnimationFrame(() => r(null)));
    }
    window.scrollTo(0, 0);
  });
  // Images in closed panels never load: wait only for those on show.
  await page.waitForFunction(() => [...document.images].every((img) => img.complete || !img.checkVisibility()), undefined, { timeout: 120_000 });
  // Loaded is not yet painted: decode each picture on show before the capture.
  await page.evaluate(() => Promise.all([...document.images].filter((i) => i.checkVisibility()).map((i) => i.decode().catch(() => undefined))));
  await page.evaluate(() => document.fonts.ready);
}

const outDir = path.join(root, "docs/screens", label);
fs.mkdirSync(outDir, { recursive: true });
/** The production build on a free port (or PORT); waits for /healthz however long a busy machine takes. */
async function startServer() {
  const port = Number(process.env.PORT ?? (await freePort()));
  const proc = spawn(process.execPath, ["server/index.ts"], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      LOG_LEVEL: "warn",
      ADMIN_PASSWORD: "screens-Quokka-Tundra-91",
      DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), "screens-")),
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  // Keep the last log lines to say why, should the server stop.
  let tail = "";
  proc.stdout!.on("data", (d: Buffer) => (tail = (tail + d.toString()).slice(-2000)));
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    if (proc.exitCode !== null) throw new Error(`the server exited (run npm run build first?):\n${tail}`);
    if (
      await fetch(`${url}/healthz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await new Promise((r) => setTimeout(r, 200));
  }
  return { url, stop: () => new Promise((r) => (proc.once("exit", r), proc.kill("SIGTERM"))) };
}

const server = await startServer();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--hide-scrollbars"],
});
try {
  for (const vp of viewports) {
    const context = await browser.newContext({ viewport: { width: vp.width, height: vp.height }, reducedMotion: "reduce" });
    const page = await context.newPage();
    for (const [name, route] of pages) {
      if (only && !only.includes(route) && !only.includes(name)) continue;
      await page.goto(server.url + route, { waitUntil: "load" });
      await loadEverything(page);
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      const png = await page.screenshot({
        fullPage: true,
        clip: { x: 0, y: 0, width: vp.width, height: Math.min(height, vp.maxHeight) },
      });
      const file = path.join(outDir, `${name}-${vp.tag}.jpg`);
      await sharp(png).jpeg({ quality: 45, mozjpeg: true }).toFile(file);
      console.log(`${path.relative(root, file)} ${Math.round(fs.statSync(file).size / 1024)} KB`);
    }
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
