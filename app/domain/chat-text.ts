/**
 * Small character tests and word scans shared by the chat's browser-side rules
 * (chat-lead-rules, chat-card-flow) and its figure guard (chat-figures). The chat keeps
 * its regular expressions few (tests/architecture/chat-code.test.ts): word lists are
 * matched with these scans, which follow the same rules as a regular expression's `\w`,
 * `\s` and `\b`, so swapping one for the other changes no answer.
 */

/** An ASCII digit, as `\d` matches it. */
export const isDigit = (c: string | undefined): boolean => c !== undefined && c >= "0" && c <= "9";

const isAsciiUpper = (c: string | undefined): boolean => c !== undefined && c >= "A" && c <= "Z";
const isAsciiLower = (c: string | undefined): boolean => c !== undefined && c >= "a" && c <= "z";

/** A word character as `\w` and `\b` see it: ASCII letters, digits and the underscore only. */
export const isWordChar = (c: string | undefined): boolean => isDigit(c) || isAsciiUpper(c) || isAsciiLower(c) || c === "_";

/** A whitespace character as `\s` matches it (the same set `trim()` removes). */
export const isSpace = (c: string | undefined): boolean => c !== undefined && c !== "" && c.trim() === "";

/** "Capitalised": an ASCII capital followed by an ASCII small letter. */
export const startsCapitalised = (text: string): boolean => isAsciiUpper(text[0]) && isAsciiLower(text[1]);

/**
 * Lower-cases ASCII letters only, keeping every other character and the length. This is what a case-insensitive regular expression without the `u`
 * flag compares: `toLowerCase` would also turn the Kelvin sign into "k" and "İ" into two characters.
 */
export function lowerAscii(text: string): string {
  let out = "";
  for (const c of text) out += isAsciiUpper(c) ? c.toLowerCase() : c;
  return out;
}

/** Runs of word characters, in order: the words `\b` separates. */
export function words(text: string): string[] {
  const found: string[] = [];
  let start = -1;
  for (let i = 0; i <= text.length; i++) {
    if (i < text.length && isWordChar(text[i])) {
      if (start < 0) start = i;
    } else if (start >= 0) {
      found.push(text.slice(start, i));
      start = -1;
    }
  }
  return found;
}

/**
 * Whether `phrase` (starting and ending on a word character) occurs in `text` as whole words, as `\bphrase\b` would find it; with `prefix`, as
 * `\bphrase` (the last word may go on: "brand" in "branding"). Case-sensitive: lower both sides first.
 */
export function hasWord(text: string, phrase: string, { prefix = false } = {}): boolean {
  for (let i = text.indexOf(phrase); i >= 0; i = text.indexOf(phrase, i + 1)) {
    if (isWordChar(text[i - 1])) continue;
    if (prefix || !isWordChar(text[i + phrase.length])) return true;
  }
  return false;
}

/** Whether `text` starts with `phrase` as a whole word or words (`^phrase\b`). */
export const startsWithWord = (text: string, phrase: string): boolean => text.startsWith(phrase) && !isWordChar(text[phrase.length]);

/** Whether `text` ends with `phrase` as a whole word or words (`\bphrase$`). */
export const endsWithWord = (text: string, phrase: string): boolean => text.endsWith(phrase) && !isWordChar(text[text.length - phrase.length - 1]);

/** Every run of whitespace as one space: a visitor's line as a label. */
export const collapseSpaces = (text: string): string => text.replace(/\s+/g, " ");
