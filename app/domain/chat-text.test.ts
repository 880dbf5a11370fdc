import { describe, expect, it } from "vitest";
import { collapseSpaces, endsWithWord, hasWord, isSpace, lowerAscii, startsWithWord, words } from "./chat-text";

describe("word scans behave as the regular expressions they replace", () => {
  const texts = [
    "site",
    "my site.",
    "sites",
    "website",
    "web-site",
    "a_site",
    "1site",
    "site_",
    "SITE",
    "the site is",
    "brand",
    "rebrand",
    "branding",
    "",
  ];

  it.each(texts)("%j: whole word and word start as \\b…\\b and \\b…", (text) => {
    expect(hasWord(text, "site")).toBe(/\bsite\b/.test(text));
    expect(hasWord(text, "brand", { prefix: true })).toBe(/\bbrand/.test(text));
    expect(startsWithWord(text, "site")).toBe(/^site\b/.test(text));
    expect(endsWithWord(text, "site")).toBe(/\bsite$/.test(text));
  });

  it("finds the words \\b separates, ASCII only", () => {
    expect(words("Dana's café_2, 404-555")).toEqual(["Dana", "s", "caf", "_2", "404", "555"]);
  });

  it("lower-cases as a case-insensitive expression compares: ASCII letters only, same length", () => {
    expect(lowerAscii("YOUR Name")).toBe("your name");
    // The Kelvin sign and a dotted capital I are not "k" and "i" to /…/i.
    expect(lowerAscii("\u212A İ")).toBe("\u212A İ");
  });

  it("sees the whitespace \\s sees", () => {
    for (const c of [" ", "\t", "\n", "\u00a0", "\u2028", "\ufeff"]) expect(isSpace(c), JSON.stringify(c)).toBe(true);
    for (const c of ["a", "_", "\u200b", "", undefined]) expect(isSpace(c), JSON.stringify(c)).toBe(false);
    expect(collapseSpaces("a \t\n b")).toBe("a b");
  });
});
