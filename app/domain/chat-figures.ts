/**
 * Dollar amounts, durations, percentages and promises ("free …", "guarantee") in a chat
 * reply, and whether the site's content states them. A model's reply that names a figure
 * or makes a promise the content doesn't is never shown.
 */

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

const NUMBER_WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  fifteen: 15,
  twenty: 20,
  "twenty-four": 24,
  thirty: 30,
  sixty: 60,
  ninety: 90,
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
const DISCOUNT_BEFORE = /\b(?:discount|save|saving|savings)\s+(?:of\s+)?$/i;
/** "free domain", "free 3-day trial", "for free", "free of charge": each a promise the content must make. */
const FREE = /\b(?:for free|free of charge|free\s+([a-z0-9][\w-]*))/gi;
const GUARANTEE = /\bguarant(?:ee|eed|ees)\b|\bmoney[- ]back\b|\brisk[- ]free\b/gi;
/** "2,500 dollars", "2500 USD". */
const MONEY_WORDS = new RegExp(`\\b${AMOUNT}\\s*(?:dollars|usd|bucks)\\b`, "gi");

const UNIT_NAMES: Record<string, string> = {
  min: "minute",
  hr: "hour",
  wk: "week",
  mo: "month",
  yr: "year",
};

function toNumber(raw: string): number {
  const word = NUMBER_WORDS[raw.toLowerCase()];
  return word ?? Number(raw.replaceAll(",", ""));
}

function toDollars(whole: string, cents: string | undefined, k: string | undefined): number {
  const value = Number(`${whole.replaceAll(",", "")}${cents ? `.${cents}` : ""}`);
  return Math.round(k ? value * 1000 : value);
}

function unitOf(raw: string): string {
  const singular = raw.toLowerCase().replace(/s$/, "");
  return UNIT_NAMES[singular] ?? singular;
}

/** Every dollar amount and duration written in the text. */
export function findFigures(text: string): Figure[] {
  const figures: Figure[] = [];
  for (const m of text.matchAll(MONEY)) {
    figures.push(money(m[0].trim(), toDollars(m[1]!, m[2], m[3])));
    if (m[4]) figures.push(money(m[0], toDollars(m[4], m[5], m[6])));
  }
  for (const m of text.matchAll(MONEY_WORDS)) {
    figures.push(money(m[0].trim(), toDollars(m[1]!, m[2], m[3])));
  }
  for (const m of text.matchAll(DURATION)) {
    const low = toNumber(m[1]!);
    const high = m[2] ? toNumber(m[2]) : low;
    figures.push({ kind: "duration", text: m[0].trim(), low, high, unit: unitOf(m[3]!) });
  }
  for (const m of text.matchAll(PERCENT)) {
    const value = Number(m[1]);
    const off = Boolean(m[2]) || DISCOUNT_BEFORE.test(text.slice(Math.max(0, m.index - 20), m.index));
    figures.push({ kind: off ? "discount" : "percent", text: m[0].trim(), low: value, high: value, unit: "" });
  }
  for (const m of text.matchAll(FREE)) {
    figures.push({ kind: "claim", text: m[0].toLowerCase().replace(/\s+/g, " "), low: 0, high: 0, unit: "" });
  }
  for (const m of text.matchAll(GUARANTEE)) {
    figures.push({ kind: "claim", text: m[0].toLowerCase().replace(/s$|d$/, "").replace(/-/g, " "), low: 0, high: 0, unit: "" });
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
  // eslint-disable-next-line no-control-regex -- control characters are what it looks for
  if (/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFD]/.test(t)) return "control characters";
  if (/\S{60,}/.test(t)) return "unbroken run of characters";
  const letters = (t.match(/\p{L}/gu) ?? []).length;
  if (letters / t.length < 0.5) return "not made of words";
  if (/^\s*[[{]/.test(t) && /[\]}]\s*$/.test(t)) return "raw data";
  return null;
}
