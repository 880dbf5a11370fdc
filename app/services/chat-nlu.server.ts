/**
 * The built-in engine's intent classifier: nlp.js (a small neural network over stemmed
 * English words, no network, no weights to download), trained from the corpus when the
 * process starts. Emails, phone numbers and amounts are replaced by placeholders before
 * training and classifying, so "my email is dana@x.com" and "my email is luis@y.co" read
 * the same.
 */
import { containerBootstrap } from "@nlpjs/core";
import { Nlp } from "@nlpjs/nlp";
import { LangEn } from "@nlpjs/lang-en-min";
import { normaliseChatText } from "#app/domain/chat-normalise.ts";
import type { AssistantId } from "./chat-knowledge.server";
import { corpus } from "./chat-corpus.server";

export interface Classification {
  intent: string;
  score: number;
}

/** Below this score the classifier's guess is not trusted; retrieval and the rules decide. */
export const MIN_INTENT_SCORE = 0.55;

export function normaliseForIntent(text: string): string {
  const placeholders = text
    .toLowerCase()
    .replace(/[a-z0-9._%+-]+@[a-z0-9.-]+\.[a-z]{2,}/g, " emailaddress ")
    .replace(/(?:\+?1[\s.-]?)?\(?\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{4}/g, " phonenumber ")
    .replace(/\$\s?\d[\d,]*(?:\.\d+)?\s?k?|\b\d+(?:\.\d)?\s?k\b/g, " dollaramount ");
  return normaliseChatText(placeholders).replace(/\s+/g, " ").trim();
}

/** Every word of the training corpus, after normalising, with how often it occurs. */
function corpusWords(utterances: Record<string, readonly string[]>): Map<string, number> {
  const counts = new Map<string, number>();
  for (const list of Object.values(utterances))
    for (const u of list) for (const w of normaliseForIntent(u).match(/[a-z][a-z']*/g) ?? []) counts.set(w, (counts.get(w) ?? 0) + 1);
  return counts;
}

/** One typo apart: a letter added, dropped, changed, or two neighbours swapped. */
function oneEditApart(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  if (a.slice(i + 1) === b.slice(i + 1) || a.slice(i + 1) === b.slice(i) || a.slice(i) === b.slice(i + 1)) return true;
  return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
}

/**
 * Words the corpus does not know, replaced by the most common corpus word one typo away
 * ("wesite" → "website", "prise" → "price"). Short words are left alone: at three
 * letters nearly everything is one edit from something.
 */
export function correctTypos(text: string, known: Map<string, number>): string {
  return text.replace(/[a-z][a-z']*/g, (word) => {
    if (word.length < 4 || known.has(word) || known.has(word.replace(/(?:es|s|ing|ed)$/, ""))) return word;
    let best: string | undefined;
    let bestCount = 0;
    for (const [candidate, count] of known) {
      if (candidate.length < 4 || candidate[0] !== word[0] || count <= bestCount) continue;
      if (oneEditApart(word, candidate)) {
        best = candidate;
        bestCount = count;
      }
    }
    return best ?? word;
  });
}

async function train(utterances: Record<string, readonly string[]>) {
  const container = await containerBootstrap({ log: false });
  container.use(LangEn);
  container.use(Nlp);
  const nlp = container.get("nlp");
  nlp.settings.autoSave = false;
  nlp.settings.log = false;
  (nlp.settings as { nlu?: object }).nlu = { log: false };
  nlp.addLanguage("en");
  for (const [intent, list] of Object.entries(utterances)) for (const u of list) nlp.addDocument("en", normaliseForIntent(u), intent);
  await quietly(() => nlp.train());
  return nlp;
}

/** nlp.js prints every training epoch to the console; the server's log is not the place. */
async function quietly<T>(fn: () => Promise<T>): Promise<T> {
  const original = console.log;
  console.log = () => {};
  try {
    return await fn();
  } finally {
    console.log = original;
  }
}

export interface IntentClassifier {
  classify(text: string): Promise<Classification>;
  /** Training time at start-up, in ms. */
  trainedInMs: number;
}

export async function createClassifier(utterances: Record<string, readonly string[]>): Promise<IntentClassifier> {
  const started = performance.now();
  const nlp = await train(utterances);
  const known = corpusWords(utterances);
  const trainedInMs = performance.now() - started;
  return {
    trainedInMs,
    async classify(text) {
      const normalised = correctTypos(normaliseForIntent(text), known);
      if (!normalised) return { intent: "None", score: 0 };
      const result = await nlp.process("en", normalised);
      return { intent: result.intent, score: result.score };
    },
  };
}

const classifiers = new Map<AssistantId, Promise<IntentClassifier>>();

/** The assistant's classifier, trained once per process on first use. */
export function classifierFor(assistant: AssistantId): Promise<IntentClassifier> {
  let found = classifiers.get(assistant);
  if (!found) {
    found = createClassifier(corpus[assistant]);
    classifiers.set(assistant, found);
  }
  return found;
}
