import { test, expect, expectAccessible } from "./fixtures";
import { portfolioProjects } from "#content/portfolio/index.ts";

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
  await expect(cards).toHaveCount(portfolioProjects.length);
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

test("cards show at most two service badges and a +N more badge for the rest", async ({ page }) => {
  await page.goto("/portfolio");
  const many = portfolioProjects.find((p) => p.services.length >= 4)!;
  const few = portfolioProjects.find((p) => p.services.length <= 2)!;
  const card = (title: string) => page.locator("li[data-category]").filter({ has: page.getByRole("heading", { name: title, exact: true }) });
  const manyBadges = card(many.title).getByRole("list", { name: "Services" }).getByRole("listitem");
  await expect(manyBadges).toHaveText([many.services[0]!, many.services[1]!, `+${many.services.length - 2} more`]);
  const fewBadges = card(few.title).getByRole("list", { name: "Services" }).getByRole("listitem");
  await expect(fewBadges).toHaveText(few.services);
});

test("a project opens from its card and shows everything about it", async ({ page }) => {
  const project = portfolioProjects.find((p) => p.liveUrl && p.technologies?.length && p.videos?.length) ?? portfolioProjects.find((p) => p.liveUrl)!;
  await page.goto("/portfolio");
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
