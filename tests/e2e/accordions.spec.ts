import { test, expect, expectAccessible } from "./fixtures";
import { faqs } from "#content/faq.ts";

test("services: the first section is open at start, one at a time, and the open one closes", async ({ page }) => {
  await page.goto("/services");
  // Native disclosure: each section is a <details> sharing one name, its title the <summary>.
  const headers = page.locator("#main summary");
  const titles = [
    "Branding & Identity",
    "Website & Conversion",
    "Local & Search Presence",
    "Marketing Setup",
    "Business Tools",
    "AI Agents & Automation",
    "App Design & Development",
    "Fix & Upgrade",
  ];
  const header = (t: string) => page.locator("#main summary").filter({ hasText: new RegExp(`^${t.replace(/[&]/g, "\\&")}`) });
  const section = (t: string) =>
    page.locator("#main details").filter({ has: page.locator("summary").filter({ hasText: new RegExp(`^${t.replace(/[&]/g, "\\&")}`) }) });
  for (const t of titles) await expect(header(t)).toBeVisible();
  expect(await headers.count()).toBeGreaterThanOrEqual(8);
  await expect(section("Branding & Identity")).toHaveAttribute("open", "");
  await expect(page.getByText("Logo Design", { exact: false }).first()).toBeVisible();
  await expect(header("AI Agents & Automation")).toContainText("Custom quote only");
  await expect(header("App Design & Development")).toContainText("Custom quote only");

  await header("Website & Conversion").click();
  await expect(section("Website & Conversion")).toHaveAttribute("open", "");
  await expect(section("Branding & Identity")).not.toHaveAttribute("open");
  await expect(page.locator("#main details[open]")).toHaveCount(1);

  await header("Website & Conversion").click();
  await expect(page.locator("#main details[open]")).toHaveCount(0);

  // Keyboard: focus a header and press Enter or Space.
  await header("Fix & Upgrade").focus();
  await page.keyboard.press("Enter");
  await expect(section("Fix & Upgrade")).toHaveAttribute("open", "");
  await page.keyboard.press("Space");
  await expect(section("Fix & Upgrade")).not.toHaveAttribute("open");
  await expectAccessible(page);
});

test("services: the hero and closing buttons go to pricing and the portfolio", async ({ page }) => {
  await page.goto("/services");
  await page.getByRole("link", { name: "View Packages" }).click();
  await expect(page).toHaveURL("/#pricing");
  await expect(page.locator("#pricing")).toBeInViewport();
  await page.goto("/services");
  await page.getByRole("link", { name: "See Our Work" }).click();
  await expect(page).toHaveURL("/portfolio");
  await page.goto("/services");
  for (const name of ["Get Started Today", "Start Your Project Now", "Get Custom Quote", "Get a Quote", "Order Now"]) {
    await expect(page.getByRole("link", { name, exact: true })).toHaveAttribute("href", "/#pricing");
  }
});

test("FAQ: ten questions, one open at a time, and the open one closes", async ({ page }) => {
  await page.goto("/faq");
  const questions = page.locator("#main summary h2");
  await expect(questions).toHaveCount(10);
  await expect(page.locator("#main details[open]")).toHaveCount(0);
  const q = (i: number) => page.locator("#main summary").filter({ hasText: faqs[i]!.question });
  const item = (i: number) => page.locator("#main details").filter({ has: page.locator("summary").filter({ hasText: faqs[i]!.question }) });
  await q(0).click();
  await expect(page.getByText(faqs[0]!.answer)).toBeVisible();
  await q(3).click();
  await expect(item(3)).toHaveAttribute("open", "");
  await expect(item(0)).not.toHaveAttribute("open");
  await expect(page.getByText(faqs[0]!.answer)).toBeHidden();
  await q(3).click();
  await expect(page.locator("#main details[open]")).toHaveCount(0);
  await expectAccessible(page);
});
