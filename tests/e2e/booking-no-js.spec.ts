import { test, expect } from "./fixtures";

const PASSWORD = process.env.E2E_ADMIN_PASSWORD!;

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("booking: the bundle with one add-on, from the home page through the server's review to the success page; the lead is in the admin with its total", async ({
    page,
    browser,
    baseURL,
  }) => {
    const tag = `nojs${Date.now().toString(36)}`;
    await page.goto("/");
    await page.getByRole("button", { name: "Book the Bundle" }).click();
    const d = page.getByRole("dialog", { name: /Book the Launch-Ready Bundle/ });
    // No note that booking needs JavaScript: the form itself works.
    await expect(d).not.toContainText("needs JavaScript");
    await expect(d.getByTestId("offer-banner")).toBeVisible();
    await d.getByLabel("Business Name").fill(`Peach Pit Bakery ${tag}`);
    await d.getByLabel("Your Full Name").fill(`Dana Okafor ${tag}`);
    await d.getByLabel(/^Phone( \*)?$/).fill("(404) 555-0177");
    await d.getByLabel(/^Email( \*)?$/).fill(`dana.${tag}@example.com`);
    await d.getByLabel("Current Website").fill("none");
    await d.getByLabel("Tell us about your business").fill("A neighbourhood bakery in Kirkwood.");
    await d.getByLabel("Branding (Logo, Visual Identity)").check();
    await d.getByLabel("A logo", { exact: true }).check();
    await d.getByLabel("Main goal").selectOption("leads");
    await d.getByLabel("Is your content ready?").selectOption("some");
    await d.getByLabel(/^Timeline( \*)?$/).selectOption("asap");
    await d.getByLabel("How involved do you want to be?").selectOption("light");
    await d.getByLabel("Preferred contact").selectOption("text");
    await d.getByLabel(/Extra Logo Concepts/).check();
    await d.getByLabel(/I agree to the/).check();
    await d.getByRole("button", { name: "Review My Booking" }).click();

    // The server's review: the bundle, the add-on, the offer still running, 2,600 less 10%.
    await expect(page).toHaveURL(/\/book$/);
    await expect(page.getByRole("heading", { name: "Review Your Booking" })).toBeVisible();
    const lines = page.getByRole("list", { name: "Your booking" });
    await expect(lines).toContainText("The Launch-Ready Bundle");
    await expect(lines).toContainText("Extra Logo Concepts");
    await expect(page.getByTestId("offer-banner")).toBeVisible();
    await expect(page.getByTestId("total")).toHaveText("$2,340");

    await page.getByRole("button", { name: "Confirm and Submit" }).click();
    await expect(page.getByRole("heading", { name: "Booking Received!" })).toBeVisible();
    await expect(page.getByTestId("booking-received")).toContainText("$2,340");

    // The agency sees it (the admin in a browser with JavaScript, as the agency uses it).
    const admin = await browser.newContext({ baseURL });
    const a = await admin.newPage();
    await a.goto("/admin");
    await a.getByLabel("Password").fill(PASSWORD);
    await a.getByRole("button", { name: "Access Dashboard" }).click();
    await expect(a.getByRole("heading", { name: "Admin Dashboard", level: 1 })).toBeVisible();
    await a.getByLabel("Search leads").fill(tag);
    await a.getByRole("button", { name: "Search" }).click();
    await a.getByRole("link", { name: `Dana Okafor ${tag}`, exact: true }).click();
    await expect(a.getByRole("region", { name: "Booking" })).toContainText("$2,340");
    await expect(a.getByRole("region", { name: "Booking" })).toContainText("Extra Logo Concepts");
    await admin.close();
  });

  test("booking: a missing field brings the form back from the server with the visitor's answers and what to fix", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Book the Bundle" }).click();
    const d = page.getByRole("dialog", { name: /Book the Launch-Ready Bundle/ });
    await d.getByLabel("Business Name").fill("Half Done LLC");
    await d.getByLabel("Your Full Name").fill("Sam Reyes");
    await d.getByLabel(/^Phone( \*)?$/).fill("(404) 555-0123");
    await d.getByLabel(/^Email( \*)?$/).fill("sam@example.com");
    await d.getByLabel("Current Website").fill("none");
    await d.getByLabel("Tell us about your business").fill("Lawn care.");
    await d.getByLabel("Main goal").selectOption("leads");
    await d.getByLabel("Is your content ready?").selectOption("some");
    await d.getByLabel(/^Timeline( \*)?$/).selectOption("asap");
    await d.getByLabel("How involved do you want to be?").selectOption("light");
    await d.getByLabel("Preferred contact").selectOption("text");
    await d.getByLabel(/I agree to the/).check();
    // No service and nothing the visitor has ticked: the browser cannot check a group, the server does.
    await d.getByRole("button", { name: "Review My Booking" }).click();
    await expect(page).toHaveURL(/\/book$/);
    await expect(page.getByRole("alert")).toContainText("Please check the fields marked below.");
    await expect(page.getByLabel("Business Name")).toHaveValue("Half Done LLC");
    await expect(page.getByLabel("Preferred contact")).toHaveValue("text");
    await expect(page.getByText("Please choose at least one service")).toBeVisible();
  });
});
