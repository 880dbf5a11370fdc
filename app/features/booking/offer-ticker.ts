import { msUntilNextSecond, type OfferClock } from "#app/domain/offer-clock.ts";

/** The clock and timer the countdown reads; the page's monotonic clock unless a test passes its own. */
export interface TickTimers {
  now(): number;
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const pageTimers: TickTimers = {
  now: () => performance.now(),
  setTimeout: (run, ms) => window.setTimeout(run, ms),
  clearTimeout: (handle) => window.clearTimeout(handle as number),
};

/**
 * Sets one timer for the moment the displayed second changes and calls `onTick` with the time
 * it fired. Called again with the new clock after each tick, so every tick aims at the next
 * boundary of the time left (a timer that fires early just aims again at the few ms left).
 * Returns the cancel function, or nothing when the clock is not running.
 */
export function scheduleOfferTick(clock: OfferClock, onTick: (nowMs: number) => void, timers: TickTimers = pageTimers): (() => void) | undefined {
  const delay = msUntilNextSecond(clock, timers.now());
  if (delay === null) return undefined;
  const handle = timers.setTimeout(() => onTick(timers.now()), delay);
  return () => timers.clearTimeout(handle);
}
