/**
 * Rewrites one prerendered page for the first visit (ADR 004):
 * - React Router's module entry script is kept in the page but made inert
 *   (`type="text/x-deferred-module"`, id `rr-entry`); the boot script in the page starts it
 *   on the visitor's first intent. The module preloads it would have fetched at once are
 *   dropped and listed on the entry (`data-preload`) for the boot to request then.
 * - React Router's inline scripts that only serve hydration (context, streamed data, scroll
 *   key) wait with it (`type="text/x-deferred-script"`), run by the boot in document order.
 * - The one site stylesheet is inlined, so the first paint needs no second request.
 */

export interface OptimizeResult {
  html: string;
  deferredEntry: boolean;
  /** Inline scripts made inert until the entry starts. */
  deferredScripts: number;
  preloads: string[];
  inlinedStyles: string[];
}

const ATTR = /([^\s=/>]+)(?:=(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;

function attributesOf(tag: string): Map<string, string> {
  const inner = tag.replace(/^<\w+/, "").replace(/\/?>$/, "");
  const out = new Map<string, string>();
  for (const m of inner.matchAll(ATTR)) out.set(m[1]!.toLowerCase(), m[2] ?? m[3] ?? m[4] ?? "");
  return out;
}

const escapeAttr = (v: string) => v.replace(/&/g, "&amp;").replace(/"/g, "&quot;");

/**
 * @param readStylesheet returns the CSS text of a same-origin stylesheet href, or undefined
 *   to leave that link alone.
 */
export function optimizeHtml(html: string, readStylesheet: (href: string) => string | undefined): OptimizeResult {
  const preloads: string[] = [];
  const inlinedStyles: string[] = [];

  let out = html.replace(/<link\b[^>]*>/gi, (tag) => {
    const a = attributesOf(tag);
    const rel = (a.get("rel") ?? "").toLowerCase();
    const href = a.get("href") ?? "";
    if (rel === "modulepreload" && href) {
      preloads.push(href);
      return "";
    }
    if (rel === "stylesheet" && href.startsWith("/assets/") && !a.has("media")) {
      const css = readStylesheet(href);
      if (css === undefined) return tag;
      inlinedStyles.push(href);
      // The link stays, disabled (a disabled stylesheet is not fetched), because React's
      // hydration looks for it in the head; the rules come from the inline copy before it.
      // A closing style tag inside the CSS would end the element early.
      const inline = `<style data-href="${escapeAttr(href)}">${css.replace(/<\/style/gi, "<\\/style")}</style>`;
      return `${inline}${tag.replace(/\s*\/?>$/, " disabled/>")}`;
    }
    return tag;
  });

  let deferredEntry = false;
  let deferredScripts = 0;
  out = out.replace(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi, (whole, attrs: string, body: string) => {
    if (deferredEntry) return whole;
    const a = attributesOf(`<script${attrs}>`);
    if ((a.get("type") ?? "").toLowerCase() !== "module" || a.has("src")) return whole;
    if (!/\bimport\s*\(/.test(body)) return whole;
    deferredEntry = true;
    const nonce = a.get("nonce");
    const nonceAttr = nonce !== undefined ? ` nonce="${escapeAttr(nonce)}"` : "";
    return `<script type="text/x-deferred-module" id="rr-entry"${nonceAttr} data-preload="${escapeAttr(preloads.join(" "))}">${body}</script>`;
  });

  // React Router's own inline scripts (the hydration context and its streamed data, the scroll
  // restoration key) only matter to hydration: they wait with the entry and run, in document
  // order, just before it. The first touch of sessionStorage alone costs a phone tens of ms.
  if (deferredEntry) {
    out = out.replace(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi, (whole, attrs: string, body: string) => {
      const a = attributesOf(`<script${attrs}>`);
      if (a.has("src") || a.has("type")) return whole;
      const isRouterData = /^\s*window\.__reactRouterContext\b/.test(body);
      const isScrollKey = body.includes('"react-router-scroll-positions"');
      if (!isRouterData && !isScrollKey) return whole;
      deferredScripts++;
      return `<script type="text/x-deferred-script"${attrs}>${body}</script>`;
    });
  }

  if (!deferredEntry) {
    // Without an entry to defer there is nothing to preload for later either: keep the page as it was.
    return { html, deferredEntry: false, deferredScripts: 0, preloads: [], inlinedStyles: [] };
  }
  return { html: out, deferredEntry, deferredScripts, preloads, inlinedStyles };
}
