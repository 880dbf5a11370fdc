/**
 * Answers from the topic table: the sentence for (topic, attribute), what a budget fits, and
 * which need each topic stands for (so a question about logo prices records that they want a logo).
 */
import { avaReplies, roleReplies } from "#content/chat-data/replies.ts";
import { needTopics, policyTopics, siteFacts, topicNeeds } from "#content/chat-data/topics.ts";
import { offers } from "#content/offers.ts";
import { bundle } from "#content/site.ts";
import type { NeedName } from "./entities.server";
import type { Assistant } from "./examples.server";
import { topic as topicById } from "./knowledge.server";
import type { ChatState } from "./state.server";
import type { Command } from "./understand.server";
import { topicAsked } from "./subjects.server";

/** Terms and policies: what they are is the answer to any question about them. */
const TERMS = new Set(policyTopics);

/** Each topic's need: the topic table's needTopics turned round, and its topicNeeds. */
export const TOPIC_NEED = new Map<string, NeedName>([
  ...Object.entries(needTopics).map(([need, t]) => [t, need as NeedName] as const),
  ...Object.entries(topicNeeds),
]);

/** What a budget fits; with no sum ("what's the cheapest way to get a basic site?"), where the work they want starts. */
export function budgetFits(amount: number = offers.branding.from, needs: readonly string[] = []): string {
  if (amount >= bundle.price) return avaReplies.budgetCoversBundle;
  // "need a website but my budget is 2000 tops": what a website costs, not a logo they did not ask for;
  // "a logo, insta and a site, budget 1200": what fits, then what the website costs.
  if (needs.includes("Website Design") && amount >= offers.branding.from) {
    const website = avaReplies.budgetUnderWebsite;
    return needs.some((n) => n !== "Website Design") ? `${avaReplies.budgetUnder} ${website.charAt(0).toUpperCase()}${website.slice(1)}` : website;
  }
  // "an online store, budget 1200": what fits, then what the thing they want costs, from the topic table.
  const wanted = needs.map((n) => needTopics[n as NeedName]).find((t) => t && !BRAND_TOPICS.has(t));
  const costs = wanted && topicById("ava", wanted)?.price;
  const fits = amount >= offers.branding.from ? avaReplies.budgetUnder : avaReplies.budgetLow;
  return costs ? `${fits} ${costs}` : fits;
}
/** What the budget replies already price. */
const BRAND_TOPICS = new Set(["logo", "branding", "website"]);

/** The answer to a question about a topic's attribute, from the table; undefined when the table can't say. */
export function topicAnswer(assistant: Assistant, command: Command, state: ChatState): string | undefined {
  const fallbackTopic = command.topic ?? state.focus ?? (state.facts.services[0] ? needTopics[state.facts.services[0]] : undefined);
  if (!fallbackTopic) {
    if (assistant === "ava" && command.act === "price") return topicById("ava", "bundle")?.price;
    if (assistant === "ava" && command.act === "duration") return siteFacts.timelines;
    if (assistant === "ava" && command.act === "includes") return topicById("ava", "bundle")?.includes;
    if (assistant === "tina" && (command.act === "price" || command.act === "includes" || command.act === "info"))
      return topicById("tina", "ai-receptionist")?.[command.act === "info" ? "about" : command.act];
    if (assistant === "tina-role" && command.act === "price") return topicById("tina-role", "estimate")?.about;
    return undefined;
  }
  // "price per month?" after "does it answer calls?": a feature of the receptionist costs what the receptionist costs.
  const t = topicById(assistant, topicAsked(command.act, fallbackTopic));
  if (!t || t.offered === false) return undefined;
  state.focus = t.id;
  const need = TOPIC_NEED.get(t.id);
  if (assistant === "ava" && need && command.act !== "info" && !state.facts.services.includes(need)) state.facts.services.push(need);
  switch (command.act) {
    case "price":
      // A caller asking what a job costs hears how the technician prices it, not what the job is.
      if (!t.price && assistant === "tina-role") return topicById("tina-role", "estimate")?.about ?? t.about;
      return t.price ?? `${t.about} ${assistant === "ava" ? "It's quoted for your project." : ""}`.trim();
    case "duration":
      if (!t.duration && assistant === "tina-role") return roleReplies.duration;
      return (
        t.duration ??
        // "how long do you keep my files?": a term's answer is what the term is.
        (assistant === "ava" && !TERMS.has(t.id)
          ? `${t.name} gets its timeline with your quote; ${siteFacts.start.charAt(0).toLowerCase()}${siteFacts.start.slice(1)}`
          : t.about)
      );
    case "includes":
      return t.includes ?? t.about;
    default: {
      // "where do I see the leads?" asks how, not whether: the yes of the answer to "does it…?" is left off.
      const yes = command.act === "info" && (t.about.startsWith("Yes, ") || t.about.startsWith("Yes: "));
      return yes ? t.about.charAt(5).toUpperCase() + t.about.slice(6) : t.about;
    }
  }
}

/**
 * Two answers that say the same thing are said once: "Monthly SEO is $250/month: ongoing search… report."
 * makes "Monthly SEO: ongoing search… report." redundant. A part is dropped when nearly all its words were said.
 */
export function withoutRepeats(parts: readonly string[]): string[] {
  const said = new Set<string>();
  const wordsOf = (text: string) =>
    text
      .toLowerCase()
      .split(/[^a-z0-9$%]+/)
      .filter((w) => w.length > 2);
  const repeated = (sentence: string) => {
    const words = wordsOf(sentence);
    return words.length >= 4 && words.filter((w) => said.has(w)).length >= 0.9 * words.length;
  };
  const kept: string[] = [];
  for (const part of parts) {
    // Sentence by sentence, so a policy two answers both end on is said once.
    const text = sentencesOf(part)
      .filter((sentence) => !kept.length || !repeated(sentence))
      .join(" ");
    if (!text) continue;
    kept.push(text);
    for (const w of wordsOf(text)) said.add(w);
  }
  return kept;
}

/** A text's sentences, each with its full stop. */
export const sentencesOf = (text: string): string[] => text.split(". ").map((sentence, i, all) => (i < all.length - 1 ? `${sentence}.` : sentence));
