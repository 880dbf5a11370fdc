import { heroCard } from "#content/chat.ts";
import { test, expect, expectAccessible } from "./fixtures";
import { storedLeads } from "./chat-support";

test("home card: a greeting at 1 s, the prompt and first options at 1.5 s, with no framework code needed", async ({ page }) => {
  await page.goto("/");
  const card = page.locator("#hero-chat-card");
  const greetings = card.locator("[data-card-greeting]");
  const prompt = card.getByText(heroCard.prompt);
  // The reveal is CSS animation on the prerendered markup. The test holds every animation of
  // the card and sets its clock, so what it sees at each instant cannot depend on how busy the
  // machine is.
  const cardAnimations = () => page.evaluate(() => document.getElementById("hero-chat-card")!.getAnimations({ subtree: true }).length);
  await expect.poll(cardAnimations).toBeGreaterThan(0);
  const at = (ms: number) =>
    page.evaluate((t) => {
      for (const a of document.getElementById("hero-chat-card")!.getAnimations({ subtree: true })) {
        a.pause();
        a.currentTime = t;
      }
    }, ms);
  await at(990);
  await expect(greetings.filter({ visible: true })).toHaveCount(0);
  await expect(prompt).toBeHidden();
  await at(1010);
  await expect(greetings.filter({ visible: true })).toHaveCount(1);
  expect(heroCard.greetings).toContain(await greetings.filter({ visible: true }).innerText());
  await expect(prompt).toBeHidden();
  await at(1490);
  await expect(prompt).toBeHidden();
  await at(1510);
  await expect(prompt).toBeVisible();
  for (const option of heroCard.startOptions) await expect(card.getByRole("button", { name: option })).toBeVisible();
});

test("home card: the reveal works with JavaScript frameworks off too (inline script only)", async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  // Block every module script: only the inline reveal script can run.
  await page.route("**/assets/*.js", (route) => route.abort());
  await page.goto("/");
  const card = page.locator("#hero-chat-card");
  await expect(card.getByText(heroCard.prompt)).toBeVisible();
  await expect(card.locator("[data-card-greeting]").filter({ visible: true })).toHaveCount(1);
  await context.close();
});

test("home card: the whole flow, with a question on the way, ends in a lead in the database", async ({ page }) => {
  await page.goto("/");
  const card = page.locator("#hero-chat-card");
  const bot = card.locator("[data-message=bot]");
  await expect(card.getByRole("button", { name: "I need a website" })).toBeVisible();
  await card.getByRole("button", { name: "I need a website" }).click();
  await expect(bot.last()).toHaveText(/What's your name\?/);
  await expect(card.getByRole("button", { name: "I need a logo" })).toHaveCount(0);

  const input = card.getByRole("textbox", { name: "Message Ava" });
  await input.fill("Dana Whitfield");
  await input.press("Enter");
  await expect(bot.last()).toHaveText(/Nice to meet you, Dana Whitfield! Do you have a current website\?/);
  for (const o of heroCard.websiteOptions) await expect(card.getByRole("button", { name: o })).toBeVisible();

  await card.getByRole("button", { name: "It's outdated" }).click();
  await expect(bot.last()).toHaveText(/How much would you like to refresh\?/);
  await card.getByRole("button", { name: "Full refresh" }).click();
  await expect(bot.last()).toHaveText(/When would you like it done\?/);

  // Free text that isn't an answer goes to Ava, then the flow asks again.
  await input.fill("How long does a website take?");
  await input.press("Enter");
  await expect(bot.last()).toHaveText(/when would you like it done\?/);
  await expect(bot.nth(-2)).toContainText("2-4 weeks");
  await expectAccessible(page);

  await card.getByRole("button", { name: "1 month" }).click();
  await expect(bot.last()).toHaveText(/email/);
  const email = `dana.${Date.now()}@example.com`;
  await input.fill(`it's ${email}`);
  await input.press("Enter");
  await expect(bot.last()).toHaveText(/phone number/);
  const saved = page.waitForResponse((r) => r.url().endsWith("/api/chat/ava/lead"));
  await input.fill("(404) 555-0187");
  await input.press("Enter");
  expect((await saved).status()).toBe(201);
  await expect(bot.last()).toContainText("Thank you, Dana Whitfield!");

  const lead = (await storedLeads()).find((l) => l.email === email);
  expect(lead).toMatchObject({
    source: "chat",
    name: "Dana Whitfield",
    phone: "(404) 555-0187",
    lead_status: "warm",
    timeline: "1 month",
    business_type: "Not specified",
    current_website: "It's outdated",
  });
  expect(JSON.parse(lead!.project_interested!)).toEqual(["Website Design"]);
  expect(lead!.notes).toContain("Refresh: Full refresh");
  const summary = lead!.conversation_summary!.split("\n");
  expect(summary).toHaveLength(10);
  expect(summary.at(-1)).toBe("user: (404) 555-0187");
  const details = JSON.parse(lead!.details!) as { surface: string; transcript: { type: string; content: string; timestamp: string }[] };
  expect(details.surface).toBe("home-card");
  expect(heroCard.greetings).toContain(details.transcript[0]!.content);
  expect(details.transcript[1]!.content).toBe(heroCard.prompt);
  expect(details.transcript.at(-1)).toMatchObject({ type: "user", content: "(404) 555-0187" });
  expect(details.transcript.every((m) => !Number.isNaN(Date.parse(m.timestamp)))).toBe(true);
});

test("home card: every first option leads where the spec says", async ({ page }) => {
  const cases = [
    ["Just looking around", /What kind of business do you run\?/, /Launch-Ready Bundle/],
    ["Not sure yet", /What kind of business do you run\?/, /figure it out/],
    ["I need a logo", /What's your name\?/, /A logo/],
    ["I want branding help", /What's your name\?/, /Branding help/],
  ] as const;
  for (const [option, question, lead] of cases) {
    await page.goto("/");
    const card = page.locator("#hero-chat-card");
    await card.getByRole("button", { name: option }).click();
    await expect(card.locator("[data-message=bot]").last()).toHaveText(question);
    await expect(card.locator("[data-message=bot]").first()).toHaveText(lead);
  }
  // The business question takes free text, then the flow asks the name.
  const card = page.locator("#hero-chat-card");
  await page.goto("/");
  await card.getByRole("button", { name: "Not sure yet" }).click();
  await expect(card.locator("[data-message=bot]").last()).toHaveText(/What kind of business/);
  await card.getByRole("textbox", { name: "Message Ava" }).fill("A bakery in Decatur");
  await card.getByRole("textbox", { name: "Message Ava" }).press("Enter");
  await expect(card.locator("[data-message=bot]").last()).toHaveText(/What's your name\?/);
});
