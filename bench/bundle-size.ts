/**
 * What a first visit costs, per public route of the production build: the page itself
 * (HTML with its inlined stylesheet), the fonts it loads (the woff2 files its stylesheet and
 * preloads name), the images above the fold (each eagerly loaded <img>, counted as the 800 px
 * AVIF a phone at DPR 2 picks), the scripts it runs before the visitor does anything (ADR 004:
 * none), and the scripts the first intent brings in to hydrate. HTML and scripts are gzip -9;
 * fonts and images are counted as stored (already compressed). "First visit" is HTML + fonts
 * + images.
 * Writes bench/results/bundle-size.json and bench/results/bundle-size.md.
 *
 *   npm run build && npm run bench:size
 */
import fs from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { publicPaths } from "#content/public-paths.ts";

const root = path.resolve(import.meta.dirname, "..");
const client = path.join(root, "build/client");
const gz = (buf: Buffer | string) => gzipSync(buf, { level: 9 }).length;
const kib = (n: number) => Math.round((n / 1024) * 10) / 10;

interface Row {
  route: string;
  htmlGzip: number;
  fontBytes: number;
  aboveFoldImageBytes: number;
  firstVisitBytes: number;
  scriptsBeforeIntentGzip: number;
  scriptsAtIntentGzip: number;
  modulesAtIntent: number;
}

function pageFile(route: string) {
  return path.join(client, route === "/" ? "" : route.slice(1), "index.html");
}

/** Every module a module imports, statically, transitively. */
function closure(start: string[], seen = new Set<string>()): Set<string> {
  for (const href of start) {
    if (seen.has(href)) continue;
    seen.add(href);
    const file = path.join(client, href.replace(/^\/+/, ""));
    if (!fs.existsSync(file)) continue;
    const code = fs.readFileSync(file, "utf8");
    const deps = [...code.matchAll(/(?:import|export)\s*(?:[\w*{}\s,$]*from\s*)?["'](\.\/[^"']+|\/assets\/[^"']+)["']/g)].map((m) =>
      m[1]!.startsWith("./") ? `/assets/${m[1]!.slice(2)}` : m[1]!,
    );
    closure(deps, seen);
  }
  return seen;
}

const rows: Row[] = [];
for (const route of publicPaths()) {
  const file = pageFile(route);
  if (!fs.existsSync(file)) throw new Error(`no prerendered page for ${route}: run npm run build`);
  const html = fs.readFileSync(file, "utf8");
  const eager = [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)].map((m) => m[1]!);
  const eagerModules = /<script\b[^>]*type="module"/.test(html) ? [...html.matchAll(/rel="modulepreload" href="([^"]+)"/g)].map((m) => m[1]!) : [];
  const entry = /<script type="text\/x-deferred-module" id="rr-entry"[^>]*data-preload="([^"]*)"[^>]*>([\s\S]*?)<\/script>/.exec(html);
  const entryImports = entry ? [...entry[2]!.matchAll(/["'](\/assets\/[^"']+\.js)["']/g)].map((m) => m[1]!) : [];
  const atIntent = closure([...(entry?.[1]?.split(" ").filter(Boolean) ?? []), ...entryImports]);
  const size = (hrefs: Iterable<string>) =>
    [...hrefs].reduce((sum, h) => {
      const f = path.join(client, h.replace(/^\/+/, ""));
      return sum + (fs.existsSync(f) ? gz(fs.readFileSync(f)) : 0);
    }, 0);
  const fonts = new Set([...html.matchAll(/(\/assets\/[^"')\s]+\.woff2)/g)].map((m) => m[1]!));
  const eagerImages = [...html.matchAll(/<img\b[^>]*>/g)]
    .map((m) => m[0])
    .filter((tag) => !/loading="lazy"/.test(tag))
    .map((tag) => /src="([^"]+)"/.exec(tag)?.[1])
    .filter((src): src is string => Boolean(src?.startsWith("/img/work/")))
    // The file, without its content version (?v=…).
    .map((src) => src.replace(/\?.*$/, "").replace(/-\d+\.(?:webp|avif)$/, "-800.avif"));
  const fileBytes = (hrefs: Iterable<string>) =>
    [...hrefs].reduce((sum, h) => {
      const f = path.join(client, h.replace(/^\/+/, ""));
      return sum + (fs.existsSync(f) ? fs.statSync(f).size : 0);
    }, 0);
  const fontBytes = fileBytes(fonts);
  const aboveFoldImageBytes = fileBytes(new Set(eagerImages));
  rows.push({
    route,
    htmlGzip: gz(html),
    fontBytes,
    aboveFoldImageBytes,
    firstVisitBytes: gz(html) + fontBytes + aboveFoldImageBytes,
    scriptsBeforeIntentGzip: size(closure([...eager, ...eagerModules])),
    scriptsAtIntentGzip: size(atIntent),
    modulesAtIntent: atIntent.size,
  });
}

const outDir = path.join(root, "bench/results");
fs.mkdirSync(outDir, { recursive: true });
fs.writeFileSync(path.join(outDir, "bundle-size.json"), JSON.stringify({ date: new Date().toISOString(), rows }, null, 2) + "\n");
const groups = new Map<string, Row[]>();
for (const r of rows) {
  const kind =
    r.route === "/"
      ? "home"
      : r.route.startsWith("/portfolio/")
        ? "project pages"
        : r.route.startsWith("/blog/")
          ? "articles"
          : /atlanta|startups/.test(r.route)
            ? "landing pages"
            : r.route;
  groups.set(kind, [...(groups.get(kind) ?? []), r]);
}
const max = (rs: Row[], k: keyof Row) => Math.max(...rs.map((r) => r[k] as number));
const md = [
  `First-visit weight by route (gzip -9), ${new Date().toISOString()}. Groups show their largest page.`,
  "",
  "| route | pages | HTML + inlined CSS KiB | fonts KiB | above-fold images KiB | first visit KiB | JS before any intent KiB | JS at first intent KiB | modules at intent |",
  "| --- | --: | --: | --: | --: | --: | --: | --: | --: |",
  ...[...groups].map(
    ([kind, rs]) =>
      `| ${kind} | ${rs.length} | ${kib(max(rs, "htmlGzip"))} | ${kib(max(rs, "fontBytes"))} | ${kib(max(rs, "aboveFoldImageBytes"))} | ${kib(max(rs, "firstVisitBytes"))} | ${kib(max(rs, "scriptsBeforeIntentGzip"))} | ${kib(max(rs, "scriptsAtIntentGzip"))} | ${max(rs, "modulesAtIntent")} |`,
  ),
  "",
].join("\n");
fs.writeFileSync(path.join(outDir, "bundle-size.md"), md);
console.log(md);
