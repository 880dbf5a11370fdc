import { test, expect, expectAccessible } from "./fixtures";

test("contact: a message is sent, confirmed by a toast, and the form resets", async ({ page }) => {
  await page.goto("/contact");
  const form = page.getByRole("form", { name: "Contact form" });
  await form.getByLabel("Full Name").fill("Tanya Brooks");
  await form.getByLabel("Email Address").fill("tanya@example.com");
  await form.getByLabel("Services Interested In").fill("Logo refresh");
  await form.getByLabel("Project Details").fill("Our salon in Kirkwood needs a new look.");
  const sent = page.waitForResponse((r) => r.url().endsWith("/api/leads/contact"));
  await form.getByRole("button", { name: "Send Message" }).click();
  expect((await sent).status()).toBe(201);
  const toast = page.locator("[data-toast=success]");
  await expect(toast).toContainText("Message Sent!");
  await expect(toast).toContainText("Thank you for your inquiry. We'll get back to you within 24 hours.");
  await expect(form.getByLabel("Full Name")).toHaveValue("");
  await expect(form.getByLabel("Project Details")).toHaveValue("");
  await expectAccessible(page);
});

test("contact: field errors are shown next to the fields and nothing is lost", async ({ page }) => {
  await page.goto("/contact");
  const form = page.getByRole("form", { name: "Contact form" });
  await form.getByLabel("Email Address").fill("not an email");
  await form.getByLabel("Project Details").fill("Keep me");
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(form.getByText("Please enter your full name")).toBeVisible();
  await expect(form.getByText("Please enter a valid email address")).toBeVisible();
  await expect(form.getByLabel("Full Name")).toHaveAttribute("aria-invalid", "true");
  await expect(form.getByLabel("Project Details")).toHaveValue("Keep me");
});

test("contact: when the server fails, an error toast shows, values stay, and retry succeeds", async ({ page }) => {
  await page.goto("/contact");
  let calls = 0;
  await page.route("**/api/leads/contact", (route) => {
    calls++;
    return route.fulfill({ status: 500, body: "boom" });
  });
  const form = page.getByRole("form", { name: "Contact form" });
  await form.getByLabel("Full Name").fill("Omar Said");
  await form.getByLabel("Email Address").fill("omar@example.com");
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(page.locator("[data-toast=error]")).toContainText("There was an issue sending your message. Please try again.", { timeout: 15_000 });
  expect(calls).toBe(3);
  await expect(form.getByLabel("Full Name")).toHaveValue("Omar Said");
  await page.unroute("**/api/leads/contact");
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(page.locator("[data-toast=success]")).toContainText("Message Sent!");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("contact: the form posts, shows field errors, then a confirmation", async ({ page }) => {
    await page.goto("/contact");
    const form = page.getByRole("form", { name: "Contact form" });
    await form.getByLabel("Email Address").fill("lee@example.com");
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Please enter your full name")).toBeVisible();
    await expect(page.getByLabel("Email Address")).toHaveValue("lee@example.com");
    await page.getByLabel("Full Name").fill("Lee Grant");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Message Sent!" })).toBeVisible();
  });
});

test("demo: the request shows its working state, then a success toast, and resets", async ({ page }) => {
  await page.goto("/free-ai-agent-demo#demo-form");
  await page.route("**/api/leads/demo", async (route) => {
    await new Promise((r) => setTimeout(r, 600));
    await route.continue();
  });
  const form = page.getByRole("form", { name: "Free demo request" });
  await form.getByLabel("Business Name").fill("Fresh Start Pressure Washing");
  await form.getByLabel("Your Name").fill("Marcus Hill");
  await form.getByLabel("Email Address").fill("marcus@example.com");
  await form.getByLabel("Phone Number").fill("(770) 555-0134");
  await form.getByLabel("Industry/Business Type").selectOption("other");
  await form.getByText("Appointment Booking").click();
  await form.getByRole("button", { name: "Get My Free Demo" }).click();
  await expect(form.getByRole("button", { name: "Setting Up Your Demo..." })).toBeDisabled();
  const toast = page.locator("[data-toast=success]");
  await expect(toast).toContainText("Success!");
  await expect(toast).toContainText("We'll set up your free AI demo within 24 hours and send you the details via email.");
  await expect(form.getByLabel("Business Name")).toHaveValue("");
  await expectAccessible(page);
});

test("demo: an unset industry is refused and a server failure keeps the values", async ({ page }) => {
  await page.goto("/free-ai-agent-demo");
  const form = page.getByRole("form", { name: "Free demo request" });
  await form.getByLabel("Business Name").fill("Rise & Shine Bakery");
  await form.getByLabel("Your Name").fill("Ana Lopez");
  await form.getByLabel("Email Address").fill("ana@example.com");
  await form.getByLabel("Phone Number").fill("404 555 0199");
  await form.getByRole("button", { name: "Get My Free Demo" }).click();
  await expect(form.getByText("Please choose your industry")).toBeVisible();
  await form.getByLabel("Industry/Business Type").selectOption("retail");
  await page.route("**/api/leads/demo", (route) => route.abort("connectionreset"));
  await form.getByRole("button", { name: "Get My Free Demo" }).click();
  await expect(page.locator("[data-toast=error]")).toContainText("There was an issue submitting your request. Please try again.", {
    timeout: 15_000,
  });
  await expect(form.getByLabel("Business Name")).toHaveValue("Rise & Shine Bakery");
});
