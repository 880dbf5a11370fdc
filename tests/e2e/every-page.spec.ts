import { test, expect, expectAccessible } from "./fixtures";
import { publicPaths } from "#content/public-paths.ts";

// Each public page: loads without errors, has one h1, no broken images, no serious or
// critical accessibility violations, and hydrates cleanly when the visitor shows intent
// (a hydration mismatch would throw, and the fixture fails the test on page errors).
for (const path of publicPaths()) {
  test(`${path} is whole and accessible`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.locator("h1")).toHaveCount(1);
    await page.evaluate(() => {
      for (const img of document.querySelectorAll("img")) img.loading = "eager";
    });
    await expect
      .poll(() =>
        page
          .locator("img")
          .evaluateAll((imgs) => (imgs as HTMLImageElement[]).filter((i) => !i.complete || i.naturalWidth === 0).map((i) => i.currentSrc || i.src)),
      )
      .toEqual([]);
    await expectAccessible(page);
    await page.keyboard.press("Shift");
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  });
}
