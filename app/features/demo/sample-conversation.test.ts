import { describe, expect, it } from "vitest";
import { visibleWindow, windowsOfThree } from "./sample-conversation";

describe("sample conversation window", () => {
  it.each([
    [0, 8, [0, 1]],
    [1, 8, [0, 2]],
    [2, 8, [0, 3]],
    [3, 8, [1, 4]],
    [7, 8, [5, 8]],
    [8, 8, [0, 1]],
  ])("step %i of %i shows messages %j (never more than three)", (step, total, expected) => {
    const w = visibleWindow(step, total);
    expect(w).toEqual(expected);
    expect(w[1] - w[0]).toBeLessThanOrEqual(3);
  });
});

describe("windows of three", () => {
  it("lists every run of three the cycle shows, so the preview is sized by the tallest", () => {
    expect(windowsOfThree(8)).toEqual([
      [0, 3],
      [1, 4],
      [2, 5],
      [3, 6],
      [4, 7],
      [5, 8],
    ]);
    expect(windowsOfThree(2)).toEqual([[0, 2]]);
  });
});
