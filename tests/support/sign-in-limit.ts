import { expect } from "vitest";

/**
 * Sends wrong passwords until the sign-in limit (10 a client per 15 minutes) refuses one.
 * The limit counts in fixed 15-minute windows, so on a real clock the attempts may straddle
 * two of them: then it takes more than 11, never more than 21. Every attempt before the
 * refusal must be an ordinary 401.
 */
export async function failUntilRefused(attempt: (i: number) => Promise<Response>): Promise<Response> {
  for (let i = 0; i < 21; i++) {
    const res = await attempt(i);
    if (res.status === 429) {
      expect(i + 1, "attempts before the limit refused one").toBeGreaterThanOrEqual(11);
      return res;
    }
    expect(res.status, `attempt ${i + 1}`).toBe(401);
  }
  throw new Error("21 wrong passwords and the sign-in limit refused none");
}
