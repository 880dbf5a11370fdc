import { describe, expect, it } from "vitest";
import { evenGrid, fit, type ColumnCount } from "./even-grid";

/** The number of items on each row, the first item taking two places when it is wide. */
function rows(count: number, cols: number, wideFirst: boolean) {
  const places = count + (wideFirst ? 1 : 0);
  return Array.from({ length: Math.ceil(places / cols) }, (_, r) => Math.min(cols, places - r * cols) - (wideFirst && r === 0 ? 1 : 0));
}

describe("evenGrid", () => {
  for (const max of [2, 3, 4, 5] as ColumnCount[]) {
    it(`never ends a row of up to ${max} columns in a lone card (1 to 24 items)`, () => {
      for (let n = 2; n <= 24; n++) {
        const { cols, wideFirst } = fit(n, max);
        expect(cols).toBeLessThanOrEqual(max);
        const places = n + (wideFirst ? 1 : 0);
        // Every row is full: the last row as long as the others.
        expect(places % cols, `${n} items in ${cols} columns`).toBe(0);
        if (cols > 1) expect(rows(n, cols, wideFirst).at(-1)).toBeGreaterThan(1);
      }
    });
  }

  it("picks the columns a designer would", () => {
    expect(fit(4, 4)).toEqual({ cols: 4, wideFirst: false });
    expect(fit(3, 4)).toEqual({ cols: 3, wideFirst: false });
    expect(fit(5, 4)).toEqual({ cols: 3, wideFirst: true }); // a wide first article, then three
    expect(fit(5, 5)).toEqual({ cols: 5, wideFirst: false }); // five steps in a row
    expect(fit(7, 2)).toEqual({ cols: 2, wideFirst: true });
    expect(fit(19, 3)).toEqual({ cols: 2, wideFirst: true });
  });

  it("writes whole class names, and puts the first item back in one column where it no longer spans", () => {
    expect(evenGrid(5, { md: 2, lg: 5 })).toEqual({ grid: "md:grid-cols-2 lg:grid-cols-5", first: "md:col-span-2 lg:col-span-1" });
    expect(evenGrid(4, { sm: 2, lg: 4 })).toEqual({ grid: "sm:grid-cols-2 lg:grid-cols-4", first: "" });
    expect(evenGrid(3, { base: 2 })).toEqual({ grid: "grid-cols-2", first: "col-span-2" });
    expect(evenGrid(1, { md: 3 })).toEqual({ grid: "md:grid-cols-1", first: "" });
  });
});
