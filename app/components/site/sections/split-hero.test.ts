import { describe, expect, test } from "vitest";
import { heroTitleSize } from "./split-hero.tsx";

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
