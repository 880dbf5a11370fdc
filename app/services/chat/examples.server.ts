/**
 * The classifier's training pairs, read from the labelled examples in content/chat-data/: a message with one command teaches that command's act; a
 * message with as many clauses as commands teaches each clause its own act. Test files under bench/chat-eval/data/ are never read here. The training
 * files are JSON, one labelled example a line (as bench/chat-eval/LABELS.md describes), each round written by people given only the site's content
 * and a visitor persona.
 */
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

/** Every training round's file, in the order of their names. */
const rounds = import.meta.glob<readonly Example[]>("../../../content/chat-data/*-training*.json", { eager: true, import: "default" });
const all = Object.keys(rounds)
  .sort()
  .flatMap((file) => rounds[file]!);

export function examplesFor(assistant: Assistant): { text: string; act: string }[] {
  return pairsOf(all.filter((e) => e.assistant === assistant));
}

/** The words of every example to an assistant, as written. */
export const textsFor = (assistant: Assistant): string[] => all.filter((e) => e.assistant === assistant).map((e) => e.text);
