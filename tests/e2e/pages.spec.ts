import { test, expect } from "./fixtures";
import { articleArt, articleWork, articles } from "#content/articles.ts";
import { addOns, bundle } from "#content/site.ts";
import { demoPage } from "#content/pages/demo.ts";
import { homeWork } from "#content/pages/selected-work.ts";
import { portfolioProjects } from "#content/portfolio/index.ts";
import { landingLayouts } from "#content/landing/layouts.ts";

test("home: sections in order, the bundle and add-ons at /#pricing, five articles that open", async ({ page }) => {
  await page.goto("/");
  const headings = await page.locator("#main h2").allTextContents();
  const order = ["Great Businesses", "How It Works", "Everything You Need to Launch", "Ready to Get Started", "Latest Articles", "Hard to Miss"];
  let last = -1;
  for (const h of order) {
    const i = headings.findIndex((t) => t.includes(h));
    expect(i, h).toBeGreaterThan(last);
    last = i;
  }
  // Selected work comes first after the hero, each project linking to its story, its picture described.
  expect(headings[0]).toBe(homeWork.heading);
  const work = page.locator("section", { has: page.getByRole("heading", { name: homeWork.heading }) });
  for (const slug of homeWork.slugs) {
    const project = portfolioProjects.find((p) => p.slug === slug)!;
    await expect(work.getByRole("link", { name: project.client })).toHaveAttribute("href", `/portfolio/${slug}`);
    await expect(work.getByRole("img", { name: project.image.alt })).toBeAttached();
  }
  const pricing = page.locator("#pricing");
  await expect(pricing).toContainText("$2,500");
  await expect(pricing).toContainText(bundle.timeline);
  for (const item of bundle.includes) await expect(pricing).toContainText(item);
  for (const a of addOns) await expect(pricing).toContainText(a.name);
  await page.getByRole("link", { name: "See Pricing" }).first().click();
  await expect(page).toHaveURL("/#pricing");
  await expect(pricing).toBeInViewport();

  const cards = page.getByRole("link", { name: /^Read More/ });
  await expect(cards).toHaveCount(5);
  await cards.first().click();
  await expect(page).toHaveURL(/\/blog\/[a-z0-9-]+$/);
  const slug = page.url().split("/blog/")[1];
  const article = articles.find((a) => a.slug === slug)!;
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(article.title);
  await page.getByRole("link", { name: "All Articles" }).click();
  await expect(page).toHaveURL("/blog");
  await expect(page.getByRole("link", { name: /^Read More/ })).toHaveCount(5);
  await page.goto("/");
  await page.getByRole("link", { name: "View All Articles" }).click();
  await expect(page).toHaveURL("/blog");
});

for (const vp of [
  { width: 1280, height: 800, limit: 600 },
  { width: 390, height: 844, limit: 844 },
]) {
  test(`home at ${vp.width}: a large piece of work starts on the first screen, beside Ava's card`, async ({ page }) => {
    await page.setViewportSize({ width: vp.width, height: vp.height });
    await page.goto("/");
    const project = portfolioProjects.find((p) => p.slug === homeWork.hero)!;
    const picture = page.locator("main picture img").first();
    await expect(picture).toHaveAttribute("alt", project.image.alt);
    const box = (await picture.boundingBox())!;
    expect(box.y).toBeLessThanOrEqual(vp.limit);
    expect(box.width).toBeGreaterThan(Math.min(560, vp.width - 40));
    await expect(page.getByRole("link", { name: project.title })).toHaveAttribute("href", `/portfolio/${project.slug}`);
    await expect(page.locator("#hero-chat-card")).toBeVisible();
  });
}

test("the chat button on a phone sits in the header bar, clear of the page", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/contact");
  const button = page.locator(`button[aria-haspopup="dialog"][popovertarget]`);
  const b = (await button.boundingBox())!;
  const header = (await page.locator("body > header, header").first().boundingBox())!;
  expect(b.y + b.height).toBeLessThanOrEqual(header.y + header.height);
  // Scrolled to the form's fields, it still covers none of them.
  await page.getByRole("textbox", { name: /Email/ }).first().scrollIntoViewIfNeeded();
  const email = (await page.getByRole("textbox", { name: /Email/ }).first().boundingBox())!;
  const b2 = (await button.boundingBox())!;
  const overlap = !(b2.x + b2.width <= email.x || email.x + email.width <= b2.x || b2.y + b2.height <= email.y || email.y + email.height <= b2.y);
  expect(overlap).toBe(false);
});

test("demo page: badge, sections, and every Get My Free Demo button scrolls to the form", async ({ page }) => {
  await page.goto("/free-ai-agent-demo");
  await expect(page.getByText("3-DAY FREE TRIAL")).toBeVisible();
  await expect(page.locator("#main")).toContainText("$295");
  for (const c of demoPage.results.cases) await expect(page.locator("#main")).toContainText(c.businessName);
  const buttons = page.getByRole("link", { name: "Get My Free Demo" });
  expect(await buttons.count()).toBeGreaterThanOrEqual(2);
  for (let i = 0; i < (await buttons.count()); i++) {
    await page.evaluate(() => window.scrollTo(0, 0));
    await buttons.nth(i).click();
    await expect(page.locator("#demo-form")).toBeInViewport();
    expect(page.url()).toMatch(/#demo-form$/);
  }
});

test("demo page: the sample conversation adds a message every 3 s and never shows more than 3", async ({ page }) => {
  // Time moves only when the test moves it, so a slow page load cannot skip a beat.
  const start = Date.now();
  await page.clock.install({ time: start });
  await page.clock.pauseAt(start + 1000);
  await page.goto("/free-ai-agent-demo");
  const messages = page.getByTestId("sample-conversation").getByRole("listitem");
  const total = demoPage.sampleConversation.messages.length;
  await expect(messages).toHaveCount(1);
  await expect(messages.first()).toContainText(demoPage.sampleConversation.messages[0]!.text);
  await page.clock.runFor(3000);
  await expect(messages).toHaveCount(2);
  await page.clock.runFor(3000);
  await expect(messages).toHaveCount(3);
  await page.clock.runFor(3000);
  await expect(messages).toHaveCount(3);
  await expect(messages.last()).toContainText(demoPage.sampleConversation.messages[3]!.text);
  await expect(messages.first()).toContainText(demoPage.sampleConversation.messages[1]!.text);
  // After the last message it starts over.
  await page.clock.runFor(3000 * (total - 3));
  await expect(messages).toHaveCount(1);
});

test.describe("with reduced motion", () => {
  test.use({ reducedMotion: "reduce" });
  test("the sample conversation stands still", async ({ page }) => {
    await page.clock.install();
    await page.goto("/free-ai-agent-demo");
    const messages = page.getByTestId("sample-conversation").getByRole("listitem");
    await expect(messages).toHaveCount(3);
    const before = await messages.allTextContents();
    await page.clock.runFor(9000);
    expect(await messages.allTextContents()).toEqual(before);
  });
});

test("get started: a quick quote or a personal consultation", async ({ page }) => {
  await page.goto("/get-started");
  await expect(page.getByRole("heading", { name: "Quick Quote" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Personal Consultation" })).toBeVisible();
  await page.getByRole("link", { name: "Request a Consultation" }).click();
  await expect(page).toHaveURL("/contact");
});

test("about: three values and the closing buttons", async ({ page }) => {
  await page.goto("/about");
  for (const v of ["Partnership Mindset", "Quality First", "Clear Communication"]) {
    await expect(page.getByRole("heading", { name: v })).toBeVisible();
  }
  await page.getByRole("link", { name: "View Our Services" }).click();
  await expect(page).toHaveURL("/services");
  await page.goBack();
  await page.getByRole("link", { name: "View Our Work" }).last().click();
  await expect(page).toHaveURL("/portfolio");
});

test("a landing page carries its prices, process, testimonial and FAQs", async ({ page }) => {
  await page.goto("/website-redesign-atlanta");
  await expect(page.locator("#main")).toContainText("$1,500-$5,000");
  await expect(page.locator("#main")).toContainText("4-6 weeks");
  await expect(page.getByRole("img", { name: "Rated 5 out of 5 stars" })).toBeVisible();
  // The page's own work: the project its layout puts beside the hero, and its case study.
  const layout = landingLayouts["website-redesign-atlanta"]!;
  const heroWork = portfolioProjects.find((p) => p.slug === layout.heroWork)!;
  await expect(page.getByRole("img", { name: heroWork.image.alt })).toBeVisible();
  const story = portfolioProjects.find((p) => p.slug === layout.caseStudy)!;
  await expect(page.getByRole("link", { name: `Read the ${story.client} story` })).toHaveAttribute("href", `/portfolio/${story.slug}`);
  const item = page.locator("#main details:has(summary h3)").first();
  await item.locator("summary").click();
  await expect(item).toHaveAttribute("open", "");
});

test("the blog shows each article with its own picture, no client's cover, and the article links to the case study it draws on", async ({ page }) => {
  await page.goto("/blog");
  for (const a of articles) {
    const card = page.getByRole("article").filter({ has: page.getByRole("heading", { name: a.title }) });
    const img = card.getByRole("img", { name: articleArt(a).alt });
    await expect(img).toBeVisible();
    // At its content version (?v=…), so a redrawn card is never mixed with a cached one.
    await expect(img).toHaveAttribute("src", new RegExp(`/${articleArt(a).id}-800\\.webp\\?v=[0-9a-f]{10}$`));
  }
  const first = articles[0]!;
  await page.goto(`/blog/${first.slug}`);
  const work = articleWork(first);
  await expect(page.getByRole("img", { name: work.alt })).toBeVisible();
  await page.getByRole("link", { name: work.project }).click();
  await expect(page).toHaveURL(work.path);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(work.project.split(" ")[0]!);
});

test("the privacy policy states its effective date", async ({ page }) => {
  await page.goto("/privacy-policy");
  await expect(page.locator("#main")).toContainText("July 29, 2025");
  await page.goto("/terms-of-service");
  await expect(page.locator("#main")).toContainText("24 hours");
});

test("a landing page's second opening action is the quote form, not the same chat a second time", async ({ page }) => {
  await page.goto("/branding-agency-atlanta");
  const opening = page.locator("#main > :first-child");
  await expect(opening.locator('[popovertarget="ava-chat-panel"]')).toHaveCount(1);
  const quote = opening.getByRole("link", { name: "Get My Free Quote" });
  await expect(quote).toHaveAttribute("href", "/contact");
  await quote.click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByRole("form", { name: "Contact form" }).getByLabel("Email Address")).toBeVisible();
});
