import type { Browser, Page } from "@playwright/test";
import { test, expect } from "./fixtures";
import { ensureHydrated } from "./chat-support";
import { signIn } from "./admin-support";

// Headless Chromium names itself "HeadlessChrome", which isbot rightly takes for a bot: the
// journeys browse as the desktop Chrome a visitor would have.
const PERSON = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
test.use({ userAgent: PERSON });

const tagOf = () => `t${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** Opens a page and waits for its visit beacon's answer (sent just after load). */
async function visit(page: Page, url: string) {
  const beacon = page.waitForResponse((r) => r.url().endsWith("/api/visit"));
  await page.goto(url);
  return (await beacon).status();
}

/** A row of one of the Traffic tables, read as the admin sees it. */
function row(page: Page, table: "pages" | "sources", key: string) {
  return page.locator(`table[data-table=${table}] tr[data-row="${key}"]`);
}

/** The Traffic view, reloaded until the row shows (visits are written within a second or so). */
async function trafficRow(page: Page, table: "pages" | "sources", key: string) {
  await expect(async () => {
    await page.goto("/admin/traffic?days=7");
    await expect(row(page, table, key)).toBeVisible({ timeout: 1_000 });
  }).toPass();
  return row(page, table, key);
}

async function cells(r: ReturnType<typeof row>) {
  const read = async (col: string) => (await r.locator(`[data-col=${col}]`).textContent())?.trim();
  return {
    visits: await read("visits"),
    leads: await read("leads"),
    chat: await read("chat"),
    contact: await read("contact"),
    rate: await read("rate"),
  };
}

async function adminPage(browser: Browser) {
  const context = await browser.newContext({ userAgent: PERSON });
  const page = await context.newPage();
  await signIn(page);
  return { page, close: () => context.close() };
}

test("a landing page with UTM tags, then /contact and the form: one visit and one contact lead on that page and source", async ({
  page,
  browser,
}) => {
  const tag = tagOf();
  expect(await visit(page, `/branding-agency-atlanta?utm_source=e2e&utm_medium=cpc&utm_campaign=${tag}`)).toBe(204);
  // A later page of the same tab is the same visit: no second beacon.
  let beacons = 0;
  page.on("request", (r) => void (r.url().endsWith("/api/visit") && beacons++));
  await page.goto("/contact");
  const form = page.getByRole("form", { name: "Contact form" });
  await form.getByLabel("Full Name").fill("Rosa Traffic");
  await form.getByLabel("Email Address").fill(`${tag}@example.com`);
  const sent = page.waitForResponse((r) => r.url().endsWith("/api/leads/contact"));
  await form.getByRole("button", { name: "Send Message" }).click();
  expect((await sent).status()).toBe(201);
  expect(beacons).toBe(0);

  const admin = await adminPage(browser);
  const source = await trafficRow(admin.page, "sources", `e2e / cpc / ${tag}`);
  expect(await cells(source)).toEqual({ visits: "1", leads: "1", chat: "0", contact: "1", rate: "100.0%" });
  const landing = row(admin.page, "pages", "/branding-agency-atlanta");
  await expect(landing).toContainText("landing");
  expect(Number(await landing.locator("[data-col=contact]").textContent())).toBeGreaterThanOrEqual(1);
  // Landing pages come first in the pages table.
  await expect(admin.page.locator("table[data-table=pages] tbody tr").first()).toContainText("landing");

  // The lead's own page names its entry page and source.
  await admin.page.goto(`/admin?q=${tag}`);
  await admin.page.getByRole("link", { name: "Rosa Traffic", exact: true }).first().click();
  await expect(admin.page.locator("main")).toContainText("/branding-agency-atlanta");
  await expect(admin.page.locator("main")).toContainText(`e2e / cpc / ${tag}`);
  await admin.close();
});

test("a chat that becomes a lead is one visit and one chat lead on its entry page and source", async ({ page, browser }) => {
  const tag = tagOf();
  expect(await visit(page, `/website-redesign-atlanta?utm_source=e2e-chat&utm_campaign=${tag}`)).toBe(204);
  await page.goto("/services");
  await ensureHydrated(page);
  await page.getByRole("button", { name: "Chat with Ava" }).last().click();
  const panel = page.getByRole("dialog", { name: "Chat with Ava" });
  const input = panel.getByRole("textbox", { name: "Message Ava" });
  const phone = `(770) 555-${String(Math.floor(Math.random() * 9000) + 1000)}`;
  for (const text of ["hi I run a bakery in Decatur need a new site", "this is Nadia", phone]) {
    const answered = page.waitForResponse((r) => r.url().endsWith("/api/chat/ava"));
    await input.fill(text);
    await input.press("Enter");
    expect((await answered).status()).toBe(200);
    await expect(panel.getByRole("log").locator("[data-message=bot]").last()).not.toBeEmpty();
  }

  const admin = await adminPage(browser);
  await trafficRow(admin.page, "sources", `e2e-chat / (none) / ${tag}`);
  // The lead is made by the server from the conversation, once it has a name and a phone.
  await expect(async () => {
    await admin.page.reload();
    expect(await cells(row(admin.page, "sources", `e2e-chat / (none) / ${tag}`))).toEqual({
      visits: "1",
      leads: "1",
      chat: "1",
      contact: "0",
      rate: "100.0%",
    });
  }).toPass();
  await admin.close();
});

test("a bot's visit and a signed-in admin's visit are not counted; the admin pages carry no beacon", async ({ page, browser }) => {
  const tag = tagOf();
  const bot = await browser.newContext({ userAgent: "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" });
  expect(await visit(await bot.newPage(), `/about?utm_source=e2e-bot&utm_campaign=${tag}`)).toBe(204);
  await bot.close();

  await signIn(page);
  expect(await page.locator("script", { hasText: "cc-visit" }).count()).toBe(0);
  expect(await visit(page, `/faq?utm_source=e2e-admin&utm_campaign=${tag}`)).toBe(204);

  // A person's visit after both: once it shows, the two before it would have shown too.
  const person = await browser.newContext({ userAgent: PERSON });
  expect(await visit(await person.newPage(), `/faq?utm_source=e2e-person&utm_campaign=${tag}`)).toBe(204);
  await person.close();
  await trafficRow(page, "sources", `e2e-person / (none) / ${tag}`);
  await expect(row(page, "sources", `e2e-bot / (none) / ${tag}`)).toHaveCount(0);
  await expect(row(page, "sources", `e2e-admin / (none) / ${tag}`)).toHaveCount(0);
});
