import { demoBusiness, tinaChat } from "#content/chat.ts";
import { test, expect, expectAccessible } from "./fixtures";
import { storedLeads, trackChatCode } from "./chat-support";

const dialog = (page: import("@playwright/test").Page) => page.getByRole("dialog", { name: "Chat with Tina" });

test("Tina: Test It Out opens her dialog; she answers about the offer and plays a receptionist", async ({ page }) => {
  const code = trackChatCode(page);
  await page.goto("/free-ai-agent-demo");
  expect(code).toEqual([]);
  await page.getByRole("button", { name: "Test It Out" }).click();
  await expect(dialog(page)).toBeVisible();
  await expect.poll(() => code.some((c) => c.url.includes("tina-chat"))).toBe(true);
  const log = dialog(page).getByRole("log");
  await expect(log).toContainText(tinaChat.greeting);
  const input = dialog(page).getByRole("textbox", { name: "Message Tina" });
  await expect(input).toBeFocused();

  // Empty or whitespace-only messages are not sent.
  await input.fill("   ");
  await input.press("Enter");
  await dialog(page).getByRole("button", { name: "Send message" }).click();
  await expect(log.locator("[data-message=user]")).toHaveCount(0);

  const bot = log.locator("[data-message=bot]");
  await input.fill("How much does it cost after the trial?");
  await input.press("Enter");
  await expect(bot).toHaveCount(2);
  await expect(bot.last()).toContainText("$295/month");
  await expect(bot.last()).toContainText("3 days");

  await input.fill("What's included?");
  await dialog(page).getByRole("button", { name: "Send message" }).click();
  await expect(bot).toHaveCount(3);
  await expect(bot.last()).toContainText("Backend dashboard");

  await input.fill("Show me a demo");
  await input.press("Enter");
  await expect(bot).toHaveCount(4);
  await expect(bot.last()).toContainText(demoBusiness.name);
  await input.fill("What are your hours?");
  await input.press("Enter");
  await expect(bot).toHaveCount(5);
  await expect(bot.last()).toContainText("Monday to Friday");
  await input.fill("our water heater is leaking into the garage can someone come out");
  await input.press("Enter");
  await expect(bot).toHaveCount(6);
  await expect(bot.last()).toContainText(demoBusiness.openSlots[0].label);
  await expectAccessible(page);

  // No contact details, no lead.
  expect(
    (await storedLeads()).filter(
      (l) => l.source === "chat" && l.details?.includes('"assistant":"tina"') && l.conversation_summary?.includes("What are your hours?"),
    ),
  ).toEqual([]);

  // Contact details make it one.
  const email = `owner.${Date.now()}@example.com`;
  await input.fill(`Sure, it's ${email}`);
  await input.press("Enter");
  await expect(bot.last()).toHaveText(new RegExp(tinaChat.leadSaved.slice(0, 40).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")));
  // The server made the lead itself.
  await expect.poll(async () => (await storedLeads()).some((l) => l.email === email)).toBe(true);
  const lead = (await storedLeads()).find((l) => l.email === email);
  expect(lead).toMatchObject({ source: "chat", lead_status: "warm" });
  expect(JSON.parse(lead!.project_interested!)).toEqual(["AI Receptionist Demo"]);
  expect(JSON.parse(lead!.details!).assistant).toBe("tina");

  await page.keyboard.press("Escape");
  await expect(dialog(page)).toBeHidden();
  await expect(page.getByRole("button", { name: "Test It Out" })).toBeFocused();
});

test("Tina says her own words when there's no answer or the call fails", async ({ page }) => {
  await page.goto("/free-ai-agent-demo");
  let mode: "empty" | "500" | "abort" = "empty";
  await page.route("**/api/chat/tina", (route) => {
    if (mode === "abort") return route.abort("failed");
    if (mode === "500") return route.fulfill({ status: 500, body: "{}", contentType: "application/json" });
    return route.fulfill({
      status: 200,
      contentType: "text/event-stream",
      body: 'data: {"type":"start"}\n\ndata: {"type":"finish"}\n\ndata: [DONE]\n\n',
    });
  });
  await page.getByRole("button", { name: "Test It Out" }).click();
  const input = dialog(page).getByRole("textbox", { name: "Message Tina" });
  const bot = dialog(page).getByRole("log").locator("[data-message=bot]");
  await input.fill("hello?");
  await input.press("Enter");
  await expect(bot.last()).toHaveText(new RegExp(`${tinaChat.errors.noResponse.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`));
  mode = "500";
  await input.fill("pricing?");
  await input.press("Enter");
  await expect(bot.last()).toHaveText(new RegExp(`${tinaChat.errors.failed.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`));
  mode = "abort";
  await input.fill("how does it work?");
  await input.press("Enter");
  await expect(bot).toHaveCount(4);
  await expect(bot.last()).toContainText("tech hiccup");
});
