import { test, expect } from "./fixtures";
import { demoPage } from "#content/pages/demo.ts";

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

test("a tap on a button that needs the code, made while it is still on its way, is kept and acted on once", async ({ page }) => {
  // Slow the code down so the tap certainly lands before React is there.
  await page.route("**/assets/*.js", async (route) => {
    await new Promise((r) => setTimeout(r, 400));
    await route.continue();
  });
  await page.goto("/");
  const card = page.locator("#hero-chat-card");
  const option = card.getByRole("button", { name: "Not sure yet" });
  await option.click();
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await expect(card.locator("[data-message=user]")).toHaveText([/Not sure yet/]);
  await expect(card.locator("[data-message=bot]").first()).toBeVisible();
  await expect(card.locator("[data-message=user]")).toHaveCount(1);
});

test("links and forms work as plain HTML before any code has loaded", async ({ page }) => {
  await page.route("**/assets/*.js", (route) => route.abort());
  await page.goto("/");
  await page.getByRole("contentinfo").getByRole("link", { name: "FAQ" }).click();
  await expect(page).toHaveURL("/faq");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("the sample conversation keeps its place and beat when React takes over", async ({ page }) => {
  // Time moves only when the test moves it: loading and hydrating on a busy machine take no beats.
  const start = Date.now();
  await page.clock.install({ time: start });
  await page.clock.pauseAt(start + 1000);
  await page.goto("/free-ai-agent-demo");
  const messages = page.getByTestId("sample-conversation").getByRole("listitem");
  const texts = demoPage.sampleConversation.messages.map((m) => m.text);
  await expect(messages).toHaveCount(1);
  await page.clock.runFor(6000);
  await expect(messages).toHaveCount(3);
  await expect(page.locator("html")).not.toHaveAttribute("data-hydrated");
  await page.mouse.move(10, 10);
  // The boot starts the code once input has been quiet for a second (ADR 009).
  await page.clock.runFor(1000);
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await expect(messages).toHaveCount(3);
  await expect(messages.last()).toContainText(texts[2]!);
  await page.clock.runFor(2000);
  await expect(messages).toHaveCount(3);
  await expect(messages.first()).toContainText(texts[1]!);
  await expect(messages.last()).toContainText(texts[3]!);
});
