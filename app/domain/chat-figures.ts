/**
 * Dollar amounts, durations, percentages and promises ("free …", "guarantee") in a chat reply, and whether the site's content states them. A model's
 * reply that names a figure or makes a promise the content doesn't is never shown.
 */
import { NUMBER_WORDS as SPOKEN_NUMBERS } from "#content/chat-data/lexicon.ts";
import { collapseSpaces, endsWithWord, isSpace, lowerAscii } from "./chat-text.ts";

export interface Figure {
  /** percent: "10%", "10 percent"; discount: a percentage "off"; claim: "free …", "guarantee". */
  kind: "money" | "duration" | "percent" | "discount" | "claim";
  /** As written in the text. */
  text: string;
  /** Dollars, or the duration's low end. */
  low: number;
  /** The duration's high end (equal to low for a single value). */
  high: number;
  /** Duration unit, singular; empty for money. */
  unit: string;
}

/** The number words a figure is written with in a reply ("two weeks", "twenty-four hours"), valued as the chat's lexicon values them. */
const NUMBER_WORDS: Record<string, number> = {
  ...Object.fromEntries(
    "one two three four five six seven eight nine ten eleven twelve fifteen twenty thirty sixty ninety"
      .split(" ")
      .map((w) => [w, SPOKEN_NUMBERS[w]!]),
  ),
  "twenty-four": 24,
};

const NUM = `(?:\\d+(?:\\.\\d+)?|${Object.keys(NUMBER_WORDS)
  .sort((a, b) => b.length - a.length)
  .join("|")})`;
const UNIT = "(?:minute|min|hour|hr|day|week|wk|month|mo|year|yr)s?";
const DURATION = new RegExp(
  `\\b(${NUM})(?:\\s*(?:-|–|—|to)\\s*(${NUM}))?\\+?(?:\\s+|-)(?:(?:business|working|calendar)(?:\\s+|-))?(${UNIT})\\b`,
  "gi",
);
const AMOUNT = "(\\d{1,3}(?:,\\d{3})+|\\d+)(?:\\.(\\d{1,2}))?\\s*([kK]\\b)?";
/** "$2,500", "$1.5k", "$1,500-$5,000", "$1,500 to 5,000". */
const MONEY = new RegExp(`\\$\\s?${AMOUNT}(?:\\+)?(?:\\s*(?:-|–|—|to)\\s*\\$?\\s?${AMOUNT})?`, "g");
/** "10%", "10 percent", "10% off", "a 10% discount". */
const PERCENT = /\b(\d+(?:\.\d+)?)\s*(?:%|percent\b)(\s*off\b|\s+discount\b)?/gi;
const DISCOUNT_WORDS = ["discount", "save", "saving", "savings"];

/** Whether `before` ends on "discount ", "save of ", "savings of "…: the percentage after it is a discount. */
function endsSayingDiscount(before: string): boolean {
  if (!isSpace(before.at(-1))) return false;
  let rest = lowerAscii(before).trimEnd();
  if (DISCOUNT_WORDS.some((w) => endsWithWord(rest, w))) return true;
  if (!rest.endsWith("of") || !isSpace(rest.at(-3))) return false;
  rest = rest.slice(0, -2).trimEnd();
  return DISCOUNT_WORDS.some((w) => endsWithWord(rest, w));
}
/** "free domain", "free 3-day trial", "for free", "free of charge": each a promise the content must make. */
const FREE = /\b(?:for free|free of charge|free\s+([a-z0-9][\w-]*))/gi;
const GUARANTEE = /\bguarant(?:ee|eed|ees)\b|\bmoney[- ]back\b|\brisk[- ]free\b/gi;
/** "2,500 dollars", "2500 USD". */
const MONEY_WORDS = new RegExp(`\\b${AMOUNT}\\s*(?:dollars|usd|bucks)\\b`, "gi");

const UNIT_NAMES: Record<string, string> = { min: "minute", hr: "hour", wk: "week", mo: "month", yr: "year" };

function toNumber(raw: string): number {
  const word = NUMBER_WORDS[raw.toLowerCase()];
  return word ?? Number(raw.replaceAll(",", ""));
}

function toDollars(whole: string, cents: string | undefined, k: string | undefined): number {
  const value = Number(`${whole.replaceAll(",", "")}${cents ? `.${cents}` : ""}`);
  return Math.round(k ? value * 1000 : value);
}

function unitOf(raw: string): string {
  const lowered = raw.toLowerCase();
  const singular = lowered.endsWith("s") ? lowered.slice(0, -1) : lowered;
  return UNIT_NAMES[singular] ?? singular;
}

/** Every dollar amount and duration written in the text. */
export function findFigures(text: string): Figure[] {
  const figures: Figure[] = [];
  for (const m of text.matchAll(MONEY)) {
    figures.push(money(m[0].trim(), toDollars(m[1]!, m[2], m[3])));
    if (m[4]) figures.push(money(m[0], toDollars(m[4], m[5], m[6])));
  }
  for (const m of text.matchAll(MONEY_WORDS)) figures.push(money(m[0].trim(), toDollars(m[1]!, m[2], m[3])));
  for (const m of text.matchAll(DURATION)) {
    const low = toNumber(m[1]!);
    const high = m[2] ? toNumber(m[2]) : low;
    figures.push({ kind: "duration", text: m[0].trim(), low, high, unit: unitOf(m[3]!) });
  }
  for (const m of text.matchAll(PERCENT)) {
    const value = Number(m[1]);
    const off = Boolean(m[2]) || endsSayingDiscount(text.slice(Math.max(0, m.index - 20), m.index));
    figures.push({ kind: off ? "discount" : "percent", text: m[0].trim(), low: value, high: value, unit: "" });
  }
  for (const m of text.matchAll(FREE)) figures.push({ kind: "claim", text: collapseSpaces(m[0].toLowerCase()), low: 0, high: 0, unit: "" });
  for (const m of text.matchAll(GUARANTEE)) {
    // "guaranteed", "guarantees", "money-back" and "money back" are the same promise.
    const claim = m[0].toLowerCase();
    const stem = claim.endsWith("s") || claim.endsWith("d") ? claim.slice(0, -1) : claim;
    figures.push({ kind: "claim", text: stem.replaceAll("-", " "), low: 0, high: 0, unit: "" });
  }
  return figures;
}

function money(text: string, dollars: number): Figure {
  return { kind: "money", text, low: dollars, high: dollars, unit: "" };
}

/** The figures a body of text states, to check replies against. */
export interface KnownFigures {
  money: ReadonlySet<number>;
  /** "low-high unit" for every duration and range stated. */
  ranges: ReadonlySet<string>;
  /** "n unit" for every single duration and every end of a range. */
  points: ReadonlySet<string>;
  /** Every percentage stated, and those stated as a discount. */
  percents: ReadonlySet<number>;
  discounts: ReadonlySet<number>;
  /** "free domain", "for free", "guarantee"… as the content words them. */
  claims: ReadonlySet<string>;
}

export function knownFiguresOf(texts: readonly string[]): KnownFigures {
  const moneySet = new Set<number>();
  const ranges = new Set<string>();
  const points = new Set<string>();
  const percents = new Set<number>();
  const discounts = new Set<number>();
  const claims = new Set<string>();
  for (const text of texts) {
    // "10% comes off the total": the content states a discount in its own words.
    for (const m of text.matchAll(/(\d+(?:\.\d+)?)\s*%[^.]{0,20}\boff\b/gi)) discounts.add(Number(m[1]));
    for (const f of findFigures(text)) {
      if (f.kind === "money") moneySet.add(f.low);
      else if (f.kind === "percent" || f.kind === "discount") {
        percents.add(f.low);
        if (f.kind === "discount") discounts.add(f.low);
      } else if (f.kind === "claim") claims.add(f.text);
      else {
        ranges.add(`${f.low}-${f.high} ${f.unit}`);
        points.add(`${f.low} ${f.unit}`);
        points.add(`${f.high} ${f.unit}`);
      }
    }
  }
  return { money: moneySet, ranges, points, percents, discounts, claims };
}

/**
 * The figures of `text` the content does not state. A single duration may be either end
 * of a stated range ("up to 14 business days"); a range must be stated as it is.
 */
export function unknownFigures(text: string, known: KnownFigures): Figure[] {
  return findFigures(text).filter((f) => {
    if (f.kind === "money") return !known.money.has(f.low);
    if (f.kind === "percent") return !known.percents.has(f.low);
    if (f.kind === "discount") return !known.discounts.has(f.low);
    if (f.kind === "claim") return !known.claims.has(f.text);
    if (f.low === f.high) return !known.points.has(`${f.low} ${f.unit}`);
    return !known.ranges.has(`${f.low}-${f.high} ${f.unit}`);
  });
}

/**
 * Why a model's reply is not fit to show, or null when it is: empty, cut short, full of
 * control or replacement characters, or not made of words (a broken stream, a wrong model).
 */
export function garbageReason(text: string): string | null {
  const t = text.trim();
  if (!t) return "empty";
  if (t.length > 4000) return "too long";
  if ([...t].some(isControl)) return "control characters";
  if (longestRun(t) >= 60) return "unbroken run of characters";
  const letters = (t.match(/\p{L}/gu) ?? []).length;
  if (letters / t.length < 0.5) return "not made of words";
  // `t` is trimmed: its first and last characters are the brackets, if any.
  if ("[{".includes(t[0]!) && "]}".includes(t.at(-1)!)) return "raw data";
  return null;
}

/** Control characters other than tab, newline and carriage return, and U+FFFD (a broken decode). */
function isControl(c: string): boolean {
  const code = c.charCodeAt(0);
  return (code <= 0x1f && c !== "\t" && c !== "\n" && c !== "\r") || code === 0xfffd;
}

/** The longest run of characters without whitespace, in UTF-16 units as `\S{60,}` counts. */
function longestRun(text: string): number {
  let longest = 0;
  let run = 0;
  for (let i = 0; i < text.length; i++) {
    run = isSpace(text[i]) ? 0 : run + 1;
    if (run > longest) longest = run;
  }
  return longest;
}
