/**
 * The ten questions on the FAQ page. Every figure is read from site.ts so the answers
 * always match the booking flow, the terms and the chat assistants.
 */
import type { FaqItem } from "#content/schemas/collections.ts";
import { addOns, aiReceptionist, bundle, hostingRenewalPerYear, policies, promises, site, usd } from "./site.ts";

const addOnPrice = (id: string): number => {
  const found = addOns.find((addOn) => addOn.id === id);
  if (!found) throw new Error(`Unknown add-on: ${id}`);
  return found.price;
};

/** Lower-cases the first letter for use mid-sentence, but leaves acronyms such as "AI" alone. */
const midSentence = (text: string): string => (/^[A-Z][a-z]/.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text);

const listOf = (items: readonly string[]): string =>
  items.length < 2 ? items.join("") : `${items.slice(0, -1).join("; ")}; and ${items[items.length - 1]}`;

export const faqs: FaqItem[] = [
  {
    question: "Is the first consultation really free?",
    answer: `Yes. We offer a free consultation on all projects, with no obligation to buy anything. Send us a message through the contact form or chat with ${site.assistantName}, and we'll reply within ${promises.replyWithin}.`,
  },
  {
    question: "How many revisions are included?",
    answer: `Up to ${policies.revisionRounds} rounds of revisions are included in our projects. If you need changes beyond that, further revisions are billed hourly, and we'll always tell you before any extra work begins.`,
  },
  {
    question: "How long does a typical project take?",
    answer: `Logo design usually takes ${policies.timelines.logo}, websites ${policies.timelines.website} and full branding packages ${policies.timelines.branding}. ${bundle.name} is delivered in ${bundle.timeline}. Timelines depend on getting your feedback and content on time, so we agree on them with you before we start.`,
  },
  {
    question: `What does the ${bundle.shortName} include, and what does it cost?`,
    answer: `${bundle.name} is ${usd(bundle.price)}, ${bundle.priceNote}, and is delivered in ${bundle.timeline}. It includes: ${listOf(bundle.includes.map(midSentence))}. You can add extras such as more logo concepts, extra pages, print design or monthly SEO when you book.`,
  },
  {
    question: "How soon can my project start?",
    answer: `Projects begin ${policies.projectStart}. ${promises.contractNote}`,
  },
  {
    question: "Do you offer ongoing support after launch?",
    answer: `Yes. Support packages start at ${usd(policies.supportFrom)}/month. If you book the ${bundle.shortName}, you can also add Unlimited Support & Monthly Maintenance for ${usd(addOnPrice("monthly-support"))}/month, which covers edits, updates, backups and monitoring.`,
  },
  {
    question: "What happens to hosting after the first year?",
    answer: `${bundle.name} includes a free domain and hosting for 1 year. After that, hosting renews at ${usd(hostingRenewalPerYear)} a year. If you'd rather not think about renewals, you can choose Lifetime Hosting for a one-time ${usd(addOnPrice("lifetime-hosting"))} instead.`,
  },
  {
    question: "What is your refund policy?",
    answer: `${policies.refundRule} Once work is under way, payments are not refundable. If a client is unresponsive for over ${policies.abandonedAfterDays} days, the project is considered abandoned and no refund is given, so please let us know if you need to pause.`,
  },
  {
    question: "How does the free AI receptionist demo work?",
    answer: `Tell us about your business through the demo form and we'll set up a free ${aiReceptionist.trialDays}-day AI receptionist demo within ${aiReceptionist.setupWithin}. If you want to keep it, it's ${usd(aiReceptionist.monthlyPrice)}/month, including a landing page, unlimited updates, hosting and a backend dashboard. ${policies.aiCancellation}`,
  },
  {
    question: "Do you keep copies of my files?",
    answer: `Yes. We keep your project files for at least ${policies.fileRetentionYears} years, so if you lose a logo file or need an older version of a design, just ask and we'll send it over.`,
  },
];
