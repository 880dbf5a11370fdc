import { test as base, expect, type Page } from "@playwright/test";
import AxeBuilder from "@axe-core/playwright";

/** Every page a journey visits is checked with axe: no serious or critical violations. */
export async function expectAccessible(page: Page) {
  // Sections below the first screen, and the footer, are laid out only as they come near it
  // (content-visibility: auto, app.css); axe scrolls as it measures, and sections laid out
  // mid-measure would move the targets it compares. Every such part is laid out once first, as a
  // visitor scrolling down would have it: each then keeps its real height.
  await page.evaluate(async () => {
    const deferred = [...document.body.querySelectorAll("*")].filter((el) => getComputedStyle(el).contentVisibility === "auto");
    for (const section of deferred) {
      section.scrollIntoView({ block: "start", behavior: "instant" });
      await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    }
    window.scrollTo({ top: 0, behavior: "instant" });
  });
  // Check the page at rest: a pointer left over a card would catch its hover overlay
  // mid-fade, and the home chat card's reveal would be caught mid-fade too, states no one
  // reads. So wait until every animation that ends (a fade, a reveal) has ended; looping
  // ones (typing dots) never do. getAnimations() applies pending styles, so a transition
  // the pointer's move has just started is counted.
  await page.mouse.move(0, 0);
  await expect
    .poll(
      () =>
        page.evaluate(
          () =>
            document.getAnimations().filter((a) => a.playState === "running" && Number.isFinite(a.effect?.getComputedTiming().endTime ?? Infinity))
              .length,
        ),
      { message: "animations that end have ended" },
    )
    .toBe(0);
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]).analyze();
  const bad = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(
    bad.map(
      (v) =>
        `${v.id}: ${v.help} (${v.nodes
          .map((n) => n.target.join(" "))
          .slice(0, 3)
          .join(", ")})`,
    ),
    `axe violations on ${page.url()}`,
  ).toEqual([]);
}

/** Fails the test on any uncaught page error or Content Security Policy violation. */
export const test = base.extend<{ pageErrors: string[] }>({
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on("pageerror", (e) => errors.push(e.message));
      // Anything the Content Security Policy blocks, even a caught probe, is a defect.
      await page.exposeFunction("__reportCspViolation", (text: string) => errors.push(text));
      await page.addInitScript(() => {
        document.addEventListener("securitypolicyviolation", (e) => {
          const report = (window as unknown as { __reportCspViolation: (t: string) => void }).__reportCspViolation;
          report(`CSP violation: ${e.violatedDirective} ${e.blockedURI} at ${e.sourceFile}:${e.lineNumber}`);
        });
      });
      await use(errors);
      expect(errors, "uncaught errors in the page").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
export type { Page } from "@playwright/test";
