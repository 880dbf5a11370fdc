import { test, expect, expectAccessible } from "./fixtures";
import { site } from "#content/site.ts";

const nav = [
  ["Services", "/services"],
  ["Portfolio", "/portfolio"],
  ["About", "/about"],
  ["FAQ", "/faq"],
  ["Contact", "/contact"],
  ["Home", "/"],
] as const;

// One journey per link, so that on a busy machine each stays well inside its own time.
for (const [label, path] of nav) {
  test(`the top bar's ${label} link reaches ${path}, marked as the current page, whole and accessible`, async ({ page }) => {
    await page.goto(path === "/" ? "/about" : "/");
    const main = page.getByRole("navigation", { name: "Main" });
    await main.getByRole("link", { name: label, exact: true }).click();
    await expect(page).toHaveURL(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(main.getByRole("link", { name: label, exact: true })).toHaveAttribute("aria-current", "page");
    await expectAccessible(page);
  });
}

test("each main page has its own title, and the top bar's Get Started leads to /get-started", async ({ page }) => {
  const titles = new Set<string>();
  for (const [, path] of nav) {
    await page.goto(path);
    titles.add(await page.title());
  }
  expect(titles.size).toBe(nav.length);
  await page.getByRole("banner").getByRole("link", { name: "Get Started" }).click();
  await expect(page).toHaveURL("/get-started");
  await expectAccessible(page);
});

test("the footer carries the tagline and copyright, and its service links lead to /services", async ({ page }) => {
  await page.goto("/about");
  const footer = page.getByRole("contentinfo");
  await expect(footer).toContainText("Premium branding and web design for businesses that want to stand out online.");
  await expect(footer).toContainText("© 2025 Canopy Creative. All rights reserved.");
  // A person is an email or a call away from every page.
  await expect(footer.getByRole("link", { name: site.email })).toHaveAttribute("href", `mailto:${site.email}`);
  await expect(footer.getByRole("link", { name: site.phone })).toHaveAttribute("href", /^tel:\+1\d{10}$/);
  const services = footer.getByRole("navigation", { name: "Footer services" }).getByRole("link");
  await expect(services).toHaveCount(4);
  for (const href of await services.evaluateAll((els) => els.map((e) => e.getAttribute("href")))) {
    expect(href).toBe("/services");
  }
});

const footerTargets = [
  ["Start Your Project", "/get-started"],
  ["Privacy Policy", "/privacy-policy"],
  ["Terms of Service", "/terms-of-service"],
  ["Portfolio", "/portfolio"],
  ["FAQ", "/faq"],
  ["Contact", "/contact"],
  ["About Us", "/about"],
] as const;
for (const [label, path] of footerTargets) {
  test(`the footer's ${label} link reaches ${path}, whole and accessible`, async ({ page }) => {
    await page.goto(path === "/about" ? "/faq" : "/about");
    await page.getByRole("contentinfo").getByRole("link", { name: label, exact: true }).click();
    await expect(page).toHaveURL(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectAccessible(page);
  });
}

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test("the menu opens from its button, is announced, and closes when a link is chosen", async ({ page }) => {
    await page.goto("/");
    const toggle = page.getByRole("button", { name: "Open menu" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    await toggle.click();
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await expect(menu).toBeVisible();
    await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");
    await expectAccessible(page);
    await menu.getByRole("link", { name: "Portfolio" }).click();
    await expect(page).toHaveURL("/portfolio");
    await expect(menu).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
  });

  test("the menu works from the keyboard and Escape closes it and returns focus", async ({ page }) => {
    await page.goto("/about");
    const toggle = page.getByRole("button", { name: "Open menu" });
    await toggle.focus();
    await page.keyboard.press("Enter");
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await expect(menu).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(menu.getByRole("link", { name: "Home" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused();
    await page.keyboard.press("Enter");
    await menu.getByRole("link", { name: "FAQ" }).focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL("/faq");
    await expect(menu).toBeHidden();
  });
});

test("an unknown path shows the not-found page with a 404 and logs the path", async ({ page }) => {
  const logged: string[] = [];
  page.on("console", (m) => logged.push(m.text()));
  const response = await page.goto("/no-such-page-here");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
  await expect.poll(() => logged.join("\n")).toContain("/no-such-page-here");
  await expectAccessible(page);
  await page.getByRole("link", { name: "Return to Home" }).click();
  await expect(page).toHaveURL("/");
});
