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
    // The page's own beat: a gap in it is a time the page could run nothing at all (a machine
    // too busy to schedule it, or the page's code being compiled), so it could paint nothing either.
    const stalls: { from: number; to: number }[] = [];
    let beat = performance.now();
    setInterval(() => {
      const at = performance.now();
      if (at - beat > 250) stalls.push({ from: beat, to: at });
      beat = at;
      note();
    }, 4);
    // The tap's own moment: the countdown runs from it, and on a busy machine the dialog may
    // paint a few frames after it, so the first value is due from here rather than from its paint.
    // The event's own time stamp, not when a listener got to run: a busy page may dispatch it late.
    const w = window as unknown as { countdownSeen: typeof changes; countdownStalls: typeof stalls; countdownTap?: number };
    document.addEventListener("click", (e) => (w.countdownTap ??= e.timeStamp), { capture: true });
    w.countdownSeen = changes;
    w.countdownStalls = stalls;
  });
  await page.getByRole("button", { name: "Book the Bundle" }).click();
  await expect(page.getByRole("dialog", { name: /Book the Launch-Ready Bundle/ }).getByTestId("offer-banner")).toBeVisible();
  // Twenty seconds of the page's own clock after the first value was shown.
  await page.waitForFunction(
    () => {
      const seen = (window as unknown as { countdownSeen: { at: number }[] }).countdownSeen;
      return seen.length > 0 && performance.now() - seen[0]!.at > 20_000;
    },
    null,
    { polling: 250, timeout: 120_000 },
  );
  const { seen, stalls, tap } = await page.evaluate(() => {
    const w = window as unknown as {
      countdownSeen: { value: string; at: number }[];
      countdownStalls: { from: number; to: number }[];
      countdownTap?: number;
    };
    return { seen: w.countdownSeen.slice(), stalls: w.countdownStalls.slice(), tap: w.countdownTap };
  });
  test.info().annotations.push({ type: "shown", description: seen.map((s) => `${s.value}@${Math.round(s.at)}`).join(" ") });
  test
    .info()
    .annotations.push({ type: "page stalls (ms)", description: stalls.map((s) => `${Math.round(s.to - s.from)}@${Math.round(s.from)}`).join(" ") });
  const values = seen.map((s) => s.value.slice(0, 5));
  const seconds = values.map((v) => Number(v.slice(0, 2)) * 60 + Number(v.slice(3)));
  // From 15:00, shown as the dialog opened.
  expect(seconds[0]).toBe(900);
  expect(seconds.length).toBeGreaterThanOrEqual(19);
  // The longest the page could run nothing between two changes shown.
  const frozen = (from: number, to: number) =>
    Math.max(0, ...stalls.filter((s) => s.to > from && s.from < to).map((s) => Math.min(s.to, to) - Math.max(s.from, from)));
  // Every second once, in order: none held over the next, none skipped. A value can be missed
  // only while the page stood frozen for as long as it was due (about a second): the machine's
  // doing, which no countdown can paint through, and named in the test's notes when it happens.
  const excused: number[] = [];
  for (let i = 1; i < seconds.length; i++) {
    const step = seconds[i - 1]! - seconds[i]!;
    if (step === 1) continue;
    const stood = frozen(seen[i - 1]!.at, seen[i]!.at);
    expect(step, `${values[i - 1]} then ${values[i]}; the page stood still for ${Math.round(stood)} ms between them`).toBeGreaterThan(1);
    expect(
      stood,
      `${values[i - 1]} then ${values[i]}: ${step - 1} value(s) skipped while the page ran (longest stall ${Math.round(stood)} ms)`,
    ).toBeGreaterThan((step - 1) * 1000 - 250);
    excused.push(i - 1);
  }
  if (excused.length)
    test.info().annotations.push({ type: "skipped while the page was frozen", description: excused.map((i) => values[i]).join(", ") });
  expect(excused.length, "at most one such freeze in 20 s").toBeLessThanOrEqual(1);
  // How long each value was up (the last one is still up); a value up across a freeze of the page is left out.
  // The first is counted from the tap: the clock starts there (natively or in React's click
  // handler), and a busy machine may paint the open dialog a few hundred ms later.
  expect(tap, "the tap was seen in the page").toBeDefined();
  const since = (i: number) => (i === 0 ? Math.min(seen[0]!.at, tap ?? seen[0]!.at) : seen[i]!.at);
  const held = seen
    .slice(0, -1)
    .map((_, i) => ({ ms: Math.round(seen[i + 1]!.at - since(i)), frozen: frozen(since(i), seen[i + 1]!.at) > 250 }))
    .filter((h) => !h.frozen)
    .map((h) => h.ms);
  test.info().annotations.push({ type: "held (ms)", description: held.join(", ") });
  // The spec's "every second" is 0.9-1.1 s on an idle machine; a busy shared one may paint a
  // frame late, so each is checked with room for one late frame either side.
  for (const ms of held) expect(ms, `held ${held.join(", ")}`).toBeGreaterThan(750);
  for (const ms of held) expect(ms, `held ${held.join(", ")}`).toBeLessThan(1250);
  expect(held.length).toBeGreaterThanOrEqual(15);
  const sorted = [...held].sort((a, b) => a - b);
  expect(sorted[Math.floor(sorted.length / 2)]!).toBeGreaterThan(900);
  expect(sorted[Math.floor(sorted.length / 2)]!).toBeLessThan(1100);
});
