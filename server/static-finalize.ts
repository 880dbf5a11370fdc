import fs from "node:fs";
import path from "node:path";
import {
  ENCODING_SUFFIX,
  FORM_KEY_PLACEHOLDER,
  MANIFEST_NAME,
  NONCE_PLACEHOLDER,
  compress,
  inlineEventHandlers,
  inlineScriptHashes,
  isCompressible,
  originOfSitemap,
  withoutNoncePlaceholder,
  type Encoding,
  type ManifestFile,
  type StaticManifest,
} from "./static-build.ts";

const ENCODINGS: Encoding[] = ["br", "gzip"];
/** Prerendered text files that are not pages but carry the site's origin. */
const SEO_FILES = ["sitemap.xml", "robots.txt"];

export interface FinalizeSummary {
  origin: string;
  pages: number;
  perRequestPages: number;
  compressed: number;
  identityBytes: number;
  brBytes: number;
  gzBytes: number;
}

function walkPages(clientDir: string, dir = clientDir, found: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (full !== path.join(clientDir, "assets")) walkPages(clientDir, full, found);
    } else if (entry.name === "index.html") found.push(full);
  }
  return found;
}

const toPosix = (p: string) => p.split(path.sep).join("/");

/**
 * Rewrites build/client for static serving and writes build/static-manifest.json. Safe to run
 * again on its own output: stale .br/.gz siblings are replaced, hashes recomputed.
 */
export async function finalizeStatic(buildDir: string): Promise<FinalizeSummary> {
  const clientDir = path.join(buildDir, "client");
  const sitemapFile = path.join(clientDir, "sitemap.xml");
  const origin = fs.existsSync(sitemapFile) ? originOfSitemap(fs.readFileSync(sitemapFile, "utf8")) : undefined;
  if (!origin) throw new Error(`no prerendered sitemap with a <loc> in ${clientDir}: cannot tell the origin the pages were built for`);

  const files: ManifestFile[] = [];
  const summary: FinalizeSummary = { origin, pages: 0, perRequestPages: 0, compressed: 0, identityBytes: 0, brBytes: 0, gzBytes: 0 };

  for (const full of walkPages(clientDir)) {
    const rel = toPosix(path.relative(clientDir, full));
    const dir = path.posix.dirname(rel);
    const url = dir === "." ? "/" : `/${dir}`;
    const html = fs.readFileSync(full, "utf8");
    if (html.includes(FORM_KEY_PLACEHOLDER)) {
      files.push({ url, file: rel, kind: "per-request-page", encodings: [] });
      summary.perRequestPages++;
      continue;
    }
    const handlers = inlineEventHandlers(html);
    if (handlers.length) {
      throw new Error(`${rel}: inline event handlers (${handlers.join(", ")}) would be blocked by the CSP; attach them from a script`);
    }
    const final = withoutNoncePlaceholder(html);
    if (final.includes(NONCE_PLACEHOLDER)) throw new Error(`${rel}: the nonce placeholder appears outside a nonce attribute`);
    if (final !== html) fs.writeFileSync(full, final);
    files.push({ url, file: rel, kind: "page", scriptHashes: inlineScriptHashes(final), encodings: ENCODINGS });
    summary.pages++;
  }
  for (const name of SEO_FILES) {
    if (fs.existsSync(path.join(clientDir, name))) files.push({ url: `/${name}`, file: name, kind: "seo", encodings: ENCODINGS });
  }
  const assetsDir = path.join(clientDir, "assets");
  if (fs.existsSync(assetsDir)) {
    for (const name of fs.readdirSync(assetsDir).sort()) {
      if (name.endsWith(".br") || name.endsWith(".gz")) continue;
      const rel = `assets/${name}`;
      files.push({ url: `/${rel}`, file: rel, kind: "asset", encodings: isCompressible(name) ? ENCODINGS : [] });
    }
  }

  // zlib runs in the thread pool: compress a few files at once.
  const jobs = files.flatMap((f) => f.encodings.map((encoding) => ({ f, encoding })));
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const { f, encoding } = jobs[next++]!;
      const full = path.join(clientDir, f.file);
      const data = fs.readFileSync(full);
      const packed = await compress(data, encoding);
      fs.writeFileSync(full + ENCODING_SUFFIX[encoding], packed);
      if (encoding === "br") {
        summary.identityBytes += data.length;
        summary.brBytes += packed.length;
        summary.compressed++;
      } else summary.gzBytes += packed.length;
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));

  const manifest: StaticManifest = { version: 1, origin, files };
  fs.writeFileSync(path.join(buildDir, MANIFEST_NAME), JSON.stringify(manifest, null, 1) + "\n");
  return summary;
}
