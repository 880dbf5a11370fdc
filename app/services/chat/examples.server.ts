/**
 * The classifier's training pairs, read from the labelled examples in content/chat-data/:
 * a message with one command teaches that command's act; a message with as many clauses as
 * commands teaches each clause its own act. Test files under bench/chat-eval/data/ are never read here.
 * The training files are JSON, one labelled example a line (as bench/chat-eval/LABELS.md describes),
 * each round written by people given only the site's content and a visitor persona.
 */
import avaTraining from "#content/chat-data/ava-training.json";
import avaTraining2 from "#content/chat-data/ava-training-2.json";
import avaTraining3 from "#content/chat-data/ava-training-3.json";
import avaTraining4 from "#content/chat-data/ava-training-4.json";
import avaTraining5 from "#content/chat-data/ava-training-5.json";
import avaTraining6 from "#content/chat-data/ava-training-6.json";
import avaTraining7 from "#content/chat-data/ava-training-7.json";
import avaTraining8 from "#content/chat-data/ava-training-8.json";
import avaTraining9 from "#content/chat-data/ava-training-9.json";
import avaTraining10 from "#content/chat-data/ava-training-10.json";
import tinaTraining from "#content/chat-data/tina-training.json";
import tinaTraining2 from "#content/chat-data/tina-training-2.json";
import tinaTraining3 from "#content/chat-data/tina-training-3.json";
import tinaTraining4 from "#content/chat-data/tina-training-4.json";
import tinaTraining5 from "#content/chat-data/tina-training-5.json";
import tinaTraining6 from "#content/chat-data/tina-training-6.json";
import tinaTraining7 from "#content/chat-data/tina-training-7.json";
import tinaTraining8 from "#content/chat-data/tina-training-8.json";
import tinaTraining9 from "#content/chat-data/tina-training-9.json";
import tinaTraining10 from "#content/chat-data/tina-training-10.json";
import type { Example } from "#content/chat-data/example.ts";
import { clauses } from "./clauses.server";
import { normalise } from "./entities.server";

export type Assistant = "ava" | "tina" | "tina-role";

/** Acts the classifier learns; the others are recognised without it (a language) or not at all. */
const UNTRAINED = new Set(["language", "unknown"]);

const actOf = (command: string): string => command.split(":")[0]!;

export function pairsOf(examples: readonly Example[]): { text: string; act: string }[] {
  const pairs: { text: string; act: string }[] = [];
  for (const e of examples) {
    const acts = e.commands.map(actOf);
    const parts = clauses(e.text);
    if (acts.length === 1) pairs.push({ text: normalise(e.text), act: acts[0]! });
    else if (parts.length === acts.length) parts.forEach((text, i) => pairs.push({ text, act: acts[i]! }));
  }
  return pairs.filter((p) => !UNTRAINED.has(p.act) && p.text.trim());
}

/** The topic each clause asks about, for telling apart the topics a clause names ("cards" to pay with, or to hand out). */
export function topicPairsOf(examples: readonly Example[]): { text: string; act: string }[] {
  const pairs: { text: string; act: string }[] = [];
  for (const e of examples) {
    const parts = clauses(e.text);
    const topics = e.commands.map((c) => c.split(":")[1]);
    const named = topics.filter(Boolean);
    if (named.length === 1) pairs.push({ text: normalise(e.text), act: named[0]! });
    else if (parts.length === topics.length) parts.forEach((text, i) => topics[i] && pairs.push({ text, act: topics[i]! }));
  }
  return pairs;
}

export function topicExamplesFor(assistant: Assistant): { text: string; act: string }[] {
  return topicPairsOf(all.filter((e) => e.assistant === assistant));
}

const all = [
  ...avaTraining,
  ...avaTraining2,
  ...avaTraining3,
  ...avaTraining4,
  ...avaTraining5,
  ...avaTraining6,
  ...avaTraining7,
  ...avaTraining8,
  ...avaTraining9,
  ...avaTraining10,
  ...tinaTraining,
  ...tinaTraining2,
  ...tinaTraining3,
  ...tinaTraining4,
  ...tinaTraining5,
  ...tinaTraining6,
  ...tinaTraining7,
  ...tinaTraining8,
  ...tinaTraining9,
  ...tinaTraining10,
] as Example[];

export function examplesFor(assistant: Assistant): { text: string; act: string }[] {
  return pairsOf(all.filter((e) => e.assistant === assistant));
}
