import { describe, expect, it } from "vitest";
import {
  OFFER_DURATION_MS,
  closeClock,
  formatCountdown,
  initialClock,
  msUntilNextSecond,
  openClock,
  secondsLeft,
  tickClock,
  type OfferClock,
} from "./offer-clock.ts";

const T0 = 1_750_000_000_000;
const s = (seconds: number) => seconds * 1000;

type Step = readonly ["open" | "close" | "tick", number];

function run(steps: readonly Step[], from: OfferClock = initialClock()): OfferClock {
  return steps.reduce((state, [event, at]) => {
    if (event === "open") return openClock(state, at);
    if (event === "close") return closeClock(state, at);
    return tickClock(state, at);
  }, from);
}

describe("offer clock", () => {
  it("starts paused at 15 minutes", () => {
    const c = initialClock();
    expect(OFFER_DURATION_MS).toBe(900_000);
    expect(c).toEqual({ remainingMs: 900_000, running: false, expired: false });
    expect(secondsLeft(c)).toBe(900);
  });

  it("does not run before the form opens", () => {
    const c = run([
      ["tick", T0],
      ["tick", T0 + s(600)],
    ]);
    expect(c.remainingMs).toBe(900_000);
    expect(c.running).toBe(false);
  });

  it.each([
    [
      "one tick a second",
      [
        ["open", T0],
        ["tick", T0 + s(1)],
        ["tick", T0 + s(2)],
        ["tick", T0 + s(3)],
      ],
      897,
    ],
    [
      "a throttled timer: one tick after 5 minutes",
      [
        ["open", T0],
        ["tick", T0 + s(300)],
      ],
      600,
    ],
    [
      "pause keeps what is left",
      [
        ["open", T0],
        ["tick", T0 + s(10)],
        ["close", T0 + s(15)],
      ],
      885,
    ],
    [
      "paused time does not count",
      [
        ["open", T0],
        ["close", T0 + s(60)],
        ["tick", T0 + s(500)],
        ["tick", T0 + s(5000)],
      ],
      840,
    ],
    [
      "reopening continues from where it paused",
      [
        ["open", T0],
        ["close", T0 + s(60)],
        ["open", T0 + s(3600)],
        ["tick", T0 + s(3630)],
      ],
      810,
    ],
    [
      "moving from form to review (open while open) neither resets nor double counts",
      [
        ["open", T0],
        ["tick", T0 + s(20)],
        ["open", T0 + s(30)],
        ["tick", T0 + s(40)],
      ],
      860,
    ],
    [
      "closing twice changes nothing",
      [
        ["open", T0],
        ["close", T0 + s(100)],
        ["close", T0 + s(900)],
      ],
      800,
    ],
    [
      "late ticks count the wall time between them",
      [
        ["open", T0],
        ["tick", T0 + 1500],
        ["tick", T0 + 2700],
      ],
      898,
    ],
  ] as const)("%s", (_name, steps, expectedSeconds) => {
    expect(secondsLeft(run(steps))).toBe(expectedSeconds);
  });

  it("is running only while open", () => {
    const open = run([["open", T0]]);
    expect(open).toMatchObject({ running: true, lastTickAt: T0, deadlineAt: T0 + 900_000 });
    const closed = closeClock(open, T0 + s(5));
    expect(closed.running).toBe(false);
    expect(closed.lastTickAt).toBeUndefined();
    expect(closed.deadlineAt).toBeUndefined();
    expect(closed.remainingMs).toBe(895_000);
  });

  it("expires exactly at zero and shows 00:00 only then", () => {
    const almost = run([
      ["open", T0],
      ["tick", T0 + s(899)],
    ]);
    expect(almost.expired).toBe(false);
    expect(secondsLeft(almost)).toBe(1);
    const lastMs = tickClock(almost, T0 + s(900) - 1);
    expect(lastMs.expired).toBe(false);
    expect(secondsLeft(lastMs)).toBe(1);
    const zero = tickClock(almost, T0 + s(900));
    expect(zero).toEqual({ remainingMs: 0, running: false, expired: true });
    expect(secondsLeft(zero)).toBe(0);
    expect(formatCountdown(secondsLeft(zero))).toBe("00:00");
  });

  it("expires across pauses once 900 open seconds add up", () => {
    const c = run([
      ["open", T0],
      ["close", T0 + s(500)],
      ["open", T0 + s(10_000)],
      ["tick", T0 + s(10_399)],
    ]);
    expect(c.expired).toBe(false);
    expect(secondsLeft(c)).toBe(1);
    expect(tickClock(c, T0 + s(10_400)).expired).toBe(true);
  });

  it("stays expired: reopening, ticking and closing do not revive it", () => {
    const expired = run([
      ["open", T0],
      ["tick", T0 + s(900)],
    ]);
    const reopened = openClock(expired, T0 + s(1000));
    expect(reopened).toEqual({ remainingMs: 0, running: false, expired: true });
    expect(secondsLeft(reopened)).toBe(0);
    const after = run(
      [
        ["close", T0 + s(901)],
        ["open", T0 + s(2000)],
        ["tick", T0 + s(2001)],
        ["close", T0 + s(2002)],
      ],
      expired,
    );
    expect(after).toEqual({ remainingMs: 0, running: false, expired: true });
  });

  it.each([
    ["a day-long jump", T0 + s(86_400)],
    ["a year-long jump", T0 + s(365 * 86_400)],
  ])("clamps at zero after %s, never negative", (_name, at) => {
    const c = run([
      ["open", T0],
      ["tick", at],
    ]);
    expect(c.remainingMs).toBe(0);
    expect(c.expired).toBe(true);
    expect(secondsLeft(c)).toBe(0);
  });

  it("expires when the dialog closes after the time ran out with no tick", () => {
    const c = run([
      ["open", T0],
      ["close", T0 + s(1000)],
    ]);
    expect(c.expired).toBe(true);
  });

  it("treats a clock that goes backwards as no time passing, then counts from the new reading", () => {
    const back = run([
      ["open", T0],
      ["tick", T0 + s(10)],
      ["tick", T0 - s(50)],
    ]);
    expect(secondsLeft(back)).toBe(890);
    expect(back.lastTickAt).toBe(T0 - s(50));
    expect(secondsLeft(tickClock(back, T0 - s(40)))).toBe(880);
  });

  it("ignores a non-finite time", () => {
    const open = run([
      ["open", T0],
      ["tick", T0 + s(10)],
    ]);
    expect(tickClock(open, Number.NaN)).toBe(open);
    expect(openClock(initialClock(), Number.POSITIVE_INFINITY).running).toBe(false);
  });

  it("does not change its input", () => {
    const open = openClock(initialClock(), T0);
    const snapshot = { ...open };
    tickClock(open, T0 + s(5));
    closeClock(open, T0 + s(6));
    expect(open).toEqual(snapshot);
  });
});

describe("formatCountdown", () => {
  it.each([
    [900, "15:00"],
    [899, "14:59"],
    [600, "10:00"],
    [61, "01:01"],
    [60, "01:00"],
    [59, "00:59"],
    [5, "00:05"],
    [0, "00:00"],
    [-3, "00:00"],
    [12.9, "00:12"],
    [Number.NaN, "00:00"],
  ])("%s → %s", (seconds, expected) => {
    expect(formatCountdown(seconds)).toBe(expected);
  });

  it("counts down 15:00, 14:59 … as the clock runs", () => {
    let c = openClock(initialClock(), T0);
    const shown = [formatCountdown(secondsLeft(c))];
    for (let i = 1; i <= 3; i++) {
      c = tickClock(c, T0 + s(i));
      shown.push(formatCountdown(secondsLeft(c)));
    }
    expect(shown).toEqual(["15:00", "14:59", "14:58", "14:57"]);
  });
});

describe("msUntilNextSecond", () => {
  it.each([
    [0, 1000],
    [1, 999],
    [999, 1],
    [1000, 1000],
    [1500, 500],
    [899_999, 1],
  ])("%s ms after opening, the display changes %s ms later", (after, delay) => {
    const c = openClock(initialClock(), T0);
    expect(msUntilNextSecond(tickClock(c, T0 + after), T0 + after)).toBe(delay);
  });

  it("is null while paused or expired", () => {
    expect(msUntilNextSecond(initialClock(), T0)).toBeNull();
    expect(msUntilNextSecond(closeClock(openClock(initialClock(), T0), T0 + s(3)), T0 + s(3))).toBeNull();
    expect(
      msUntilNextSecond(
        run([
          ["open", T0],
          ["tick", T0 + s(901)],
        ]),
        T0 + s(901),
      ),
    ).toBeNull();
  });
});
