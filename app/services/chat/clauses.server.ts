/** Splitting a message into the clauses that each ask or say one thing. */
import * as lex from "#content/chat-data/lexicon.ts";
import { normalise, setsOf, tokens } from "./entities.server";

// The words that split a message, from the lexicon (each list says there what it is for).
const [QUESTION_STARTS, JOINERS, OPENERS, LEADS_IN] = setsOf(lex.CLAUSE_QUESTION_STARTS, lex.CLAUSE_JOINERS, lex.CLAUSE_OPENERS, lex.CLAUSE_LEADS_IN);
const [DETAILS, GREETINGS, GREETING_TAILS, THANKS] = setsOf(lex.CLAUSE_DETAILS, lex.OPENING_GREETINGS, lex.GREETING_TAILS, lex.THANKS_WORDS);
const [THANKS_TAILS, LEAVING, BYE] = setsOf(lex.THANKS_TAILS, lex.LEAVING_WORDS, lex.BYE_WORDS);
const [TELLING_STARTS, WONDERING, ASKING, ASKED_OF] = setsOf(lex.TELLING_STARTS, lex.WONDERING_WORDS, lex.ASKING_WORDS, lex.ASKED_OF);

const [COORDINATORS, ADDS] = setsOf(lex.COORDINATORS, lex.LEAD_IN_WORDS);
/** A clause that adds a thing to the question before: "and a website", "what about seo", "how about the growth one". */
export function elliptic(words: string[]): boolean {
  const rest = words.slice(COORDINATORS.has(words[0] ?? "") ? 1 : 0);
  if ((rest[0] === "what" || rest[0] === "how") && rest[1] === "about") return true;
  return rest.length < words.length && ADDS.has(rest[0] ?? "") && !rest.slice(1).some((w) => QUESTION_STARTS.has(w) || ASKING.has(w));
}

/** A message's clauses: split at sentence ends, after an opening greeting, and at "and/also/plus" before a new question. */
export function clauses(text: string): string[] {
  return markedClauses(text).map((c) => c.text);
}

/**
 * Each clause and its mood ("website redesign cost? mine is from 2014": the first asks, the second tells): it asks when a question mark ends it or
 * a question word opens it; it tells when it opens with who or what it is about ("i do welding…", "the last plumber…") and has no asking word.
 */
export function markedClauses(text: string): { text: string; asks: boolean; tells: boolean }[] {
  const out: string[] = [];
  const asked = new Set<number>();
  // A full stop ends a sentence when a space or the end follows it, and not after a title: "dr.patel@gmail.com", "Dr. Patel's office", "1.5k".
  const pieces = normalise(text)
    .replace(/\b(dr|mrs?|ms|jr|sr|st) ?\. /g, "$1 ")
    .split(/([?!;\n]+|\.+(?=\s|$)|\s\d \)(?=\s))/);
  for (const [n, sentence] of pieces.entries()) {
    if (n % 2) {
      if (sentence.includes("?") && out.length) asked.add(out.length - 1);
      continue;
    }
    const words = tokens(sentence);
    let current: string[] = [];
    // "hello at thepetalpress dot co" is an email spelled out, not a greeting.
    if (!out.length && words.length > 2 && GREETINGS.has(words[0]!) && words[1] !== "at") {
      let n = 1;
      while (n < words.length - 1 && (GREETING_TAILS.has(words[n]!) || GREETINGS.has(words[n]!))) n++;
      out.push(words.slice(0, n).join(" "));
      words.splice(0, n);
    }
    const thanksAt = words.findIndex((w) => THANKS.has(w));
    const thanksEnd = thanksAt >= 0 && words[thanksAt + 1] === "you" ? thanksAt + 2 : thanksAt + 1;
    // "thanks! how long…" and "thanks, ill be back" are two things; "thank you for your help" is one.
    let end = thanksEnd;
    while (THANKS_TAILS.has(words[end] ?? "")) end++;
    const rest = words.slice(end).filter((w) => w !== ",");
    if (thanksAt >= 0 && thanksAt <= 1 && (QUESTION_STARTS.has(words[end] ?? "") || (rest.length >= 2 && LEAVING.has(rest[0]!)))) {
      out.push(words.slice(0, end).join(" "));
      words.splice(0, end);
    }
    const byeAt = words.findIndex((w) => BYE.has(w));
    const tail = byeAt > 0 ? words.splice(byeAt) : [];
    for (let i = 0; i < words.length; i++) {
      const w = words[i]!;
      if (JOINERS.has(w) && QUESTION_STARTS.has(words[i + 1] ?? "") && current.length >= 2) {
        out.push(current.join(" "));
        current = [];
        continue;
      }
      // "lets do it my number is…": details set out after something said are a clause of their own.
      const detail = w === "my" && DETAILS.has(words[i + 1] ?? "") && (words[i + 2] === "is" || words[i + 2] === "'s");
      if (((detail && current.length >= 3) || (OPENERS.has(w) && current.length >= 4)) && !LEADS_IN.has(current.at(-1)!)) {
        out.push(current.join(" "));
        current = [];
      }
      current.push(w);
    }
    if (current.length) out.push(current.join(" "));
    if (tail.length) out.push(tail.join(" "));
  }
  return out
    .map((c, i) => {
      const words = tokens(c).filter((w) => w !== ",");
      const asks = asked.has(i) || QUESTION_STARTS.has(words[0] ?? "");
      const inner = words.some((w, k) => WONDERING.has(w) || (ASKING.has(w) && ASKED_OF.has(words[k + 1] ?? "")));
      return { text: c, asks, tells: !asks && TELLING_STARTS.has(words[0] ?? "") && !inner };
    })
    .filter((c) => c.text.trim().length > 0);
}
