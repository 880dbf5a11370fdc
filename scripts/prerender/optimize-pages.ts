/**
 * After `react-router build`: rewrites every prerendered page in build/client for the first
 * visit (see optimize-html.ts and ADR 004), and prints what it did.
 */
import fs from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { optimizeHtml } from "./optimize-html.ts";
import { withTitleFace } from "./title-face.ts";

const clientDir = path.resolve(import.meta.dirname, "../../build/client");

function pages(dir: string): string[] {
  const found: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory() && entry.name !== "assets") found.push(...pages(full));
    else if (entry.name === "index.html") found.push(full);
  }
  return found;
}

const cssCache = new Map<string, string | undefined>();
function readStylesheet(href: string): string | undefined {
  if (!cssCache.has(href)) {
    const file = path.join(clientDir, href.replace(/^\/+/, ""));
    cssCache.set(href, fs.existsSync(file) ? fs.readFileSync(file, "utf8") : undefined);
  }
  return cssCache.get(href);
}

// The shipped heading face, from which each page's title face is cut (title-face.ts).
const fraunces = fs.readFileSync(path.resolve(import.meta.dirname, "../../app/fonts/fraunces-400-700.woff2"));
let titleFaces = 0;
let titleBytes = 0;
let deferred = 0;
const all = pages(clientDir);
for (const file of all) {
  const before = fs.readFileSync(file, "utf8");
  const result = optimizeHtml(before, readStylesheet);
  if (!result.deferredEntry) {
    console.warn(`  left as built (no entry script): ${path.relative(clientDir, file)}`);
    continue;
  }
  const titled = await withTitleFace(result.html, fraunces);
  if (titled.bytes > 0) {
    titleFaces++;
    titleBytes += titled.bytes;
  }
  fs.writeFileSync(file, titled.html);
  deferred++;
}
const home = path.join(clientDir, "index.html");
const homeGzip = fs.existsSync(home) ? gzipSync(fs.readFileSync(home), { level: 9 }).length : 0;
console.log(
  `optimized ${deferred} of ${all.length} prerendered pages: entry deferred to first intent, stylesheet inlined, ${titleFaces} with their title's face inlined (${(titleBytes / Math.max(1, titleFaces) / 1024).toFixed(1)} KiB each on average; home page ${(homeGzip / 1024).toFixed(1)} KiB gzip)`,
);
