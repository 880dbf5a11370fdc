import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { landingSlugs } from "#content/routes.ts";
import { portfolioProjects } from "#content/portfolio/index.ts";
import { IMAGE_VERSIONS_FILE, type ImageVersions } from "#content/image-versions.ts";
import { root, startServer, type RunningServer } from "../support/server-process";

const IMMUTABLE = "public, max-age=31536000, immutable";
/** Every image URL in a page: src, srcset entries, href (icon, preload), og/twitter image and JSON-LD. */
const imageUrls = (html: string) =>
  [...html.matchAll(/(?:https?:\/\/[^/"\s]+)?(\/(?:img\/[^"'\s,)\\]+|favicon\.svg[^"'\s,)\\]*))/g)].map((m) => m[1]!.replaceAll("&amp;", "&"));

describe("image URLs carry their content version", () => {
  let server: RunningServer;
  const versions = JSON.parse(fs.readFileSync(path.join(root, "build/client/img/work", IMAGE_VERSIONS_FILE), "utf8")) as ImageVersions;
  beforeAll(async () => {
    server = await startServer({});
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("in every src, srcset, icon, preload, Open Graph and JSON-LD image of the pages, at the current version", async () => {
    const pages = ["/", "/services", "/portfolio", `/portfolio/${portfolioProjects[0]!.slug}`, `/${landingSlugs[0]}`, "/about", "/blog", "/contact"];
    for (const page of pages) {
      const html = await (await fetch(server.url + page)).text();
      const urls = imageUrls(html);
      expect(urls.length, page).toBeGreaterThan(1);
      for (const url of urls) {
        const [file, query] = url.split("?");
        expect(query, `${page}: ${url}`).toBe(`v=${versions.urls[file!]}`);
      }
      expect(html, page).toMatch(/<meta property="og:image" content="[^"]+\?v=[0-9a-f]{10}"/);
      expect(html, page).toMatch(/<link[^>]* rel="icon" href="\/favicon\.svg\?v=[0-9a-f]{10}"/);
    }
    // Until each picture loads, its box shows the picture's average colour from the image build, not a blank.
    const portfolio = await (await fetch(server.url + "/portfolio")).text();
    const boxes = [...portfolio.matchAll(/<img[^>]*src="\/img\/work\/([a-z0-9-]+)-800\.webp[^"]*"[^>]*>/g)];
    expect(boxes.length).toBeGreaterThan(10);
    for (const [img, id] of boxes) expect(img, id).toContain(`background-color:${versions.tints![id!]}`);
    const home = await (await fetch(server.url + "/")).text();
    expect(home).toMatch(/srcSet="[^"]*\.avif\?v=[0-9a-f]{10} 480w|srcset="[^"]*\.avif\?v=[0-9a-f]{10} 480w/);
  });

  it("caches a versioned URL for a year as immutable, and revalidates the same file asked for without its version or with an old one", async () => {
    const html = await (await fetch(`${server.url}/services`)).text();
    const picture = imageUrls(html).find((u) => u.startsWith("/img/work/") && u.includes(".avif"))!;
    const [file, query] = picture.split("?");
    const current = await fetch(`${server.url}${picture}`);
    expect(current.status).toBe(200);
    expect(current.headers.get("content-type")).toBe("image/avif");
    expect(current.headers.get("cache-control")).toBe(IMMUTABLE);
    const body = Buffer.from(await current.arrayBuffer());

    // An old link (before versions) still gets the picture, revalidated rather than cached for an hour.
    const legacy = await fetch(`${server.url}${file}`);
    expect(legacy.status).toBe(200);
    expect(Buffer.from(await legacy.arrayBuffer()).equals(body)).toBe(true);
    expect(legacy.headers.get("cache-control")).toMatch(/^public, max-age=0\b/);
    // A page from before the last deploy asks for an older version: today's picture, never cached as that version.
    const stale = await fetch(`${server.url}${file}?v=0000000000`);
    expect(stale.status).toBe(200);
    expect(stale.headers.get("cache-control")).toMatch(/^public, max-age=0\b/);
    expect(query).not.toBe("v=0000000000");

    // The social card and the favicon, the same.
    for (const asset of ["/img/og-default.png", "/favicon.svg"]) {
      const res = await fetch(`${server.url}${asset}?v=${versions.urls[asset]}`);
      expect(res.status, asset).toBe(200);
      expect(res.headers.get("cache-control"), asset).toBe(IMMUTABLE);
      expect((await fetch(`${server.url}${asset}`)).headers.get("cache-control"), asset).toMatch(/^public, max-age=0\b/);
    }
  });
});
