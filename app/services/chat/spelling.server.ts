/** Typos put right before a message is read, by the words of the examples and the topic table. */
import { FIRST_NAMES } from "#content/chat-data/first-names.ts";
import { topics } from "#content/chat-data/topics.ts";
import { tokens } from "./entities.server";
import { textsFor } from "./examples.server";

const LETTERS = "abcdefghijklmnopqrstuvwxyz";
const isWord = (w: string) => w.length > 2 && [...w].every((c) => LETTERS.includes(c));
const isLetter = (c: string) => LETTERS.includes(c.toLowerCase());

/**
 * Typos put right before reading ("how mcuh is teh trail", "websit"): a lower-case word the examples
 * and the topic table never use, one edit from a word they use often (two letters swapped; in four
 * letters or more one changed; in six or more one dropped or added), is that word. Given names are left alone.
 */
export function speller(texts: readonly string[], leave: ReadonlySet<string>): (text: string) => string {
  const seen = new Map<string, number>();
  for (const t of texts) for (const w of tokens(t)) seen.set(w, (seen.get(w) ?? 0) + 1);
  const fix = (w: string): string => {
    // A word the normaliser already reads ("yall", "whats", "u") is no typo.
    if (seen.has(w) || leave.has(w) || !isWord(w) || tokens(w).join(" ") !== w || (w.endsWith("s") && seen.has(w.slice(0, -1)))) return w;
    const near: string[] = [];
    for (let i = 0; i <= w.length; i++) {
      if (i + 1 < w.length) near.push(w.slice(0, i) + w[i + 1] + w[i] + w.slice(i + 2));
      for (const c of w.length > 3 ? LETTERS : "") if (i < w.length) near.push(w.slice(0, i) + c + w.slice(i + 1));
      // A letter dropped or added only in a long word: "tanks" is no "thanks", "includd" is "included".
      if (w.length < 6) continue;
      if (i < w.length) near.push(w.slice(0, i) + w.slice(i + 1));
      for (const c of LETTERS) near.push(w.slice(0, i) + c + w.slice(i));
    }
    // The most used of the near words, if used often enough to be no typo itself, with the same first letter ("ideal" is no "deal").
    return near.reduce((best, n) => (n[0] === w[0] && (seen.get(n) ?? 0) > (seen.get(best) ?? 9) ? n : best), w);
  };
  // Word by word, keeping the punctuation around each ("trail?" is "trial?"); a capital marks a name.
  return (text) =>
    text
      .split(" ")
      .map((chunk) => {
        const start = [...chunk].findIndex(isLetter);
        const end = chunk.length - [...chunk].reverse().findIndex(isLetter);
        return start < 0 ? chunk : chunk.slice(0, start) + fix(chunk.slice(start, end)) + chunk.slice(end);
      })
      .join(" ");
}

let fixer: ((text: string) => string) | undefined;
/** The message with its typos put right, by the words of every assistant's examples and of the topic table. */
export function spelled(text: string): string {
  fixer ??= speller([...(["ava", "tina", "tina-role"] as const).flatMap(textsFor), ...topics.flatMap((t) => t.words)], new Set(FIRST_NAMES));
  return fixer(text);
}
