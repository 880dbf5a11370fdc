/**
 * Fits the size-adjust of each metric-matched fallback face of app/app.css to the site's own
 * first screens, and writes the fitted rules back. Run after scripts/fonts/fallback-metrics.ts
 * (which sets each face to the brand face's average width on the site's text) and a build:
 *
 *   npm run build && node scripts/fonts/fit-fallbacks.ts
 *
 * An average width is not enough for a heading of five words a line: one title set 2% wider
 * or narrower than in Fraunces breaks onto one more or one fewer line, and when Fraunces
 * arrives after the first paint (ADR 013) everything under it moves. So every public page is
 * opened at 390x844, 412x823 (Lighthouse's phone) and 1280x800 with the brand faces in use,
 * and the height of every block of text on its first screen is noted; then, face by face,
 * the page is set in that fallback at each size-adjust within ±5% of the average, and the
 * value kept is the one at which the fewest blocks change height (ties: the one nearest the
 * average). Ascent and descent overrides are rescaled with it, so a line keeps its height.
 * Only the faces this machine can show are fitted (the Times/Arial class, through
 * Liberation); the DejaVu faces keep their average.
 */
import fs from "node:fs";
import path from "node:path";
import { chromium, type Page } from "@playwright/test";
import * as prettier from "prettier";
import { publicPaths } from "#content/public-paths.ts";
import { startServer } from "../../tests/support/server-process.ts";
import { BEGIN, END } from "./fallback-markers.ts";
import { contextFor, screens } from "./screens.ts";

const root = path.resolve(import.meta.dirname, "../..");
const cssFile = path.join(root, "app/app.css");

interface Face {
  family: string;
  weight: number;
  src: string;
  sizeAdjust: number;
  ascent: number;
  descent: number;
  lineGap: number;
}

const num = (rule: string, name: string) => Number(new RegExp(`${name}:\\s*([\\d.]+)%`).exec(rule)![1]) / 100;

function readFaces(css: string): Face[] {
  const block = css.slice(css.indexOf(BEGIN), css.indexOf(END));
  return [...block.matchAll(/@font-face\s*\{([^}]*)\}/g)].map((m) => {
    const rule = m[1]!;
    return {
      family: /font-family:\s*"([^"]+)"/.exec(rule)![1]!,
      weight: Number(/font-weight:\s*(\d+)/.exec(rule)![1]),
      src: /src:\s*([^;]+);/.exec(rule)![1]!.trim(),
      sizeAdjust: num(rule, "size-adjust"),
      ascent: num(rule, "ascent-override"),
      descent: num(rule, "descent-override"),
      lineGap: num(rule, "line-gap-override"),
    };
  });
}

const pct = (n: number) => `${(n * 100).toFixed(2)}%`;
function rule(f: Face, sizeAdjust = f.sizeAdjust): string {
  const k = f.sizeAdjust / sizeAdjust;
  return (
    `@font-face {\n  font-family: "${f.family}";\n  font-weight: ${f.weight};\n  src: ${f.src};\n  size-adjust: ${pct(sizeAdjust)};\n` +
    `  ascent-override: ${pct(f.ascent * k)};\n  descent-override: ${pct(f.descent * k)};\n  line-gap-override: ${pct(f.lineGap * k)};\n}`
  );
}

/** app.css with the rule of `face` (its family and weight, between the markers) replaced. */
function replaceRule(css: string, face: Face, replacement: string): string {
  const from = css.indexOf(BEGIN);
  const to = css.indexOf(END);
  const block = css
    .slice(from, to)
    .replace(/@font-face\s*\{[^}]*\}/g, (whole) =>
      whole.includes(`"${face.family}"`) && new RegExp(`font-weight:\\s*${face.weight};`).test(whole) ? replacement : whole,
    );
  return css.slice(0, from) + block + css.slice(to);
}

const viewports = screens;
const steps = Array.from({ length: 41 }, (_, i) => (i - 20) * 0.0025);

/** Opens the page with the brand faces and notes each first-screen text block's height and face. */
async function blocks(page: Page) {
  await page.waitForFunction(() => document.documentElement.classList.contains("fonts"));
  await page.evaluate(() => document.fonts.ready);
  return page.evaluate(() => {
    const found: { i: number; family: string; weight: number; height: number }[] = [];
    const all = [...document.body.querySelectorAll("*")];
    all.forEach((el, i) => {
      const own = [...el.childNodes].some((n) => n.nodeType === 3 && n.textContent!.trim());
      if (!own) return;
      const r = el.getBoundingClientRect();
      if (r.height === 0 || r.top > innerHeight || r.bottom < 0) return;
      const cs = getComputedStyle(el);
      const family = /Fraunces/.test(cs.fontFamily) ? "Fraunces Fallback" : "Instrument Sans Fallback";
      found.push({ i, family, weight: Number(cs.fontWeight), height: r.height });
    });
    (window as unknown as { __all: Element[] }).__all = all;
    return found;
  });
}

async function main() {
  const css = fs.readFileSync(cssFile, "utf8");
  const faces = readFaces(css);
  const fitted = faces.filter((f) => !/DejaVu/.test(f.family));
  // misses[face][step]: blocks of that face whose height changes at that size-adjust.
  const misses = fitted.map(() => steps.map(() => 0));
  const server = await startServer({ RATE_LIMITS: "off", LOG_LEVEL: "warn" });
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" });
  try {
    for (const route of publicPaths()) {
      for (const vp of viewports) {
        const context = await browser.newContext(contextFor(vp));
        const page = await context.newPage();
        await page.goto(`${server.url}${route}`);
        const noted = await blocks(page);
        // From here the page is set in the fallbacks, one face overridden at a time.
        await page.evaluate(() => {
          // The brand faces the fonts boot added (app/utils/fonts-boot.ts) are taken away again.
          for (const face of [...document.fonts])
            if (["Fraunces", "Instrument Sans"].includes(face.family.replace(/"/g, ""))) document.fonts.delete(face);
          const style = document.createElement("style");
          style.id = "fit";
          document.head.append(style);
        });
        for (const [fi, face] of fitted.entries()) {
          const mine = noted.filter((b) => b.family === face.family && b.weight === face.weight);
          if (mine.length === 0) continue;
          const counts = await page.evaluate(
            async ({ candidates, mine }) => {
              const all = (window as unknown as { __all: Element[] }).__all;
              const style = document.getElementById("fit")!;
              const out: number[] = [];
              for (const css of candidates) {
                style.textContent = css;
                await document.fonts.ready;
                out.push(mine.filter((b) => Math.abs(all[b.i]!.getBoundingClientRect().height - b.height) > 0.5).length);
              }
              style.textContent = "";
              return out;
            },
            { candidates: steps.map((step) => rule(face, face.sizeAdjust * (1 + step))), mine },
          );
          counts.forEach((n, si) => (misses[fi]![si]! += n));
        }
        await context.close();
      }
      process.stdout.write(".");
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  console.log();
  let next = css;
  for (const [fi, face] of fitted.entries()) {
    const row = misses[fi]!;
    const best = Math.min(...row);
    // Among the best, the step nearest the average width.
    const si = row
      .map((m, i) => ({ m, i }))
      .filter((x) => x.m === best)
      .sort((a, b) => Math.abs(steps[a.i]!) - Math.abs(steps[b.i]!))[0]!.i;
    const sizeAdjust = face.sizeAdjust * (1 + steps[si]!);
    console.log(`${face.family} ${face.weight}: ${pct(face.sizeAdjust)} (${row[20]} blocks change) → ${pct(sizeAdjust)} (${best})`);
    next = replaceRule(next, face, rule(face, sizeAdjust));
  }
  fs.writeFileSync(cssFile, await prettier.format(next, { ...(await prettier.resolveConfig(cssFile)), filepath: cssFile }));
}

await main();
