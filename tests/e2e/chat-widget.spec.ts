import { avaChat } from "#content/chat.ts";
import { site } from "#content/site.ts";
import { test, expect, expectAccessible } from "./fixtures";
import { advanceUntilVisible, ensureHydrated, storedLeads, trackChatCode } from "./chat-support";

// One retry: this file's first journey has, rarely and only with another journey running at the
// same time, seen the reply's stream not end (see the chat service's save wait). A real defect
// still fails twice.
test.describe.configure({ retries: 1 });

const launcher = (page: import("@playwright/test").Page) => page.getByRole("button", { name: "Chat with Ava" }).last();
const panel = (page: import("@playwright/test").Page) => page.getByRole("dialog", { name: "Chat with Ava" });

test("Ava's widget: closed at start, its code loads on the first open, greets after 0.5 s, answers after 0.8-1.2 s", async ({ page }) => {
  const code = trackChatCode(page);
  await page.clock.install();
  await page.goto("/services");
  await expect(panel(page)).toBeHidden();
  await ensureHydrated(page);
  expect(code, "no chat panel code before the first open").toEqual([]);

  // From here on, page time moves only when the test says so.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  await launcher(page).click();
  // React reveals a freshly loaded component on a timer of its own: step time finely until it shows.
  await advanceUntilVisible(page, panel(page), 3000, 10);
  await expect.poll(() => code.length).toBeGreaterThan(0);
  const input = panel(page).getByRole("textbox", { name: "Message Ava" });
  await expect(input).toBeFocused();

  const log = panel(page).getByRole("log");
  await page.clock.runFor(440);
  await expect(log).not.toContainText(avaChat.greeting);
  await expect(panel(page).getByText("Ava is typing…")).toBeAttached();
  await page.clock.runFor(70);
  await expect(log).toContainText(avaChat.greeting);

  // Blank messages are ignored.
  await input.fill("   ");
  await input.press("Enter");
  await expect(log.locator("[data-message=user]")).toHaveCount(0);

  // Enter sends; the input waits while Ava types; her reply shows between 0.8 and 1.2 s.
  await input.fill("How much does a website cost?");
  const answered = page.waitForResponse((r) => r.url().endsWith("/api/chat/ava"));
  await input.press("Enter");
  await expect(log.locator("[data-message=user]")).toHaveText(/How much does a website cost\?/);
  await expect(input).toBeDisabled();
  await expect(panel(page).getByText("Ava is typing…")).toBeAttached();
  await (await answered).finished();
  await page.clock.runFor(790);
  await expect(log.locator("[data-message=bot]")).toHaveCount(1);
  await page.clock.runFor(420);
  await expect(log.locator("[data-message=bot]")).toHaveCount(2);
  await expect(log.locator("[data-message=bot]").last()).toContainText("$2,500");
  await expect(input).toBeEnabled();
  await expect(input).toBeFocused();
  await page.clock.resume();
  await expectAccessible(page);

  // Closing hands focus back to the launcher; the launcher toggles the panel.
  await page.keyboard.press("Escape");
  await expect(panel(page)).toBeHidden();
  await expect(launcher(page)).toBeFocused();
  await launcher(page).click();
  await expect(panel(page)).toBeVisible();
  await expect(log.locator("[data-message]")).toHaveCount(3);
  await panel(page).getByRole("button", { name: "Close chat" }).click();
  await expect(panel(page)).toBeHidden();
});

test("a message sent before Ava's greeting is due comes after the greeting, never above it", async ({ page }) => {
  await page.clock.install();
  await page.goto("/services");
  await ensureHydrated(page);
  // Page time stands still: the greeting stays due for as long as the test likes.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  await launcher(page).click();
  // Until her code has taken the frame over from the page's own (the greeting is due 0.5 s after the opening).
  const shell = panel(page).locator("[data-chat-shell-body]");
  for (let spent = 0; (await shell.count()) > 0; spent += 10) {
    expect(spent, "the panel's code took over within 3 s of page time").toBeLessThan(3000);
    await page.clock.runFor(10);
  }
  const input = panel(page).getByRole("textbox", { name: "Message Ava" });
  await expect(input).toBeFocused();
  const log = panel(page).getByRole("log");
  await expect(panel(page).getByText("Ava is typing…")).toBeAttached();
  await expect(log.locator("[data-message]")).toHaveCount(0);

  await input.fill("hi I run a bakery in Decatur need a new site");
  await input.press("Enter");
  await expect(log.locator("[data-message]")).toHaveCount(2);
  await expect(log.locator("[data-message]").nth(0)).toContainText(avaChat.greeting);
  await expect(log.locator("[data-message]").nth(1)).toHaveAttribute("data-message", "user");
  await page.clock.resume();
  await expect(log.locator("[data-message]")).toHaveCount(3);
  await expect(log.locator("[data-message]").nth(2)).toHaveAttribute("data-message", "bot");
  await expect(log.locator("[data-message]").nth(2)).toContainText(/bakery/i);
});

test("Ava's widget says the spec's words when the call fails, answers empty, or throws", async ({ page }) => {
  await page.goto("/faq");
  await ensureHydrated(page);
  let mode: "500" | "empty" | "abort" | "error-chunk" = "500";
  await page.route("**/api/chat/ava", async (route) => {
    if (mode === "500") return route.fulfill({ status: 500, body: "{}", contentType: "application/json" });
    if (mode === "abort") return route.abort("failed");
    const body =
      mode === "empty"
        ? 'data: {"type":"start"}\n\ndata: {"type":"finish"}\n\ndata: [DONE]\n\n'
        : 'data: {"type":"start"}\n\ndata: {"type":"error","errorText":"x"}\n\ndata: [DONE]\n\n';
    return route.fulfill({ status: 200, body, contentType: "text/event-stream" });
  });
  // A call to action on the page opens the chat.
  await page.getByRole("button", { name: "Chat with Ava" }).first().click();
  const log = panel(page).getByRole("log");
  await expect(log).toContainText(avaChat.greeting);
  const input = panel(page).getByRole("textbox", { name: "Message Ava" });
  const ask = async (text: string, expected: string) => {
    await expect(input).toBeEnabled();
    await input.fill(text);
    await panel(page).getByRole("button", { name: "Send message" }).click();
    await expect(log.locator("[data-message=bot]").last()).toHaveText(new RegExp(`${expected.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`));
  };
  await ask("hello?", avaChat.errors.errorReply);
  mode = "error-chunk";
  await ask("still there?", avaChat.errors.errorReply);
  mode = "empty";
  await ask("anyone?", avaChat.errors.emptyReply);
  mode = "abort";
  await ask("hello again", avaChat.errors.thrown);
});

test("a reply that never comes is given up after 12 s: the message stays, the team's phone and email show, and Try again sends it once more", async ({
  page,
}) => {
  await page.clock.install();
  await page.goto("/faq");
  await ensureHydrated(page);
  // The first call is never answered, as a stream that stalls before its first byte; the retry reaches the server.
  let answer = false;
  await page.route("**/api/chat/ava", async (route) => {
    if (answer) await route.continue();
  });
  await page.getByRole("button", { name: "Chat with Ava" }).first().click();
  const log = panel(page).getByRole("log");
  await expect(log).toContainText(avaChat.greeting);
  const input = panel(page).getByRole("textbox", { name: "Message Ava" });
  await input.fill("How much does a website cost?");
  // The give-up timers start as the request is made, which can be a moment after "typing…" shows.
  const asked = page.waitForRequest("**/api/chat/ava");
  await input.press("Enter");
  await expect(panel(page).getByText("Ava is typing…").first()).toBeAttached();
  await asked;
  await page.clock.runFor(12_500);
  await expect(log.locator("[data-message=bot]").last()).toHaveText(new RegExp(`${site.phone.replace(/[()]/g, "\\$&")}.*${site.email}`));
  await expect(log.locator("[data-message=user]")).toHaveText([/How much does a website cost\?$/]);
  await expect(panel(page).getByText("Ava is typing…")).toHaveCount(0);

  answer = true;
  await panel(page).getByRole("button", { name: avaChat.retry }).click();
  await expect(log.locator("[data-message=bot]").last()).toContainText("$2,500");
  // Sent again, not added again.
  await expect(log.locator("[data-message=user]")).toHaveCount(1);
  await expect(panel(page).getByRole("button", { name: avaChat.retry })).toHaveCount(0);
});

test("every kind of chat call to action opens Ava's panel", async ({ page }) => {
  for (const [path, name] of [
    ["/faq", "Chat with Ava"],
    ["/get-started", "Chat with Ava"],
    ["/website-redesign-atlanta", "Chat with Ava"],
  ] as const) {
    await page.goto(path);
    await page.getByRole("main").getByRole("button", { name }).first().click();
    await expect(panel(page)).toBeVisible();
    await expect(page).toHaveURL(path);
  }
});

test("Ava turns a conversation into a lead once name, email and phone are given", async ({ page }) => {
  await page.goto("/about");
  await launcher(page).click();
  const input = panel(page).getByRole("textbox", { name: "Message Ava" });
  const log = panel(page).getByRole("log");
  await expect(log).toContainText(avaChat.greeting);
  const say = async (text: string, botCount: number) => {
    await expect(input).toBeEnabled();
    await input.fill(text);
    await input.press("Enter");
    await expect(log.locator("[data-message=bot]")).toHaveCount(botCount);
  };
  await say("I'd like to get a quote", 2);
  await expect(log.locator("[data-message=bot]").last()).toContainText("What's your name?");
  await say("Priya Natarajan", 3);
  await expect(log.locator("[data-message=bot]").last()).toContainText("Nice to meet you, Priya Natarajan!");
  const email = `priya.${Date.now()}@example.com`;
  await say(email, 4);
  await expect(log.locator("[data-message=bot]").last()).toContainText("phone");
  await say("404-555-0199", 5);
  await expect(log.locator("[data-message=bot]").last()).toContainText("Thank you, Priya Natarajan!");
  // The server made the lead itself; the page sent no lead request.
  const stored = async () => (await storedLeads()).find((l) => l.email === email && l.phone);
  await expect.poll(stored).toBeTruthy();
  const lead = await stored();
  expect(lead).toMatchObject({ source: "chat", name: "Priya Natarajan", phone: "(404) 555-0199", lead_status: "warm" });
  const details = JSON.parse(lead!.details!) as { transcript: { type: string; content: string }[] };
  expect(details.transcript.map((m) => m.type)).toEqual(["bot", "user", "bot", "user", "bot", "user", "bot", "user", "bot"]);
  expect(details.transcript[0]!.content).toBe(avaChat.greeting);
  // Its last message is Ava's last reply.
  expect(details.transcript.at(-1)!.content).toContain("Thank you, Priya Natarajan!");
});

test("the floating launcher stands aside while the home hero's chat card is on screen, and comes back past it, without JavaScript too", async ({
  browser,
}) => {
  for (const [viewport, javaScriptEnabled] of [
    [{ width: 1280, height: 800 }, true],
    [{ width: 390, height: 844 }, true],
    [{ width: 1280, height: 800 }, false],
  ] as const) {
    const context = await browser.newContext({ viewport, javaScriptEnabled, reducedMotion: "reduce" });
    const page = await context.newPage();
    const floating = page.locator("[data-chat-launcher]");
    const card = page.locator("#hero-chat-card");
    const seen = async () => floating.evaluate((el) => el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true }));
    const cardOnScreen = () => card.evaluate((el) => el.getBoundingClientRect().bottom > 64 && el.getBoundingClientRect().top < innerHeight);
    const at = `${viewport.width} px, JavaScript ${javaScriptEnabled ? "on" : "off"}`;

    // Elsewhere it is there from the start.
    await page.goto("/services");
    expect(await seen(), `on /services at ${at}`).toBe(true);

    await page.goto("/");
    // On a laptop the card is on the first screen: so the launcher is away from the first paint.
    if (await cardOnScreen()) expect(await seen(), `on the first screen at ${at}`).toBe(false);
    // Scroll to the card (on a phone it starts below the first screen), then past it.
    await card.evaluate((el) => el.scrollIntoView({ block: "center", behavior: "instant" }));
    await expect.poll(cardOnScreen).toBe(true);
    await expect.poll(seen, { message: `hidden beside the card at ${at}` }).toBe(false);
    // Not a control while it is away: no second way into the chat for a keyboard or a screen reader either.
    await expect(page.getByRole("button", { name: "Chat with Ava" }).and(floating)).toHaveCount(0);

    await page.evaluate(() =>
      window.scrollTo({ top: document.getElementById("hero-chat-card")!.getBoundingClientRect().bottom + scrollY + 10, behavior: "instant" }),
    );
    await expect.poll(cardOnScreen).toBe(false);
    await expect.poll(seen, { message: `back past the card at ${at}` }).toBe(true);
    // And it still opens the panel, with or without the page's code.
    await floating.click();
    await expect(panel(page)).toBeVisible();
    await context.close();
  }
});
