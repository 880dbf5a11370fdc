import { test, expect, expectAccessible, type Page } from "./fixtures";
import { landingSlugs } from "#content/routes.ts";
import { signIn } from "./admin-support";

// Details a design review caught at 390 and 1280 px: a value's name broken over two lines, a small
// picture leaving the margin empty beside long text, blog titles of five lines, placeholders cut
// off, a generic not-found page and rows that scroll sideways with no sign that they do.

/** Lays out every section, as a visitor who has scrolled the page would see it (see app.css). */
async function showEverySection(page: Page) {
  await page.addStyleTag({ content: "*, *::before, *::after { content-visibility: visible !important; }" });
  await page.evaluate(() => document.documentElement.classList.add("painted"));
}

/** How wide a field's placeholder is set, and the room inside the field for it. */
async function placeholderRoom(page: Page, label: string) {
  await page.evaluate(() => document.fonts.ready);
  return page.getByLabel(label).evaluate((el: HTMLInputElement) => {
    const cs = getComputedStyle(el);
    const ctx = document.createElement("canvas").getContext("2d")!;
    ctx.font = `${cs.fontStyle} ${cs.fontWeight} ${cs.fontSize} ${cs.fontFamily}`;
    return {
      need: Math.ceil(ctx.measureText(el.placeholder).width),
      room: Math.floor(el.clientWidth - parseFloat(cs.paddingLeft) - parseFloat(cs.paddingRight)),
    };
  });
}

test("about at 1280: each value's name sits on one line, and the story's picture leads its text rather than sitting small in the margin", async ({
  page,
}) => {
  await page.goto("/about");
  await showEverySection(page);
  const values = page.locator('section[aria-labelledby="values-heading"] h3');
  await expect(values).toHaveCount(3);
  for (const h of await values.all()) {
    const lines = await h.evaluate((el) => {
      const text = el.querySelector("span") ?? el;
      return Math.round(text.getBoundingClientRect().height / parseFloat(getComputedStyle(el).lineHeight));
    });
    expect(lines, (await h.textContent()) ?? "").toBe(1);
  }
  const story = page.locator('section[aria-labelledby="story-heading"]');
  const picture = await story.locator("img").boundingBox();
  const text = await story.locator("p").first().boundingBox();
  expect(picture!.width).toBeGreaterThanOrEqual(text!.width - 1);
  expect(picture!.y).toBeLessThan(text!.y);
});

test("blog at 1280: at most three cards to a row, titles in three lines or fewer, every date beside its tag", async ({ page }) => {
  await page.goto("/blog");
  await showEverySection(page);
  const cards = page.locator("#main ul > li article");
  expect(await cards.count()).toBeGreaterThan(2);
  const tops = new Map<number, number>();
  for (const card of await cards.all()) {
    const box = (await card.boundingBox())!;
    tops.set(Math.round(box.y), (tops.get(Math.round(box.y)) ?? 0) + 1);
    const title = card.getByRole("heading");
    const lines = await title.evaluate((el) => Math.round(el.getBoundingClientRect().height / parseFloat(getComputedStyle(el).lineHeight)));
    expect(lines, (await title.textContent()) ?? "").toBeLessThanOrEqual(3);
    const tag = (await card.locator("p span").first().boundingBox())!;
    const date = (await card.locator("time").boundingBox())!;
    expect(Math.abs(tag.y + tag.height / 2 - (date.y + date.height / 2)), (await title.textContent()) ?? "").toBeLessThanOrEqual(2);
  }
  for (const n of tops.values()) expect(n).toBeLessThanOrEqual(3);
});

test("at 390 a field's placeholder is read whole: the contact form's services and the admin's search", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/contact");
  const services = await placeholderRoom(page, "Services Interested In");
  expect(services.need).toBeLessThanOrEqual(services.room);
  await signIn(page);
  const search = await placeholderRoom(page, "Search leads");
  expect(search.need).toBeLessThanOrEqual(search.room);
});

test("the not-found page speaks as the studio: its title in the display face, left-aligned, with the places a visitor likely meant", async ({
  page,
}) => {
  await page.goto("/no-such-page-at-all");
  const h1 = page.getByRole("heading", { level: 1, name: "Oops! Page not found" });
  await expect(h1).toBeVisible();
  // The display face (Fraunces), not the body's.
  expect(await h1.evaluate((el) => getComputedStyle(el).fontFamily)).toMatch(/Fraunces/);
  expect(await h1.evaluate((el) => parseFloat(getComputedStyle(el).fontSize))).toBeGreaterThanOrEqual(40);
  expect(await h1.evaluate((el) => getComputedStyle(el).textAlign)).not.toBe("center");
  const ways = page.getByRole("navigation", { name: "Pages you may have meant" });
  for (const href of ["/portfolio", "/services", "/contact"]) await expect(ways.locator(`a[href="${href}"]`)).toBeVisible();
  await expect(page.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");
  await expectAccessible(page);
});

test("at 390 every row that scrolls sideways says so: its edge fades and a line under it counts the cards", async ({ page }) => {
  // Both are markup and CSS in the page as served; the page loads no script until a visitor acts.
  await page.setViewportSize({ width: 390, height: 844 });
  let rows = 0;
  for (const path of ["/", "/services", `/${landingSlugs[0]}`, `/${landingSlugs[7]}`]) {
    await page.goto(path);
    await page.addStyleTag({ content: "*, *::before, *::after { content-visibility: visible !important; }" });
    const found = await page.locator("#main").evaluate((main) => {
      const out: { what: string; fades: boolean; hint: string; lastClear: boolean }[] = [];
      for (const el of main.querySelectorAll<HTMLElement>("*")) {
        const cs = getComputedStyle(el);
        if (cs.overflowX !== "auto" || el.scrollWidth <= el.clientWidth + 1 || !el.checkVisibility()) continue;
        const list = el.matches("ul, ol") ? el : el.querySelector("ul, ol")!;
        const hint = (el.nextElementSibling as HTMLElement | null)?.matches("[data-swipe-hint]") ? el.nextElementSibling!.textContent! : "";
        // Scrolled to its end, the last card stands clear of the faded edge.
        el.style.scrollSnapType = "none";
        el.scrollLeft = el.scrollWidth;
        const last = list.lastElementChild!.getBoundingClientRect();
        const edge = el.getBoundingClientRect().right;
        out.push({
          what: `${el.closest("section")?.getAttribute("aria-labelledby") ?? "?"} (${list.children.length})`,
          fades: (cs.maskImage || cs.webkitMaskImage).includes("gradient"),
          hint: hint.trim(),
          lastClear: edge - last.right >= 40,
        });
      }
      return out;
    });
    for (const r of found) {
      rows++;
      expect(r.fades, `${path} ${r.what}`).toBe(true);
      expect(r.hint, `${path} ${r.what}`).toMatch(/^Swipe for all \d+$/);
      expect(r.lastClear, `${path} ${r.what}`).toBe(true);
    }
  }
  expect(rows).toBeGreaterThan(3);
});
