import { test, expect, type Page } from "./fixtures";
import { ensureHydrated } from "./chat-support";

/**
 * Conversations the way visitors write them, through the real server and a real browser,
 * ending where the agency works its leads: the admin, with the transcript, the services and
 * the business. The server makes the lead itself as soon as a name and a phone are known.
 */

const PASSWORD = process.env.E2E_ADMIN_PASSWORD!;

async function signIn(page: Page) {
  await page.goto("/admin");
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Access Dashboard" }).click();
  await expect(page.getByRole("heading", { name: "Admin Dashboard", level: 1 })).toBeVisible();
}

/** Opens the lead found by a search on its own page: the newest match (the list is newest first), the one this run made. */
async function openLead(page: Page, search: string, name: string) {
  await signIn(page);
  await page.getByLabel("Search leads").fill(search);
  await page.getByRole("button", { name: "Search" }).click();
  // The list is the search's once the address carries it; a click on the list shown before
  // would race the search's navigation and could be dropped by it.
  await expect(page).toHaveURL(
    new RegExp(
      `[?&]q=${new URLSearchParams({ q: search })
        .toString()
        .slice(2)
        .replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`,
    ),
  );
  await page.getByRole("link", { name, exact: true }).first().click();
  await expect(page).toHaveURL(/\/admin\/leads\/[^/?]+/);
  await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
}

const panel = (page: Page) => page.getByRole("dialog", { name: "Chat with Ava" });

/** Sends one message in the panel and returns Ava's answer to it (the bot message right after it). */
async function say(page: Page, text: string) {
  const log = panel(page).getByRole("log");
  const input = panel(page).getByRole("textbox", { name: "Message Ava" });
  await expect(input).toBeEnabled();
  await input.fill(text);
  await input.press("Enter");
  const answer = log.locator("[data-message=user]", { hasText: text }).last().locator('xpath=following-sibling::p[@data-message="bot"][1]');
  await expect(answer).toBeVisible();
  return (await answer.innerText()).replace(/^Ava:\s*/, "").trim();
}

test("a conversation in the panel, in everyday sentences, ends as a lead in the admin with its transcript, services and business", async ({
  page,
}) => {
  await page.goto("/services");
  await ensureHydrated(page);
  await page.getByRole("button", { name: "Chat with Ava" }).last().click();
  await expect(panel(page).getByRole("log")).toContainText("Hi! I'm Ava");

  const first = await say(page, "hi I run a bakery in Decatur need a new site");
  expect(first).not.toContain("I don't know");
  expect(first).toMatch(/bakery/i);
  const second = await say(page, "this is Luis");
  // The name is taken: she moves on to what she does not know yet.
  expect(second).not.toMatch(/what's your name/i);
  expect(second).toContain("Luis");
  const third = await say(page, "(770) 555-0111");
  expect(third).not.toMatch(/phone number/i);

  await openLead(page, "555-0111", "Luis");
  const details = page.locator("main");
  await expect(details).toContainText("bakery (Decatur)");
  await expect(details).toContainText("Website Design");
  const transcript = page.getByRole("list", { name: "Chat transcript" });
  await expect(transcript).toContainText("hi I run a bakery in Decatur need a new site");
  await expect(transcript).toContainText("(770) 555-0111");
  // Ava's replies are kept too, not only the visitor's side.
  await expect(transcript).toContainText(first.slice(0, 40));
});

test("a conversation begun on the home page's chat card goes on in the panel as the same conversation, and ends as one lead with the whole transcript", async ({
  page,
}) => {
  await page.goto("/");
  await ensureHydrated(page);
  const card = page.locator("#hero-chat-card");
  const cardInput = card.getByRole("textbox", { name: "Message Ava" });
  await expect(cardInput).toBeVisible();
  await cardInput.fill("we're a small cleaning company in Marietta and our website is really outdated");
  await cardInput.press("Enter");
  // The card's guided flow takes it (a website) and asks for the name.
  await expect(card.locator("[data-message=bot]").last()).toHaveText(/What's your name\?/);

  // The visitor opens the panel instead: it shows the card's conversation and carries it on.
  await page.getByRole("button", { name: "Chat with Ava" }).last().click();
  await expect(panel(page).getByRole("log")).toContainText("we're a small cleaning company in Marietta");
  const name = await say(page, "I'm Dana Wells");
  // The panel carries on the card's conversation: the business is already known, so it is not asked for.
  expect(name).not.toMatch(/what kind of business/i);
  await say(page, "my cell is 404 555 0188");

  await openLead(page, "555-0188", "Dana Wells");
  await expect(page.locator("main")).toContainText("cleaning company (Marietta)");
  const transcript = page.getByRole("list", { name: "Chat transcript" });
  await expect(transcript).toContainText("we're a small cleaning company in Marietta");
  await expect(transcript).toContainText("I'm Dana Wells");
  await expect(transcript).toContainText("404 555 0188");
});
