/** The chat's pacing (product spec sections 4 and 9). */

/** The widget's greeting appears this long after the first open. */
export const GREETING_DELAY_MS = 500;
/** The home card's greeting, then its prompt and first options, appear this long after load. */
export const CARD_GREETING_MS = 1000;
export const CARD_PROMPT_MS = 1500;
/** A reply shows after 0.8 to 1.2 s of typing, however fast it arrived. */
export const REPLY_DELAY_MIN_MS = 800;
export const REPLY_DELAY_MAX_MS = 1200;

/** The typing time for one reply, from a random number in [0, 1). */
export function replyDelayMs(random: number): number {
  const r = Math.min(Math.max(random, 0), 1);
  return Math.round(REPLY_DELAY_MIN_MS + r * (REPLY_DELAY_MAX_MS - REPLY_DELAY_MIN_MS));
}

/**
 * A reply that sends nothing for this long, or has not ended after REPLY_TOTAL_MS, is given up: the visitor sees a way to reach the team and a way to
 * send the message again, never a typing indicator that goes on for ever.
 */
export const REPLY_STALL_MS = 12_000;
export const REPLY_TOTAL_MS = 25_000;
