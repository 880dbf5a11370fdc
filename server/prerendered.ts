/**
 * Serves what the build made static (ADR 010): prerendered pages, the sitemap, robots.txt and
 * hashed assets, held in memory with their precompressed forms, each answered with fixed
 * bytes, a strong ETag and 304 on a match. Nothing is compressed or rewritten per request.
 *
 * The pages are rendered once, for the origin the build was given. When PUBLIC_SITE_URL names
 * another origin at start, every file carrying the old one is rewritten once, its script
 * hashes recomputed and its compressed forms remade in the background (until they are ready
 * the other forms are served).
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { NextFunction, Request, Response } from "express";
import {
  ENCODING_SUFFIX,
  MANIFEST_NAME,
  compress,
  inlineScriptHashes,
  replaceOrigin,
  type Encoding,
  type StaticKind,
  type StaticManifest,
} from "./static-build.ts";

/**
 * HTML: browsers always revalidate (a 304 costs a few hundred bytes), shared caches and CDNs
 * may answer for 60 s and, while they refetch, serve the old copy up to 5 more minutes. A
 * launch spike then costs the origin about one request a minute per page per CDN node, and
 * a deploy reaches everyone within a minute or two without a purge (at once with one).
 */
export const PAGE_CACHE_CONTROL = "public, max-age=0, s-maxage=60, stale-while-revalidate=300";
/** Hashed names never change content: a year, immutable. */
export const ASSET_CACHE_CONTROL = "public, max-age=31536000, immutable";
/** Sitemap and robots.txt: as before, an hour. */
export const SEO_CACHE_CONTROL = "public, max-age=3600";

const CONTENT_TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".json": "application/json; charset=utf-8",
  ".map": "application/json; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".woff2": "font/woff2",
  ".woff": "font/woff",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
};

interface Representation {
  body: Buffer;
  etag: string;
}

export interface StaticFile {
  kind: StaticKind;
  contentType: string;
  cacheControl: string;
  /** Identity and whichever compressed forms are ready. */
  forms: Partial<Record<Encoding | "identity", Representation>>;
  scriptHashes: string[];
  /** Per-request pages keep the HTML as text: nonce and form key are filled in per response. */
  template?: string;
}

export interface StaticSite {
  files: Map<string, StaticFile>;
  /** The origin the build rendered for, and the one now served. */
  builtFor: string;
  origin: string;
  /** Files whose bytes were rewritten for the run-time origin. */
  rewritten: number;
  /** Settles when every rewritten file's compressed forms are ready. */
  ready: Promise<void>;
}

const etagOf = (body: Buffer, suffix: string) => `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}${suffix}"`;

const representation = (body: Buffer, encoding: Encoding | "identity"): Representation => ({
  body,
  etag: etagOf(body, encoding === "br" ? "-br" : encoding === "gzip" ? "-gz" : ""),
});

const cacheControlFor = (kind: StaticKind) => (kind === "asset" ? ASSET_CACHE_CONTROL : kind === "seo" ? SEO_CACHE_CONTROL : "no-cache");

/**
 * Loads build/static-manifest.json and the files it lists. `origin` is the run-time public
 * origin (PUBLIC_SITE_URL's).
 */
export function loadStaticSite(buildDir: string, origin: string): StaticSite {
  const manifestFile = path.join(buildDir, MANIFEST_NAME);
  if (!fs.existsSync(manifestFile)) {
    throw new Error(`${manifestFile} is missing: run the whole build (npm run build)`);
  }
  const manifest = JSON.parse(fs.readFileSync(manifestFile, "utf8")) as StaticManifest;
  const clientDir = path.join(buildDir, "client");
  const files = new Map<string, StaticFile>();
  const recompress: Array<{ file: StaticFile; encoding: Encoding }> = [];
  let rewritten = 0;

  for (const entry of manifest.files) {
    const full = path.join(clientDir, entry.file);
    let body = fs.readFileSync(full);
    const file: StaticFile = {
      kind: entry.kind,
      contentType: CONTENT_TYPES[path.extname(entry.file).toLowerCase()] ?? "application/octet-stream",
      cacheControl: entry.kind === "page" ? PAGE_CACHE_CONTROL : cacheControlFor(entry.kind),
      forms: {},
      scriptHashes: entry.scriptHashes ?? [],
    };
    // Hashed assets are the same for every origin; pages and SEO files name it.
    const text = entry.kind === "asset" ? undefined : body.toString("utf8");
    const moved = text !== undefined ? replaceOrigin(text, manifest.origin, origin) : undefined;
    if (entry.kind === "per-request-page") {
      file.template = moved;
      files.set(entry.url, file);
      continue;
    }
    if (moved !== undefined && moved !== text) {
      rewritten++;
      body = Buffer.from(moved, "utf8");
      if (entry.kind === "page") file.scriptHashes = inlineScriptHashes(moved);
      for (const encoding of entry.encodings) recompress.push({ file, encoding });
    } else {
      for (const encoding of entry.encodings) {
        file.forms[encoding] = representation(fs.readFileSync(full + ENCODING_SUFFIX[encoding]), encoding);
      }
    }
    file.forms.identity = representation(body, "identity");
    files.set(entry.url, file);
  }

  let next = 0;
  const worker = async () => {
    while (next < recompress.length) {
      const { file, encoding } = recompress[next++]!;
      file.forms[encoding] = representation(await compress(file.forms.identity!.body, encoding), encoding);
    }
  };
  const ready = Promise.all(Array.from({ length: 2 }, worker)).then(() => undefined);
  return { files, builtFor: manifest.origin, origin, rewritten, ready };
}

/** The best encoding the client accepts among those on hand: br, then gzip, else none. */
export function negotiateEncoding(header: string | undefined, available: Partial<Record<Encoding, unknown>>): Encoding | undefined {
  if (!header) return undefined;
  let br = false;
  let gzip = false;
  let any = false;
  for (const part of header.split(",")) {
    const [rawName, ...params] = part.split(";");
    const name = rawName!.trim().toLowerCase();
    let q = 1;
    for (const p of params) {
      const m = /^\s*q\s*=\s*([0-9.]+)\s*$/i.exec(p);
      if (m) q = Number(m[1]);
    }
    if (!(q > 0)) continue;
    if (name === "br") br = true;
    else if (name === "gzip" || name === "x-gzip") gzip = true;
    else if (name === "*") any = true;
  }
  if ((br || any) && available.br) return "br";
  if ((gzip || any) && available.gzip) return "gzip";
  return undefined;
}

/** If-None-Match uses the weak comparison: W/"x" matches "x". */
export function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === "*") return true;
  for (const tag of header.split(",")) {
    const t = tag.trim();
    if ((t.startsWith("W/") ? t.slice(2) : t) === etag) return true;
  }
  return false;
}

/**
 * Answers GET and HEAD for a static file with fixed bytes. `csp(hashes, secure)` builds the
 * page's policy; everything else about the response was decided at start.
 */
export function serveStaticFile(file: StaticFile, req: Request, res: Response, csp: (hashes: string[], secure: boolean) => string): void {
  const encoding = negotiateEncoding(req.headers["accept-encoding"], file.forms);
  const form = file.forms[encoding ?? "identity"]!;
  res.setHeader("Content-Type", file.contentType);
  res.setHeader("Cache-Control", file.cacheControl);
  res.setHeader("ETag", form.etag);
  if (file.forms.br || file.forms.gzip) res.setHeader("Vary", "Accept-Encoding");
  if (file.kind === "page") res.setHeader("Content-Security-Policy", csp(file.scriptHashes, req.secure));
  if (etagMatches(req.headers["if-none-match"], form.etag)) {
    res.statusCode = 304;
    res.end();
    return;
  }
  if (encoding) res.setHeader("Content-Encoding", encoding);
  res.setHeader("Content-Length", form.body.length);
  res.statusCode = 200;
  res.end(req.method === "HEAD" ? undefined : form.body);
}

/** The static files' middleware: anything not fixed at build falls through. */
export function staticFiles(
  site: StaticSite,
  options: {
    csp: (hashes: string[], secure: boolean) => string;
  },
) {
  // One CSP string per page and scheme, built on first use.
  const policies = new Map<string, string>();
  const csp = (hashes: string[], secure: boolean) => {
    const key = (secure ? "s" : "") + hashes.join(" ");
    let value = policies.get(key);
    if (value === undefined) policies.set(key, (value = options.csp(hashes, secure)));
    return value;
  };
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const file = site.files.get(req.path);
    // Per-request pages are answered later, behind the response compression.
    if (!file || file.template !== undefined) return next();
    serveStaticFile(file, req, res, csp);
  };
}
