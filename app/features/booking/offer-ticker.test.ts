import { describe, expect, it } from "vitest";
import { formatCountdown, initialClock, openClock, secondsLeft, tickClock, type OfferClock } from "#app/domain/offer-clock.ts";
import { startOfferTicks, type TickTimers } from "./offer-ticker.ts";

/**
 * A controlled clock: time moves only when the test runs the next timer, and each timer fires
 * late by a delay the test picks (a busy page's timers are never on time).
 */
function controlledClock(lateness: (n: number) => number) {
  let now = 5_000.25;
  let pending: { at: number; run: () => void } | null = null;
  let fired = 0;
  const timers: TickTimers = {
    now: () => now,
    setTimeout: (run, ms) => (pending = { at: now + ms + lateness(fired++), run }),
    clearTimeout: () => (pending = null),
  };
  return {
    timers,
    now: () => now,
    advance(ms: number) {
      now += ms;
    },
    runNext(): boolean {
      if (!pending) return false;
      const { at, run } = pending;
      pending = null;
      now = at;
      run();
      return true;
    },
  };
}

/** Opens the offer, then drives the page's tick loop to the end, noting each value shown and when. */
function watch(lateness: (n: number) => number, drawing: (n: number) => number = () => 0) {
  const c = controlledClock(lateness);
  let clock: OfferClock = openClock(initialClock(), c.now());
  const shown: { value: string; at: number }[] = [{ value: formatCountdown(secondsLeft(clock)), at: c.now() }];
  let ticks = 0;
  const show = () => {
    const value = formatCountdown(secondsLeft(clock));
    if (value !== shown.at(-1)!.value) shown.push({ value, at: c.now() });
  };
  startOfferTicks(
    clock.deadlineAt!,
    (at) => {
      clock = tickClock(clock, at);
      show();
      // The page takes a while to draw the value: the clock moves on meanwhile.
      c.advance(drawing(ticks++));
    },
    c.timers,
  );
  while (c.runNext());
  return { shown, clock };
}

const everyValue = Array.from({ length: 901 }, (_, i) => formatCountdown(900 - i));

describe("the offer countdown under a controlled clock", () => {
  it.each([
    ["timers on time", () => 0],
    ["timers 4 ms late", () => 4],
    ["timers up to 60 ms late, varying", (n: number) => (n * 37) % 61],
    ["timers 1 ms early now and then", (n: number) => (n % 7 === 0 ? -1 : 3)],
  ])("shows every value from 15:00 down once, each for about a second (%s)", (_, lateness) => {
    const { shown, clock } = watch(lateness);
    expect(shown.map((s) => s.value)).toEqual(everyValue);
    expect(clock.expired).toBe(true);
    const held = shown.slice(1).map((s, i) => s.at - shown[i]!.at);
    expect(Math.min(...held)).toBeGreaterThanOrEqual(1000 - 61);
    expect(Math.max(...held)).toBeLessThanOrEqual(1000 + 61);
  });

  it("shows every value when a timer fires a hair early and the page then takes a while to draw", () => {
    // Seen in a browser: the early tick showed the old second, the boundary passed while it drew,
    // and the next timer was aimed a whole second on, so one value never showed.
    const { shown } = watch(
      (n) => (n % 5 === 0 ? -0.5 : 2),
      () => 30,
    );
    expect(shown.map((s) => s.value)).toEqual(everyValue);
    const held = shown.slice(1).map((s, i) => s.at - shown[i]!.at);
    expect(Math.max(...held)).toBeLessThanOrEqual(1000 + 40);
  });

  it("stops: no timer after the stop function, none after the deadline", () => {
    const c = controlledClock(() => 0);
    let ticks = 0;
    const stop = startOfferTicks(c.now() + 3000, () => ticks++, c.timers);
    expect(c.runNext()).toBe(true);
    stop();
    expect(c.runNext()).toBe(false);
    expect(ticks).toBe(1);
    startOfferTicks(c.now() + 2500, () => ticks++, c.timers);
    while (c.runNext());
    expect(ticks).toBe(1 + 3);
  });
});
