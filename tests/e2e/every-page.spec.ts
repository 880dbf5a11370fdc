import { test, expect, expectAccessible } from "./fixtures";
import { publicPaths } from "../../content/public-paths.ts";

// Each public page: loads without errors, has one h1, no broken images, and no serious or
// critical accessibility violations.
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
        page.locator("img").evaluateAll((imgs) =>
          (imgs as HTMLImageElement[]).filter((i) => !i.complete || i.naturalWidth === 0).map((i) => i.currentSrc || i.src),
        ),
      )
      .toEqual([]);
    await expectAccessible(page);
  });
}
