import { test, expect, type Page } from "./fixtures";
import { avaChat, heroCard, tinaChat } from "#content/chat.ts";
import { faqs } from "#content/faq.ts";
import { portfolioProjects } from "#content/portfolio/index.ts";
import { portfolioFeatured } from "#content/pages/selected-work.ts";
import { storedConversation } from "./chat-support";

// The first tap answers before the page's code has loaded (ADR 009): the controls work as
// HTML, and what the visitor did meanwhile is carried over, once, when React takes over.

/** Holds every script of the site until `release()` is called, so taps certainly land first. */
async function holdCode(page: Page) {
  let release!: () => void;
  const gate = new Promise<void>((r) => (release = r));
  await page.route("**/assets/*.js", async (route) => {
    await gate;
    await route.continue();
  });
  return { release };
}

const hydrated = (page: Page) => expect(page.locator("html")).toHaveAttribute("data-hydrated", "true", { timeout: 20_000 });

test.describe("on a phone, before the code has loaded", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test("the menu opens on the first tap and stays open, once, when React takes over", async ({ page }) => {
    const code = await holdCode(page);
    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).tap();
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await expect(menu).toBeVisible();
    await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");
    await expect(page.locator("html")).not.toHaveAttribute("data-hydrated");
    code.release();
    await hydrated(page);
    // Applied once: still open after hydration, and the next tap closes it.
    await expect(menu).toBeVisible();
    await page.getByRole("button", { name: "Close menu" }).tap();
    await expect(menu).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
  });

  test("a portfolio category chosen before the code arrives stays chosen, and is announced, when React takes over", async ({ page }) => {
    const code = await holdCode(page);
    await page.goto("/portfolio");
    const shown = page.locator("li[data-category]").filter({ visible: true });
    await page
      .locator("fieldset label")
      .filter({ hasText: /^Support$/ })
      .tap();
    await expect(shown).toHaveCount(0);
    await expect(page.locator("html")).not.toHaveAttribute("data-hydrated");
    code.release();
    await hydrated(page);
    await expect(page.getByRole("radio", { name: "Support", exact: true })).toBeChecked();
    await expect(shown).toHaveCount(0);
    await expect(page.getByText("No projects in this category")).toBeAttached();
    await page
      .locator("fieldset label")
      .filter({ hasText: /^Website$/ })
      .tap();
    const websites = portfolioProjects.filter((p) => p.category === "Website").length;
    await expect(shown).toHaveCount(websites);
    await expect(page.getByText(`${websites} projects shown`)).toBeAttached();
  });

  test("Book opens the intake form at once, and what was typed there is kept when React takes over", async ({ page }) => {
    const code = await holdCode(page);
    await page.goto("/");
    await page.getByRole("button", { name: "Book the Bundle" }).tap();
    const form = page.getByRole("dialog", { name: /Book the Launch-Ready Bundle/ });
    await expect(form).toBeVisible();
    await form.getByRole("textbox", { name: /Business Name/ }).fill("Peach Street Bakery");
    await expect(page.locator("html")).not.toHaveAttribute("data-hydrated");
    code.release();
    await hydrated(page);
    await expect(form).toBeVisible();
    await expect(page.locator("dialog[open]")).toHaveCount(1);
    // React owns the field now and kept the text: typing on adds to it.
    const name = form.getByRole("textbox", { name: /Business Name/ });
    await name.press("End");
    await name.pressSequentially(" & Cafe");
    await expect(name).toHaveValue("Peach Street Bakery & Cafe");
    await expect(form.getByText(/Still needed:/)).not.toContainText("Business Name");
    await form.getByRole("button", { name: "Close" }).tap();
    await expect(form).toBeHidden();
    await page.getByRole("button", { name: "Book the Bundle" }).tap();
    await expect(form).toBeVisible();
    await expect(name).toHaveValue("Peach Street Bakery & Cafe");
  });

  test("Ava's panel opens at once; a message sent before her code arrives is answered, and sent once", async ({ page }) => {
    const asked: string[] = [];
    page.on("request", (r) => {
      if (r.method() === "POST" && r.url().endsWith("/api/chat/ava")) asked.push(r.postData() ?? "");
    });
    const code = await holdCode(page);
    await page.goto("/services");
    await page.getByRole("button", { name: "Chat with Ava" }).last().tap();
    const panel = page.getByRole("dialog", { name: "Chat with Ava" });
    await expect(panel).toBeVisible();
    const input = panel.getByRole("textbox", { name: avaChat.inputLabel });
    await expect(input).toBeFocused();
    await expect(panel.getByText(avaChat.greeting)).toBeVisible();
    await input.fill("How much does a website cost?");
    await input.press("Enter");
    // Shown as sent straight away, and answered while the page's code is still held back.
    await expect(panel.getByText("How much does a website cost?")).toBeVisible();
    const log = panel.getByRole("log");
    await expect(log.getByText(/\$2,500/)).toBeVisible({ timeout: 10_000 });
    await expect(page.locator("html")).not.toHaveAttribute("data-hydrated");
    await expect(input).toBeEnabled();
    await expect(input).toBeFocused();

    code.release();
    await hydrated(page);
    // React took the exchange over: one question, one answer, one greeting, nothing sent again.
    await expect(log.locator("[data-message=user]")).toHaveText([/How much does a website cost\?/], { timeout: 20_000 });
    await expect(log.locator("[data-message=bot]").last()).toContainText("$2,500");
    await expect(log.getByText(avaChat.greeting)).toHaveCount(1);
    await expect(panel.locator("[data-chat-queued], [data-chat-sent]")).toHaveCount(0);
    expect(asked).toHaveLength(1);
    expect(JSON.parse(asked[0]!).message).toBe("How much does a website cost?");

    // The conversation goes on under the same id, which the server keeps.
    const id = await page.evaluate(() => sessionStorage.getItem("cc:ava-conversation"));
    expect(JSON.parse(asked[0]!).conversationId).toBe(id);
    const widgetInput = panel.getByRole("textbox", { name: avaChat.inputLabel });
    await widgetInput.fill("Do you do logos?");
    await widgetInput.press("Enter");
    await expect(log.locator("[data-message=bot]")).toHaveCount(3, { timeout: 20_000 });
    expect(asked).toHaveLength(2);
    expect(JSON.parse(asked[1]!).conversationId).toBe(id);
    const stored = await storedConversation("ava", id!);
    expect(stored?.assistant).toBe("ava");
    expect(stored?.transcript.filter((m) => m.type === "user").map((m) => m.content)).toEqual(["How much does a website cost?", "Do you do logos?"]);
  });

  test("a message sent in Ava's panel while the code loads is answered when her code arrives, after the first", async ({ page }) => {
    const asked: string[] = [];
    page.on("request", (r) => {
      if (r.method() === "POST" && r.url().endsWith("/api/chat/ava")) asked.push(JSON.parse(r.postData() ?? "{}").message);
    });
    const code = await holdCode(page);
    await page.goto("/contact");
    await page.locator("main").getByRole("button", { name: "Chat with Ava" }).tap();
    const panel = page.getByRole("dialog", { name: "Chat with Ava" });
    const input = panel.getByRole("textbox", { name: avaChat.inputLabel });
    await input.fill("How much does a website cost?");
    await input.press("Enter");
    const log = panel.getByRole("log");
    await expect(log.getByText(/\$2,500/)).toBeVisible({ timeout: 10_000 });
    // A second message before the code is there: shown as sent, kept for the conversation.
    await input.fill("Do you do logos?");
    await input.press("Enter");
    await expect(panel.getByText("Do you do logos?")).toBeVisible();
    await expect(input).toBeDisabled();
    expect(asked).toEqual(["How much does a website cost?"]);
    code.release();
    await hydrated(page);
    await expect(log.locator("[data-message=user]")).toHaveText([/How much does a website cost\?/, /Do you do logos\?/], { timeout: 20_000 });
    await expect(log.locator("[data-message=bot]")).toHaveCount(3, { timeout: 20_000 });
    expect(asked).toEqual(["How much does a website cost?", "Do you do logos?"]);
  });

  test("a name sent while the card is still answering the option tapped before its code arrived is answered, not dropped", async ({ page }) => {
    const code = await holdCode(page);
    // The card's flow (loaded when it answers its first turn) is held longer: React has taken
    // over, and the card is busy with that turn, when the visitor sends the next message.
    let releaseFlow!: () => void;
    const flowGate = new Promise<void>((r) => (releaseFlow = r));
    await page.route("**/assets/chat-card-flow-*.js", async (route) => {
      await flowGate;
      await route.continue();
    });
    await page.goto("/");
    const card = page.locator("#hero-chat-card");
    const option = card.getByRole("button", { name: "I need a website" });
    await expect(option).toBeVisible();
    await option.tap();
    code.release();
    await hydrated(page);
    const input = card.getByRole("textbox", { name: avaChat.inputLabel });
    // The field waits for the turn, or takes the text at once and queues it: either way the
    // text must get through once the turn is answered.
    const typed = input.fill("Dana Whitfield").then(() => input.press("Enter"));
    await Promise.race([typed, expect(input).toBeDisabled()]);
    releaseFlow();
    await typed;
    const bot = card.locator("[data-message=bot]");
    await expect(bot.last()).toHaveText(/Nice to meet you, Dana Whitfield!/, { timeout: 20_000 });
    await expect(card.locator("[data-message=user]")).toHaveText([/I need a website/, /Dana Whitfield/]);
  });

  test("a name sent after React takes over but before the card has taken over the option tapped earlier is answered after it, not as a first answer", async ({
    page,
  }) => {
    // The boot script hands a held tap to React by clicking it again just after hydration; that
    // replay is held back here, so the name certainly lands between hydration and the replay.
    await page.addInitScript(() => {
      const click = HTMLElement.prototype.click;
      HTMLElement.prototype.click = function (this: HTMLElement) {
        if (this.hasAttribute("data-card-option") && document.documentElement.dataset.hydrated) {
          setTimeout(() => {
            click.call(this);
            const w = window as unknown as { replayed?: number };
            w.replayed = (w.replayed ?? 0) + 1;
          }, 2000);
          return;
        }
        click.call(this);
      };
    });
    const code = await holdCode(page);
    await page.goto("/");
    const card = page.locator("#hero-chat-card");
    const option = card.getByRole("button", { name: "I need a website" });
    await expect(option).toBeVisible();
    await option.tap();
    const bot = card.locator("[data-message=bot]");
    await expect(bot.last()).toHaveText(/What's your name\?/, { timeout: 10_000 });
    code.release();
    await hydrated(page);
    const input = card.getByRole("textbox", { name: avaChat.inputLabel });
    await input.fill("Dana Whitfield");
    await input.press("Enter");
    await expect(bot.last()).toHaveText(/Nice to meet you, Dana Whitfield! Do you have a current website\?/, { timeout: 20_000 });
    await expect(card.locator("[data-message=user]")).toHaveText([/I need a website/, /Dana Whitfield/]);
    // The replayed tap, when it comes, is the card's own answer already: nothing changes.
    const settled = await bot.allTextContents();
    await expect.poll(() => page.evaluate(() => (window as unknown as { replayed?: number }).replayed ?? 0), { timeout: 20_000 }).toBe(1);
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    await expect(bot).toHaveText(settled);
    await expect(card.locator("[data-message=user]")).toHaveCount(2);
  });

  test("a name typed into the card and sent before its code arrives is answered once the code is there", async ({ page }) => {
    const code = await holdCode(page);
    await page.goto("/");
    const card = page.locator("#hero-chat-card");
    await card.getByRole("button", { name: "I need a website" }).tap();
    const bot = card.locator("[data-message=bot]");
    await expect(bot.last()).toHaveText(/What's your name\?/, { timeout: 10_000 });
    const input = card.getByRole("textbox", { name: avaChat.inputLabel });
    await input.fill("Dana Whitfield");
    await input.press("Enter");
    await expect(page.locator("html")).not.toHaveAttribute("data-hydrated");
    code.release();
    await hydrated(page);
    await expect(bot.last()).toHaveText(/Nice to meet you, Dana Whitfield!/, { timeout: 20_000 });
    await expect(card.locator("[data-message=user]")).toHaveText([/I need a website/, /Dana Whitfield/]);
  });

  test("a home card option tapped before the code arrives is answered at once, then taken over once", async ({ page }) => {
    const code = await holdCode(page);
    await page.goto("/");
    const card = page.locator("#hero-chat-card");
    const option = card.getByRole("button", { name: heroCard.startOptions[0] });
    await expect(option).toBeVisible();
    await option.tap();
    const said = card.locator("[data-message=user]");
    await expect(said).toHaveText([new RegExp(heroCard.startOptions[0]!)]);
    // The other options go, as they do once the card has its code; Ava answers after her typing time.
    await expect(card.getByRole("button", { name: heroCard.startOptions[1] })).toBeHidden();
    const answers = card.locator("[data-message=bot]");
    await expect(answers.first()).toBeVisible({ timeout: 10_000 });
    await expect(page.locator("html")).not.toHaveAttribute("data-hydrated");
    const early = await answers.allTextContents();
    expect(early.length).toBeGreaterThan(0);
    code.release();
    await hydrated(page);
    // The card's own copy replaces the boot's: the same answer, once.
    await expect(card.locator("[data-card-early]")).toHaveCount(0, { timeout: 20_000 });
    await expect(said).toHaveText([new RegExp(heroCard.startOptions[0]!)]);
    await expect(answers).toHaveCount(early.length);
    for (const [i, text] of early.entries()) await expect(answers.nth(i)).toContainText(text.trim());
    // And the conversation goes on from the step that answer asked about.
    const input = card.getByRole("textbox", { name: avaChat.inputLabel });
    await input.fill("A bakery");
    await input.press("Enter");
    await expect(said).toHaveCount(2);
    await expect.poll(() => answers.count(), { timeout: 20_000 }).toBeGreaterThan(early.length);
  });

  test("Test It Out opens Tina's dialog at once; a message sent there is answered before her code arrives, and sent once", async ({ page }) => {
    const asked: string[] = [];
    page.on("request", (r) => {
      if (r.method() === "POST" && r.url().endsWith("/api/chat/tina")) asked.push(r.postData() ?? "");
    });
    const code = await holdCode(page);
    await page.goto("/free-ai-agent-demo");
    await page.getByRole("button", { name: "Test It Out" }).first().tap();
    const dialog = page.getByRole("dialog", { name: tinaChat.title });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(tinaChat.greeting)).toBeVisible();
    const input = dialog.getByRole("textbox", { name: tinaChat.inputLabel });
    await input.fill("How does the free trial work?");
    await input.press("Enter");
    await expect(dialog.getByText("How does the free trial work?")).toBeVisible();
    const log = dialog.getByRole("log");
    // Her answer, in the frame, with the code still held back.
    await expect(log.locator("p[data-chat-sent]")).toHaveCount(2, { timeout: 10_000 });
    await expect(page.locator("html")).not.toHaveAttribute("data-hydrated");
    const answer = (await log.locator("p[data-chat-sent]").last().textContent())!.trim();
    code.release();
    await hydrated(page);
    await expect(log.locator("[data-message=bot]")).toHaveCount(2, { timeout: 20_000 });
    await expect(log.locator("[data-message=bot]").last()).toContainText(answer);
    await expect(log.locator("[data-message=user]")).toHaveCount(1);
    await expect(log.getByText(tinaChat.greeting)).toHaveCount(1);
    expect(asked).toHaveLength(1);
    const stored = await storedConversation("tina", JSON.parse(asked[0]!).conversationId);
    expect(stored?.transcript.filter((m) => m.type === "user").map((m) => m.content)).toEqual(["How does the free trial work?"]);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 }, hasTouch: true });

  test("the mobile menu opens and closes", async ({ page }) => {
    await page.goto("/about");
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await expect(menu).toBeHidden();
    await page.getByRole("button", { name: "Open menu" }).tap();
    await expect(menu).toBeVisible();
    await page.getByRole("button", { name: "Close menu" }).tap();
    await expect(menu).toBeHidden();
    await page.getByRole("button", { name: "Open menu" }).tap();
    await menu.getByRole("link", { name: "FAQ" }).tap();
    await expect(page).toHaveURL("/faq");
  });

  test("the services and FAQ accordions open one section at a time", async ({ page }) => {
    await page.goto("/services");
    const section = (t: string) => page.locator("#main details").filter({ has: page.locator("summary", { hasText: t }) });
    await expect(section("Branding & Identity")).toHaveAttribute("open", "");
    await section("Website & Conversion").locator("summary").tap();
    await expect(section("Website & Conversion")).toHaveAttribute("open", "");
    await expect(section("Branding & Identity")).not.toHaveAttribute("open");
    await expect(page.locator("#main details[open]")).toHaveCount(1);

    await page.goto("/faq");
    const q = (i: number) => page.locator("#main summary", { hasText: faqs[i]!.question });
    await q(1).tap();
    await expect(page.getByText(faqs[1]!.answer)).toBeVisible();
    await q(2).tap();
    await expect(page.getByText(faqs[2]!.answer)).toBeVisible();
    await expect(page.getByText(faqs[1]!.answer)).toBeHidden();
  });

  test("the portfolio filter shows only the chosen category", async ({ page }) => {
    await page.goto("/portfolio");
    const shown = page.locator("li[data-category]").filter({ visible: true });
    // The featured projects and the grid's first page, then every project after "Show all".
    await expect(shown).toHaveCount(portfolioFeatured.slugs.length + portfolioFeatured.firstPage);
    // Sections below the first screen lay out as they come into view (content-visibility: auto), so the
    // button may still move just after it is scrolled to: tap it once it stands still, as a finger would.
    const more = page.getByText(`Show all ${portfolioProjects.length} projects`);
    await more.scrollIntoViewIfNeeded();
    let last = "";
    await expect
      .poll(async () => {
        const now = JSON.stringify(await more.boundingBox());
        const still = now === last;
        last = now;
        return still;
      })
      .toBe(true);
    await more.tap();
    await expect(shown).toHaveCount(portfolioProjects.length);
    const filter = (name: string) => page.locator("fieldset label").filter({ hasText: new RegExp(`^${name}$`) });
    await filter("Branding").tap();
    await expect(page.getByRole("radio", { name: "Branding", exact: true })).toBeChecked();
    await expect(shown).toHaveCount(portfolioProjects.filter((p) => p.category === "Branding").length);
    expect(new Set(await shown.evaluateAll((els) => els.map((e) => e.getAttribute("data-category"))))).toEqual(new Set(["Branding"]));
    await filter("Support").tap();
    await expect(shown).toHaveCount(0);
    await expect(page.getByRole("heading", { name: /Support stories/ })).toBeVisible();
  });

  test("Book and the chat buttons lead somewhere useful", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Book the Bundle" }).tap();
    const form = page.getByRole("dialog", { name: /Book the Launch-Ready Bundle/ });
    await expect(form).toBeVisible();
    // Without script the form itself books: it posts to the server's review (tests/e2e/booking-no-js.spec.ts).
    await expect(form.locator("form")).toHaveAttribute("action", "/book");
    await expect(form.getByRole("button", { name: "Review My Booking" })).toBeEnabled();
    await form.getByRole("button", { name: "Close" }).tap();
    await expect(form).toBeHidden();

    await page.goto("/contact");
    await page.locator("main").getByRole("button", { name: "Chat with Ava" }).tap();
    const panel = page.getByRole("dialog", { name: "Chat with Ava" });
    await expect(panel).toBeVisible();
    await expect(panel.getByRole("link", { name: "send us a message" })).toHaveAttribute("href", "/contact");
  });

  test("the home chat card greets after 1 s and offers its options after 1.5 s", async ({ page }) => {
    await page.goto("/");
    const card = page.locator("#hero-chat-card");
    await expect(card.getByText(heroCard.greetings[0]!)).toBeVisible();
    await expect(card.getByText(heroCard.prompt)).toBeVisible();
    await expect(card.getByRole("button", { name: heroCard.startOptions[0] })).toBeVisible();
    // The timing is the stylesheet's, counted from the card's first render.
    const delays = await card.evaluate((el) => ({
      greeting: getComputedStyle(el.querySelector("[data-card-greeting='0']")!).animationDelay,
      prompt: getComputedStyle(el.querySelector("[data-card-reveal='prompt']")!).animationDelay,
      options: getComputedStyle(el.querySelector("[data-card-reveal='options']")!).animationDelay,
    }));
    expect(delays).toEqual({ greeting: "1s", prompt: "1.5s", options: "1.5s" });
  });
});
