/**
 * The act classifier: a multinomial naive Bayes over words and word pairs, with light
 * stemming. It trains on the labelled examples in milliseconds (the server trains before it
 * listens) and gives every act a probability, which the understanding layer adds cue phrases
 * to. Small and predictable on purpose: the examples carry the behaviour.
 */
import { tokens } from "./entities.server";

/** "bookings" and "booking" are one feature; "does" and "do" too. */
export function stem(word: string): string {
  for (const suffix of ["ing", "ed", "es", "s"]) {
    if (word.length > suffix.length + 3 && word.endsWith(suffix)) return word.slice(0, -suffix.length);
  }
  return word;
}

/** A text's features: its stemmed words and each pair of neighbours. */
export function features(text: string): string[] {
  const words = tokens(text).map(stem);
  const out = [...words];
  for (let i = 0; i + 1 < words.length; i++) out.push(`${words[i]} ${words[i + 1]}`);
  out.push(`len:${Math.min(words.length, 6)}`);
  return out;
}

export interface ActClassifier {
  /** Each act's probability for the text (they sum to 1). */
  scores(text: string): Map<string, number>;
}

/** Smoothing: how much an unseen feature counts, as a fraction of one occurrence. */
const ALPHA = 0.1;
/** Flattens the log-likelihoods into probabilities that are not all 0 or 1 on long texts. */
const TEMPERATURE = 1.5;

export function trainClassifier(examples: readonly { text: string; act: string }[]): ActClassifier {
  const docs = new Map<string, number>();
  const counts = new Map<string, Map<string, number>>();
  const totals = new Map<string, number>();
  const vocabulary = new Set<string>();
  for (const { text, act } of examples) {
    docs.set(act, (docs.get(act) ?? 0) + 1);
    const own = counts.get(act) ?? new Map<string, number>();
    counts.set(act, own);
    // Each feature once per example: a word repeated in one message says no more.
    for (const f of new Set(features(text))) {
      own.set(f, (own.get(f) ?? 0) + 1);
      totals.set(act, (totals.get(act) ?? 0) + 1);
      vocabulary.add(f);
    }
  }
  const acts = [...docs.keys()];
  const all = examples.length;
  const v = vocabulary.size;
  return {
    scores(text) {
      const seen = [...new Set(features(text))].filter((f) => vocabulary.has(f));
      const logs = acts.map((act) => {
        const own = counts.get(act)!;
        const total = totals.get(act)!;
        let log = Math.log(docs.get(act)! / all);
        for (const f of seen) log += Math.log(((own.get(f) ?? 0) + ALPHA) / (total + ALPHA * v));
        return log / TEMPERATURE;
      });
      const top = Math.max(...logs);
      const exp = logs.map((l) => Math.exp(l - top));
      const sum = exp.reduce((a, b) => a + b, 0);
      return new Map(acts.map((act, i) => [act, exp[i]! / sum]));
    },
  };
}
