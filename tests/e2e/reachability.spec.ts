import { test, expect } from "./fixtures";
import { publicPaths } from "#content/public-paths.ts";

// A visitor can reach every public page by following links from the home page: the nav, the
// footer, or the page above it (services lists the landing pages, the portfolio its projects,
// the blog its articles). Pages nothing links to are invisible to visitors and to crawlers.
test("every public page is reachable by links from the home page", async ({ page }) => {
  test.setTimeout(240_000);
  const wanted = new Set(publicPaths());
  const seen = new Set<string>(["/"]);
  const queue = ["/"];
  while (queue.length > 0) {
    const path = queue.shift()!;
    const response = await page.goto(path);
    expect(response?.status(), `${path} answers`).toBe(200);
    const hrefs = await page.locator("a[href]").evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href));
    for (const href of hrefs) {
      const url = new URL(href);
      if (url.origin !== new URL(page.url()).origin) continue;
      const next = url.pathname.replace(/\/+$/, "") || "/";
      if (!wanted.has(next) || seen.has(next)) continue;
      seen.add(next);
      queue.push(next);
    }
  }
  expect(
    [...wanted].filter((p) => !seen.has(p)),
    "pages no link leads to",
  ).toEqual([]);
});
