/** The topic table (content/chat-data/topics.ts) indexed for lookup: which topic a phrase names, for each assistant, and a topic by its id. */
import { notTopics, topicKinds, topicLevels, topics, type Topic } from "#content/chat-data/topics.ts";
import { stem } from "./classifier.server";
import { normalise, tokens } from "./entities.server";
import type { Assistant } from "./examples.server";

export interface TopicIndex {
  /** A phrase, as normalised words joined by one space, to the topic it names. */
  byPhrase: Map<string, string>;
  /** The most words in one phrase. */
  longest: number;
  /** The AI receptionist's topics when another assistant is asked them ("calls" for Ava). */
  borrowed: Set<string>;
  /** Topics of another assistant's table (for Tina, the agency's: "languages" is a site in two languages). */
  foreign: Set<string>;
  /** For Ava, the receptionist's topic of a phrase her own table also holds: "cancel" or "appointments" said of the AI receptionist. */
  shadowed: Map<string, string>;
}

/** Ava is asked about the AI receptionist's features too: Tina's own topics answer those. */
const SOURCES: Record<Assistant, readonly Assistant[]> = { ava: ["ava", "tina"], tina: ["tina", "ava"], "tina-role": ["tina-role"] };

function indexOf(assistant: Assistant): TopicIndex {
  const byPhrase = new Map<string, string>();
  const borrowed = new Set<string>();
  const foreign = new Set<string>();
  const shadowed = new Map<string, string>();
  let longest = 1;
  // Sayings that hold a topic's word and name no topic ("a big deal", "deal with"): read first, as nothing.
  for (const phrase of notTopics) {
    byPhrase.set(normalise(phrase), "");
    longest = Math.max(longest, tokens(phrase).length);
  }
  for (const source of SOURCES[assistant])
    for (const t of topics) {
      // What the AI receptionist doesn't list is hers alone: Ava's own "not listed" answers for the agency.
      if (t.assistant !== source || (source !== assistant && t.id === "other")) continue;
      if (source !== assistant && topics.some((own) => own.assistant === assistant && own.id === t.id)) continue;
      if (source !== assistant && source === "tina") borrowed.add(t.id);
      if (source !== assistant) foreign.add(t.id);
      for (const phrase of t.words) {
        const words = tokens(normalise(phrase));
        // The phrase as written and with each word stemmed ("nights" also finds "at night").
        for (const key of [words.join(" "), words.map(stem).join(" ")]) {
          if (byPhrase.has(key) && borrowed.has(t.id) && !shadowed.has(key)) shadowed.set(key, t.id);
          if (!key || byPhrase.has(key)) continue;
          byPhrase.set(key, t.id);
          longest = Math.max(longest, words.length);
        }
      }
    }
  return { byPhrase, longest, borrowed, foreign, shadowed };
}

const indexes = new Map<Assistant, TopicIndex>();
export function topicsFor(assistant: Assistant): TopicIndex {
  let found = indexes.get(assistant);
  if (!found) {
    found = indexOf(assistant);
    indexes.set(assistant, found);
  }
  return found;
}

const byId = new Map<string, Topic>(topics.map((t) => [`${t.assistant}/${t.id}`, t]));

export function topic(assistant: Assistant, id: string | undefined): Topic | undefined {
  if (!id) return undefined;
  for (const source of SOURCES[assistant]) {
    const found = byId.get(`${source}/${id}`);
    if (found) return found;
  }
  return undefined;
}

/** How specific a topic is: 3 for one item, add-on or offer, 1 for a whole kind of work. */
export const levelOf = (id: string): number => topicLevels[id] ?? 3;

/** Whether one topic is the kind of work the other belongs to ("print" and "print-materials"). */
export const kindOfOther = (a: string, b: string): boolean => topicKinds[a] === b || topicKinds[b] === a;
