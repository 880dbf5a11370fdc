/**
 * The build's last step, over the final files in build/client (whatever the earlier steps
 * left in them): prerendered pages lose the nonce placeholder and get the CSP hashes of their
 * inline scripts; pages, the sitemap, robots.txt and hashed assets are written as .br
 * (quality 11) and .gz (level 9) beside themselves; build/static-manifest.json records it all
 * with the origin the pages were rendered for. See ADR 010.
 */
import fs from "node:fs";
import path from "node:path";
import { finalizeStatic } from "../../server/static-finalize.ts";

const buildDir = path.resolve(import.meta.dirname, "../../build");
const started = performance.now();
const summary = await finalizeStatic(buildDir);
const kb = (n: number) => `${(n / 1024).toFixed(1)} KiB`;
console.log(
  `static output: ${summary.pages} pages with hash CSP, ${summary.perRequestPages} per-request pages (form key), ` +
    `${summary.compressed} files precompressed (${kb(summary.identityBytes)} → br ${kb(summary.brBytes)}, gz ${kb(summary.gzBytes)}) ` +
    `for ${summary.origin} in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
if (!fs.existsSync(path.join(buildDir, "static-manifest.json"))) process.exit(1);
