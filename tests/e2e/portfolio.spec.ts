import { test, expect, expectAccessible } from "./fixtures";
import { portfolioProjects } from "#content/portfolio/index.ts";
import { portfolioFeatured } from "#content/pages/selected-work.ts";

const featured = new Set<string>(portfolioFeatured.slugs);
const firstScreen = portfolioFeatured.slugs.length + portfolioFeatured.firstPage;

const categories = ["Website", "Branding", "Packaging Design", "Print Design", "Social Media"] as const;

test("the filter shows only the chosen category, and Support shows a friendly empty state", async ({ page }) => {
  await page.goto("/portfolio");
  // Radio buttons: the filter works before and without the page's code (ADR 009).
  const group = page.getByRole("group", { name: "Filter projects by category" });
  await expect(group.locator("label")).toHaveText(["All", "Website", "Branding", "Packaging Design", "Print Design", "Social Media", "Support"]);
  await expect(group.getByRole("radio", { name: "All" })).toBeChecked();
  const choose = (name: string) =>
    group
      .locator("label")
      .filter({ hasText: new RegExp(`^${name}$`) })
      .click();
  const cards = page.locator("li[data-category]").filter({ visible: true });
  // The featured projects large, then the grid's first page; "Show all" brings the rest.
  await expect(cards).toHaveCount(firstScreen);
  await page.getByText(`Show all ${portfolioProjects.length} projects`).click();
  await expect(cards).toHaveCount(portfolioProjects.length);
  await expect(page.getByText(`${portfolioProjects.length} projects shown`)).toBeAttached();
  for (const category of categories) {
    await choose(category);
    await expect(group.getByRole("radio", { name: category, exact: true })).toBeChecked();
    const expected = portfolioProjects.filter((p) => p.category === category).length;
    await expect(cards).toHaveCount(expected);
    const shown = await cards.evaluateAll((els) => els.map((e) => e.getAttribute("data-category")));
    expect(new Set(shown)).toEqual(new Set([category]));
  }
  await choose("Support");
  await expect(cards).toHaveCount(0);
  await expect(page.getByText("No projects in this category")).toBeAttached();
  await expect(page.getByRole("heading", { name: /Support stories/ })).toBeVisible();
  await expectAccessible(page);
});

test("the portfolio opens on its featured work, large, with no card left alone on a row", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/portfolio");
  const first = page.locator("main picture img").first();
  const box = (await first.boundingBox())!;
  expect(box.y).toBeLessThan(400);
  expect(box.width).toBeGreaterThan(1000);
  const titles = page.locator("main h2 a");
  await expect(titles.first()).toHaveText(portfolioProjects.find((p) => p.slug === portfolioFeatured.slugs[0])!.title);
  // One full-width project, then pairs: an odd count leaves no row with one card.
  expect(portfolioFeatured.slugs.length % 2).toBe(1);
  expect(portfolioFeatured.firstPage % 3).toBe(0);
});

test("cards show at most two service badges and a +N more badge for the rest", async ({ page }) => {
  await page.goto("/portfolio");
  await page.getByText(`Show all ${portfolioProjects.length} projects`).click();
  const many = portfolioProjects.find((p) => p.services.length >= 4 && !featured.has(p.slug))!;
  const few = portfolioProjects.find((p) => p.services.length <= 2 && !featured.has(p.slug))!;
  const card = (title: string) => page.locator("li[data-category]").filter({ has: page.getByRole("heading", { name: title, exact: true }) });
  const manyBadges = card(many.title).getByRole("list", { name: "Services" }).getByRole("listitem");
  await expect(manyBadges).toHaveText([many.services[0]!, many.services[1]!, `+${many.services.length - 2} more`]);
  const fewBadges = card(few.title).getByRole("list", { name: "Services" }).getByRole("listitem");
  await expect(fewBadges).toHaveText(few.services);
});

test("a project opens from its card and shows everything about it", async ({ page }) => {
  const project = portfolioProjects.find((p) => p.liveUrl && p.technologies?.length && p.videos?.length) ?? portfolioProjects.find((p) => p.liveUrl)!;
  await page.goto("/portfolio");
  await page.getByText(`Show all ${portfolioProjects.length} projects`).click();
  await page.getByRole("link", { name: `View Project: ${project.title}` }).click();
  await expect(page).toHaveURL(`/portfolio/${project.slug}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(project.title);
  await expect(page.getByText(project.fullDescription)).toBeVisible();
  for (const c of project.challengesSolved) await expect(page.getByText(c, { exact: true })).toBeVisible();
  for (const r of project.results) await expect(page.getByText(r, { exact: true })).toBeVisible();
  await expect(page.getByText(project.projectDuration, { exact: true })).toBeVisible();
  const live = page.getByRole("link", { name: /Visit Live Site/ });
  await expect(live).toHaveAttribute("href", project.liveUrl!);
  await expect(live).toHaveAttribute("target", "_blank");
  // Every image on the page has loaded (no broken or missing files).
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect
    .poll(() => page.locator("img").evaluateAll((imgs) => (imgs as HTMLImageElement[]).filter((i) => !i.complete || i.naturalWidth === 0).length))
    .toBe(0);
  for (const alt of await page.locator("img").evaluateAll((imgs) => imgs.map((i) => i.getAttribute("alt")))) {
    expect(alt && alt.length > 10).toBe(true);
  }
  await expectAccessible(page);
  await page.getByRole("link", { name: "Back to Portfolio" }).click();
  await expect(page).toHaveURL("/portfolio");
});

test("an unknown project goes to the portfolio, in place of the bad address", async ({ page }) => {
  await page.goto("/about");
  await page.goto("/portfolio/no-such-project");
  await expect(page).toHaveURL("/portfolio");
  await page.goBack();
  await expect(page).toHaveURL("/about");
});
