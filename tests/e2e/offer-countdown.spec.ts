import { test, expect } from "./fixtures";

/**
 * The offer's countdown in real time, as a visitor sees it: opened with the first tap (before
 * the page's code has loaded, so the handover to React is inside the window watched), then
 * watched for 20 s. Each change of the shown value is stamped in the page with
 * performance.now(), so the test process's own delays do not count.
 */
test("booking: the offer countdown shows every second from 15:00 down once, each for about a second", async ({ page }) => {
  await page.goto("/");
  // Watching starts before the tap, in the page: each change of the value shown is stamped with
  // performance.now() as it happens (React's text), or within a few ms (the CSS counter that
  // counts before the code has loaded, read from its custom property).
  await page.evaluate(() => {
    const dialog = document.getElementById("booking-intake") as HTMLDialogElement;
    const shown = (): string => {
      const el = dialog.querySelector<HTMLElement>("[role=timer]");
      if (!el) return "";
      if (el.textContent) return el.textContent;
      const left = Number(getComputedStyle(el).getPropertyValue("--offer-left"));
      return `${String(Math.floor(left / 60)).padStart(2, "0")}:${String(left % 60).padStart(2, "0")}:css`;
    };
    const changes: { value: string; at: number }[] = [];
    const note = () => {
      if (!dialog.open) return;
      const value = shown();
      if (value && value.slice(0, 5) !== changes.at(-1)?.value.slice(0, 5)) changes.push({ value, at: performance.now() });
    };
    new MutationObserver(note).observe(dialog, { subtree: true, childList: true, characterData: true, attributes: true });
    setInterval(note, 4);
    (window as unknown as { countdownSeen: typeof changes }).countdownSeen = changes;
  });
  await page.getByRole("button", { name: "Book the Bundle" }).click();
  await expect(page.getByRole("dialog", { name: /Book The Launch-Ready Bundle/ }).getByTestId("offer-banner")).toBeVisible();
  // Twenty seconds of the page's own clock after the first value was shown.
  await page.waitForFunction(
    () => {
      const seen = (window as unknown as { countdownSeen: { at: number }[] }).countdownSeen;
      return seen.length > 0 && performance.now() - seen[0]!.at > 20_000;
    },
    null,
    { polling: 250, timeout: 120_000 },
  );
  const seen = await page.evaluate(() => (window as unknown as { countdownSeen: { value: string; at: number }[] }).countdownSeen.slice());
  test.info().annotations.push({ type: "shown", description: seen.map((s) => `${s.value}@${Math.round(s.at)}`).join(" ") });
  const values = seen.map((s) => s.value.slice(0, 5));
  const seconds = values.map((v) => Number(v.slice(0, 2)) * 60 + Number(v.slice(3)));
  // From 15:00, shown as the dialog opened.
  expect(seconds[0]).toBe(900);
  expect(seconds.length).toBeGreaterThanOrEqual(19);
  // Every second once, in order: none held over the next, none skipped.
  expect(seconds).toEqual(seconds.map((_, i) => seconds[0]! - i));
  // How long each value was up (the last one is still up).
  const held = seen.slice(0, -1).map((s, i) => Math.round(seen[i + 1]!.at - s.at));
  test.info().annotations.push({ type: "held (ms)", description: held.join(", ") });
  // The spec's "every second" is 0.9-1.1 s on an idle machine; a busy shared one may paint a
  // frame late, so each is checked with room for one late frame either side.
  for (const ms of held) expect(ms, `held ${held.join(", ")}`).toBeGreaterThan(750);
  for (const ms of held) expect(ms, `held ${held.join(", ")}`).toBeLessThan(1250);
  const sorted = [...held].sort((a, b) => a - b);
  expect(sorted[Math.floor(sorted.length / 2)]!).toBeGreaterThan(900);
  expect(sorted[Math.floor(sorted.length / 2)]!).toBeLessThan(1100);
});
