import { test, expect, expectAccessible } from "./fixtures";
import { fillBooking, reviewWithALogoAddOn } from "./booking-support";
import { ensureHydrated } from "./chat-support";

test("booking: form, review with upsells and the 10% offer, edit keeps values, confirm saves the lead", async ({ page }) => {
  await page.clock.install();
  await page.goto("/#pricing");
  await page.getByRole("button", { name: "Book the Bundle" }).click();
  await expect(page.getByRole("dialog", { name: /Book the Launch-Ready Bundle/ }).getByTestId("offer-banner")).toContainText(
    /offer ends in 1[45]:\d\d/,
  );
  const d = await fillBooking(page);
  const submit = d.getByRole("button", { name: "Review My Booking" });
  await expect(submit).toBeDisabled();
  await d.getByLabel(/Extra Logo Concepts/).check();
  await d.getByLabel(/I agree to the/).check();
  await expect(submit).toBeEnabled();
  await expectAccessible(page);
  await submit.click();

  const review = page.getByRole("dialog", { name: "Review Your Booking" });
  await expect(review.getByRole("list", { name: "Your booking" })).toContainText("The Launch-Ready Bundle");
  await expect(review.getByRole("list", { name: "Your booking" })).toContainText("Extra Logo Concepts");
  // 2,600 less 10% = 2,340
  await expect(review.getByTestId("total")).toHaveText("$2,340");
  // Nothing monthly chosen yet: no monthly line, and the total is simply the total.
  await expect(review.getByTestId("monthly")).toHaveCount(0);
  // Support and SEO are offered; ticking support brings the print bundle in with its bonus.
  await expect(review.getByText("Most Popular Add-on")).toBeVisible();
  await expect(review.getByText("Bonus: 500 business cards printed free")).toBeVisible();
  await review.getByRole("checkbox", { name: /Unlimited Support/ }).check();
  await expect(review.getByTestId("subtotal")).toHaveText("$2,750");
  await expect(review.getByTestId("total")).toHaveText("$2,475");
  // Support is monthly: the total is what is due now, and the recurring charge is spelled out.
  await expect(review.getByText("Total due now")).toBeVisible();
  await expect(review.getByTestId("monthly")).toHaveText("$150/month");
  await expect(review.getByText("Complete Your Brand")).toBeVisible();

  await review.getByRole("button", { name: "Edit" }).click();
  await expect(d.getByLabel("Business Name")).toHaveValue("Magnolia Dog Grooming");
  await expect(d.getByLabel(/^Timeline( \*)?$/)).toHaveValue("asap");
  await d.getByRole("button", { name: "Review My Booking" }).click();
  await expect(review.getByTestId("total")).toHaveText("$2,475");

  const saved = page.waitForResponse((r) => r.url().endsWith("/api/leads/booking"));
  await review.getByRole("button", { name: "Confirm and Submit" }).click();
  const res = await saved;
  expect(res.status()).toBe(201);
  const body = (await res.json()) as { quote: { total: number }; discountApplied: boolean };
  expect(body).toMatchObject({ discountApplied: true, quote: { total: 2475 } });
  await expect(page.getByRole("dialog", { name: "Booking Received!" })).toContainText("$2,475");
});

test("booking: the countdown pauses while closed; at zero the offer expires, Confirm says why, and the visitor books at full price", async ({
  page,
}) => {
  await page.clock.install();
  await page.goto("/");
  await page.getByRole("button", { name: "Book the Bundle" }).click();
  const d = page.getByRole("dialog", { name: /Book the Launch-Ready Bundle/ });
  const banner = d.getByTestId("offer-banner");
  await expect(banner).toContainText(/offer ends in 1[45]:\d\d/);
  const secondsLeft = async () => {
    const m = /(\d+):(\d\d)/.exec((await banner.textContent()) ?? "");
    return m ? Number(m[1]) * 60 + Number(m[2]) : NaN;
  };
  // From here time moves only when the test moves it, so a slow machine cannot shift the readings.
  // The jump's target is ahead of now by more than a busy machine takes to get there.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 3000);
  // pauseAt jumps the clock, and a jump fires the countdown's timer once off its beat; one more
  // second puts the reading on a tick of its own. That tick re-renders in a task React posts on
  // a message channel (not on the paused clock), so one message round trip lets it land first.
  await page.clock.runFor(1000);
  await page.evaluate(
    () =>
      new Promise((done) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => done(null);
        channel.port2.postMessage(null);
      }),
  );
  const start = await secondsLeft();
  expect(start).toBeGreaterThan(880);
  expect(start).toBeLessThanOrEqual(900);
  await page.clock.runFor(60_000);
  await expect.poll(secondsLeft).toBe(start - 60);
  await d.getByRole("button", { name: "Close" }).click();
  await page.clock.runFor(5 * 60_000);
  await page.getByRole("button", { name: "Book the Bundle" }).click();
  // Paused while closed: it picks up where it stopped. The part of a second it was open after
  // its last whole-second tick counts too, so the reading may be one lower, never five minutes.
  await expect.poll(secondsLeft).toBeGreaterThanOrEqual(start - 61);
  expect(await secondsLeft()).toBeLessThanOrEqual(start - 60);
  await fillBooking(page);
  await d.getByLabel(/I agree to the/).check();
  await expect(d.getByRole("button", { name: "Review My Booking" })).toBeEnabled();
  await d.getByRole("button", { name: "Review My Booking" }).click();
  const review = page.getByRole("dialog", { name: "Review Your Booking" });
  await expect(review.getByTestId("total")).toHaveText("$2,250");
  await page.clock.runFor((start - 60) * 1000 + 1000);
  await expect(review.getByTestId("offer-banner")).toHaveCount(0);
  // Confirm is off, and the reason is right beside it, not behind Edit.
  const confirm = review.getByRole("button", { name: "Confirm and Submit" });
  await expect(confirm).toBeDisabled();
  await expect(confirm).toHaveAccessibleDescription(/The 10% offer has expired\. You can still book at the full price \(\$2,500\)/);
  await expect(review.getByTestId("total")).toHaveText("$2,500");
  await expect(review.getByTestId("discount")).toHaveCount(0);

  await review.getByRole("button", { name: "Edit" }).click();
  const toReview = d.getByRole("button", { name: "Review My Booking" });
  await expect(toReview).toBeDisabled();
  await expect(toReview).toHaveAccessibleDescription(/The 10% offer has expired/);
  // Going on needs no reload: the visitor accepts the full price.
  await d.getByRole("button", { name: "Continue at full price" }).click();
  await expect(toReview).toBeEnabled();
  await toReview.click();
  await expect(review.getByText("Full price: the 10% offer has expired.")).toBeVisible();
  await expect(review.getByTestId("total")).toHaveText("$2,500");
  const saved = page.waitForResponse((r) => r.url().endsWith("/api/leads/booking"));
  await review.getByRole("button", { name: "Confirm and Submit" }).click();
  const res = await saved;
  expect(res.status()).toBe(201);
  expect(await res.json()).toMatchObject({ discountApplied: false, quote: { total: 2500 } });
  await expect(page.getByRole("dialog", { name: "Booking Received!" })).toContainText("$2,500");
});

test("booking: a failed save shows an error, keeps everything, and Retry saves it once", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("button", { name: "Book the Bundle" }).click();
  const d = await fillBooking(page);
  await d.getByLabel(/I agree to the/).check();
  // The form also posts to /book without JavaScript; this journey is the scripted one, so React must own it.
  await ensureHydrated(page);
  await d.getByRole("button", { name: "Review My Booking" }).click();
  const review = page.getByRole("dialog", { name: "Review Your Booking" });
  let calls = 0;
  await page.route("**/api/leads/booking", (route) => {
    calls++;
    return route.fulfill({ status: 503, body: "{}" });
  });
  await review.getByRole("button", { name: "Confirm and Submit" }).click();
  await expect(review.getByRole("button", { name: "Processing..." })).toBeDisabled();
  await expect(review.getByRole("alert")).toContainText("We couldn't save your booking");
  expect(calls).toBe(3);
  await expect(page.getByRole("dialog", { name: "Booking Received!" })).toBeHidden();
  await page.unroute("**/api/leads/booking");
  await review.getByRole("button", { name: "Retry" }).click();
  await expect(page.getByRole("dialog", { name: "Booking Received!" })).toBeVisible();
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test("booking: the dialogs' actions stay in view in a footer, so Confirm and Submit is never cut off", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Book the Bundle" }).first().click();
    const d = await fillBooking(page);
    await expect(d.getByRole("button", { name: "Review My Booking" })).toBeInViewport({ ratio: 1 });
    const review = await reviewWithALogoAddOn(page, d);
    await expect(review.getByRole("button", { name: "Confirm and Submit" })).toBeInViewport({ ratio: 1 });
    await expect(review.getByRole("button", { name: "Edit" })).toBeInViewport({ ratio: 1 });
    // The countdown reads on with its words, not pushed to the banner's far edge.
    const banner = review.getByTestId("offer-banner");
    const [timer, words] = [await banner.getByRole("timer").boundingBox(), await banner.boundingBox()];
    expect(timer!.x + timer!.width).toBeLessThan(words!.x + words!.width - 24);
  });
});

test("/#pricing lands on the pricing section's heading, below the sticky header", async ({ page }) => {
  await page.goto("/#pricing");
  const heading = page.locator("#pricing-heading");
  await expect(heading).toBeInViewport({ ratio: 1 });
  const header = await page.locator("body > header").first().boundingBox();
  // The section starts where the header ends (scroll-margin), within a few px, not hundreds above, once the
  // sections above it have laid out as they come into view (content-visibility: auto).
  await expect
    .poll(async () => Math.abs((await page.locator("#pricing").evaluate((el) => el.getBoundingClientRect().top)) - (header?.height ?? 0)))
    .toBeLessThan(24);
});

test("booking at 1280: the add-ons leave no tile alone on a row, their label clears the select above, and the offer banner spans the review's table", async ({
  page,
}) => {
  await page.goto("/#pricing");
  await page.getByRole("button", { name: "Book the Bundle" }).click();
  await expect(page.getByRole("dialog", { name: /Book the Launch-Ready Bundle/ }).getByTestId("offer-banner")).toContainText(/offer ends in/);
  const d = await fillBooking(page);
  const grid = d.getByTestId("add-on-grid");
  await grid.scrollIntoViewIfNeeded();
  const tiles = await grid
    .locator("label")
    .evaluateAll((els) => els.map((e) => e.getBoundingClientRect()).map((r) => ({ top: Math.round(r.top), width: r.width })));
  const rows = new Map<number, number[]>();
  for (const t of tiles) rows.set(t.top, [...(rows.get(t.top) ?? []), t.width]);
  const last = [...rows.values()].at(-1)!;
  const widest = Math.max(...tiles.map((t) => t.width));
  // The last row is either two tiles or one as wide as the grid.
  expect(last.length === 2 || last[0]! >= widest - 1, `last row: ${last.join(", ")}`).toBe(true);
  const legend = await d.getByText("Add-ons (optional)").boundingBox();
  const select = await d.getByLabel("Preferred contact").boundingBox();
  expect(legend!.y - (select!.y + select!.height)).toBeGreaterThanOrEqual(16);

  const review = await reviewWithALogoAddOn(page, d);
  const banner = await review.getByTestId("offer-banner").boundingBox();
  const table = await review.getByRole("list", { name: "Your booking" }).boundingBox();
  expect(Math.abs(banner!.x - table!.x)).toBeLessThanOrEqual(1);
  expect(Math.abs(banner!.x + banner!.width - (table!.x + table!.width))).toBeLessThanOrEqual(1);
});

test("while the booking dialog is open the floating chat button is gone from above its dimmed page, and back once it closes (it was drawn bright over the backdrop)", async ({
  page,
}) => {
  const launcher = page.locator("[data-chat-launcher]");
  // Whether the button is what a tap at its own centre lands on: drawn, and on top.
  const onTop = () =>
    launcher.evaluate((el) => {
      const r = el.getBoundingClientRect();
      return el.checkVisibility({ visibilityProperty: true }) && el.contains(document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2));
    });
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(viewport);
    // A fresh load each time (the same address with its #pricing would only scroll the last one, its chat panel still open).
    await page.goto("about:blank");
    await page.goto("/#pricing");
    await expect.poll(onTop, { message: `before the dialog at ${viewport.width}` }).toBe(true);

    // Opened natively, before any script: the rule is the page's CSS.
    await page.getByRole("button", { name: "Book the Bundle" }).click();
    const form = page.getByRole("dialog", { name: /Book the Launch-Ready Bundle/ });
    await expect(form).toBeVisible();
    await expect(launcher, `over the booking form at ${viewport.width}`).toBeHidden();
    // Not a control behind the dialog either.
    await expect(page.getByRole("button", { name: "Chat with Ava" }).and(launcher)).toHaveCount(0);

    if (viewport.width === 1280) {
      // The review step is a dialog of its own.
      await fillBooking(page);
      const review = await reviewWithALogoAddOn(page, form);
      await expect(launcher, "over the review").toBeHidden();
      await review.getByRole("button", { name: "Close" }).click();
      await expect(review).toBeHidden();
    } else {
      await form.getByRole("button", { name: "Close" }).click();
      await expect(form).toBeHidden();
    }
    await expect(launcher, `after the dialog at ${viewport.width}`).toBeVisible();
    await expect.poll(onTop, { message: `on top again after the dialog at ${viewport.width}` }).toBe(true);
    await launcher.click();
    await expect(page.getByRole("dialog", { name: "Chat with Ava" })).toBeVisible();
  }
});
