/**
 * The act classifier: a naive Bayes and a logistic regression over the same features (stemmed words, word pairs, and the letters of each word in
 * fours, which tie "webiste" to "website"), averaged. Both train on the labelled examples in well under a second (the server trains before it
 * listens) and give every act a probability, which the understanding layer adds cue phrases to. Small and predictable on purpose: the examples carry
 * the behaviour.
 */
import { tokens } from "./entities.server";

/** "bookings" and "booking" are one feature; "does" and "do" too. */
export function stem(word: string): string {
  for (const suffix of ["ing", "ed", "es", "s"]) if (word.length > suffix.length + 3 && word.endsWith(suffix)) return word.slice(0, -suffix.length);
  return word;
}

/** A text's features: its stemmed words, each pair of neighbours, and each longer word's letters in fours. */
export function features(text: string): string[] {
  const words = tokens(text).map(stem);
  const out = [...words];
  for (let i = 0; i + 1 < words.length; i++) out.push(`${words[i]} ${words[i + 1]}`);
  for (const w of words) {
    if (w.length < 5) continue;
    const padded = `<${w}>`;
    for (let i = 0; i + 4 <= padded.length; i++) out.push(`#${padded.slice(i, i + 4)}`);
  }
  out.push(`len:${Math.min(words.length, 6)}`);
  return [...new Set(out)];
}

export interface ActClassifier {
  /** Each act's probability for the text (they sum to 1). */
  scores(text: string): Map<string, number>;
}

type Example = { text: string; act: string };
/** An example with its features worked out once, for both models. */
type Featured = { seen: string[]; act: string };

/** Smoothing: how much an unseen feature counts, as a fraction of one occurrence. */
const ALPHA = 0.1;
/** Flattens the log-likelihoods into probabilities that are not all 0 or 1 on long texts. */
const TEMPERATURE = 1.5;

function softmax(logits: number[]): number[] {
  const top = Math.max(...logits);
  const exp = logits.map((l) => Math.exp(l - top));
  const sum = exp.reduce((a, b) => a + b, 0);
  return exp.map((e) => e / sum);
}

function naiveBayes(examples: readonly Featured[], acts: string[]): (seen: string[]) => number[] {
  const docs = new Map<string, number>();
  const counts = new Map<string, Map<string, number>>();
  const totals = new Map<string, number>();
  const vocabulary = new Set<string>();
  for (const { seen, act } of examples) {
    docs.set(act, (docs.get(act) ?? 0) + 1);
    const own = counts.get(act) ?? new Map<string, number>();
    counts.set(act, own);
    // Each feature once per example: a word repeated in one message says no more.
    for (const f of seen) {
      if (f.startsWith("#")) continue;
      own.set(f, (own.get(f) ?? 0) + 1);
      totals.set(act, (totals.get(act) ?? 0) + 1);
      vocabulary.add(f);
    }
  }
  const v = vocabulary.size;
  return (seen) =>
    softmax(
      acts.map((act) => {
        const own = counts.get(act)!;
        const total = totals.get(act)!;
        let log = Math.log(docs.get(act)! / examples.length);
        for (const f of seen) if (vocabulary.has(f)) log += Math.log(((own.get(f) ?? 0) + ALPHA) / (total + ALPHA * v));
        return log / TEMPERATURE;
      }),
    );
}

/** Passes over the examples, and the step size of the first. */
const EPOCHS = 8;
const RATE = 0.6;
/** Shrinks every weight a little each step, so no single word decides alone. */
const DECAY = 1e-5;
/** A gradient this small is no update. */
const SETTLED = 1e-2;

/** Multinomial logistic regression by stochastic gradient descent, in a fixed order (the same weights every start). */
function logistic(examples: readonly Featured[], acts: string[]): (seen: string[]) => number[] {
  // A feature of one example alone (most word pairs and letter fours) teaches nothing beyond it.
  const often = new Map<string, number>();
  for (const { seen } of examples) for (const f of seen) often.set(f, (often.get(f) ?? 0) + 1);
  const index = new Map<string, number>();
  const rows = examples.map(({ seen, act }) => ({
    ids: Int32Array.from(seen.filter((f) => often.get(f)! > 1).map((f) => index.get(f) ?? index.set(f, index.size).get(f)!)),
    y: acts.indexOf(act),
  }));
  const k = acts.length;
  const w = new Float64Array(index.size * k);
  const bias = new Float64Array(k);
  const logits = new Float64Array(k);
  // A fixed shuffle: a small linear congruential sequence, so training is the same every time.
  let seed = 42;
  const order = rows.map((_, i) => i);
  for (let epoch = 0; epoch < EPOCHS; epoch++) {
    for (let i = order.length - 1; i > 0; i--) {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      const j = seed % (i + 1);
      [order[i], order[j]] = [order[j]!, order[i]!];
    }
    const rate = RATE / (1 + epoch * 0.5);
    for (const r of order) {
      const { ids, y } = rows[r]!;
      const scale = 1 / Math.sqrt(ids.length);
      logits.set(bias);
      for (const id of ids) {
        const at = id * k;
        for (let c = 0; c < k; c++) logits[c]! += w[at + c]! * scale;
      }
      let top = -Infinity;
      for (let c = 0; c < k; c++) top = Math.max(top, logits[c]!);
      let sum = 0;
      for (let c = 0; c < k; c++) sum += logits[c] = Math.exp(logits[c]! - top);
      for (let c = 0; c < k; c++) {
        const g = (c === y ? 1 : 0) - logits[c]! / sum;
        // An act the example already rules out (most of them, after the first pass) moves nothing:
        // skipping it makes training several times faster for the same weights, near enough.
        if (Math.abs(g) < SETTLED) continue;
        bias[c]! += rate * g * 0.1;
        for (const id of ids) w[id * k + c] = w[id * k + c]! * (1 - DECAY) + rate * g * scale;
      }
    }
  }
  return (seen) => {
    const ids = seen.map((f) => index.get(f)).filter((id) => id !== undefined);
    const scale = 1 / Math.sqrt(Math.max(1, ids.length));
    const logits = Array.from(bias);
    for (const id of ids) for (let c = 0; c < k; c++) logits[c]! += w[id * k + c]! * scale;
    return softmax(logits);
  };
}

/** Which models vote: both (the default), or one alone for comparison. */
export type Model = "both" | "bayes" | "logistic";

export function trainClassifier(examples: readonly Example[], model: Model = "both"): ActClassifier {
  const acts = [...new Set(examples.map((e) => e.act))];
  const featured = examples.map(({ text, act }) => ({ seen: features(text), act }));
  const models = [...(model !== "logistic" ? [naiveBayes(featured, acts)] : []), ...(model !== "bayes" ? [logistic(featured, acts)] : [])];
  return {
    scores(text) {
      const seen = features(text);
      const votes = models.map((m) => m(seen));
      return new Map(acts.map((act, i) => [act, votes.reduce((s, v) => s + v[i]!, 0) / votes.length]));
    },
  };
}
