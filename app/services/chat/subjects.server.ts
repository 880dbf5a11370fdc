/**
 * What a question is about besides its frame: whether it points back ("can it do that?"), asks what the
 * AI receptionist itself does ("can it speak spanish?"), or names a thing of its own ("does it hook into jobber?").
 */
import { capabilityTopics, monthlyItems, topics } from "#content/chat-data/topics.ts";
import { callMeCues, otherScriptLetters, questionFrameWords, sharedWords, spanishWords } from "#content/chat-data/cues.ts";
import { AFTER_WORDS, MONTHLY_WORDS, OUT_OF_ROLE_WORDS } from "#content/chat-data/lexicon.ts";
import { extractEntities, tokens, type Asked } from "./entities.server";

/** Words that say a message is about the AI receptionist itself. */
export const PRODUCT_WORDS: ReadonlySet<string> = new Set(["ai", "receptionist", "tina", "bot", "agent", "assistant", "answering", "chatbot"]);

/** Words a caller to the sample business never needs, that the owner trying the demo does ("the real product", "stop pretending"). */
export const OUT_OF_ROLE: ReadonlySet<string> = new Set(OUT_OF_ROLE_WORDS);

/** "have someone call me", "text me at…": a call asked for, in the cue data's words ("is there a number I can call?" asks for ours). */
export const asksForCall = (text: string) => callMeCues.some((p) => ` ${tokens(text).join(" ")} `.includes(` ${p} `));

/** Words that point back at what was just talked about. */
export const POINTERS: ReadonlySet<string> = new Set(["it", "that", "this", "them", "those", "these", "one", "ones", "thing", "same"]);

/** What the AI receptionist does (answers calls, after hours, books…): features of one product with one price. */
export const RECEPTIONIST_FEATURES: ReadonlySet<string> = new Set(
  topics.filter((t) => t.assistant === "tina" && capabilityTopics.includes(t.id)).map((t) => t.id),
);
/** What a question asks of: a feature's price or contents are the receptionist's ("price per month?" after calls), and so is the price after the
 * free trial ("what's it cost once the trial ends?"); a kind's price a month is its monthly add-on's; how long the receptionist takes is its set-up. */
export function topicAsked(act: string, topic: string, words: readonly string[] = []): string {
  if (act === "duration" && topic === "ai-receptionist") return "setup";
  if ((act === "price" || act === "includes") && monthlyItems[topic] && words.some((w) => MONTHLY.has(w))) return monthlyItems[topic];
  const priced = act === "price" && topic === "trial" && words.some((w) => AFTER.has(w));
  return priced || ((act === "price" || act === "includes") && RECEPTIONIST_FEATURES.has(topic)) ? "ai-receptionist" : topic;
}
const [AFTER, MONTHLY] = [new Set(AFTER_WORDS), new Set(MONTHLY_WORDS)];

/** "can it…", "does it…", "will the ai…", "is your receptionist…": a question about what the product does. */
export function asksOfProduct(words: readonly string[]): boolean {
  return words.some(
    (w, i) => AUXILIARIES.has(w) && (words[i + 1] === "it" || PRODUCT_WORDS.has(words[i + 1] ?? "") || PRODUCT_WORDS.has(words[i + 2] ?? "")),
  );
}
const AUXILIARIES = new Set(["can", "could", "does", "do", "will", "would", "is", "are"]);
/** Words of a question's frame that name no thing of their own ("can it do that too?"). */
const FRAME = new Set(questionFrameWords);

/** Whether a question names something besides its frame and the product: "does it hook into jobber?" does, "can it do that?" doesn't. */
export function namesAThing(clause: string, context: { asked?: Asked } = {}): boolean {
  // The visitor's own business or town is who asks, not what is asked about ("does it work for a dog groomer?").
  const { business, area } = extractEntities(clause, context);
  const theirs = new Set(tokens(`${business ?? ""} ${area ?? ""}`));
  return tokens(clause).some((w) => /^[a-z][a-z'-]{2,}$/.test(w) && !FRAME.has(w) && !PRODUCT_WORDS.has(w) && !POINTERS.has(w) && !theirs.has(w));
}

const SPANISH = new Set(spanishWords);
const MARKED = new Set(Array.from(otherScriptLetters));
const SHARED = new Set(sharedWords);

/** Two or more Spanish-only words, and more Spanish than English-looking words, or two words in a script of many vowel marks: a message in another language. */
export function isSpanish(words: string[]): boolean {
  // Arabic, kana, Chinese characters and Hangul (not emoji).
  const far = (code: number) => (code >= 0x0600 && code <= 0x06ff) || (code >= 0x3040 && code <= 0x9fff) || (code >= 0xac00 && code <= 0xd7af);
  if (Array.from(words.join("")).filter((c) => far(c.codePointAt(0) ?? 0)).length >= 2 || words.includes("¿") || words.includes("¡")) return true;
  if (words.filter((w) => Array.from(w).some((c) => MARKED.has(c))).length >= 2) return true;
  const spanish = words.filter((w) => SPANISH.has(w) && !SHARED.has(w)).length;
  const either = words.filter((w) => SPANISH.has(w)).length;
  return spanish >= 2 && either * 10 >= words.length * 3;
}
