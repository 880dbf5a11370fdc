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
import type { IncomingMessage, ServerResponse } from "node:http";
import { HSTS_HEADER, SECURITY_HEADERS } from "./security.ts";
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
/**
 * A built image asked for without its current content version (`?v=`, which pages always add):
 * an old link or an old page. Revalidated like a page, so it is never older than the deploy.
 */
export const UNVERSIONED_IMAGE_CACHE_CONTROL = PAGE_CACHE_CONTROL;
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
  /** Its response headers, made on first use per variant (scheme, Vary, 304). */
  headers?: string[][];
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

/** Accept-Encoding values seen recently and what they allow: clients send a handful of distinct ones. */
const negotiated = new Map<string, { br: boolean; gzip: boolean }>();
function acceptedEncodings(header: string): { br: boolean; gzip: boolean } {
  let known = negotiated.get(header);
  if (known === undefined) {
    known = { br: negotiateEncoding(header, { br: true }) === "br", gzip: negotiateEncoding(header, { gzip: true }) === "gzip" };
    // Bounded: a client sending a new header each time costs a parse, never memory.
    if (negotiated.size >= 256) negotiated.clear();
    negotiated.set(header, known);
  }
  return known;
}

export interface StaticRequestInfo {
  /** Whether the request reached the site over HTTPS (directly or through a trusted proxy). */
  secure: boolean;
  requestId: string;
}

/**
 * Answers a GET or HEAD for a static file with fixed bytes and headers fixed at start:
 * `csp(hashes, secure)` builds a page's policy; per request only the request id, the encoding
 * and the ETag comparison vary. Returns the status sent.
 */
export function sendStaticFile(
  file: StaticFile,
  req: IncomingMessage,
  res: ServerResponse,
  info: StaticRequestInfo,
  csp: (hashes: string[], secure: boolean) => string,
): number {
  const ae = req.headers["accept-encoding"];
  const accepted = ae ? acceptedEncodings(ae) : undefined;
  const encoding: Encoding | undefined = accepted?.br && file.forms.br ? "br" : accepted?.gzip && file.forms.gzip ? "gzip" : undefined;
  const form = file.forms[encoding ?? "identity"]!;
  const notModified = etagMatches(req.headers["if-none-match"], form.etag);
  const vary = file.forms.br !== undefined || file.forms.gzip !== undefined;
  const headers = headersFor(file, form, encoding, { secure: info.secure, vary, notModified }, csp);
  res.writeHead(notModified ? 304 : 200, [...headers, "X-Request-Id", info.requestId]);
  res.end(notModified || req.method === "HEAD" ? undefined : form.body);
  return notModified ? 304 : 200;
}

/** The response headers of one representation, built once per variant and kept with it. */
function headersFor(
  file: StaticFile,
  form: Representation,
  encoding: Encoding | undefined,
  v: { secure: boolean; vary: boolean; notModified: boolean },
  csp: (hashes: string[], secure: boolean) => string,
): string[] {
  const key = (v.secure ? 1 : 0) | (v.vary ? 2 : 0) | (v.notModified ? 4 : 0);
  const cache = (form.headers ??= []);
  const cached = cache[key];
  if (cached) return cached;
  const h: string[] = ["Content-Type", file.contentType, "Cache-Control", file.cacheControl, "ETag", form.etag];
  if (v.vary) h.push("Vary", "Accept-Encoding");
  if (file.kind === "page") h.push("Content-Security-Policy", csp(file.scriptHashes, v.secure));
  else h.push("Content-Security-Policy", csp([], v.secure));
  for (const [name, value] of SECURITY_HEADERS) h.push(name, value);
  if (v.secure) h.push(...HSTS_HEADER);
  if (!v.notModified) {
    if (encoding) h.push("Content-Encoding", encoding);
    h.push("Content-Length", String(form.body.length));
  }
  cache[key] = h;
  return h;
}

export interface StaticHandlerOptions {
  /** The policy of a page allowed to run the given inline-script hashes. */
  csp: (hashes: string[], secure: boolean) => string;
  /** Whether a request came over HTTPS, as TRUST_PROXY resolves X-Forwarded-Proto. */
  isSecure: (req: IncomingMessage) => boolean;
  requestId: (req: IncomingMessage) => string;
  /** Called once the response is handed to the socket. */
  onAnswered?: (req: IncomingMessage, path: string, status: number, requestId: string, started: number) => void;
}

/**
 * The static files' handler, ahead of the framework: a GET or HEAD for a file fixed at build
 * is answered here with headers made once, without the router, the per-request nonce or the
 * response compression; anything else returns false and goes on to the app. Per-request pages
 * (the form pages) are answered later, behind the compression.
 */
export function staticHandler(site: StaticSite, options: StaticHandlerOptions) {
  // One CSP string per page and scheme, built on first use.
  const policies = new Map<string, string>();
  const csp = (hashes: string[], secure: boolean) => {
    const key = (secure ? "s" : "") + hashes.join(" ");
    let value = policies.get(key);
    if (value === undefined) policies.set(key, (value = options.csp(hashes, secure)));
    return value;
  };
  return (req: IncomingMessage, res: ServerResponse): boolean => {
    if (req.method !== "GET" && req.method !== "HEAD") return false;
    const url = req.url ?? "/";
    const q = url.indexOf("?");
    const path = q < 0 ? url : url.slice(0, q);
    const file = site.files.get(path);
    if (!file || file.template !== undefined) return false;
    const started = performance.now();
    const requestId = options.requestId(req);
    const status = sendStaticFile(file, req, res, { secure: options.isSecure(req), requestId }, csp);
    options.onAnswered?.(req, path, status, requestId, started);
    return true;
  };
}
