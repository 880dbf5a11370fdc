import { describe, expect, it } from "vitest";
import { optimizeHtml } from "./optimize-html.ts";

const page = (extraHead = "") => `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>
<link nonce="N" rel="icon" href="/favicon.svg" type="image/svg+xml"/>
<link rel="modulepreload" href="/assets/entry.client-A.js" nonce="N"/>
<link rel="modulepreload" href="/assets/root-B.js" nonce="N"/>
<link nonce="N" rel="stylesheet" href="/assets/root-C.css"/>${extraHead}</head><body><main>Hi</main>
<script nonce="N">window.__reactRouterContext = {};</script>
<script nonce="N" type="module" async="">import * as route0 from "/assets/root-B.js";
import("/assets/entry.client-A.js");</script>
<script type="application/ld+json">{"@type":"Thing"}</script></body></html>`;

const css = (href: string) => (href === "/assets/root-C.css" ? "body{color:red}" : undefined);

describe("optimizeHtml", () => {
  it("makes the module entry inert and lists what it would have preloaded", () => {
    const { html, deferredEntry, preloads } = optimizeHtml(page(), css);
    expect(deferredEntry).toBe(true);
    expect(preloads).toEqual(["/assets/entry.client-A.js", "/assets/root-B.js"]);
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).not.toContain('type="module"');
    expect(html).toContain(
      '<script type="text/x-deferred-module" id="rr-entry" nonce="N" data-preload="/assets/entry.client-A.js /assets/root-B.js">import * as route0',
    );
  });

  it("inlines the site stylesheet and keeps other links and scripts", () => {
    const { html, inlinedStyles } = optimizeHtml(page(), css);
    expect(inlinedStyles).toEqual(["/assets/root-C.css"]);
    // The link stays for hydration to find, disabled so it is neither fetched nor applied.
    expect(html).toContain(
      '<style data-href="/assets/root-C.css">body{color:red}</style><link nonce="N" rel="stylesheet" href="/assets/root-C.css" disabled/>',
    );
    expect(html).toContain('rel="icon"');
    expect(html).toContain('<script type="application/ld+json">{"@type":"Thing"}</script>');
  });

  it("cannot be closed early by a style end tag inside the CSS", () => {
    const { html } = optimizeHtml(page(), () => 'a::after{content:"</style><script>x</script>"}');
    expect(html.match(/<\/style>/g)).toHaveLength(1);
    expect(html).toContain("<\\/style><script>");
  });

  it("leaves a stylesheet it cannot read, and print stylesheets, as links", () => {
    const extra = '<link rel="stylesheet" href="/assets/print.css" media="print"/>';
    const { html } = optimizeHtml(page(extra), () => undefined);
    expect(html).toContain('<link nonce="N" rel="stylesheet" href="/assets/root-C.css"/>');
    expect(html).toContain(extra);
  });

  it("leaves a page without a module entry exactly as it was", () => {
    const plain = page().replace(/<script nonce="N" type="module"[\s\S]*?<\/script>/, "");
    const result = optimizeHtml(plain, css);
    expect(result.deferredEntry).toBe(false);
    expect(result.html).toBe(plain);
  });
});

describe("optimizeHtml: React Router's inline scripts", () => {
  const withRouterScripts = page().replace(
    '<script nonce="N">window.__reactRouterContext = {};</script>',
    '<script nonce="N">((storageKey, restoreKey) => { sessionStorage.getItem(storageKey) })("react-router-scroll-positions", null)</script>' +
      '<script nonce="N">window.__reactRouterContext = {};</script>' +
      '<div hidden id="S:0"><script nonce="N">window.__reactRouterContext.streamController.enqueue("[1]");</script></div>' +
      '<script nonce="N">$RC("B:0","S:0")</script>',
  );

  it("makes the context, data and scroll-key scripts wait with the entry, and leaves React's own", () => {
    const { html, deferredScripts } = optimizeHtml(withRouterScripts, css);
    expect(deferredScripts).toBe(3);
    expect(html).toContain('<script type="text/x-deferred-script" nonce="N">window.__reactRouterContext = {};</script>');
    expect(html).toContain('<script type="text/x-deferred-script" nonce="N">window.__reactRouterContext.streamController.enqueue');
    expect(html).toContain('<script type="text/x-deferred-script" nonce="N">((storageKey');
    expect(html).toContain('<script nonce="N">$RC("B:0","S:0")</script>');
  });

  it("leaves them running when there is no entry to defer", () => {
    const plain = withRouterScripts.replace(/<script nonce="N" type="module"[\s\S]*?<\/script>/, "");
    expect(optimizeHtml(plain, css).html).toBe(plain);
  });
});
