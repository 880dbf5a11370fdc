import { describe, expect, test } from "vitest";
import { heroAsideSizes, heroTitleSize, heroTitleWide } from "./split-hero.tsx";

describe("heroTitleSize", () => {
  test.each([
    // Short, with a short last pair: the largest size.
    ["Web Design Services Near You in Atlanta", "lg"],
    // Short, but its last pair ("Buckhead Businesses", 19 characters) is wider than the column at the largest size.
    ["Premium Branding for Buckhead Businesses", "md"],
    ["A Branding Agency for Midtown Atlanta Businesses", "md"],
    // Past 48 characters with a short pair: the middle size.
    ["Hire a Brand Design Agency in Atlanta Without the Guesswork", "base"],
    // Past 72 characters: a size down, so a phone sets it in four lines rather than six.
    ["An Atlanta Brand Identity Designer for Businesses That Look Different Everywhere", "md"],
    // Three words: nothing is bound, only the length counts.
    ["Branding That Works", "lg"],
  ] as const)("%s → %s", (title, size) => {
    expect(heroTitleSize(title)).toBe(size);
  });
});

describe("heroTitleWide", () => {
  test.each([
    // 94 and 71 characters: five lines in half the band at 1280, four in the wider side.
    ["An Atlanta Brand Strategy Agency for Businesses That Know They're Good but Struggle to Say Why", true],
    ["Hire Website Design in Atlanta With One Clear Price and a Real Deadline", true],
    // 64 characters or fewer: four lines or fewer in half the band, beside the larger picture.
    ["A Top Web and Branding Agency in Atlanta, With One Team for Both", false],
    ["Premium Branding for Buckhead Businesses", false],
  ] as const)("%s → %s", (title, wide) => {
    expect(heroTitleWide(title)).toBe(wide);
    expect(heroAsideSizes(title)).toContain(wide ? "440px" : "600px");
  });
});
