import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";
import { etagMatches, loadStaticSite, negotiateEncoding } from "./prerendered";
import { inlineEventHandlers, inlineScriptHashes, replaceOrigin } from "./static-build";
import { finalizeStatic } from "./static-finalize";

const sha = (text: string) => `sha256-${createHash("sha256").update(text, "utf8").digest("base64")}`;

describe("CSP hashes of a page's inline scripts", () => {
  it("hashes every script the page can run, deferred copies included, and skips data blocks and external scripts", () => {
    const html = [
      '<script type="application/ld+json">{"@type":"Organization"}</script>',
      '<script nonce="x">window.a=1</script>',
      '<script type="text/x-deferred-script">window.__reactRouterContext={}</script>',
      '<script type="text/x-deferred-module" id="rr-entry" data-preload="/assets/a.js">import("/assets/a.js")</script>',
      '<script type="module" src="/assets/b.js"></script>',
    ].join("");
    expect(inlineScriptHashes(html)).toEqual([sha("window.a=1"), sha("window.__reactRouterContext={}"), sha('import("/assets/a.js")')]);
  });

  it("changes when a script changes by one character", () => {
    expect(inlineScriptHashes("<script>run(1)</script>")).not.toEqual(inlineScriptHashes("<script>run(2)</script>"));
  });

  it("finds inline event handlers in markup but not in script or style text", () => {
    expect(inlineEventHandlers('<button type="button" onclick="go()">Go</button><img src=a.png onerror=x>')).toEqual(["onclick", "onerror"]);
    expect(inlineEventHandlers('<script>el.innerHTML = "<b onclick=1>"</script><style>a{}</style><a data-on="x" href="/">x</a>')).toEqual([]);
  });
});

describe("replacing the site's origin", () => {
  it("replaces it where a URL starts and nowhere else", () => {
    const text = '<link href="http://localhost:3000/about"/><loc>http://localhost:3000</loc> "http://localhost:30001/x"';
    expect(replaceOrigin(text, "http://localhost:3000", "https://example.test")).toBe(
      '<link href="https://example.test/about"/><loc>https://example.test</loc> "http://localhost:30001/x"',
    );
  });
});

describe("content negotiation and revalidation", () => {
  const both = { br: 1, gzip: 1 };
  it.each([
    [undefined, both, undefined],
    ["gzip, deflate, br", both, "br"],
    ["gzip", both, "gzip"],
    ["br;q=0, gzip", both, "gzip"],
    ["br", { gzip: 1 }, undefined],
    ["*", both, "br"],
    ["identity", both, undefined],
    ["gzip;q=0", both, undefined],
  ] as const)("Accept-Encoding %s with %o → %s", (header, available, expected) => {
    expect(negotiateEncoding(header, available)).toBe(expected);
  });

  it("matches If-None-Match by the weak comparison, in a list, or *", () => {
    expect(etagMatches('"abc"', '"abc"')).toBe(true);
    expect(etagMatches('W/"abc"', '"abc"')).toBe(true);
    expect(etagMatches('"x", "abc"', '"abc"')).toBe(true);
    expect(etagMatches("*", '"abc"')).toBe(true);
    expect(etagMatches('"abc-br"', '"abc"')).toBe(false);
    expect(etagMatches(undefined, '"abc"')).toBe(false);
  });
});

describe("the build's last step and loading its output", () => {
  const made: string[] = [];
  afterAll(() => made.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));
  function fakeBuild(): string {
    const build = fs.mkdtempSync(path.join(os.tmpdir(), "static-build-"));
    made.push(build);
    const client = path.join(build, "client");
    fs.mkdirSync(path.join(client, "about"), { recursive: true });
    fs.mkdirSync(path.join(client, "contact"), { recursive: true });
    fs.mkdirSync(path.join(client, "assets"), { recursive: true });
    const page = (title: string) =>
      `<!DOCTYPE html><html><head><title>${title}</title><link rel="canonical" href="http://localhost:3000/about"/>` +
      `<script type="application/ld+json">{"url":"http://localhost:3000/"}</script></head><body>${"<p>text</p>".repeat(200)}` +
      `<script nonce="cc-csp-nonce-placeholder">boot("http://localhost:3000/")</script></body></html>`;
    fs.writeFileSync(path.join(client, "index.html"), page("Home"));
    fs.writeFileSync(path.join(client, "about/index.html"), page("About"));
    fs.writeFileSync(
      path.join(client, "contact/index.html"),
      '<script nonce="cc-csp-nonce-placeholder">x</script><input name="idempotencyKey" value="cc-form-key-placeholder">',
    );
    fs.writeFileSync(path.join(client, "sitemap.xml"), "<urlset><url><loc>http://localhost:3000/</loc></url></urlset>\n");
    fs.writeFileSync(path.join(client, "robots.txt"), "Sitemap: http://localhost:3000/sitemap.xml\n");
    fs.writeFileSync(path.join(client, "assets/app-abc123.js"), "console.log('app');".repeat(100));
    fs.writeFileSync(path.join(client, "assets/font-abc123.woff2"), Buffer.from([1, 2, 3]));
    return build;
  }

  it("drops the nonce, records script hashes, and writes br and gz copies that decode to the page", async () => {
    const build = fakeBuild();
    const summary = await finalizeStatic(build);
    expect(summary).toMatchObject({ origin: "http://localhost:3000", pages: 2, perRequestPages: 1 });
    const html = fs.readFileSync(path.join(build, "client/about/index.html"), "utf8");
    expect(html).not.toContain("nonce=");
    expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(build, "client/about/index.html.br"))).toString()).toBe(html);
    expect(zlib.gunzipSync(fs.readFileSync(path.join(build, "client/about/index.html.gz"))).toString()).toBe(html);
    expect(fs.existsSync(path.join(build, "client/assets/app-abc123.js.br"))).toBe(true);
    expect(fs.existsSync(path.join(build, "client/assets/font-abc123.woff2.br"))).toBe(false);
    // A form page keeps its placeholders: the server fills them per response.
    expect(fs.readFileSync(path.join(build, "client/contact/index.html"), "utf8")).toContain("cc-csp-nonce-placeholder");
    const manifest = JSON.parse(fs.readFileSync(path.join(build, "static-manifest.json"), "utf8"));
    const about = manifest.files.find((f: { url: string }) => f.url === "/about");
    expect(about.scriptHashes).toEqual([sha('boot("http://localhost:3000/")')]);
  });

  it("refuses a page with an inline event handler", async () => {
    const build = fakeBuild();
    fs.writeFileSync(path.join(build, "client/about/index.html"), '<button onclick="go()">Go</button>');
    await expect(finalizeStatic(build)).rejects.toThrow(/about\/index.html: inline event handlers \(onclick\)/);
  });

  it("serves the built bytes as they are for the origin they were built for", async () => {
    const build = fakeBuild();
    await finalizeStatic(build);
    const site = loadStaticSite(build, "http://localhost:3000");
    expect(site.rewritten).toBe(0);
    const about = site.files.get("/about")!;
    expect(about.forms.br!.body.equals(fs.readFileSync(path.join(build, "client/about/index.html.br")))).toBe(true);
    expect(about.forms.br!.etag).not.toBe(about.forms.identity!.etag);
  });

  it("rewrites pages, sitemap and robots once for another origin, with new hashes and new compressed copies", async () => {
    const build = fakeBuild();
    await finalizeStatic(build);
    const site = loadStaticSite(build, "https://example.test");
    await site.ready;
    expect(site.rewritten).toBe(4);
    const about = site.files.get("/about")!;
    const html = about.forms.identity!.body.toString();
    expect(html).toContain('href="https://example.test/about"');
    expect(html).toContain('{"url":"https://example.test/"}');
    expect(html).not.toContain("localhost:3000");
    expect(about.scriptHashes).toEqual([sha('boot("https://example.test/")')]);
    expect(zlib.brotliDecompressSync(about.forms.br!.body).toString()).toBe(html);
    expect(zlib.gunzipSync(about.forms.gzip!.body).toString()).toBe(html);
    expect(site.files.get("/sitemap.xml")!.forms.identity!.body.toString()).toContain("<loc>https://example.test/</loc>");
    expect(site.files.get("/robots.txt")!.forms.identity!.body.toString()).toBe("Sitemap: https://example.test/sitemap.xml\n");
    expect(site.files.get("/contact")!.template).not.toContain("localhost:3000");
    // Hashed assets are the same for every origin.
    expect(site.files.get("/assets/app-abc123.js")!.forms.br).toBeDefined();
  });
});
