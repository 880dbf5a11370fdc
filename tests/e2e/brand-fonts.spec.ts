import { test, expect, type Page } from "./fixtures";
import type { Locator } from "@playwright/test";
import { contextFor, screens } from "../../scripts/fonts/screens.ts";

/**
 * The brand faces (ADR 013): a first visit paints at once in the metric-matched fallbacks and
 * fetches the faces only after that paint, then sets its text in them; a later page of the
 * same visit has them from its first paint; without JavaScript they are named from the start.
 */

/**
 * The fonts the text of the first element matching `selector` is drawn in, as the browser says
 * (DevTools' "rendered fonts"): the brand face's own name once it is in, the fallback's system
 * font (Liberation, DejaVu) before. The font stacks name the brand faces from the start.
 */
async function renderedFonts(page: Page, selector: string, { scripts = true } = {}) {
  // After a frame, so the text is laid out in whatever face was added last (a page without scripts runs no frame callback).
  if (scripts) await page.evaluate(() => new Promise((r) => requestAnimationFrame(r)));
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("DOM.enable");
  await cdp.send("CSS.enable");
  const { root } = await cdp.send("DOM.getDocument");
  const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector });
  const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
  await cdp.detach();
  return fonts.map((f) => f.familyName).join(", ");
}
/** A heading set in the heading face other than the page's title (which has its own face first). */
const headingFont = (page: Page, options?: { scripts: boolean }) => renderedFonts(page, ".font-display:not([data-title-face])", options);
/** A paragraph of the page's text. */
const textFont = (page: Page, options?: { scripts: boolean }) => renderedFonts(page, "main p", options);
/**
 * Keeps the html element's class as the head's scripts leave it: when the parser reaches the body,
 * before anything can paint and so before anything done after the first paint can set it.
 */
const noteClassAtParse = (page: Page) =>
  page.addInitScript(() => {
    const note = () => ((window as unknown as { classAtParse: string }).classAtParse = document.documentElement.className);
    const watcher = new MutationObserver(() => {
      if (!document.body) return;
      watcher.disconnect();
      note();
    });
    watcher.observe(document, { childList: true, subtree: true });
  });
/** Scrolled to, every picture of a project's gallery is shown and loaded. */
async function expectGalleryShown(gallery: Locator) {
  await gallery.scrollIntoViewIfNeeded();
  for (const img of await gallery.locator("img").all()) {
    await expect(img).toBeVisible();
    await expect.poll(() => img.evaluate((el) => (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth > 0)).toBe(true);
  }
}
const classAtParse = (page: Page) => page.evaluate(() => (window as unknown as { classAtParse: string }).classAtParse);

test("a first visit paints before any font is fetched, then sets its headings and text in the brand faces", async ({ page }) => {
  await noteClassAtParse(page);
  await page.goto("/services");
  await expect(page.locator("html")).toHaveClass(/\bfonts\b/);
  expect(await classAtParse(page)).not.toMatch(/\bfonts\b/);
  expect(await headingFont(page)).toBe("Fraunces");
  expect(await textFont(page)).toBe("Instrument Sans");

  const timing = await page.evaluate(() => ({
    paint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? null,
    fonts: performance
      .getEntriesByType("resource")
      .filter((e) => e.name.endsWith(".woff2"))
      .map((e) => e.startTime),
  }));
  expect(timing.paint).not.toBeNull();
  expect(timing.fonts).toHaveLength(2);
  for (const start of timing.fonts) expect(start).toBeGreaterThanOrEqual(timing.paint!);
});

test("a later page of the same visit is in the brand faces from its first paint", async ({ page }) => {
  await noteClassAtParse(page);
  await page.goto("/about");
  await expect(page.locator("html")).toHaveClass(/\bfonts\b/);
  // A full page load, not a client-side navigation: the page's own HTML and head script, reached
  // from a page of the site (as a link followed before the page's code has loaded).
  const from = new URL("/about", page.url()).href;
  await page.goto("/faq", { referer: from });
  expect(await classAtParse(page)).toMatch(/\bfonts\b/);
  // Added at parse, and loaded from the cache as the text needs them.
  await page.evaluate(() => document.fonts.ready);
  expect(await headingFont(page)).toBe("Fraunces");
  // A page reached from another site is a visit's first page: its head does not wait on the
  // browser for sessionStorage, and the faces come after its first paint, as on any first page.
  await page.goto("/services", { referer: "https://www.example.com/search?q=branding" });
  expect(await classAtParse(page)).not.toMatch(/\bfonts\b/);
  await expect(page.locator("html")).toHaveClass(/\bfonts\b/);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the brand faces are named from the start", async ({ page }) => {
    await page.goto("/about");
    await page.evaluate(() => document.fonts.ready);
    expect(await headingFont(page, { scripts: false })).toBe("Fraunces");
    expect(await textFont(page, { scripts: false })).toBe("Instrument Sans");
  });

  test("a project's gallery, held back until the first paint with scripts, is an ordinary section", async ({ page }) => {
    await page.goto("/portfolio/sunday-glaze-donuts-social-media-kit");
    const gallery = page.locator('section[aria-labelledby="gallery"]');
    await expectGalleryShown(gallery);
  });
});

test("a page's title is in its own face from the first paint, before the brand faces are fetched", async ({ page }) => {
  // The brand faces never arrive: what the visitor sees until they do.
  await page.route(/\.woff2($|\?)/, () => {});
  await page.goto("/website-redesign-atlanta", { waitUntil: "domcontentloaded" });
  const title = page.locator("h1").first();
  await expect(title).toHaveAttribute("data-title-face");
  expect(await title.evaluate((el) => getComputedStyle(el).fontFamily)).toMatch(/^"?Fraunces Title"?,/);
  const text = await title.innerText();
  await expect
    .poll(() =>
      page.evaluate(
        (t) =>
          document.fonts.check('600 1em "Fraunces Title"', t) &&
          [...document.fonts].some((f) => f.family.replace(/"/g, "") === "Fraunces Title" && f.status === "loaded"),
        text,
      ),
    )
    .toBe(true);
  // The rest of the page is in the fallbacks meanwhile.
  await expect(page.locator("html")).not.toHaveClass(/\bfonts\b/);
  expect(await textFont(page)).toMatch(/^(Liberation Sans|DejaVu Sans)$/);
});

/**
 * The network as Lighthouse emulates it: `slow` applies its mobile conditions (slow 4G) and a
 * 4x slower CPU; without it the network is emulated but not throttled, as in Lighthouse's
 * simulated runs (the page still arrives in parts, and is laid out before all of it is in).
 */
async function emulateNetwork(page: Page, { slow }: { slow: boolean }) {
  const cdp = await page.context().newCDPSession(page);
  if (slow) await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await cdp.send("Network.enable");
  await cdp.send(
    "Network.emulateNetworkConditions",
    slow
      ? { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 }
      : { offline: false, latency: 0, downloadThroughput: 0, uploadThroughput: 0 },
  );
}
const slowPhone = (page: Page) => emulateNetwork(page, { slow: true });

test.describe("on Lighthouse's phone", () => {
  test.use(contextFor(screens.find((s) => s.name === "lh")!));

  for (const route of ["/hire-website-design-atlanta", "/branding-agency-atlanta"]) {
    test(`${route}: the title is laid out once, in its own face, and nothing moves while the brand faces are on their way`, async ({ page }) => {
      await page.route(/\.woff2($|\?)/, () => {});
      // A mid-range phone: the page is laid out before a data: URL face would have been decoded.
      await slowPhone(page);
      await page.addInitScript(() => {
        const w = window as unknown as { shifts: number; faceAtParse: string };
        w.shifts = 0;
        new PerformanceObserver((list) => {
          for (const e of list.getEntries()) w.shifts += (e as PerformanceEntry & { value: number }).value;
        }).observe({ type: "layout-shift", buffered: true });
        document.addEventListener("DOMContentLoaded", () => {
          w.faceAtParse = [...document.fonts].find((f) => f.family.replace(/"/g, "") === "Fraunces Title" && f.status === "loaded")?.status ?? "none";
        });
      });
      // Not "load": the held faces would keep it from ever coming.
      await page.goto(route, { waitUntil: "domcontentloaded" });
      await expect(page.locator("h1[data-title-face]")).toBeVisible();
      expect(await page.evaluate(() => (window as unknown as { faceAtParse: string }).faceAtParse)).toBe("loaded");
      // Painted and settled: the pictures of the first screen in, and two frames after.
      await page.waitForFunction(() => [...document.images].every((img) => img.complete || img.loading === "lazy"));
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
      // A line of the title breaking anew moved what follows by 0.02-0.03; a sub-pixel nudge elsewhere is not that.
      expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts)).toBeLessThan(0.002);
    });
  }

  test("a browser without Uint8Array.fromBase64 decodes the title's face itself, and has it at parse too", async ({ page }) => {
    await page.route(/\.woff2($|\?)/, () => {});
    await page.addInitScript(() => {
      delete (Uint8Array as unknown as { fromBase64?: unknown }).fromBase64;
      document.addEventListener("DOMContentLoaded", () => {
        const face = [...document.fonts].find((f) => f.family.replace(/"/g, "") === "Fraunces Title");
        const rule = [...document.querySelectorAll("style")].some((s) => s.textContent!.includes('@font-face{font-family:"Fraunces Title"'));
        (window as unknown as { faceAtParse: string }).faceAtParse = `${face?.status ?? "none"} ${rule ? "rule" : "script"}`;
      });
    });
    await page.goto("/branding-agency-atlanta", { waitUntil: "domcontentloaded" });
    await expect(page.locator("h1[data-title-face]")).toBeVisible();
    // Loaded at parse, and from the script's FontFace (the rule it replaces is gone).
    expect(await page.evaluate(() => (window as unknown as { faceAtParse: string }).faceAtParse)).toBe("loaded script");
  });

  test("a landing page's pictures further down are not fetched with the first screen's", async ({ page }) => {
    // With the network emulated, as Lighthouse has it (no throttling), the page is laid out
    // before all of it has arrived; its later sections, not laid out yet, must not count as so
    // short that their lazy covers seem near the screen (at 640 px they did: three more covers).
    await emulateNetwork(page, { slow: false });
    const pictures: string[] = [];
    page.on("request", (r) => {
      if (r.resourceType() === "image") pictures.push(new URL(r.url()).pathname);
    });
    await page.goto("/social-media-branding-atlanta");
    // The hero's picture (just below a phone's first screen, fetched with it), and nothing else by load.
    expect(pictures).toEqual(["/img/work/sunday-glaze-donuts-social-media-kit-cover-800.avif"]);
    // Further down they come as the visitor gets near them.
    await page.locator("main > section").nth(3).scrollIntoViewIfNeeded();
    await expect.poll(() => pictures.length).toBeGreaterThan(1);
  });

  test("a project's gallery is fetched after the first paint, not with the first screen, and is there when scrolled to", async ({ page }) => {
    // Its pictures (one a 80 KB loop) sat near enough to a phone's first screen to be fetched
    // before the page had painted anything (the gallery is not laid out until then: app.css).
    await emulateNetwork(page, { slow: false });
    await page.goto("/portfolio/sunday-glaze-donuts-social-media-kit");
    const gallery = page.locator('section[aria-labelledby="gallery"]');
    await expect(page.locator("html")).toHaveClass(/\bpainted\b/);
    const paintedAt = await page.evaluate(() => performance.getEntriesByName("first-contentful-paint")[0]!.startTime);
    // Its two stills and the loop: requested once the page has painted, before anyone scrolls.
    const galleryRequests = () =>
      page.evaluate(() =>
        performance
          .getEntriesByType("resource")
          .filter((e) => /sunday-glaze-donuts-social-media-kit-(\d|video)/.test(e.name))
          .map((e) => e.startTime),
      );
    await expect.poll(async () => (await galleryRequests()).length).toBe(3);
    for (const at of await galleryRequests())
      expect(at, `gallery picture requested at ${at} ms, first paint at ${paintedAt} ms`).toBeGreaterThan(paintedAt);
    await expectGalleryShown(gallery);
  });

  test("the portfolio's first cover, its largest paint, is painted before the brand faces are fetched", async ({ page }) => {
    // On a slow network and CPU the cover paints well after the first text.
    await slowPhone(page);
    await page.addInitScript(() => {
      const w = window as unknown as { largest: { tag: string; at: number }[] };
      w.largest = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as (PerformanceEntry & { element: Element | null })[])
          w.largest.push({ tag: e.element?.tagName ?? "", at: e.startTime });
      }).observe({ type: "largest-contentful-paint", buffered: true });
    });
    await page.goto("/portfolio");
    await expect(page.locator("html")).toHaveClass(/\bfonts\b/);
    const timing = await page.evaluate(() => ({
      largest: (window as unknown as { largest: { tag: string; at: number }[] }).largest,
      fonts: performance
        .getEntriesByType("resource")
        .filter((e) => e.name.endsWith(".woff2"))
        .map((e) => e.startTime),
    }));
    const cover = timing.largest.at(-1);
    expect(cover?.tag, "the largest paint is a cover").toBe("IMG");
    expect(timing.fonts).toHaveLength(2);
    for (const start of timing.fonts)
      expect(start, `a face requested at ${start} ms, the cover painted at ${cover!.at} ms`).toBeGreaterThanOrEqual(cover!.at);
  });
});
