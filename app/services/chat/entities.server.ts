/**
 * What a visitor's message says about them (contact details, name, business, what they want made, when, for how much, where) and, for Tina's plumbing
 * callers, what is wrong, when and where. The words live in content/chat-data/lexicon.ts; this file only walks a message's tokens and looks them up,
 * so a new phrasing is a lexicon entry. The lookup maps are built once, at module load. Few regular expressions on purpose: the chat code has a
 * budget for them (a test counts them).
 */
import * as lex from "#content/chat-data/lexicon.ts";
import { site } from "#content/site.ts";
import { FIRST_NAMES, FIRST_NAMES_ALSO_WORDS } from "#content/chat-data/first-names.ts";
import { knownFigures } from "./figures.server";

/** What a visitor can ask to have made: the needs of the content's table. */
export type NeedName = keyof typeof lex.NEED_WORDS;
/** The slot the assistant's last reply asked for, if any. */
export type Asked = "name" | "email" | "phone" | "business" | "need" | "timeline" | "budget" | "problem" | "time" | "address";
export interface Entities {
  /** Lower case; also assembled from "dana at sweet crumb dot com", "dana(at)x.com", "dana @ x . com". */
  email?: string;
  /** The last digits of the phone said again ("the last digits are one six four"), or "right/wrong" ("0131 not 0113"). */
  phoneTail?: string;
  /** A web domain said alone ("sorry its littlesproutsga dot com"): a correction of the email's domain. */
  domain?: string;
  /** Ten digits ("4045550142") from any common format, "+1", or digits in words ("four oh four…"). */
  phone?: string;
  /** Capitalised ("Dana Wells", "Dr. Patel"). */
  name?: string;
  /** A surname given on its own ("last name is Pruitt", "surname Byrne"): added to a first name given before. */
  surname?: string;
  /** A business kind of the lexicon, singular ("bakery", "hvac company"). */
  business?: string;
  /** What they want made, in the order said. */
  need: NeedName[];
  /** What a question asks about ("how much is a logo?"): the lead notes it, but it is no stated need. */
  interest?: NeedName[];
  /** Needs taken back ("scratch the website", "nevermind the logo", "we already have a logo"): off the lead. */
  dropped?: NeedName[];
  /** As said, lower case with months and holidays capitalised ("in 2 weeks", "by March 15th"). */
  timeline?: string;
  /** Whole dollars; the top of a range. */
  budget?: number;
  /** A place of the lexicon, as the lexicon spells it. */
  area?: string;
  /** (Tina's callers) what is wrong: "water heater is leaking". */
  problem?: string;
  /** (Tina's callers) when they want the visit: "tomorrow morning", "the 8-10 slot", "asap". */
  time?: string;
  /** (Tina's callers) a street address as typed: "221 Maple Ave SE, Smyrna". */
  address?: string;
  /** Keys whose value in this message replaces an earlier one: said with "sorry", "actually", "I meant", "wait", "correction", "not X, Y". */
  corrections: (keyof Omit<Entities, "corrections" | "need">)[];
}
type Key = Entities["corrections"][number];

const WORD_CHAR = /[\p{L}\p{N}]/u;
const NAME_WORD = /^\p{L}[\p{L}'-]*$/u;
const EMAIL = /^[a-z0-9._%+-]+@[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}$/;
const AMOUNT = /^\d+(?:\.\d+)?k?$/;

/** Characters that join a token when between letters or digits: "dana's", "e-mail", "jo.smith@x.com", "b&b". */
const CONNECTORS = new Set(["'", "-", ".", "@", "+", "_", "%", "&"]);
const STRAIGHT: Record<string, string> = { "\u2018": "'", "\u2019": "'", "\u02bc": "'", "`": "'", "\u201c": '"', "\u201d": '"' };

interface Tok {
  /** Lower case, shorthand expanded. */
  w: string;
  /** As typed (empty for the second word of an expansion). */
  raw: string;
  word: boolean;
}

/** A letter or digit: ASCII by its code, anything else by the Unicode classes. */
function wordChar(c: string): boolean {
  const code = c.charCodeAt(0);
  if (code < 128) return (code >= 48 && code <= 57) || (code >= 97 && code <= 122) || (code >= 65 && code <= 90);
  return WORD_CHAR.test(c);
}

function split(text: string): string[] {
  const chars = Array.from(text, (c) => STRAIGHT[c] ?? c);
  const out: string[] = [];
  let cur = "";
  for (let i = 0; i < chars.length; i++) {
    const c = chars[i]!;
    const next = chars[i + 1] ?? " ";
    if (wordChar(c)) cur += c;
    else if (cur && wordChar(next) && (CONNECTORS.has(c) || (c === "," && isDigit(cur.at(-1)!) && isDigit(next)))) cur += c;
    else {
      if (cur) out.push(cur);
      cur = "";
      // A line break ends a clause as a full stop does (a signature's lines: name, title, email).
      if (c.trim() !== "") out.push(c);
      else if (c === "\n" && out.length && out.at(-1) !== "\n") out.push(c);
    }
  }
  if (cur) out.push(cur);
  return out;
}

const NEGATED = new Set(lex.NEGATION_WORDS);
export const isDigit = (c: string) => c >= "0" && c <= "9";
export const allDigits = (s: string) => s !== "" && Array.from(s).every(isDigit);
/** A word said with "not", "no"… at most three words before it ("not an emergency", "it's not really urgent"). */
export const negatedAt = (words: readonly string[], i: number) => words.slice(Math.max(0, i - 3), i).some((w) => NEGATED.has(w));

/** "hellooo" → "hello", "sooo" → "so": three or more of a letter become one (not in numbers or addresses). */
function squeeze(w: string): string {
  if (w.length < 3) return w;
  let triple = false;
  for (let i = 2; i < w.length && !triple; i++) triple = w[i] === w[i - 1] && w[i] === w[i - 2];
  if (!triple || Array.from(w).some((c) => isDigit(c) || c === "@" || c === ".")) return w;
  let out = "";
  let run = 0;
  for (let i = 0; i < w.length; i++) {
    run = w[i] === w[i - 1] ? run + 1 : 1;
    if (run === 3) out = out.slice(0, -1);
    else if (run < 3) out += w[i];
  }
  return out;
}

function tokenise(text: string): Tok[] {
  const toks: Tok[] = [];
  for (const raw of split(text)) {
    let low = squeeze(raw.toLowerCase());
    // "600-ish", "2kish": the amount, then how sure of it they are.
    const rough = low.endsWith("ish") ? low.slice(0, low.endsWith("-ish") ? -4 : -3) : "";
    if (rough && isDigit(rough[0]!) && AMOUNT.test(rough)) {
      toks.push({ w: rough, raw: rough, word: true });
      low = "ish";
    }
    const expanded = lex.SHORTHAND[low];
    const words = expanded ? expanded.split(" ") : [low];
    words.forEach((w, i) => toks.push({ w, raw: i === 0 ? raw : "", word: wordChar(w[0] ?? " ") }));
  }
  return toks;
}

/** Lower case, straight quotes, texting shorthand expanded, repeated letters squeezed, punctuation spaced. */
/** Word lists as sets, in the order given: `const [A, B] = setsOf(lex.A, lex.B)`. */
export const setsOf = <T extends readonly (readonly string[])[]>(...lists: T) => lists.map((l) => new Set(l)) as { [K in keyof T]: Set<string> };
export function normalise(text: string): string {
  return tokens(text).join(" ");
}

export function tokens(text: string): string[] {
  return tokenise(text).map((t) => t.w);
}

// ---------------------------------------------------------------- lookup maps, built once

class Phrases<V> {
  readonly map = new Map<string, V>();
  /** The first words of the phrases, so most tokens are rejected with one lookup. */
  readonly firsts = new Set<string>();
  maxN = 1;
  constructor(entries: Iterable<readonly [string, V]>, plural = false) {
    for (const [phrase, value] of entries) {
      const base = tokens(phrase).join(" ");
      const variants = new Set([base, tokens(phrase.split("-").join(" ")).join(" "), tokens(phrase.split("-").join("")).join(" ")]);
      if (plural) for (const v of [...variants]) for (const end of ["s", "es", "'s"]) variants.add(v + end);
      for (const v of variants) {
        if (v === "" || v === "s" || v === "es" || v === "'s") continue;
        if (!this.map.has(v)) this.map.set(v, value);
        const words = v.split(" ");
        this.firsts.add(words[0]!);
        this.maxN = Math.max(this.maxN, words.length);
      }
    }
  }
  /** The longest phrase starting at token i (none over a token already taken, with `used`). */
  at(ws: readonly string[], i: number, used?: readonly boolean[]): { value: V; end: number } | undefined {
    if (i < 0 || !this.firsts.has(ws[i] ?? "")) return undefined;
    let found: { value: V; end: number } | undefined;
    let key = "";
    for (let n = 1; n <= this.maxN && i + n <= ws.length; n++) {
      if (used?.[i + n - 1]) break;
      key = n === 1 ? ws[i]! : `${key} ${ws[i + n - 1]}`;
      const value = this.map.get(key);
      if (value !== undefined) found = { value, end: i + n };
    }
    return found;
  }
  has(w: string): boolean {
    return this.map.has(w);
  }
}

const set = (words: readonly string[]) => new Set(words);
const yes = (w: string) => [w, true] as const;
const phrases = (words: readonly string[], plural = false) => new Phrases(words.map(yes), plural);

const businessWords = lex.BUSINESS_KINDS.flatMap(([kind, words]) => [kind, ...words].map((w) => [w, kind] as const));
const BUSINESS = new Phrases(businessWords, true);
const NEED = new Phrases<NeedName | null>(
  [
    ...Object.entries(lex.NEED_WORDS).flatMap(([need, words]) => words.map((w) => [w, need as NeedName] as const)),
    ...lex.NOT_NEED_PHRASES.map((w) => [w, null] as const),
  ],
  true,
);
const AREA = new Phrases([...lex.AREAS.map((a) => [a.toLowerCase(), a] as const), ...Object.entries(lex.AREA_ALIASES)]);
const [AREA_NEEDS_CUE, TITLES, UNITS] = setsOf(lex.AREAS_NEEDING_CUE, lex.NAME_TITLES, lex.TIME_UNITS);
const [VISIT_JOIN, VISIT_PAST] = setsOf(lex.VISIT_JOINERS, lex.VISIT_PAST_WORDS);
const STOP = set(lex.NAME_STOP_WORDS.split("\n").join(" ").split(" "));
const TITLE_WITH_DOT = set(["dr", "mr", "mrs", "ms", "prof", "rev"]);
/** Verbs that send something to a person: "send pricing to Priyanka…", "forward it to Colleen at…". */
const SEND_VERBS = set(["send", "forward", "mail", "email", "address", "direct", "correspondence"]);
/** Verbs that reach a person by name: "call Adriana at…", "email Margaret Liu at…". */
const REACH_VERBS = set(["call", "email", "text", "contact", "reach", "message"]);
const [FILLERS, GREETINGS, FOLLOWERS] = setsOf(lex.REPLY_FILLERS, lex.GREETINGS, lex.NAME_FOLLOWERS);
const SIGN_OFFS = phrases(lex.SIGN_OFFS);
/** Words that introduce a contact detail ("… Odette Baptiste, email is …"). */
const CONTACT_INTROS = set(["email", "e-mail", "phone", "cell", "number", "mobile", "call", "text", "reach"]);
const [BLOCKERS, GIVEN, GIVEN_ALSO_WORDS] = setsOf(lex.NAME_INTRO_BLOCKERS, FIRST_NAMES, FIRST_NAMES_ALSO_WORDS);
// A job title under a signature ("Office Manager"), the one to reach ("my sister Loretta"), a contact's label, never a name ("Office 404…").
const [JOB_TITLE, RELATIONS, CONTACT_LABELS, PLACE_CUES] = setsOf(lex.JOB_TITLE_WORDS, lex.CONTACT_RELATIONS, lex.CONTACT_LABELS, lex.PLACE_CUES);
/** After a surname: "Lamar Jenkins III". */
const NAME_SUFFIXES = set(["jr", "sr", "ii", "iii", "iv"]);
/** Words after a given name that make it a place or a firm, not a person ("Fulton County", "Boone Septic"). */
const NOT_SURNAMES = set([...lex.NOT_SURNAMES, ...lex.FIRM_WORDS]);
const [FIRM_WORDS, CUES, BETWEEN_CUES] = setsOf(lex.FIRM_WORDS, lex.CORRECTION_CUES, lex.CORRECTION_BETWEEN_CUES);
const TL_PHRASES = phrases(lex.TIMELINE_PHRASES);
const [TL_PREPS, TL_FILLERS] = setsOf(lex.TIMELINE_PREPS, lex.TIMELINE_FILLERS);
const QUANTITIES = phrases(lex.TIMELINE_QUANTITIES);
const EVENTS = phrases(lex.TIMELINE_EVENTS);
const [IN_EVENTS, PAST, MONTHS, PROPER] = setsOf(lex.TIMELINE_IN_EVENTS, lex.PAST_TIME_WORDS, lex.MONTHS, lex.PROPER_TIME_WORDS);
const VISIT = phrases([...lex.VISIT_DAYS, ...lex.VISIT_PARTS]);
const VISIT_NOW = phrases(lex.VISIT_NOW_PHRASES);
const THINGS = phrases(lex.PROBLEM_THINGS);
const SYMPTOMS = phrases(lex.PROBLEM_SYMPTOMS);
const [PROBLEM_JOIN, PROBLEM_PLACE, STREETS] = setsOf(lex.PROBLEM_JOINERS, lex.PROBLEM_PLACE_WORDS, lex.STREET_SUFFIXES);
const [DIRECTIONS, UNITS_OF_ADDRESS, TLDS] = setsOf(lex.STREET_DIRECTIONS, lex.UNIT_WORDS, lex.EMAIL_TLDS);
const EMAIL_INTRO = set(["is", "email", ":", "address", "its"]);
const [PROVIDERS, OWNER, WANT, TAIL] = setsOf(lex.EMAIL_PROVIDERS, lex.BUSINESS_OWNER_CUES, lex.BUSINESS_WANT_CUES, lex.BUSINESS_TAIL_WORDS);
const [NEED_HAVE, NEED_FINE, NEED_WISH] = setsOf(lex.NEED_HAVE_CUES, lex.NEED_FINE_WORDS, lex.NEED_WISH_WORDS);
const EXISTING_SITE = phrases(lex.EXISTING_SITE_WORDS, true);
const [NEW_SITE, MONEY_AFTER, MONEY_BEFORE] = setsOf(lex.NEW_SITE_WORDS, lex.MONEY_AFTER_WORDS, lex.MONEY_BEFORE_WORDS);
const [FOR_VERBS, COUNTS, YEAR_BEFORE, PAST_MONEY] = setsOf(lex.FOR_AMOUNT_VERBS, lex.COUNT_NOUNS, lex.YEAR_BEFORE_WORDS, lex.PAST_MONEY_WORDS);
const [STATED_BUDGET, QUOTED_BEFORE, QUOTED_AFTER] = setsOf(lex.STATED_BUDGET_WORDS, lex.QUOTED_PRICE_BEFORE, lex.QUOTED_PRICE_AFTER);
const CADENCES = set(["month", "mo", "year", "yr", "monthly", "yearly", "/mo", "/month"]);
const [NEGATORS, SELL] = setsOf(["don't", "not", "no", "never", "doesn't", "didn't"], ["sell", "selling", "sells", "sale"]);
const WANT_VERBS = set(["need", "needs", "want", "wants", "wanting", "get", "make", "build", "design", "do"]);

// ---------------------------------------------------------------- the message

interface Cand<V> {
  value: V;
  start: number;
  end: number;
}

class Message {
  readonly ws: string[];
  readonly used: boolean[];
  readonly toks: Tok[];
  readonly asked: Asked | undefined;
  /** The first token that is neither a greeting nor punctuation. */
  readonly firstSaid: number;
  constructor(toks: Tok[], asked: Asked | undefined) {
    this.toks = toks;
    this.asked = asked;
    this.ws = toks.map((t) => t.w);
    this.used = toks.map(() => false);
    this.firstSaid = this.ws.findIndex((w, k) => toks[k]!.word && !GREETINGS.has(w));
    if (this.firstSaid < 0) this.firstSaid = this.ws.length;
  }
  /** Token i is written with a capital first letter ("Dana", "Kyle Roofing"). */
  capital(i: number): boolean {
    const c = this.toks[i]?.raw.charAt(0) ?? "";
    return c !== c.toLowerCase();
  }
  isWord(i: number): boolean {
    return this.toks[i]?.word ?? false;
  }
  /** No word of the message has a capital: capitals say nothing about names in it. */
  lowerCase(): boolean {
    return !this.toks.some((_, k) => this.isWord(k) && this.capital(k));
  }
  use(start: number, end: number): void {
    for (let i = start; i < end; i++) this.used[i] = true;
  }
  /** Nothing but greetings and punctuation before token i. */
  opening(i: number): boolean {
    return i <= this.firstSaid;
  }
  /** Token i is the end of the message or of a clause. */
  clauseEnd(i: number): boolean {
    return i >= this.ws.length || !this.isWord(i) || this.used[i]!;
  }
  cueBetween(a: number, b: number, strongOnly = false): boolean {
    for (let i = Math.max(0, a); i < b; i++) if (CUES.has(this.ws[i]!) || (!strongOnly && BETWEEN_CUES.has(this.ws[i]!))) return true;
    return false;
  }
}

// ---------------------------------------------------------------- contact details

function emails(m: Message): Cand<string>[] {
  const out: Cand<string>[] = [];
  const { ws } = m;
  for (let i = 0; i < ws.length; i++) {
    const w = ws[i]!;
    if (w.includes("@") && EMAIL.test(w)) {
      out.push({ value: w, start: i, end: i + 1 });
      continue;
    }
    if (w !== "at" && w !== "@") continue;
    // "dana at sweet crumb dot com", "jo dot smith at gmail dot com", "dana(at)x.com", "dana @ x . com"
    let s = i - 1;
    // "eharper, that is e-h-a-r-p-e-r, at mountzionep dot org": a comma before the "at" too.
    if (ws[s] === "(" || ws[s] === "[" || ws[s] === ",") s--;
    // "marcus bell hauling all one word at gmail…", "deshawnpools no spaces at…": a note on the words is none of them.
    if (`${ws[s - 1]} ${ws[s]}` === "one word" || `${ws[s - 1]} ${ws[s]}` === "no spaces") s -= ws[s - 2] === "all" ? 3 : 2;
    if (!emailWord(ws[s])) continue;
    // "L-I-Z-A at …": a name spelled out letter by letter is the name.
    let local = spelledOut(ws[s]!);
    // "g h e n d e r s o n at …": letter by letter, with spaces. (Read as typed: "r" is not "are" here.)
    const letter = (k: number) => m.toks[k]?.raw.length === 1 && m.isWord(k) && emailWord(m.toks[k]!.raw.toLowerCase());
    if (letter(s) && letter(s - 1)) local = m.toks[s]!.raw.toLowerCase();
    while (letter(s) && letter(s - 1)) local = m.toks[--s]!.raw.toLowerCase() + local;
    // "marcus dot bell 84 at yahoo…": a number said apart belongs to the word before it.
    if (allDigits(local) && emailWord(ws[s - 1]) && !allDigits(ws[s - 1]!) && !EMAIL_INTRO.has(ws[s - 1]!)) local = ws[--s]! + local;
    // "a n n e t t e dot w at …": each part before a dot (or an underscore: "tasha underscore m at…") may be spelled out too.
    while ((ws[s - 1] === "dot" || ws[s - 1] === "_") && emailWord(ws[s - 2])) {
      const joint = ws[s - 1] === "_" ? "_" : ".";
      s -= 2;
      let part = letter(s) && letter(s - 1) ? m.toks[s]!.raw.toLowerCase() : spelledOut(ws[s]!);
      while (letter(s) && letter(s - 1)) part = m.toks[--s]!.raw.toLowerCase() + part;
      local = `${part}${joint}${local}`;
    }
    // "my email is maria garcia at gmail dot com": the words after "is" run together.
    // "o bassey c p a at outlook dot com, all one word": every word back to "is" belongs to it.
    const oneWord = ws.some((w, n) => w === "one" && ws[n + 1] === "word");
    for (let k = s - 1; k >= s - (oneWord ? 8 : 2) && emailWord(ws[k]) && !EMAIL_INTRO.has(ws[k]!); k--) {
      // "Carl Dobbs, cdobbs plumbing at att dot net": lower-case words after a comma, too.
      // Not a name said before a lower-case address ("this is Kevin Osei kevin at oseichiro dot com").
      const named = m.capital(k) && !m.capital(s);
      if ((EMAIL_INTRO.has(ws[k - 1] ?? "") && !named) || ((ws[k - 1] === "," || ws[k - 1] === ".") && !m.capital(k) && !m.capital(s))) {
        local = ws.slice(k, s).join("") + local;
        s = k;
      }
    }
    let j = i + 1;
    if (ws[j] === ")" || ws[j] === "]") j++;
    let domain = "";
    let afterDot = true;
    let words = 0;
    let best: { domain: string; end: number } | undefined;
    for (; j < ws.length && j < i + 12; j++) {
      const d = afterDot && domain ? (lex.EMAIL_TLD_TYPOS[ws[j]!] ?? ws[j]!) : ws[j]!;
      // "wickandwillow (dot) shop": brackets around a spelled dot.
      if ((d === "(" || d === ")") && (isDot(ws[j + 1]) || isDot(ws[j - 1]))) continue;
      if (isDot(d)) {
        if (afterDot) break;
        domain += ".";
        afterDot = true;
      } else if (emailWord(d)) {
        // "c p youth link dot org", "crown and glory salon dot com": letters and up to four words said apart run together.
        if (!afterDot && (hasTld(domain) || (d.length > 1 && ++words > 4))) break;
        domain += d;
        afterDot = false;
        if (hasTld(domain)) best = { domain, end: j + 1 };
      } else break;
    }
    // "dre at gmail", said as an email: the big providers' addresses end in .com.
    if (!best && PROVIDERS.has(domain) && (m.asked === "email" || EMAIL_INTRO.has(ws[s - 1] ?? "") || Array.from(local).some(isDigit))) {
      best = { domain: `${domain}.com`, end: i + 2 };
    }
    const email = `${local}@${best?.domain}`;
    if (best && EMAIL.test(email)) {
      out.push({ value: email, start: s, end: best.end });
      i = best.end - 1;
    }
  }
  return out;
}
/**
 * An email with its domain corrected: ".com" replaces only the ending, "gmail" only the provider
 * (the ending kept), "sweetcrumb.com" the whole domain.
 */
export function withDomain(email: string, domain: string): string {
  const [local, host = ""] = email.split("@");
  if (domain.startsWith(".")) return email.slice(0, email.lastIndexOf(".")) + domain;
  if (!domain.includes(".")) return `${local}@${domain}${host.includes(".") ? host.slice(host.indexOf(".")) : ".com"}`;
  return `${local}@${domain}`;
}

/** "l-i-z-a" → "liza": single letters joined by hyphens; anything else as it is. */
function spelledOut(w: string): string {
  const parts = w.split("-");
  return parts.length > 2 && parts.every((p) => p.length === 1) ? parts.join("") : w;
}

/** How many letters two words are apart (added, dropped or changed). */
export function apart(a: string, b: string): number {
  let row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const next = [i];
    for (let j = 1; j <= b.length; j++) next[j] = Math.min(row[j]! + 1, next[j - 1]! + 1, row[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    row = next;
  }
  return row[b.length]!;
}

/** "littlesproutsga dot com", "@littlesproutsga.com": a domain said without the rest of an email. */
function domains(m: Message): Cand<string> | undefined {
  const { ws } = m;
  // "notaryonwheels.com" written as one word.
  for (let i = 0; i < ws.length; i++) {
    const w = ws[i]!;
    const dot = w.lastIndexOf(".");
    if (m.used[i] || dot <= 0 || w.includes("@") || !TLDS.has(w.slice(dot + 1)) || !emailWord(w)) continue;
    if (ws.slice(Math.max(0, i - 4), i).some((x) => x === "site" || x === "website" || x === "www")) continue;
    return { value: w, start: i, end: i + 1 };
  }
  // "gmail* not gmial", "sorry, yahoo": the provider of the email corrected, its ending kept.
  for (let i = 0; i < ws.length; i++) {
    if (m.used[i] || !PROVIDERS.has(ws[i]!)) continue;
    const before = ws[i - 1] === "," ? ws[i - 2] : ws[i - 1];
    if (ws[i + 1] === "not" || ws[i + 1] === "*" || PROVIDER_FIX_BEFORE.has(before ?? "")) return { value: ws[i]!, start: i, end: i + 1 };
  }
  for (let i = 0; i + 1 < ws.length; i++) {
    if (m.used[i] || !isDot(ws[i]) || !TLDS.has(ws[i + 1]!)) continue;
    // "my site is x dot com" names a website, not the email's domain.
    if (ws.slice(Math.max(0, i - 4), i).some((w) => w === "site" || w === "website" || w === "www")) continue;
    const name = ws[i - 1];
    // "wait its .com not .co", "omg dot com not con": only the ending corrected.
    if (!emailWord(name) || NOT_A_DOMAIN.has(name!)) return { value: `.${ws[i + 1]}`, start: i, end: i + 2 };
    // "no wait its birria bros truck dot com (all one word)": the words from the correction on run together.
    let from = i - 1;
    while (from > 0 && i - from < 4 && emailWord(ws[from - 1]) && !NOT_A_DOMAIN.has(ws[from - 1]!) && !m.used[from - 1]) from--;
    const oneWord = ws.some((w, n) => w === "one" && ws[n + 1] === "word");
    if (from < i - 1 && (oneWord || from === 0 || NOT_A_DOMAIN.has(ws[from - 1]!)))
      return { value: `${ws.slice(from, i).join("")}.${ws[i + 1]}`, start: from, end: i + 2 };
    return { value: `${name}.${ws[i + 1]}`, start: i - 1, end: i + 2 };
  }
  return undefined;
}
/** Words before a provider's name that correct the email's: "sorry gmail", "its yahoo". */
const PROVIDER_FIX_BEFORE = set(["sorry", "actually", "its", "it's", "meant", "oops", "ugh", "should", "*"]);
/** Words said before "dot com" that are not a domain ("omg dot com not con"). */
const NOT_A_DOMAIN = set(lex.NOT_A_DOMAIN);
const isDot = (w: string | undefined) => w === "dot" || w === ".";
const emailWord = (w: string | undefined) => !!w && w !== "at" && w !== "dot" && Array.from(w).every((c) => wordChar(c) || "._-+".includes(c));
const hasTld = (domain: string) => domain.includes(".") && TLDS.has(domain.slice(domain.lastIndexOf(".") + 1));

/** "last name is Pruitt", "surname Byrne", "my last name's Okafor": one name word. */
function surname(m: Message): Cand<string> | undefined {
  const { ws } = m;
  for (let i = 0; i < ws.length; i++) {
    const intro = ws[i] === "surname" ? i + 1 : ws[i] === "last" && (ws[i + 1] === "name" || ws[i + 1] === "name's") ? i + 2 : -1;
    if (intro < 0) continue;
    let j = intro;
    while (ws[j] === "is" || ws[j] === ":" || ws[j] === "-" || ws[j] === "'s" || ws[j] === "its") j++;
    const c = readName(m, j, false, 1);
    if (c) return c;
  }
  return undefined;
}

/** "its three three two at the end", "the last digits are 64": one to four digits said as the number's end. */
function phoneTail(m: Message): string | undefined {
  const { ws } = m;
  const runs: { digits: string; end: number }[] = [];
  let run = "";
  let counted = false;
  for (const [i, w] of ws.entries()) {
    // "the last four are…": how many digits, not which.
    const count = (ws[i - 1] === "last" || ws[i - 1] === "first") && (lex.DIGIT_WORDS[w] !== undefined || /^\d$/.test(w));
    if (count) counted = true;
    const d = count ? undefined : (lex.DIGIT_WORDS[w] ?? (Array.from(w).every(isDigit) ? w : undefined));
    if (d !== undefined) run += d;
    else if (run) {
      runs.push({ digits: run, end: i });
      run = "";
    }
  }
  if (run) runs.push({ digits: run, end: ws.length });
  const first = runs[0];
  if (!first || first.digits.length > 4) return undefined;
  // "0131 not 0113", "one nine eight not one nine three": the right end, then the wrong one.
  const wrong = runs[1];
  if (ws[first.end] === "not" && wrong && wrong.digits.length === first.digits.length) return `${first.digits}/${wrong.digits}`;
  if (!ws.some((w) => w === "end" || w === "digits" || w === "ends" || w === "ending" || w === "part") && !counted) return undefined;
  return first.digits;
}

/** The digits a token stands for in a phone number: "404-555", "(", "four", "oh"; undefined when it breaks the run. */
function phoneDigits(w: string): string | undefined {
  if (lex.DIGIT_WORDS[w] !== undefined) return lex.DIGIT_WORDS[w];
  if (w === "(" || w === ")" || w === "-" || w === "." || w === "+" || w === "/") return "";
  // "4o4-555-0109": a letter o typed for a zero among at least two digits.
  const chars = Array.from(w).map((c) => (c === "o" && Array.from(w).filter(isDigit).length >= 2 ? "0" : c));
  if (!chars.some(isDigit) || !chars.every((c) => isDigit(c) || "-.+()".includes(c))) return undefined;
  return chars.filter(isDigit).join("");
}

function phones(m: Message): Cand<string>[] {
  const out: Cand<string>[] = [];
  const { ws } = m;
  let i = 0;
  while (i < ws.length) {
    const parts: { digits: string; at: number }[] = [];
    let j = i;
    for (; j < ws.length; j++) {
      // "six seven eight, five five five, …": a comma between groups of digits said in words.
      const spelled = (w: string | undefined) => w !== undefined && lex.DIGIT_WORDS[w] !== undefined;
      if (ws[j] === "," && spelled(ws[j - 1]) && spelled(ws[j + 1])) continue;
      const d = phoneDigits(ws[j]!);
      if (d === undefined) break;
      if (d) parts.push({ digits: d, at: j });
    }
    if (parts.length) {
      const found = phoneIn(parts, ws);
      if (found) out.push(found);
      else {
        // "404 555 1234 no wait 1243": the last four (or seven) digits said again replace the old ones.
        const digits = parts.map((p) => p.digits).join("");
        const prev = out.at(-1);
        if (prev && (digits.length === 4 || digits.length === 7) && m.cueBetween(prev.end, parts[0]!.at)) {
          out.push({ value: prev.value.slice(0, 10 - digits.length) + digits, start: parts[0]!.at, end: parts.at(-1)!.at + 1 });
        }
      }
    }
    i = Math.max(j, i + 1);
  }
  for (const c of out) m.use(c.start, c.end);
  return out;
}

/** A ten-digit number (or 1 and ten digits) within a run, on token boundaries; the one ending the run first. */
function phoneIn(parts: { digits: string; at: number }[], ws: string[]): Cand<string> | undefined {
  const found: Cand<string>[] = [];
  for (let s = 0; s < parts.length; s++) {
    let digits = "";
    for (let e = s; e < parts.length; e++) {
      digits += parts[e]!.digits;
      const ten = digits.length === 11 && digits[0] === "1" ? digits.slice(1) : digits;
      if (ten.length === 10 && ten[0]! >= "2") {
        // A run of only spelled words shorter than a number ("one two three…") is still a number; a lone "o" is not.
        if (parts.slice(s, e + 1).every((p) => lex.DIGIT_WORDS[ws[p.at]!] !== undefined) && e - s < 9) continue;
        found.push({ value: ten, start: parts[s]!.at, end: parts[e]!.at + 1 });
      }
      if (digits.length > 11) break;
    }
  }
  const last = parts.at(-1)!.at + 1;
  return found.find((c) => c.end === last) ?? found[0];
}

function addresses(m: Message): Cand<string>[] {
  const out: Cand<string>[] = [];
  const { ws, toks } = m;
  for (let i = 0; i < ws.length; i++) {
    if (m.used[i] || !allDigits(ws[i]!) || ws[i]!.length > 6) continue;
    let j = i + 1;
    while (j < ws.length && j - i <= 4 && m.isWord(j) && !STREETS.has(ws[j]!)) j++;
    let end: number;
    // "instead of 10 whats that run me", "71 AND I RUN": no street name holds "i", "and" or "that".
    if (j > i + 1 && STREETS.has(ws[j] ?? "") && !ws.slice(i + 1, j).some((w) => KIND_STOP.has(w) || w === "that" || w === "whats")) {
      // "Pine Ridge Rd", "Windy Hill Rd": a suffix word inside the street's name.
      end = STREETS.has(ws[j + 1] ?? "") ? j + 2 : j + 1;
      if (ws[end] === ".") end++;
      if (DIRECTIONS.has(ws[end] ?? "")) end++;
      if (UNITS_OF_ADDRESS.has(ws[end] ?? "") && ws[end + 1]) end += 2;
      const comma = ws[end] === "," ? end + 1 : end;
      const area = AREA.at(ws, comma);
      if (area) end = area.end;
      if (area && (ws[end] === "ga" || ws[end] === "georgia")) end++;
      if (area && allDigits(ws[end] ?? "") && ws[end]!.length === 5) end++;
    } else if ((m.asked === "address" || ws[i - 1] === "address" || ws[i - 2] === "address") && j > i + 1) end = j;
    else continue;
    const parts: string[] = [];
    for (let k = i; k < end; k++) {
      const raw = toks[k]!.raw || ws[k]!;
      if (raw === ",") parts[parts.length - 1] += ",";
      else if (raw !== ".") parts.push(raw);
    }
    out.push({ value: parts.join(" "), start: i, end });
    m.use(i, end);
    i = end - 1;
  }
  return out;
}

// ---------------------------------------------------------------- names

/** A word that can be part of a name; `strict` also refuses places and "-ing" words ("im looking"). */
function nameWord(m: Message, i: number, strict: boolean): boolean {
  const w = m.ws[i];
  // "Bella's Braids": a possessive names a firm, not a person.
  if (w === undefined || m.used[i] || !NAME_WORD.test(w) || w.length < 2 || m.toks[i]!.raw === "" || w.endsWith("'s")) return false;
  if (
    STOP.has(w) ||
    CUES.has(w) ||
    BUSINESS.has(w) ||
    NEED.has(w) ||
    (MONTHS.has(w) && !(m.capital(i) && m.capital(i + 1)) && !introduced(m.ws, i)) ||
    UNITS.has(w) ||
    CONTACT_LABELS.has(w) ||
    lex.NUMBER_WORDS[w] !== undefined
  )
    return false;
  // "Tyrone Baptiste, 506 Windy Hill Rd": a town that is also a given name, capitalised before a capitalised surname, is the name.
  const givenName = GIVEN.has(w) && m.capital(i) && m.capital(i + 1) && !AREA.has(m.ws[i + 1] ?? "");
  // "Harold Benning": an "-ing" word written with a capital after a capitalised given name is a surname.
  const surname = m.capital(i) && m.capital(i - 1) && GIVEN.has(m.ws[i - 1] ?? "") && endsLikeName(m, i + 1);
  if (strict && ((AREA.has(w) && !givenName) || (w.endsWith("ing") && w.length > 5 && !surname))) return false;
  return true;
}

/** "im june park", "my name is april": a month's name said as who they are is a name. */
const introduced = (ws: readonly string[], i: number) =>
  (ws[i - 1] === "am" && ws[i - 2] === "i") || (ws[i - 1] === "is" && ws[i - 2] === "name") || (ws[i - 1] === "," && ws[i + 2] === ",");

/** "Dr Angela Price": an everyday word written with a capital after a first name is a surname. */
function capitalisedSurname(m: Message, i: number): boolean {
  const t = m.toks[i];
  if (!t || m.used[i] || !NAME_WORD.test(t.w) || FOLLOWERS.has(t.w) || CUES.has(t.w) || (AREA.has(t.w) && !placeAsSurname(m, i))) return false;
  const c = t.raw.charAt(0);
  return c !== c.toLowerCase() && t.raw.slice(1) === t.raw.slice(1).toLowerCase();
}

/**
 * "Hank Morrow, 1187 Pebble Creek Ln", "Ray Dunwoody, 404…": a town's name written with a capital right after
 * a first name, and ending the name the way a name ends, is a surname (many Georgia towns are family names).
 */
function placeAsSurname(m: Message, i: number): boolean {
  return m.capital(i) && m.isWord(i - 1) && !PLACE_CUES.has(m.ws[i - 1]!) && endsLikeName(m, i + 1);
}

/** Up to three name words from token i, a title first if any ("Dr. Patel"). */
function readName(m: Message, i: number, strict: boolean, max = 3): Cand<string> | undefined {
  const words: string[] = [];
  let j = i;
  if (TITLES.has(m.ws[j] ?? "")) {
    const k = m.ws[j + 1] === "." ? j + 2 : j + 1;
    if (nameWord(m, k, false)) {
      words.push(TITLE_WITH_DOT.has(m.ws[j]!) ? `${capitalise(m.toks[j]!)}.` : capitalise(m.toks[j]!));
      j = k;
    }
  }
  // A firm's word after a name ends it: "Hayes Auto", "Boone Septic" are firms, not surnames; after a full name, so
  // does the word before one ("reggie banks sparks electric"); and a letter is spelled out ("Curtis Bell C U R T I S").
  while (
    words.length < max &&
    !(words.length > 0 && FIRM_WORDS.has(m.ws[j] ?? "")) &&
    !(words.length > 1 && (FIRM_WORDS.has(m.ws[j + 1] ?? "") || (m.ws[j]?.length ?? 0) < 2)) &&
    (nameWord(m, j, strict || words.length > 0) || (words.length > 0 && capitalisedSurname(m, j)))
  ) {
    words.push(capitalise(m.toks[j++]!));
    // "marcus j hill": a middle initial between a first name and a surname.
    const initial = words.length === 1 && m.ws[j]?.length === 1 && NAME_WORD.test(m.ws[j]!) && m.ws[j] !== "i" && m.ws[j] !== "a";
    const next = m.ws[j + 1] === "." ? j + 2 : j + 1;
    const surnameNext = max > 2 && (m.ws[next]?.length ?? 0) > 1 && (nameWord(m, next, true) || capitalisedSurname(m, next));
    if (initial && surnameNext) [words[1], j] = [`${m.ws[j]!.toUpperCase()}.`, next];
  }
  // "angela m": an initial after a first name, ending the clause.
  if (words.length && words.length < max && m.ws[j]?.length === 1 && NAME_WORD.test(m.ws[j]!) && m.clauseEnd(j + 1) && m.ws[j + 1] !== "/") {
    words.push(m.ws[j++]!.toUpperCase());
  }
  if (!words.length || (words.length === 1 && TITLES.has(m.ws[i]!) && j === i)) return undefined;
  // A title is kept only when it is all there is to call them by besides one name ("Dr. Patel"): "Dr. Amara Osei" is stored as Amara Osei.
  const titled = TITLES.has(m.ws[i] ?? "") && j > i + 1;
  const kept = titled && words.length >= 3 && max >= 3 ? words.slice(1) : words;
  return { value: kept.join(" "), start: i, end: j };
}

function capitalise(t: Tok): string {
  const raw = t.raw;
  const mixed = raw !== raw.toLowerCase() && raw !== raw.toUpperCase() && raw.toLowerCase() === t.w;
  if (mixed) return raw;
  return t.w
    .split("-")
    .map((p) => p.charAt(0).toUpperCase() + p.slice(1))
    .join("-");
}

/** After a name, the message goes on the way it does after a name: end, punctuation, "and…", "from…", contact details. */
function endsLikeName(m: Message, end: number): boolean {
  return m.clauseEnd(end) || FOLLOWERS.has(m.ws[end]!) || CUES.has(m.ws[end]!) || m.used[end] === true;
}

/** Token i is a given name: one of the list, written with a capital when it is an everyday word too. */
function givenName(m: Message, i: number): boolean {
  const w = m.ws[i];
  if (w === undefined || !GIVEN.has(w) || !nameWord(m, i, true) || CONTACT_LABELS.has(w)) return false;
  return m.capital(i) || !GIVEN_ALSO_WORDS.has(w);
}

/** A name that starts with a given name: the given name and a surname written with a capital (or a known given name's suffix). */
function readGivenName(m: Message, i: number): Cand<string> | undefined {
  if (!givenName(m, i)) return undefined;
  const words = [capitalise(m.toks[i]!)];
  let j = i + 1;
  // A surname: capitalised, or in a message written all in lower case, any name-like word that ends the clause.
  const lowerCaseMessage = m.lowerCase();
  if (
    (nameWord(m, j, true) || (AREA.has(m.ws[j] ?? "") && nameWord(m, j, false) && placeAsSurname(m, j))) &&
    !NOT_SURNAMES.has(m.ws[j]!) &&
    (m.capital(j) || (lowerCaseMessage && endsLikeName(m, j + 1) && !GIVEN_ALSO_WORDS.has(m.ws[j]!))) &&
    !CONTACT_LABELS.has(m.ws[j]!)
  ) {
    // One surname at most: in "Tony Russo Russos Pizzeria" the words after "Russo" are the firm's.
    words.push(capitalise(m.toks[j++]!));
  } else if (m.ws[j]?.length === 1 && NAME_WORD.test(m.ws[j]!) && m.clauseEnd(j + 1) && m.ws[j] !== "i" && m.ws[j] !== "a" && m.ws[j + 1] !== "/") {
    words.push(m.ws[j++]!.toUpperCase());
  }
  if (NAME_SUFFIXES.has(m.ws[j] ?? "")) words.push(m.ws[j] === "jr" || m.ws[j] === "sr" ? capitalise(m.toks[j++]!) : m.ws[j++]!.toUpperCase());
  return { value: words.join(" "), start: i, end: j };
}

function names(m: Message): Cand<string>[] {
  const { ws } = m;
  const out: Cand<string>[] = [];
  const capital = (i: number) => m.capital(i);
  const push = (c: Cand<string> | undefined, intro: number) => {
    if (c && !out.some((o) => o.start === c.start)) out.push({ ...c, start: Math.min(intro, c.start) });
  };
  /** Names found only because a word is a given name, where nothing introduces them: kept only when nothing does. */
  const weak = new Set<number>();
  const pushWeak = (c: Cand<string> | undefined, intro: number) => {
    if (c && !out.some((o) => o.start === c.start)) weak.add(Math.min(intro, c.start));
    push(c, intro);
  };
  /** A message in capitals says nothing by its capitals ("MY SON SAYS…"). */
  const shouting = m.toks.filter((t, k) => m.isWord(k) && t.raw.length > 1).every((t) => t.raw === t.raw.toUpperCase());
  /** From k, a firm's own name (capitalised words, "&") set apart by a comma or a full stop, then a contact detail: "Sparkle & Shine Cleaning, tasha@…". */
  const firmThenContact = (k: number) => {
    let t = k;
    // "Blue Lagoon Pool Care in Suwanee, 678…": the firm's town may follow its name.
    // Written all in lower case ("marcus bell, bell air hvac. 770…"), the firm is a few words that name a kind of business.
    const lower = m.lowerCase() && ws.slice(k, k + 5).some((_, n) => BUSINESS.at(ws, k + n));
    while (t < ws.length && t < k + 8 && (capital(t) || (lower && m.isWord(t)) || ws[t] === "&" || (ws[t] === "in" && capital(t + 1))) && !m.used[t])
      t++;
    return t > k && (ws[t] === "," || ws[t] === ".") && m.used[t + 1] === true;
  };
  for (let i = 0; i < ws.length; i++) {
    const w = ws[i]!;
    // "my name is Dana", "name: Dana", "names jay", ", name deshawn"
    // A visitor writing in Spanish gives a name the same way: "mi nombre es Luis", "me llamo Luis Ortega".
    if ((w === "name" || w === "names" || w === "name's" || w === "nombre") && !BLOCKERS.has(ws[i - 1] ?? "") && ws[i - 1] !== "your") {
      let j = i + 1;
      while (ws[j] === "is" || ws[j] === ":" || ws[j] === "-" || ws[j] === "its" || ws[j] === "es") j++;
      if (["my", "his", "her", "full"].includes(ws[i - 1] ?? "") || j > i + 1 || w === "name's" || m.opening(i) || !m.isWord(i - 1) || m.used[i - 1])
        push(readName(m, j, false), i);
    }
    // "its under Melissa Grant", "put it down as Lucius Ferrante": the name a booking or an order is kept under.
    const keptAs = (w === "as" && ws[i - 1] === "down") || (w === "under" && lex.KEPT_UNDER_AFTER.includes(ws[i - 1] ?? ""));
    if (keptAs && capital(i + 1)) push(readName(m, i + 1, false, 3), i);
    if (w === "llamo" && ws[i - 1] === "me") push(readName(m, i + 1, false), i - 1);
    // "John with an h", "Karl with a K": a name spelled for the record (not an email's part: "tasha dot eatz with a z").
    const spelt = ws[i + 2]?.length === 1 && ws[i - 2] !== "dot" && ws[i - 2] !== "at";
    if (w === "with" && (ws[i + 1] === "a" || ws[i + 1] === "an") && spelt && m.isWord(i - 1) && !m.used[i - 1])
      push(readName(m, i - 1, false, 1), i - 1);
    // "The owner is Dale Whitaker, his cell is 770…": the person the details are for, named by their role.
    if (w === "is" && lex.CONTACT_ROLES.includes(ws[i - 1] ?? "") && capital(i + 1)) {
      const c = readName(m, i + 1, false, 3);
      if (c && endsLikeName(m, c.end)) push(c, i);
    }
    // "call me Dre" (not "call me back", "call me at…"); "ask for greg"
    if (w === "call" && ws[i + 1] === "me") push(readName(m, i + 2, true), i);
    if (w === "ask" && ws[i + 1] === "for" && m.isWord(i + 2)) push(readName(m, i + 2, true, 2), i);
    // "i'm Dana Wells", "im dana and…"
    if (w === "i" && ws[i + 1] === "am") {
      const c = readName(m, i + 2, true);
      if (c && (capital(i + 2) || endsLikeName(m, c.end) || m.asked === "name")) push(c, i);
    }
    // "please use Natasha Greene", "put Kimberly Tran": the name to keep, written out.
    if ((w === "use" || w === "put") && capital(i + 1) && m.isWord(i + 1)) {
      const c = readName(m, i + 1, false, 3);
      if (c && c.end > i + 2 && endsLikeName(m, c.end)) push(c, i);
    }
    // "this is Luis from…", "hey its luis, …", "it's Priya"
    const soft = (w === "this" && ws[i + 1] === "is") || (w === "it" && ws[i + 1] === "is") ? 2 : w === "its" ? 1 : 0;
    if (soft) {
      const c = readName(m, i + soft, true, TITLES.has(ws[i + soft] ?? "") ? 3 : 2);
      // "…, 770-555-0166", or "call me 404 555 0177 its nicole": beside a contact detail.
      const beforeContact =
        c !== undefined && ((ws[c.end] === "," && m.used[c.end + 1] === true) || (m.clauseEnd(c.end) && m.used.slice(0, i).some(Boolean)));
      // "this is pastor Gideon Mensah": a title written in lower case before a capitalised name.
      const titledName = TITLES.has(ws[i + soft] ?? "") && capital(i + soft + 1);
      // "hi yes this is pastor james okafor", "hey yeah this is carl": a given name, even in lower case after a yes.
      const given = givenName(m, i + soft + (TITLES.has(ws[i + soft] ?? "") ? 1 : 0));
      if (c && endsLikeName(m, c.end) && (capital(i + soft) || titledName || m.asked === "name" || m.opening(i) || beforeContact || given))
        push(c, i);
    }
    // "my phone 678 555 0184, Javier Morales, roofing": a first and last name listed after a contact detail.
    if (ws[i - 1] === "," && m.used[i - 2] === true && m.isWord(i)) {
      const c = readName(m, i, true, 3);
      if (c && c.end > i + 1 && endsLikeName(m, c.end)) push(c, i);
    }
    // "send the details to Dr. Alvarez, ralvarez@…": a titled name beside a contact detail.
    if (TITLES.has(w) && (i === 0 || ws[i - 1] !== "the")) {
      const c = readName(m, i, false, 3);
      if (c && c.end > i + 1 && ws[c.end] === "," && (m.used[c.end + 1] || firmThenContact(c.end + 1))) push(c, i);
    }
    // "call Adriana Solís at 678…", "please email Margaret Liu at mliu@…"
    if (REACH_VERBS.has(w) && capital(i + 1) && m.isWord(i + 1)) {
      const c = readName(m, i + 1, false, 3);
      if (c && (ws[c.end] === "at" || m.used[c.end] || (ws[c.end] === "," && m.used[c.end + 1]))) push(c, i);
    }
    // "send pricing to Priyanka Raman-Cole, office@…", "send the details to Colleen at frontdesk@…": who the email is for.
    if (w === "to" && capital(i + 1) && ws.slice(Math.max(0, i - 4), i).some((x) => SEND_VERBS.has(x)) && m.used.some(Boolean)) {
      const c = readName(m, i + 1, false, 3);
      if (c && (ws[c.end] === "," || ws[c.end] === "at" || m.used[c.end])) push(c, i);
    }
    // "lindsay. lindsay kowalczyk", "okafor. chidi okafor": a first name or a surname said (the latter opening the answer), then the name in full.
    const again = (ws[i + 2] === w && givenName(m, i) && nameWord(m, i + 3, true)) || (ws[i + 3] === w && (m.opening(i) || m.asked === "name"));
    if (again && [".", ","].includes(ws[i + 1] ?? "") && m.isWord(i + 2) && endsLikeName(m, i + 4))
      push({ value: `${capitalise(m.toks[i + 2]!)} ${capitalise(m.toks[i + 3]!)}`, start: i + 2, end: i + 4 }, i);
    // "my sister Loretta at 678…", "my business partner instead, her name's Dominique Hall": the person to reach.
    // "put it under my cofounder's name, Daniel Osei": the relation's name said after "'s name".
    if (
      (RELATIONS.has(w) || (w.endsWith("'s") && RELATIONS.has(w.slice(0, -2)))) &&
      ws.slice(Math.max(0, i - 3), i).some((x) => x === "my" || x === "our")
    ) {
      let j = i + 1;
      while (ws[j] === "," || ws[j] === "-" || ws[j] === "instead" || (w.endsWith("'s") && (ws[j] === "name" || ws[j] === "is"))) j++;
      if (["her", "his"].includes(ws[j] ?? "") && ["name's", "name"].includes(ws[j + 1] ?? "")) j += ws[j + 2] === "is" ? 3 : 2;
      const c = givenName(m, j)
        ? readGivenName(m, j)
        : !shouting && m.capital(j) && m.isWord(j) && !BUSINESS.at(ws, j)
          ? readName(m, j, true, 2)
          : undefined;
      // "name's Keisha but actually put it under my business partner Marcus Dell": said instead of the first name.
      if (c && (m.cueBetween(0, i) || ws.slice(Math.max(0, i - 6), i).includes("under"))) push(c, i);
      else if (c) pushWeak(c, i);
    }
    // A given name where a name is set out: opening the message ("Hi! Aaliyah Brown, I'm a realtor"), starting a sentence ("…0108. Shawn."), after a
    // comma, a bar or a contact detail ("dcarter@… Derrick Carter"), and followed the way a name is (a comma, a dash, the end, "here", a contact
    // detail). In a message written all in lower case, a new sentence sets a name out as a capital would ("ok lets do it. marcus oyelaran, …").
    const lowerSentence = [".", "!", "?", "\n"].includes(ws[i - 1] ?? "") && m.lowerCase();
    if (givenName(m, i) && (m.capital(i) || m.opening(i) || m.used[i - 1] === true || lowerSentence || ws[i - 1] === ",")) {
      const setOut = m.opening(i) || [".", "!", "?", ",", "|", ":", "-", "(", "/", "\n"].includes(ws[i - 1] ?? "") || m.used[i - 1] === true;
      const c = setOut ? readGivenName(m, i) : undefined;
      if (c) {
        const next = ws[c.end];
        const followed =
          c.end >= ws.length ||
          [",", "-", "|", ".", "!", "(", "/", ":", "\n"].includes(next ?? "") ||
          next === "here" ||
          next === "btw" ||
          m.used[c.end] === true ||
          (FOLLOWERS.has(next ?? "") && m.used.some(Boolean));
        // Alone, a given name must be followed like one and the message must give a detail or open with it.
        const named = c.end > i + 1 || m.used.some(Boolean) || m.asked === "name";
        // Opening the message in full beside a contact ("Tony Russo Russos Pizzeria … tony@…"), or alone and
        // capitalised before a full stop ("Tamika. do you do websites…").
        const opens =
          m.opening(i) &&
          m.capital(i) &&
          ((c.end > i + 1 && m.used.some(Boolean)) || (c.end === i + 1 && [".", ","].includes(next ?? "") && c.end < ws.length - 1));
        // After a comma in lower case, only right before a contact detail ("have somebody call me, mike at 678…").
        const beforeContact = m.used[c.end] === true || (next === "at" && m.used[c.end + 1] === true);
        if (((followed && named) || opens) && !(ws[i - 1] === "," && !m.capital(i) && !m.used[i - 2] && !beforeContact)) pushWeak(c, i);
      }
    }
    // "Tasha here", "Jay, jay@x.com, 678…", "…call, jenny 770-555-3321", "Book it. Vivian Castellanos, 404…"
    // A new sentence (not the dot of "Dr."), or a name set out after a colon ("contact me: Eleanor Hayes, e@x.com").
    const sentenceStart = ([".", "!", "?"].includes(ws[i - 1] ?? "") && !TITLES.has(ws[i - 2] ?? "")) || ws[i - 1] === ":";
    if (
      m.isWord(i) &&
      !BUSINESS.at(ws, i) &&
      (m.opening(i) || sentenceStart || (m.asked === "name" && ws[i - 1] === ",") || (ws[i - 1] === "," && (capital(i) || givenName(m, i))))
    ) {
      // Three capitalised words set apart ("Nguyen Thi Lan. 880…") are one name; so are three listed before a contact ("beth ann coley, b@…").
      const threeWords = [i, i + 1, i + 2].every((k) => capital(k) && !BUSINESS.at(ws, k) && !HEADS.has(ws[k]!));
      const listed = m.lowerCase() && givenName(m, i) && ws[i + 3] === "," && m.used[i + 4] === true;
      const three = (threeWords && (m.opening(i) || sentenceStart) && m.clauseEnd(i + 3)) || listed ? readName(m, i, true, 3) : undefined;
      const c = three?.end === i + 3 ? three : readName(m, i, !(capital(i) && ws[i + 1] === "here"), TITLES.has(ws[i]!) ? 3 : 2);
      if (c) {
        let k = c.end;
        while (ws[k] === "," || ws[k] === ":" || ws[k] === "-" || (ws[k] === "." && (m.used[k + 1] || CONTACT_INTROS.has(ws[k + 1] ?? "")))) k++;
        // Before a bare web address, set apart by a comma, a colon or a dash ("Patients know brookhavensmiles.com" is no name).
        const domainOnly = ws[k]?.includes(".") && !ws[k]?.includes("@");
        const apart = k > c.end || m.opening(i) || ws[i - 1] === "," || !domainOnly;
        // "Mike Dunaway, Dunaway Construction. 770…": before the business's own name, in a message that gives a contact.
        const beforeFirm =
          k > c.end && (capital(k) || m.lowerCase()) && (BUSINESS.at(ws, k + 1) !== undefined || firmThenContact(k)) && m.used.some(Boolean);
        // "… 404-555-0134. Greg Adler." (a full name as the message's last sentence) or "Odette Baptiste, email is …",
        // in a message that gives a contact.
        const gives = m.used.some(Boolean) && c.end > i + 1 && (capital(i) || m.lowerCase());
        const lastSentence = gives && sentenceStart && ws.every((_, at) => at < c.end || !m.isWord(at));
        const beforeContactWord = gives && k > c.end && CONTACT_INTROS.has(ws[k] ?? "");
        // "contact me: Odalys Reyes, office manager at Brightside Family Dental, odalys@…": a signature's name and job title.
        const beforeJobTitle = gives && k > c.end && ws[k - 1] === "," && JOB_TITLE.has(ws[k] ?? "");
        if (lastSentence || beforeContactWord || beforeJobTitle) push(c, i);
        // "Tasha here", not "farrier here": a lower-case word before "here" is a name only if it is a given name.
        const here = ws[c.end] === "here" && (capital(i) || givenName(m, i));
        if (here || (m.used[k] && k < ws.length && apart) || beforeFirm) push(c, i);
      }
    }
  }
  // Sign-offs: "thanks, dana", "…for a logo - Marcus"
  let last = ws.length;
  while (last > 0 && !m.isWord(last - 1)) last--;
  // "Best regards, Keisha Monroe, Office Manager": a job title after the signature's name.
  let titleAt = last;
  while (titleAt > 0 && last - titleAt < 3 && JOB_TITLE.has(ws[titleAt - 1] ?? "")) titleAt--;
  if (titleAt < last && m.isWord(titleAt - 1)) last = titleAt;
  for (let k = Math.max(1, last - 3); k < last; k++) {
    const c = readName(m, k, true, Math.min(3, last - k));
    if (!c || c.end !== last) continue;
    // "Best regards, Dr. Samuel Okoye", "Blessings, (new line) Deacon Harold Simmons": the title and line breaks before the name are part of the signature.
    let p = k - 1;
    while (ws[p] === "\n") p--;
    if (ws[p] === "." && TITLES.has(ws[p - 1] ?? "")) p -= 2;
    else if (TITLES.has(ws[p] ?? "")) p--;
    while (ws[p] === "\n") p--;
    if (ws[p] === ",") p--;
    const sign = [1, 2].some((n) => SIGN_OFFS.at(ws, p - n + 1)?.end === p + 1);
    if (sign) {
      push(c, k);
      break;
    }
  }
  // The reply to "What's your name?": the first words after any that say nothing ("ok. Jasmine", "Dr. Patel").
  if (m.asked === "name") {
    let i = 0;
    while (i < ws.length && (!m.isWord(i) || FILLERS.has(ws[i]!)) && !TITLES.has(ws[i]!)) i++;
    const c = readName(m, i, true);
    if (c && (endsLikeName(m, c.end) || CUES.has(ws[c.end]!))) push(c, i);
  }
  // "Sage Whitaker" as the whole answer to "What's the best email…?": their name, given first.
  const whole = (m.asked === "email" || m.asked === "phone") && !shouting ? readName(m, 0, true) : undefined;
  if (whole && whole.end === ws.length && whole.end > 1 && ws.every((_, k) => capital(k))) push(whole, 0);
  out.sort((a, b) => a.start - b.start);
  // "im jo, sorry, Joanne": a name said again after a correction word replaces the first.
  if (out.length) {
    for (let i = out[0]!.end; i < ws.length; i++) {
      if (!CUES.has(ws[i]!)) continue;
      let j = i + 1;
      while (j < ws.length && (!m.isWord(j) || ["its", "i", "mean", "meant", "is", "my", "name", "no", "it"].includes(ws[j]!))) j++;
      const c = readName(m, j, true);
      // "Jonathon Reyes-Whitaker… sorry, it's Jonathan": a given name respelt keeps the surname.
      const [given, ...surname] = out[0]!.value.split(" ");
      if (c && !c.value.includes(" ") && c.value.slice(0, 3) === given!.slice(0, 3)) c.value = [c.value, ...surname].join(" ");
      if (c && (endsLikeName(m, c.end) || ws[c.end] === "with")) push(c, j);
    }
  }
  // "my name is dana by the way, dana wells": the same first name said again in full.
  for (const c of out) {
    const first = c.value.split(" ")[0]!.toLowerCase();
    for (let i = c.end; i < ws.length; i++) {
      if (ws[i] !== first || (m.isWord(i - 1) && !["way", "btw", "actually", "is", "its"].includes(ws[i - 1]!))) continue;
      const longer = readName(m, i, false);
      if (longer && longer.value.split(" ").length > c.value.split(" ").length) {
        c.value = longer.value;
        c.end = longer.end;
      }
    }
  }
  // A name that starts with a given name beats one that does not ("Mike Dunaway, Dunaway Construction"), and one
  // something introduces beats one found by its given name alone ("Boone Septic, ask for Rhett").
  const given = (c: Cand<string>) => {
    const words = c.value.toLowerCase().replace(/\./g, "").split(" ");
    return GIVEN.has(TITLES.has(words[0]!) && words.length > 1 ? words[1]! : words[0]!);
  };
  const tier = (c: Cand<string>) => (given(c) ? 2 : 0) + (weak.has(c.start) ? 0 : 1);
  // "speech coach here", "Wedding Florist": a trade or a kind of business, unless it starts with a given name ("Tom Baker").
  const lastWord = (c: Cand<string>) => c.value.toLowerCase().split(" ").at(-1)!;
  // "Rusty Caldwell, Caldwell Lawn": a trade after someone's surname is their business, even when the surname can be a given name.
  const surnames = new Set(out.map((c) => c.value.toLowerCase().split(" ")).flatMap((w) => (w.length > 1 ? [w.at(-1)!] : [])));
  const trade = (c: Cand<string>) => TRADES.has(lastWord(c)) || HEADS.has(lastWord(c));
  const firm = (c: Cand<string>) => FIRM_WORDS.has(lastWord(c)) && surnames.has(c.value.toLowerCase().split(" ")[0]!);
  const kept = out.filter((c) => !firm(c) && (!trade(c) || given(c)));
  const best = Math.max(...kept.map(tier));
  return kept.filter((c) => tier(c) === best).sort((a, b) => a.start - b.start);
}

// ---------------------------------------------------------------- business, need, area

function businesses(m: Message): Cand<string>[] {
  const { ws } = m;
  const words = ws.filter((_, i) => m.isWord(i)).length;
  const owned: Cand<string>[] = [];
  const others: Cand<string>[] = [];
  for (let i = 0; i < ws.length; i++) {
    const hit = BUSINESS.at(ws, i, m.used);
    // "I have a dentist appointment": a visit to a business, not theirs.
    if (!hit || NOT_BUSINESS_AFTER.has(ws[hit.end] ?? "")) continue;
    // A business's own name, its trade written with a capital after a capitalised word: "Kyle Roofing", "Dunaway Construction".
    let owner = TAIL.has(ws[hit.end] ?? "") || (i > 0 && m.isWord(i - 1) && m.capital(i - 1) && m.capital(i) && !m.opening(i - 1));
    let want = false;
    // Looking back over an age said before it ("we're a 20 year old martial arts school").
    const back = ws.slice(Math.max(0, i - 6), i).some((w) => w === "old" || w.endsWith("-old")) ? 9 : 5;
    for (let k = i - 1; k >= Math.max(0, i - back) && (m.isWord(k) || ws[k] === ",") && !owner; k--) {
      const w = ws[k]!;
      if (w === "do" && (ws[k - 1] === "i" || ws[k - 1] === "we")) owner = true;
      else if (WANT.has(w) || (OWNER.has(w) && (ws[k - 1] === "you" || ws[k - 1] === "y'all"))) want = true;
      else if (OWNER.has(w)) owner = true;
      if (owner || want) break;
    }
    // "a logo for a nail salon", "websites for dentists": what the work is for is the visitor's business (not work done for others: "work you've
    // done for medical offices"); "for a one woman nail salon", "for a small family bakery": what the work is for, past the words that say its size.
    let a = i;
    while (a > i - 4 && SIZE_WORDS.has(ws[a - 1] ?? "")) a--;
    const forAt = ws[a - 1] === "for" ? a - 1 : (ws[a - 1] === "a" || ws[a - 1] === "an") && ws[a - 2] === "for" ? a - 2 : -1;
    const pastWork = (k: number) => PAST_WORK.has(ws[k]!) && (ws[k] !== "work" || !DOER.has(ws[k - 1]!));
    if (!owner && forAt >= 0 && ![forAt - 3, forAt - 2, forAt - 1].some(pastWork)) {
      owner = true;
      want = false;
    }
    const c = { value: asSaid(ws, i, hit.end, hit.value), start: i, end: hit.end };
    if (owner) owned.push(c);
    // Or named first, as a heading: "roofing company in kennesaw, how much", "pest control co. can it book inspections".
    else if (!want && (m.asked === "business" || words <= 3 || i === m.firstSaid)) others.push(c);
    i = hit.end - 1;
  }
  if (owned.length || others.length) return owned.length ? owned : others;
  // A business the lexicon doesn't list, named by its kind of noun: "my etsy shop", "our injury firm", "I run a small accounting practice", "we're a
  // wealth advisory office", "office manager at a dental practice". Or by the trade of the one who runs it, after "I'm a", "as a" or before "here":
  // "I'm a jewelry designer", "resume writer here".
  for (let i = 0; i < ws.length; i++) {
    const article = (ws[i] === "a" || ws[i] === "an") && (introducesOwn(ws, i) || ws[i - 1] === "as");
    if (!OWN_WORDS.has(ws[i]!) && !article && i !== m.firstSaid) continue;
    const opening = !article && !OWN_WORDS.has(ws[i]!);
    const from = opening ? i : (ageSaid(ws, i + 1) ?? i + 1);
    for (let j = from; j <= from + 3 && j < ws.length && m.isWord(j) && !m.used[j]; j++) {
      const trade = TRADES.has(ws[j]!) && (article || ws[j + 1] === "here");
      if ((opening ? !trade || ws[j + 1] !== "here" : !HEADS.has(ws[j]!) && !trade) || NOT_BUSINESS_AFTER.has(ws[j + 1] ?? "")) continue;
      if ((j > from || trade) && !ws.slice(from, j).some((w) => KIND_STOP.has(w)))
        owned.push({ value: ws.slice(from, j + 1).join(" "), start: from, end: j + 1 });
      break;
    }
  }
  return owned;
}
const [TRADES, NOT_BUSINESS_AFTER] = setsOf(lex.TRADE_WORDS, lex.NOT_BUSINESS_AFTER);

/** The word after an age said before a business ("a 20 year old martial arts school", "a 3-year-old bakery"). */
function ageSaid(ws: readonly string[], i: number): number | undefined {
  if (ws[i]?.endsWith("-year-old")) return i + 1;
  if ((ws[i + 1] === "year" || ws[i + 1] === "years") && ws[i + 2] === "old" && smallNumber(ws as string[], i) > 0) return i + 3;
  return undefined;
}

/**
 * "a"/"an" that starts the visitor's own business: after "I run", "we're", "I represent", "I am with",
 * a role "at" ("the office manager at a…") or "the owner of a…".
 */
function introducesOwn(ws: readonly string[], i: number): boolean {
  const prev = ws[i - 1] ?? "";
  if (prev === "at" || prev === "of") return BUSINESS_ROLES.has(ws[i - 2] ?? "") || BUSINESS_ROLES.has(ws[i - 3] ?? "");
  if (prev === "with") return ws[i - 2] === "am" || ws[i - 2] === "i'm" || ws[i - 2] === "are" || ws[i - 2] === "we're";
  if (prev === "are") return ws[i - 2] === "we";
  return OWN_ARTICLE_BEFORE.has(prev) && (prev !== "is" || ws[i - 2] === "it" || ws[i - 2] === "business" || ws[i - 2] === "company");
}
const [BUSINESS_ROLES, OWN_ARTICLE_BEFORE] = setsOf(lex.BUSINESS_ROLE_WORDS, lex.OWN_BUSINESS_ARTICLE_BEFORE);

/** Words of work already done for others ("examples you did for churches"). */
const PAST_WORK = set(["done", "did", "made", "built", "designed", "examples", "work"]);
/** Who "work" follows when it is a verb ("does it work for a church?"), not work done. */
const DOER = set(["it", "this", "that", "thing", "does", "would", "will", "can", "could", "you", "y'all"]);

const NOT_KIND = set([...lex.KIND_STOP_WORDS, ...lex.BUSINESS_OWNER_CUES, ...lex.BUSINESS_WANT_CUES, "old"]);
/** A word that can say a business's kind before its head: not a stop word, a cue, a number or an age. */
const kindWord = (w: string) => w.length > 2 && !NOT_KIND.has(w) && !w.endsWith("-old") && !(w[0]! >= "0" && w[0]! <= "9") && WORD_CHAR.test(w[0]!);
// Heads that say nothing of the kind alone ("a school"), nouns that end a kind of business ("… firm"), words never inside a kind.
const [GENERIC_HEADS, HEADS, KIND_STOP] = setsOf(lex.GENERIC_BUSINESS_HEADS, lex.BUSINESS_HEAD_WORDS, lex.KIND_STOP_WORDS);
const [OWN_WORDS, SIZE_WORDS] = setsOf(["my", "our"], lex.BUSINESS_SIZE_WORDS);

/**
 * The business as the visitor said it when they said more than one word ("coffee shop", "lash studio", "cupcake shop"), singular, with a
 * kind-of-business noun that follows it; for a bare word ("photographer", "restaurante") the lexicon's label.
 */
function asSaid(ws: readonly string[], start: number, end: number, label: string): string {
  // A bare head noun takes the words that say its kind: "a pottery school", "our martial arts school".
  if (end === start + 1 && GENERIC_HEADS.has(ws[start]!)) while (start > 0 && end - start < 4 && kindWord(ws[start - 1]!)) start--;
  const said = ws.slice(start, end);
  if (said.every((w) => w.length < 2 || allDigits(w))) return label; // "501(c)(3)" is a nonprofit
  const last = said.length - 1;
  if (said[last]!.endsWith("'s")) said[last] = said[last]!.slice(0, -2);
  else if (!BUSINESS.has(said.join(" ")) && said[last]!.endsWith("s"))
    said[last] = said[last]!.slice(0, said[last]!.endsWith("es") && !BUSINESS.has(said.join(" ").slice(0, -1)) ? -2 : -1);
  if (HEADS.has(ws[end] ?? "") && !HEADS.has(said[last]!)) said.push(ws[end]!);
  const text = said.join(" ");
  return said.length === 1 ? label : text;
}

function needs(m: Message): { need: NeedName[]; dropped: NeedName[] } {
  const { ws } = m;
  // In the order said, the last word on each need wins: "website AND logo. no wait, just the website,
  // we already have a logo" wants the website alone; "scratch the website, just a logo" drops the site.
  const said = new Map<NeedName, boolean>();
  let existingSite = false;
  let lastEnd = 0;
  for (let i = 0; i < ws.length; i++) {
    if (EXISTING_SITE.at(ws, i, m.used)) existingSite = true;
    if (SELL.has(ws[i]!) && ws.slice(i + 1, i + 7).includes("online")) said.set("Online Store", true);
    const hit = NEED.at(ws, i, m.used);
    if (!hit) continue;
    const start = i;
    i = hit.end - 1;
    if (hit.value === null) continue;
    const before = ws.slice(Math.max(0, start - 3), start);
    const takenBack = before.some((w, k) => NEED_DROP.has(w) || (w === "mind" && ws[start - before.length + k - 1] === "never"));
    const notWanted = hit.value !== "Website Fixes" && negated(m, start, hit.end);
    // "no site" says what they lack, not that they want none: it is not wanted now, and not taken back.
    const dropped = takenBack || notWanted;
    if (dropped && !takenBack && ws[start - 1] === "no") continue;
    // "…, no wait, just the website": a correction, then only this.
    if (!dropped && before.some((w) => w === "just" || w === "only") && m.cueBetween(lastEnd, start, true))
      for (const k of said.keys()) said.set(k, false);
    said.delete(hit.value);
    said.set(hit.value, !dropped);
    lastEnd = hit.end;
  }
  let out = [...said].filter(([, wanted]) => wanted).map(([n]) => n);
  if (!existingSite) out = out.filter((n) => n !== "Website Fixes");
  if (out.includes("Website Fixes") && !ws.some((w) => NEW_SITE.has(w))) out = out.filter((n) => n !== "Website Design");
  return { need: out, dropped: [...said].filter(([n, wanted]) => !wanted && !out.includes(n)).map(([n]) => n) };
}
const NEED_DROP = set(lex.NEED_DROP_CUES);

/** "already have a logo", "don't need a website", "no logo", "the logo is fine". */
function negated(m: Message, start: number, end: number): boolean {
  const { ws } = m;
  if (ws[end] === "is" && NEED_FINE.has(ws[end + 1] ?? "")) return true;
  if (NEED_WISH.has(ws[end] ?? "")) return false;
  for (let k = start - 1; k >= Math.max(0, start - 4) && m.isWord(k); k--) {
    const w = ws[k]!;
    if (w === "but" || w === "just" || w === "only" || w === "and") return false;
    if (WANT_VERBS.has(w)) return NEGATORS.has(ws[k - 1] ?? "");
    if (NEED_HAVE.has(w) && k >= start - 3) {
      const before = ws[k - 1] ?? "";
      // "looking to have a website made" wants one; "you have", "do we have" ask.
      return !(NEGATORS.has(before) || before === "you" || before === "y'all" || before === "do" || before === "to");
    }
  }
  return false;
}

function areas(m: Message): Cand<string>[] {
  const out: Cand<string>[] = [];
  for (let i = 0; i < m.ws.length; i++) {
    const hit = AREA.at(m.ws, i, m.used);
    if (!hit) continue;
    if (AREA_NEEDS_CUE.has(hit.value) && !PLACE_CUES.has(m.ws[i - 1] ?? "")) continue;
    // "off Buford Hwy", "on Peachtree St": a road named after a place is not where they are.
    if (ROAD_WORDS.has(m.ws[hit.end] ?? "")) continue;
    out.push({ value: hit.value, start: i, end: hit.end });
    i = hit.end - 1;
  }
  // "do you only work with atlanta? im out in athens": the agency's own city is asked about; the other is theirs.
  const home = out.filter((c) => c.value === site.city);
  return home.length < out.length ? out.filter((c) => c.value !== site.city) : out;
}
const ROAD_WORDS = set("hwy highway rd road st street ave avenue blvd pkwy parkway pike drive".split(" "));

// ---------------------------------------------------------------- when

/** A number said in digits or words at token i: "3", "three", "twenty five". */
function smallNumber(ws: string[], i: number): number {
  if (allDigits(ws[i] ?? "")) return 1;
  let n = 0;
  while (lex.NUMBER_WORDS[ws[i + n] ?? ""] !== undefined) n++;
  return n;
}

const dayOfMonth = (w: string | undefined) => {
  if (!w) return false;
  const d = ["st", "nd", "rd", "th"].some((s) => w.endsWith(s)) ? w.slice(0, -2) : w;
  return allDigits(d) && Number(d) >= 1 && Number(d) <= 31;
};

function timelines(m: Message): Cand<string>[] {
  const { ws } = m;
  const out: Cand<string>[] = [];
  const amountOfTime = (j: number, bareOnly: boolean) => {
    const q = QUANTITIES.at(ws, j);
    const len = q && !(bareOnly && q.end === j + 1 && (ws[j] === "a" || ws[j] === "an")) ? q.end - j : smallNumber(ws, j);
    return len && UNITS.has(ws[j + len] ?? "") ? j + len + 1 : 0;
  };
  for (let i = 0; i < ws.length; i++) {
    if (m.used[i]) continue;
    let end = TL_PHRASES.at(ws, i)?.end ?? 0;
    if (!end && TL_PREPS.has(ws[i]!)) {
      // "by early spring", "before late summer": a season or an event with how early in it.
      const early = ws[i + 1] === "early" || ws[i + 1] === "late" || ws[i + 1] === "mid";
      const event = EVENTS.at(ws, i + 1) ?? (early ? EVENTS.at(ws, i + 2) : undefined);
      if (event && ((ws[i] !== "in" && ws[i] !== "around" && ws[i] !== "about") || IN_EVENTS.has(ws.slice(i + 1, event.end).join(" ")))) {
        end = event.end;
        if ((ws[end] === "in" || ws[end] === "on") && MONTHS.has(ws[end + 1] ?? "")) end += dayOfMonth(ws[end + 2]) ? 3 : 2;
      } else {
        let j = i + 1;
        while (TL_FILLERS.has(ws[j] ?? "") && j < i + 4) j++;
        if (MONTHS.has(ws[j] ?? "")) end = dayOfMonth(ws[j + 1]) ? j + 2 : j + 1;
        else if (ws[j - 1] === "the" && dayOfMonth(ws[j]) && !allDigits(ws[j]!)) end = j + 1;
        else if (ws[i] !== "for" && ws[i] !== "on") end = amountOfTime(j, false);
      }
    }
    if (!end && ws[i - 1] !== "for") end = amountOfTime(i, true);
    if (!end && MONTHS.has(ws[i]!) && dayOfMonth(ws[i + 1])) end = i + 2;
    if (!end) continue;
    // "a 20 year old school" is an age.
    let past = ws[end] === "ago" || ws[end] === "old";
    for (let k = i - 1; k >= Math.max(0, i - 4) && m.isWord(k); k--) if (PAST.has(ws[k]!)) past = true;
    if (!past) out.push({ value: said(ws, i, end), start: i, end });
    i = end - 1;
  }
  return out;
}

const said = (ws: string[], start: number, end: number) =>
  ws
    .slice(start, end)
    .map((w) => (PROPER.has(w) ? w.charAt(0).toUpperCase() + w.slice(1) : w))
    .join(" ");

/** "8-10", "8-10am", "3pm": a clock time or a window of hours. */
function clock(w: string | undefined, afterAt: boolean): boolean {
  if (!w || !isDigit(w[0]!)) return false;
  const bare = w.endsWith("am") || w.endsWith("pm") ? w.slice(0, -2) : w;
  const parts = bare.split("-");
  if (parts.length > 2 || !parts.every((p) => allDigits(p) && Number(p) >= 1 && Number(p) <= 12)) return false;
  return parts.length === 2 || bare !== w || afterAt;
}

/** A bare hour of the day, 1 to 12. */
const hour = (w: string | undefined) => w !== undefined && allDigits(w) && Number(w) >= 1 && Number(w) <= 12;

function visitTimes(m: Message, urgentToo: boolean): Cand<string>[] {
  const { ws } = m;
  const out: Cand<string>[] = [];
  for (let i = 0; i < ws.length; i++) {
    if (m.used[i]) continue;
    const day = VISIT.at(ws, i);
    if (day && [i - 2, i - 1].some((k) => (EVENTS.at(ws, k)?.end ?? 0) > i)) continue;
    if (day && (VISIT_PAST.has(ws[i - 1] ?? "") || (ws[i - 1] === "this" && VISIT_PAST.has(ws[i - 2] ?? "")))) continue;
    // "the 10 to 12 one": two hours joined by "to" are a window, though neither says a.m. or p.m.
    if (!day && hour(ws[i]) && (ws[i + 1] === "to" || ws[i + 1] === "-" || ws[i + 1] === "til") && (hour(ws[i + 2]) || clock(ws[i + 2], true))) {
      out.push({ value: ws.slice(i, i + 3).join(" "), start: i, end: i + 3 });
      i += 2;
      continue;
    }
    if (!day && !clock(ws[i], ws[i - 1] === "at")) {
      // "not an emergency" asks for no first visit.
      const now = urgentToo && !negatedAt(ws, i) ? VISIT_NOW.at(ws, i) : undefined;
      if (now) out.push({ value: said(ws, i, now.end).toLowerCase(), start: i, end: now.end });
      continue;
    }
    const start = ws[i - 1] === "the" || ws[i - 1] === "this" || ws[i - 1] === "next" ? i - 1 : i;
    let end = day?.end ?? i + 1;
    for (;;) {
      const more = VISIT.at(ws, end);
      if (more) end = more.end;
      else if (clock(ws[end], ws[end - 1] === "at" || ws[end - 1] === "around") || (VISIT_JOIN.has(ws[end] ?? "") && ws[end] !== "the")) end++;
      else break;
    }
    while (end > i + 1 && VISIT_JOIN.has(ws[end - 1]!) && ws[end - 1] !== "slot" && ws[end - 1] !== "window") end--;
    if (ws[end - 1] === "am" || ws[end - 1] === "pm" || ws[end - 1] === "slot" || ws[end - 1] === "window" || end > start) {
      out.push({ value: ws.slice(start, end).join(" "), start, end });
    }
    i = end - 1;
  }
  return out;
}

// ---------------------------------------------------------------- what is wrong (plumbing)

function problems(m: Message): Cand<string>[] {
  const { ws } = m;
  // "the drain's clogged", "water heater's leaking": the thing without its "is".
  const bare = ws.map((w) => (w.endsWith("'s") ? w.slice(0, -2) : w));
  // A caller asking for someone to come ("need someone to put in a new faucet") names the job; "do you install faucets?" only asks.
  const visit = m.asked === "problem" || ws.some((w) => VISIT_REQUEST.has(w));
  const out: Cand<string>[] = [];
  for (let i = 0; i < ws.length; i++) {
    const thing = THINGS.at(bare, i, m.used);
    if (!thing) continue;
    let k = thing.end;
    while (k < thing.end + 3 && (PROBLEM_JOIN.has(ws[k] ?? "") || ws[k] === ",")) k++;
    let after = SYMPTOMS.at(ws, k);
    // Further on in the same stretch of words: "is making a loud popping noise", "keeps throwing an error code".
    for (let x = k + 1; !after && x < thing.end + 7 && m.isWord(x) && !m.used[x] && (m.isWord(k) || !THINGS.at(bare, x, m.used)); x++) {
      const later = SYMPTOMS.at(ws, x);
      if (later && !WEAK_SYMPTOMS.has(ws.slice(x, later.end).join(" "))) after = later;
    }
    // "clogged drain", "no hot water", "a leak under the kitchen sink"
    let b = i;
    while (b > i - 3 && PROBLEM_PLACE.has(ws[b - 1] ?? "")) b--;
    const before = [2, 1].map((n) => b - n).find((s) => s >= 0 && SYMPTOMS.at(ws, s)?.end === b);
    // "to put in a new kitchen faucet", "install the toilet": the job, when someone is asked to come.
    let job = i;
    while (job > i - 4 && job > 0 && JOB_FILLERS.has(ws[job - 1]!)) job--;
    const verb = visit ? [job - 1, job - 2].find((v) => v >= 0 && JOB_VERBS.has(ws.slice(v, job).join(" "))) : undefined;
    if (after) out.push({ value: said(ws, i, after.end).replace(/ ([,?.!]) /g, "$1 "), start: i, end: after.end });
    else if (before !== undefined) out.push({ value: ws.slice(before, thing.end).join(" "), start: before, end: thing.end });
    else if (verb !== undefined) out.push({ value: ws.slice(verb, thing.end).join(" "), start: verb, end: thing.end });
    else if (m.asked === "problem") out.push({ value: ws.slice(i, thing.end).join(" "), start: i, end: thing.end });
    else continue;
    i = out.at(-1)!.end - 1;
  }
  return out;
}

/** Symptoms too common to find a few words away from the thing ("no", "out"): only right beside it. */
const WEAK_SYMPTOMS = set(["no", "low", "out", "cold", "running", "smell", "smells"]);
const [VISIT_REQUEST, JOB_VERBS] = setsOf(lex.VISIT_REQUEST_WORDS, lex.PROBLEM_JOB_VERBS);
const JOB_FILLERS = set(["a", "an", "the", "my", "our", "new", "old", "this", "that", "his", "her", "their", "another"]);

// ---------------------------------------------------------------- money

/** An amount at token i: "$1,500", "1.5k", "3k-5k", "2 grand", "two thousand", "fifteen hundred". */
function amountAt(ws: string[], i: number): { value: number; end: number; money: boolean; plain: boolean } | undefined {
  const first = ws[i] ?? "";
  if (first !== "$" && !isDigit(first[0] ?? "") && lex.NUMBER_WORDS[first] === undefined && first !== "a" && first !== "couple") return undefined;
  let j = i;
  let money = false;
  if (ws[j] === "$") {
    money = true;
    j++;
  }
  const w = ws[j] ?? "";
  let value: number;
  let plain = false;
  const numeric = (s: string) => {
    const t = s.split(",").join("");
    if (!AMOUNT.test(t)) return undefined;
    return t.endsWith("k") ? Number(t.slice(0, -1)) * 1000 : Number(t);
  };
  if (w.includes("-") && isDigit(w[0]!)) {
    const parts = w.split("-").map(numeric);
    if (parts.some((p) => p === undefined)) return undefined;
    value = Math.max(...(parts as number[]));
    money ||= w.includes("k");
    j++;
  } else if (numeric(w) !== undefined) {
    value = numeric(w)!;
    money ||= w.endsWith("k");
    plain = allDigits(w);
    j++;
  } else {
    let total = 0;
    let cur = 0;
    let any = false;
    for (; j < ws.length; j++) {
      const x = ws[j]!;
      const n = lex.NUMBER_WORDS[x];
      if (n !== undefined) {
        cur += n;
        any = true;
        // "a grand", "a couple thousand"; not "Karl with a K" or "a grand opening".
      } else if ((x === "a" || x === "couple") && !any && lex.NUMBER_SCALES[ws[j + 1] ?? ""] && ws[j + 1] !== "k" && ws[j + 2] !== "opening") {
        cur = x === "a" ? 1 : 2;
        any = true;
      } else if (x === "hundred" && any) cur = (cur || 1) * 100;
      else if ((x === "thousand" || x === "grand" || x === "k") && any) {
        total += (cur || 1) * 1000;
        cur = 0;
        money = true;
      } else if (!(x === "and" && any && lex.NUMBER_WORDS[ws[j + 1] ?? ""] !== undefined)) break;
    }
    if (!any) return undefined;
    value = total + cur;
  }
  const scale = lex.NUMBER_SCALES[ws[j] ?? ""];
  if (scale && value < 1000) {
    value *= scale;
    money ||= scale === 1000;
    plain = false;
    j++;
  }
  if (ws[j] === "dollars" || ws[j] === "bucks" || ws[j] === "usd" || ws[j] === "dollar") {
    money = true;
    j++;
  }
  return { value: Math.round(value), end: j, money, plain };
}

function budgets(m: Message): Cand<number>[] {
  const { ws } = m;
  const out: Cand<number>[] = [];
  for (let s = 0; s < ws.length; s++) {
    if (m.used[s]) continue;
    const a = amountAt(ws, s);
    if (!a) continue;
    const j = a.end;
    const taken = m.used.slice(s, j).some(Boolean);
    const prev = ws[s - 1] ?? "";
    const cueBefore = [1, 2, 3].some(
      (n) => MONEY_BEFORE.has(ws[s - n] ?? "") && ws.slice(s - n, s).every((_, k) => m.isWord(s - n + k) || ws[s - n + k] === "$"),
    );
    const cueAfter =
      MONEY_AFTER.has(ws[j] ?? "") ||
      ws.slice(j, j + 5).includes("budget") ||
      (out.length > 0 && (m.cueBetween(out.at(-1)!.end, s) || ws[out.at(-1)!.start - 1] === "not")) ||
      (ws[j] === "to" && ["spend", "work", "invest"].includes(ws[j + 1] ?? ""));
    const forVerb = prev === "for" && FOR_VERBS.has(ws[s - 2] ?? "");
    const spent = [1, 2, 3].some((n) => PAST_MONEY.has(ws[s - n] ?? ""));
    const year = a.plain && a.value >= 1900 && a.value <= 2099;
    // A budget said in so many words ("budget is 2500", "we have about 4k", "can't go over 1200"), not
    // "like" or "around" alone: what a year, or a price of ours quoted back, needs to be the visitor's own.
    const stated =
      m.asked === "budget" ||
      [1, 2, 3, 4].some((n) => STATED_BUDGET.has(ws[s - n] ?? "")) ||
      ws.slice(j, j + 5).some((w, k) => STATED_BUDGET.has(w) && ws.slice(j, j + k).every((_, n) => m.isWord(j + n))) ||
      out.length > 0;
    // "the $2,500", "cheaper than 2500", "$295 is a lot", "the 150 support": a price of ours, quoted back.
    // Past its cadence: "$295 a month seems steep".
    const next = (ws[j] === "a" || ws[j] === "per") && CADENCES.has(ws[j + 1] ?? "") ? j + 2 : CADENCES.has(ws[j] ?? "") ? j + 1 : j;
    const ours = knownFigures.money.has(a.value) && (QUOTED_BEFORE.has(prev) || QUOTED_AFTER.has(ws[next] ?? ""));
    const skip =
      taken ||
      spent ||
      a.value < 50 ||
      (ws[s] !== "$" && COUNTS.has(ws[j] ?? "")) ||
      (year && (YEAR_BEFORE.has(prev) || !stated)) ||
      (ours && !stated);
    if (!skip && (a.money || cueBefore || cueAfter || forVerb || m.asked === "budget")) out.push({ value: a.value, start: s, end: j });
    s = j - 1;
  }
  return out;
}

// ---------------------------------------------------------------- choosing among values

/**
 * The value the message means when it gives several: the one after a correction word ("sorry",
 * "wait no"), never one said with "not"; otherwise the first (or the largest, for a budget range).
 */
function choose<V>(m: Message, key: Key, cands: Cand<V>[], e: Entities, largest = false): V | undefined {
  const live = cands.filter((c) => m.ws[c.start - 1] !== "not");
  if (!live.length) return undefined;
  let pick = live[0]!;
  let corrected = live.length < cands.length;
  for (const c of live.slice(1)) {
    if (c.value === pick.value) continue;
    if (m.cueBetween(pick.end, c.start)) {
      pick = c;
      corrected = true;
    } else if (largest && c.value > pick.value) pick = c;
  }
  if (!corrected && m.cueBetween(pick.start - 6, pick.start, true)) corrected = true;
  if (corrected) e.corrections.push(key);
  return pick.value;
}

export function extractEntities(text: string, context: { asked?: Asked } = {}): Entities {
  const m = new Message(tokenise(text), context.asked);
  const e: Entities = { need: [], corrections: [] };
  const set = <K extends Key>(key: K, value: Entities[K] | undefined) => {
    if (value !== undefined) e[key] = value;
  };
  const emailCands = emails(m);
  for (const c of emailCands) m.use(c.start, c.end);
  set("email", choose(m, "email", emailCands, e));
  // "kwame.asante@gmial.com wait no gmail.com": the domain corrected after the email, in the same message;
  // "tiana at nailzbytee dot com. wait no its nailsbytee": or its name respelt, a letter or two apart.
  const typed = emailCands.find((c) => c.value === e.email);
  const said = e.email && typed ? domains(m) : undefined;
  const named = said && said.start > typed!.end && (said.value.includes(".") || PROVIDERS.has(said.value)) && m.cueBetween(typed!.end, said.start);
  const host = e.email && !e.corrections.includes("email") ? e.email.slice(e.email.indexOf("@") + 1).split(".")[0]! : "";
  const at =
    host.length > 4 ? m.ws.findIndex((w, i) => !m.used[i] && w !== host && apart(w, host) <= 2 && m.cueBetween(typed?.end ?? 0, i, true)) : -1;
  const fix = named ? said : at >= 0 ? { value: m.ws[at]!, start: at, end: at + 1 } : undefined;
  if (e.email && fix) {
    e.email = withDomain(e.email, fix.value);
    e.corrections.push("email");
    m.use(fix.start, fix.end);
  }
  if (!e.email) {
    const d = domains(m);
    if (d) {
      e.domain = d.value;
      m.use(d.start, d.end);
    }
  }
  const phoneCands = phones(m);
  set("phone", choose(m, "phone", phoneCands, e));
  // Marked as taken, so a name just before a number ends there ("Vivian Castellanos, 404-555-0131").
  for (const c of phoneCands) m.use(c.start, c.end);
  const addressCands = addresses(m);
  set("address", choose(m, "address", addressCands, e));
  // Taken too, so a name just before an address ends there ("Nguyen Thi Lan. 880 Windy Hill Rd").
  for (const c of addressCands) m.use(c.start, c.end);
  const nameCands = names(m);
  set("name", choose(m, "name", nameCands, e));
  for (const c of nameCands) m.use(c.start, c.end);
  // "I'm Kaitlyn Shaw — oh wait, it's Caitlin with a C": the given name respelt, the surname kept.
  const full =
    e.name && !e.name.includes(" ") ? nameCands.find((c) => c.value.includes(" ") && apart(c.value.split(" ")[0]!, e.name!) <= 2) : undefined;
  if (full) e.name = `${e.name} ${full.value.split(" ").slice(1).join(" ")}`;
  // "Derek at pawprovisions dot shop", "Dez, Iron Yard Fitness, dez@…": a capitalised word that begins the email is their name.
  const local = e.email?.split("@")[0]!.split(".")[0];
  const own = e.name || !local ? -1 : m.toks.findIndex((t, i) => t.w === local && m.capital(i) && (GIVEN.has(local) || !m.opening(i)));
  if (own >= 0) e.name = m.toks[own]!.raw;
  const last = surname(m);
  if (last && !e.name?.includes(" ")) {
    // "I'm Siobhan… Surname Byrne": one name.
    if (e.name) e.name = `${e.name} ${last.value}`;
    else e.surname = last.value;
    m.use(last.start, last.end);
  }
  set("area", choose(m, "area", areas(m), e));
  const businessCands = businesses(m);
  set("business", choose(m, "business", businessCands, e));
  // Its words name the firm, not a need: "Nguyen's Auto Repair" asks for no repairs.
  for (const c of businessCands) if (c.value === e.business) m.use(c.start, c.end);
  const stated = needs(m);
  e.need = stated.need;
  if (stated.dropped.length) e.dropped = stated.dropped;
  const told = timelines(m);
  const when = told.filter((c) => !lex.VAGUE_TIMELINES.includes(c.value.toLowerCase()));
  set("timeline", choose(m, "timeline", when.length ? when : told, e));
  const budgetCands = budgets(m);
  set("budget", choose(m, "budget", budgetCands, e, true));
  for (const c of budgetCands) m.use(c.start, c.end);
  const problem = choose(m, "problem", problems(m), e);
  set("problem", problem);
  set("time", choose(m, "time", visitTimes(m, problem !== undefined || m.asked === "time"), e));
  // The end of a number said again, unless the digits were a budget ("its 2000 not 1500 for the budget").
  if (!e.phone && e.budget === undefined) e.phoneTail = phoneTail(m);
  return e;
}

/** The first clause that gives a detail a lead keeps, and whether the detail opens it. */
export function contactAt(parts: string[], context: { asked?: Asked }): { clause: number; first: boolean } | undefined {
  const has = (e: Entities) => Boolean(e.name || e.email || e.phone || e.domain);
  for (const [clause, text] of parts.entries()) {
    if (!has(extractEntities(text, context))) continue;
    const words = tokens(text);
    const half = words.slice(0, Math.ceil(words.length / 2)).join(" ");
    return { clause, first: has(extractEntities(half, context)) };
  }
  return undefined;
}
