/**
 * The booking offer's countdown as a pure state machine.
 *
 * The clock runs only while the booking form or the review dialog is open and pauses, without
 * resetting, while both are closed. It counts the wall time between events (open, tick, close),
 * so a throttled or late timer loses no time: one tick after 5 minutes in a background tab takes
 * off 5 minutes. At zero the offer expires for good. Times are milliseconds from any monotonic
 * or wall clock, as long as the caller uses the same one throughout.
 */
import { offer } from "#content/site.ts";

export interface OfferClock {
  /** Time left, in milliseconds; never negative. */
  readonly remainingMs: number;
  /** True while a booking dialog is open and the offer has not expired. */
  readonly running: boolean;
  /** The time the running clock last counted to; absent while paused or expired. */
  readonly lastTickAt?: number;
  /** Permanent once true. */
  readonly expired: boolean;
}

export const OFFER_DURATION_MS = offer.countdownSeconds * 1000;

export function initialClock(): OfferClock {
  return { remainingMs: OFFER_DURATION_MS, running: false, expired: false };
}

/** Counts the time since the last event, up to `nowMs`. */
function advance(state: OfferClock, nowMs: number): OfferClock {
  if (state.expired || !state.running || state.lastTickAt === undefined) return state;
  if (!Number.isFinite(nowMs)) return state;
  // A clock that went backwards counts as no time passing; counting resumes from the new reading.
  const elapsed = Math.max(0, nowMs - state.lastTickAt);
  const remainingMs = Math.max(0, state.remainingMs - elapsed);
  if (remainingMs === 0) return { remainingMs: 0, running: false, expired: true };
  return { remainingMs, running: true, lastTickAt: nowMs, expired: false };
}

/** The form or the review dialog opened. Opening an already running clock just counts up to now. */
export function openClock(state: OfferClock, nowMs: number): OfferClock {
  if (state.expired) return state;
  if (state.running) return advance(state, nowMs);
  if (!Number.isFinite(nowMs)) return state;
  return { remainingMs: state.remainingMs, running: true, lastTickAt: nowMs, expired: false };
}

/** Both dialogs closed: count the time up to now, then pause. */
export function closeClock(state: OfferClock, nowMs: number): OfferClock {
  const counted = advance(state, nowMs);
  if (counted.expired || !counted.running) return counted;
  return { remainingMs: counted.remainingMs, running: false, expired: false };
}

/** A timer tick (nominally each second); a paused or expired clock is unchanged. */
export function tickClock(state: OfferClock, nowMs: number): OfferClock {
  return advance(state, nowMs);
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
