/**
 * The figure guard's list of what may be said: every figure either assistant may state is one the content states (the topic table, the assistants'
 * lines, the FAQ, the landing pages' price lines, the portfolio's durations and results). A reply with any other figure is refused.
 */
import { knownFiguresOf, unknownFigures, type KnownFigures } from "#app/domain/chat-figures.ts";
import { topics, siteFacts } from "#content/chat-data/topics.ts";
import { avaReplies, roleReplies, tinaReplies } from "#content/chat-data/replies.ts";
import { avaChat, demoBusiness, tinaChat } from "#content/chat.ts";
import { faqs } from "#content/faq.ts";
import { landingPages } from "#content/landing/index.ts";
import { portfolioProjects } from "#content/portfolio/index.ts";

const strings = (value: unknown): string[] =>
  typeof value === "string" ? [value] : value && typeof value === "object" ? Object.values(value).flatMap(strings) : [];

export const knownFigures: KnownFigures = knownFiguresOf([
  ...topics.flatMap((t) => strings(t)),
  ...strings(siteFacts),
  ...strings(avaReplies),
  ...strings(tinaReplies),
  ...strings(roleReplies),
  ...strings(avaChat),
  ...strings(tinaChat),
  ...strings(demoBusiness),
  ...faqs.map((f) => f.answer),
  ...landingPages.map((p) => `${p.hero.priceLine ?? ""} ${p.metaDescription}`),
  // A past project's length and results, as its portfolio page states them ("over 8 weeks", "up 41%").
  ...portfolioProjects.map((p) => `${p.title} ${p.projectDuration} ${p.results.join(" ")}`),
]);

/** The figures of a reply that the content never states. */
export function inventedFigures(text: string): string[] {
  return unknownFigures(text, knownFigures).map((f) => f.text);
}
