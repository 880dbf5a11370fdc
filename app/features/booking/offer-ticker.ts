import { msUntilNextSecondOf } from "#app/domain/offer-clock.ts";

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
 * Calls `onTick` with the time each time the time left to `deadlineAt` crosses a whole second,
 * until it runs out: each timer is aimed at the next boundary from the deadline itself (a timer
 * that fires early just aims again at the few ms left), and the next is set as soon as one
 * fires, not when the page has re-rendered. Returns the function that stops it.
 */
export function startOfferTicks(deadlineAt: number, onTick: (nowMs: number) => void, timers: TickTimers = pageTimers): () => void {
  let handle: unknown;
  let stopped = false;
  const secondOf = (t: number) => Math.ceil((deadlineAt - t) / 1000);
  const aim = (ms: number) => {
    handle = timers.setTimeout(() => {
      const now = timers.now();
      onTick(now);
      if (stopped || now >= deadlineAt) return;
      // A timer that fired a hair early showed the old second; if the boundary passed while the
      // page drew it, the next tick is due now, not a second later (that second was never shown).
      const after = timers.now();
      aim(secondOf(after) !== secondOf(now) ? 0 : msUntilNextSecondOf(deadlineAt, after));
    }, ms);
  };
  aim(msUntilNextSecondOf(deadlineAt, timers.now()));
  return () => {
    stopped = true;
    timers.clearTimeout(handle);
  };
}
