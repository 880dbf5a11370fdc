/**
 * What the build's last step and the server agree on about static output: which inline
 * scripts a prerendered page runs (and their CSP hashes), which files are worth compressing,
 * and how a file is compressed. See docs/decisions/010-static-pages-hash-csp-precompressed.md.
 */
import { createHash } from "node:crypto";
import { promisify } from "node:util";
import zlib from "node:zlib";

export const NONCE_PLACEHOLDER = "cc-csp-nonce-placeholder";
/** Pages holding a per-response form key (contact, demo) cannot be byte-identical. */
export const FORM_KEY_PLACEHOLDER = "cc-form-key-placeholder";

/** Where the build writes what it decided about each static file, beside build/client. */
export const MANIFEST_NAME = "static-manifest.json";

export type StaticKind = "page" | "per-request-page" | "seo" | "asset";

export interface ManifestFile {
  /** URL path the file answers. */
  url: string;
  /** Path of the file under build/client. */
  file: string;
  kind: StaticKind;
  /** `sha256-…` of each inline script, for pages served with a hash CSP. */
  scriptHashes?: string[];
  /** Precompressed siblings written beside the file (`file.br`, `file.gz`). */
  encodings: Encoding[];
}

export interface StaticManifest {
  version: 1;
  /** The public origin the prerendered pages were rendered with. */
  origin: string;
  files: ManifestFile[];
}

export type Encoding = "br" | "gzip";
export const ENCODING_SUFFIX: Record<Encoding, string> = { br: ".br", gzip: ".gz" };

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const TYPE_ATTR = /\btype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i;
const SRC_ATTR = /\bsrc\s*=/i;
/** Data blocks: the browser never runs them, so CSP does not apply to them. */
const DATA_BLOCK = /^application\/(?:ld\+)?json$/i;

/**
 * The CSP hash of every inline script the page can run: classic and module scripts, and the
 * inert copies the hydration boot later runs with the same text (their type says "deferred").
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const m of html.matchAll(SCRIPT)) {
    const attrs = m[1] ?? "";
    const body = m[2] ?? "";
    if (SRC_ATTR.test(attrs)) continue;
    const t = TYPE_ATTR.exec(attrs);
    const type = (t?.[1] ?? t?.[2] ?? t?.[3] ?? "").trim();
    if (DATA_BLOCK.test(type)) continue;
    hashes.add(`sha256-${createHash("sha256").update(body, "utf8").digest("base64")}`);
  }
  return [...hashes];
}

/**
 * Inline event-handler attributes (`onclick="…"`) in a page: a hash CSP blocks them (as the
 * nonce did), so the build refuses a page that has any rather than ship a dead button.
 */
export function inlineEventHandlers(html: string): string[] {
  const markup = html.replace(SCRIPT, "<script></script>").replace(/<style\b[^>]*>[\s\S]*?<\/style>/gi, "<style></style>");
  return [...markup.matchAll(/<[a-zA-Z][\w-]*\b[^>]*?\s(on[a-z]+)\s*=/g)].map((m) => m[1]!);
}

/** A page allowed by hashes carries no nonce: the placeholder attribute is dropped. */
export function withoutNoncePlaceholder(html: string): string {
  return html.replaceAll(` nonce="${NONCE_PLACEHOLDER}"`, "");
}

const COMPRESSIBLE = /\.(?:html|js|mjs|css|svg|json|xml|txt|map|webmanifest)$/i;
export const isCompressible = (file: string) => COMPRESSIBLE.test(file);

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Brotli at its best quality and gzip at level 9: paid once at build, never per request. */
export async function compress(data: Buffer, encoding: Encoding): Promise<Buffer> {
  if (encoding === "br") {
    return brotli(data, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    });
  }
  return gzip(data, { level: 9 });
}

/** The origin a prerendered sitemap was written with (its first <loc>). */
export function originOfSitemap(xml: string): string | undefined {
  const loc = /<loc>([^<]+)<\/loc>/.exec(xml)?.[1];
  if (!loc) return undefined;
  try {
    return new URL(loc).origin;
  } catch {
    return undefined;
  }
}

/**
 * Replaces one origin with another where it starts a URL (followed by "/", a quote, "<",
 * whitespace or the end), so "http://localhost:3000" never matches inside ":30001".
 */
export function replaceOrigin(text: string, from: string, to: string): string {
  if (from === to) return text;
  const escaped = from.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return text.replace(new RegExp(`${escaped}(?=[/"'<\\s]|$)`, "g"), to);
}
