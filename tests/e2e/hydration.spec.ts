import { test, expect } from "./fixtures";
import { demoPage } from "../../content/pages/demo.ts";

// Public pages are whole as HTML and load React only when the visitor shows intent
// (ADR 004). These journeys hold the promises that approach makes.

for (const path of ["/", "/services", "/branding-agency-atlanta", "/portfolio"]) {
  test(`${path} loads no script until the visitor shows intent`, async ({ page }) => {
    const scripts: string[] = [];
    page.on("request", (r) => {
      if (r.resourceType() === "script") scripts.push(r.url());
    });
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    expect(scripts).toEqual([]);
    await expect(page.locator("html")).not.toHaveAttribute("data-hydrated");
    // Styles are in the page itself: nothing render-blocking to fetch.
    expect(await page.locator('link[rel="stylesheet"]:not([disabled])').count()).toBe(0);
    await page.mouse.move(10, 10);
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    expect(scripts.length).toBeGreaterThan(0);
  });
}

test("a tap made while the code is still on its way is kept and acted on once", async ({ page }) => {
  // Slow the code down so the tap certainly lands before React is there.
  await page.route("**/assets/*.js", async (route) => {
    await new Promise((r) => setTimeout(r, 400));
    await route.continue();
  });
  await page.goto("/services");
  const header = page.getByRole("button", { name: "Website & Conversion" });
  await expect(header).toHaveAttribute("aria-expanded", "false");
  await header.click();
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await expect(header).toHaveAttribute("aria-expanded", "true");
  await expect(page.getByRole("region", { name: "Website & Conversion" })).toBeVisible();
  // Acted on once: a second click closes it again, as on a hydrated page.
  await header.click();
  await expect(header).toHaveAttribute("aria-expanded", "false");
});

test("links and forms work as plain HTML before any code has loaded", async ({ page }) => {
  await page.route("**/assets/*.js", (route) => route.abort());
  await page.goto("/");
  await page.getByRole("contentinfo").getByRole("link", { name: "FAQ" }).click();
  await expect(page).toHaveURL("/faq");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("the sample conversation keeps its place and beat when React takes over", async ({ page }) => {
  await page.clock.install();
  await page.goto("/free-ai-agent-demo");
  const messages = page.getByTestId("sample-conversation").getByRole("listitem");
  const texts = demoPage.sampleConversation.messages.map((m) => m.text);
  await page.clock.runFor(6000);
  await expect(messages).toHaveCount(3);
  await expect(page.locator("html")).not.toHaveAttribute("data-hydrated");
  await page.mouse.move(10, 10);
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await expect(messages).toHaveCount(3);
  await expect(messages.last()).toContainText(texts[2]!);
  await page.clock.runFor(3000);
  await expect(messages).toHaveCount(3);
  await expect(messages.first()).toContainText(texts[1]!);
  await expect(messages.last()).toContainText(texts[3]!);
});
