/**
 * The booking offer's countdown as a pure state machine.
 *
 * The clock runs only while the booking form or the review dialog is open and pauses, without
 * resetting, while both are closed. Opening sets a deadline (now + what is left) and each tick
 * reads the time left from it, so a throttled or late timer loses no time: one tick after 5
 * minutes in a background tab takes off 5 minutes. At zero the offer expires for good. Times are
 * milliseconds from any monotonic or wall clock, as long as the caller uses the same one
 * throughout (the page uses performance.now()).
 */
import { offer } from "#content/site.ts";

export interface OfferClock {
  /** Time left, in milliseconds; never negative. While running, as of the last event. */
  readonly remainingMs: number;
  /** True while a booking dialog is open and the offer has not expired. */
  readonly running: boolean;
  /**
   * While running: the reading of the caller's clock at which the offer ends. Every tick
   * computes what is left from it (never by taking a second off), so a late or early timer
   * cannot make the display drift, hold a value or skip one.
   */
  readonly deadlineAt?: number;
  /** The time the running clock last counted to; absent while paused or expired. */
  readonly lastTickAt?: number;
  /** Permanent once true. */
  readonly expired: boolean;
}

export const OFFER_DURATION_MS = offer.countdownSeconds * 1000;

export function initialClock(): OfferClock {
  return { remainingMs: OFFER_DURATION_MS, running: false, expired: false };
}

function runningUntil(remainingMs: number, nowMs: number): OfferClock {
  return { remainingMs, running: true, deadlineAt: nowMs + remainingMs, lastTickAt: nowMs, expired: false };
}

/** What is left at `nowMs`, read from the deadline. */
function advance(state: OfferClock, nowMs: number): OfferClock {
  if (state.expired || !state.running || state.deadlineAt === undefined || state.lastTickAt === undefined) return state;
  if (!Number.isFinite(nowMs)) return state;
  // A clock that went backwards counts as no time passing; the deadline moves with it.
  if (nowMs < state.lastTickAt) return runningUntil(state.remainingMs, nowMs);
  const remainingMs = Math.max(0, state.deadlineAt - nowMs);
  if (remainingMs === 0) return { remainingMs: 0, running: false, expired: true };
  return { remainingMs, running: true, deadlineAt: state.deadlineAt, lastTickAt: nowMs, expired: false };
}

/** The form or the review dialog opened: the deadline is what is left from now. Opening a running clock just counts up to now. */
export function openClock(state: OfferClock, nowMs: number): OfferClock {
  if (state.expired) return state;
  if (state.running) return advance(state, nowMs);
  if (!Number.isFinite(nowMs)) return state;
  return runningUntil(state.remainingMs, nowMs);
}

/** Both dialogs closed: count the time up to now, then pause (the deadline is dropped, what is left kept). */
export function closeClock(state: OfferClock, nowMs: number): OfferClock {
  const counted = advance(state, nowMs);
  if (counted.expired || !counted.running) return counted;
  return { remainingMs: counted.remainingMs, running: false, expired: false };
}

/** A timer tick; a paused or expired clock is unchanged. */
export function tickClock(state: OfferClock, nowMs: number): OfferClock {
  return advance(state, nowMs);
}

/**
 * Milliseconds from `nowMs` until the displayed second changes (the next whole second of time
 * left), or null while the clock is not running. A timer set for this lands just after each
 * boundary of the remaining time, so every value is shown for a second, whatever the phase at
 * which the dialog opened; a fixed one-second interval drifts across a boundary and shows one
 * value twice as long and skips the next.
 */
export function msUntilNextSecond(state: OfferClock, nowMs: number): number | null {
  if (!state.running || state.deadlineAt === undefined) return null;
  return msUntilNextSecondOf(state.deadlineAt, nowMs);
}

/** The same, from a deadline: 0 once it has passed. */
export function msUntilNextSecondOf(deadlineAt: number, nowMs: number): number {
  const left = deadlineAt - nowMs;
  if (left <= 0) return 0;
  // ceil(left / 1000) changes when left reaches the whole second below it.
  return left - (Math.ceil(left / 1000) - 1) * 1000;
}

/** Whole seconds left, rounded up, so the display shows 0 only once the offer has expired. */
export function secondsLeft(state: OfferClock): number {
  if (state.expired) return 0;
  return Math.max(0, Math.ceil(state.remainingMs / 1000));
}

/** "mm:ss" with two-digit minutes and seconds: 899 → "14:59", 5 → "00:05"; negatives show "00:00". */
export function formatCountdown(seconds: number): string {
  const whole = Number.isFinite(seconds) ? Math.max(0, Math.floor(seconds)) : 0;
  const minutes = Math.floor(whole / 60);
  const rest = whole % 60;
  return `${String(minutes).padStart(2, "0")}:${String(rest).padStart(2, "0")}`;
}
