/**
 * The built-in engine's dialogue: what the visitor means (the intent classifier), what
 * they told us (the entity extractors, folded into the conversation's state), and a reply
 * composed from the content's passages, then one useful next step. Every sentence with a
 * fact is a passage of chat-knowledge or is built from content/ values, never typed here.
 */
import { avaChat, demoBusiness, tinaChat } from "#content/chat.ts";
import { serviceSections } from "#content/services.ts";
import { portfolioProjects } from "#content/portfolio/index.ts";
import { landingPages } from "#content/landing/index.ts";
import { SERVICE_ITEM_CUES } from "#app/domain/chat-lexicon.ts";
import { addOns, aiReceptionist, bundle, claims, policies, promises, site } from "#content/site.ts";
import { budgetAmount, businessKind, extractArea, extractServices, SERVICES, type ServiceName } from "#app/domain/chat-entities.ts";
import {
  absorb,
  BOTH,
  leadReady,
  MAX_ASKS,
  mayAsk,
  nextContactSlot,
  shortReply,
  type Absorbed,
  type DialogueState,
  type Facts,
  type Slot,
} from "#app/domain/chat-state.ts";
import { retrieveAnswer, retrieveDoc } from "./chat-builtin.server";
import { brandTiers, smallOffers, contactLine, doc, dollars, knowledge, type AssistantId } from "./chat-knowledge.server";
import { corpus } from "./chat-corpus.server";
import { addressOf, announcement, askingAbout, asReceptionist, bookingLine, businessAnswer, problemOf, slotOf } from "./chat-roleplay.server";
import { classifierFor, MIN_INTENT_SCORE } from "./chat-nlu.server";

export interface DialogueReply {
  text: string;
  /** The intent the reply answered ("unknown" when the engine did not know). */
  intent: string;
  /** False when the engine did not know and offered a follow-up instead. */
  known: boolean;
  state: DialogueState;
  absorbed: Absorbed;
}

const usd = (amount: number): string => `$${amount.toLocaleString("en-US")}`;
const list = (items: readonly string[]): string =>
  items.length < 2 ? items.join("") : `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
/** A passage's first sentence (its price, in the price passages). */
const firstSentence = (t: string) => /^.*?[.!?](?=\s+[A-Z]|$)/.exec(t)?.[0] ?? t;
/** The first sentence that names a price ("keeping it is $295/month"), else the first. */
const sentenceWithPrice = (t: string) => t.match(/[^.!?]*?\$\d[^.!?]*(?:\.\d+[^.!?]*)*[.!?]/)?.[0].trim() ?? firstSentence(t);
/** A long answer given again: its sentence with the price, said as a reminder. */
const asISaid = (t: string) =>
  `As I said: ${sentenceWithPrice(t).replace(/^(?:[A-Z][a-z]+)(?=\s+[a-z$\d])|^(?:The|A|An)\b/, (w) => w.toLowerCase())}`;
const lowerFirst = (t: string) => (/^[A-Z][a-z]/.test(t) ? t[0]!.toLowerCase() + t.slice(1) : t);

/** Ava's intents answered by one passage, by its id. */
const PASSAGE_BY_INTENT: Record<string, string> = {
  includes: "bundle-includes",
  start: "start",
  revisions: "revisions",
  refunds: "refunds",
  hosting: "hosting",
  seo: "seo",
  apps: "apps",
  ai: "ai-automation",
  free_demo: "free-demo",
  areas: "areas",
  addons: "add-ons",
  support: "support",
  social: "social",
  print: "print",
  ecommerce: "ecommerce",
  discount: "discount",
  about: "about",
  services: "services",
  consultation: "consultation",
  redesign: "redesign",
  rebranding: "rebranding",
  strategy: "strategy",
  files: "files",
  human: "contact",
};

/** Retrieval's passages back to the intents they answer, for a message the classifier is unsure of. */
const INTENT_BY_PASSAGE: Record<AssistantId, Map<string, string>> = {
  ava: new Map([
    ...Object.entries(PASSAGE_BY_INTENT).map(([intent, id]) => [id, intent] as const),
    ["timelines", "timeline"],
    ["bundle-price", "price"],
    ["logo-price", "price"],
    ["website-price", "price"],
    ["branding-price", "price"],
    ["hiring-range", "price"],
  ]),
  tina: new Map(),
};

/** Below MIN_INTENT_SCORE but above this, the classifier's guess stands when every word is known. */
const WEAK_INTENT_SCORE = 0.3;

/** The passage that prices each service. */
const PRICE_PASSAGE: Record<ServiceName, string> = {
  [SERVICES.logo]: "logo-price",
  [SERVICES.website]: "website-price",
  [SERVICES.branding]: "branding-price",
  [SERVICES.social]: "social",
  [SERVICES.seo]: "seo",
  [SERVICES.print]: "print",
  [SERVICES.ai]: "ai-automation",
  [SERVICES.app]: "apps",
  [SERVICES.store]: "ecommerce",
  [SERVICES.fixes]: "website-price",
};

/** Intents that show the visitor wants something done: a good moment to ask who they are. */
const INTEREST = new Set([
  "need",
  "price",
  "logo_only",
  "compare",
  "budget",
  "quote",
  "human",
  "timeline",
  "start",
  "consultation",
  "redesign",
  "rebranding",
  "fixes",
  "includes",
  "details",
  "apps",
  "ai",
  "ecommerce",
  "social",
  "seo",
  "print",
  "service_item",
]);

/** Intents about the conversation itself, not a topic: an unknown word does not undo them. */
const DIALOGUE_INTENTS = new Set([
  "greeting",
  "thanks",
  "bye",
  "human",
  "quote",
  "need",
  "details",
  "price",
  "budget",
  "logo_only",
  "compare",
  "demo_start",
]);

/** The last ask for a name, once contact details are in without one. */
const NAME_FOR_THE_TEAM = `So the team knows who to ask for when they get back to you: ${avaChat.askName.replace(/^W/, "w")}`;

const QUESTION: Record<Slot, string> = {
  name: avaChat.askName,
  email: avaChat.askEmail,
  phone: avaChat.askPhone,
  business: "What kind of business do you run?",
  services: "What do you need most: a logo, a website or a full brand?",
};

/** "a logo and a website" (or a full brand with a site) is what the bundle is for. */
function wantsBundle(services: readonly ServiceName[]): boolean {
  const s = new Set(services);
  return s.has(SERVICES.website) && (s.has(SERVICES.logo) || s.has(SERVICES.branding));
}

function bundleAnswer(): string {
  // Four of its seven parts: the whole list is a dozen lines on a phone, and is there when asked for.
  const shown = bundle.includes.slice(0, 4).map(lowerFirst);
  const more = bundle.includes.length > shown.length ? ", and more (ask me for the full list)" : "";
  return `For a logo and a website together, ${bundle.name} is the fit: ${usd(bundle.price)} ${bundle.priceNote}, ready in ${bundle.timeline}. It includes a ${list(shown)}${more}.`;
}

/** The price answer for what the visitor wants: the bundle for a logo and a site, else each service's passage. */
function priceAnswer(services: readonly ServiceName[]): { text: string; topic: string } {
  if (wantsBundle(services)) {
    const rest = services.filter((s) => s !== SERVICES.website && s !== SERVICES.logo && s !== SERVICES.branding);
    const extra = rest.slice(0, 1).map((s) => doc("ava", PRICE_PASSAGE[s]).text);
    return { text: [bundleAnswer(), ...extra].join(" "), topic: "bundle" };
  }
  if (!services.length) return { text: doc("ava", "bundle-price").text, topic: "bundle-price" };
  // A logo and business cards: the Starter package has both; the print bundle adds the rest of the stationery.
  if (services.includes(SERVICES.logo) && services.includes(SERVICES.print) && services.length === 2)
    return { text: `${firstSentence(doc("ava", "logo-price").text)} ${firstSentence(doc("ava", "print").text)}`, topic: "logo-price+print" };
  const ids = [...new Set(services.map((s) => PRICE_PASSAGE[s]))].slice(0, 2);
  return { text: ids.map((id) => doc("ava", id).text).join(" "), topic: ids.join("+") };
}

function compareAnswer(): string {
  const { starter, growth, premium } = brandTiers;
  const tier = (name: string, t: typeof starter) => `${name} (${lowerFirst(t.price!)}: ${list(t.features!.map(lowerFirst))})`;
  return `${bundle.name} is ${usd(bundle.price)} ${bundle.priceNote} and gets you online: a ${list(bundle.includes.slice(0, 4).map(lowerFirst))}, ready in ${bundle.timeline}. The brand packages are about the brand itself: ${tier("Starter", starter)}, ${tier("Growth", growth)} and ${tier("Premium", premium)}. If you need a website too, the bundle is the simpler start; for a logo and brand only, Starter is the smallest step.`;
}

/** The rebrand's time, as its passage says it ("over 6-10 weeks", from the rebranding page). */
const REBRAND_WEEKS = /over \d+-\d+ weeks/.exec(doc("ava", "rebranding").text)?.[0];
if (!REBRAND_WEEKS) throw new Error("The rebranding passage no longer states its weeks");

/** "free consultation", as said inside a sentence. */
const consultation = lowerFirst(promises.consultation.replace(/\s+on all projects$/i, ""));

/** What fits a budget, from the prices the content states. */
function budgetAnswer(budget: string | undefined, services: readonly ServiceName[] = [], redesign = false): string {
  const amount = budget ? budgetAmount(budget) : undefined;
  const starterPrice = dollars(brandTiers.starter.price);
  const lines: string[] = [];
  // Work quoted for each project has no package a budget could "fit".
  const quoted = services.filter((s) => s === SERVICES.app || s === SERVICES.store);
  if (amount !== undefined && quoted.length) {
    return `${quoted.includes(SERVICES.app) ? "Apps" : "Online stores"} are quoted for each project after a ${consultation}, so the team can tell you what that budget covers.`;
  }
  // A redesign of the site they have: where the budget sits in the redesign's range.
  const redesignFrom = dollars(doc("ava", "redesign").text);
  if (amount !== undefined && redesign && redesignFrom !== undefined && amount >= redesignFrom && amount < bundle.price * 2) {
    return `${firstSentence(doc("ava", "redesign").text)} That budget is at the start of that range, so the team will tell you what it covers after a ${consultation}.`;
  }
  // A website below the bundle's price: say so, rather than offer a package without one.
  if (amount !== undefined && amount < bundle.price && services.includes(SERVICES.website)) {
    return `A new website comes in ${bundle.name} at ${usd(bundle.price)} ${bundle.priceNote}, above that budget. ${starterPrice !== undefined && amount >= starterPrice ? `Our Starter brand package (${lowerFirst(brandTiers.starter.price!)}) fits it if you start with the brand. ` : ""}The team can tell you what's possible for your budget after a ${consultation}.`;
  }
  if (amount === undefined) {
    return `${bundle.name} at ${usd(bundle.price)} ${bundle.priceNote} covers a website, logo concepts, a brand guide and a social media kit. Our Starter brand package is ${lowerFirst(brandTiers.starter.price!)} if you only need the brand. What budget do you have in mind?`;
  }
  if (amount >= bundle.price) {
    lines.push(
      `With that budget, ${bundle.name} (${usd(bundle.price)} ${bundle.priceNote}) fits: a ${list(bundle.includes.slice(0, 4).map(lowerFirst))}, ready in ${bundle.timeline}.`,
    );
  } else if (starterPrice !== undefined && amount >= starterPrice) {
    lines.push(
      `With that budget, our Starter brand package (${lowerFirst(brandTiers.starter.price!)}: ${list(brandTiers.starter.features!.map(lowerFirst))}) fits. ${bundle.name}, with a website, is ${usd(bundle.price)} ${bundle.priceNote}.`,
    );
  } else {
    const fits = smallOffers.filter((o) => o.price <= amount);
    if (fits.length) lines.push(`With that budget, you could start with ${list(fits.map((o) => o.what))}.`);
    lines.push(
      `Our smallest priced package is the Starter brand package, ${lowerFirst(brandTiers.starter.price!)}; with a website, ${bundle.name} is ${usd(bundle.price)} ${bundle.priceNote}. The team can tell you what's possible for your budget after a ${consultation}.`,
    );
  }
  return lines.join(" ");
}

/** A deadline sooner than the quickest delivery (the bundle's 10-14 business days, two weeks and more): "asap", "in 10 days". */
function tightDeadline(wanted: string): boolean {
  if (/\b(?:asap|a\.s\.a\.p|as soon as possible|right away|urgent|immediately|rush|yesterday)\b/i.test(wanted)) return true;
  const m = /\b(\d+|a|an|one|two|three)\s+(days?|weeks?|wks?)\b/i.exec(wanted);
  if (!m) return false;
  const n = Number(m[1]) || ({ a: 1, an: 1, one: 1, two: 2, three: 3 } as Record<string, number>)[m[1]!.toLowerCase()]!;
  return n * (/^d/i.test(m[2]!) ? 1 : 7) < 14;
}

function timelineAnswer(services: readonly ServiceName[], wanted: string | undefined): string {
  // Quoted work has no stated time: the quote brings one.
  const quoted = services.find((s) => s === SERVICES.app || s === SERVICES.store || s === SERVICES.ai);
  const text = quoted
    ? `${quoted === SERVICES.app ? "An app's" : quoted === SERVICES.store ? "An online store's" : "An AI project's"} timeline depends on what it needs to do, so the team gives you one with its quote, after a ${consultation}. Projects begin ${policies.projectStart}.`
    : doc("ava", "timelines").text;
  const ask = !wanted
    ? ""
    : tightDeadline(wanted)
      ? ` You mentioned ${wanted}: that's quicker than our usual times, so I'll flag it for the team, and they'll tell you honestly what's possible.`
      : ` You mentioned ${wanted}: I'll pass that on, and the team will confirm what's possible.`;
  return `${text}${ask}`;
}

/** Whether a message is only the details it carries ("dana@x.com", "Dana Wells, 770 555 0111"). */
function onlyDetails(text: string, absorbed: Absorbed): boolean {
  const e = absorbed.entities;
  if (!(e.email || e.phone || e.name)) return false;
  const rest = text
    .replace(/[A-Z0-9._%+-]+@[A-Z0-9.-]+\.[A-Z]{2,}/gi, " ")
    .replace(/(?:\+?1[\s.-]?)?\(?\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{4}/g, " ")
    .replace(/\b(?:zero|oh|one|two|three|four|five|six|seven|eight|nine|\d+)\b/gi, " ")
    .replace(e.name ? new RegExp(e.name.split(" ").join("\\s+"), "i") : /$^/, " ")
    .replace(
      /\b(?:my|name|is|names|i'?m|i am|this|it'?s|email|e-mail|phone|number|cell|mobile|and|here|call|me|at|reach|you|can|the|or|text|actually|sorry|meant|its|correction|new|use|instead|from|on|hi|hey|ok|okay|sure|yes)\b/gi,
      " ",
    )
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
  return rest.split(/\s+/).filter(Boolean).length <= 3 && !/\?/.test(text);
}

/** The message without its contact details and introductions, when enough else is left to classify. */
function withoutDetails(text: string, absorbed: Absorbed): string {
  const e = absorbed.entities;
  if (!(e.email || e.phone || e.name)) return text;
  const rest = text
    .replace(/[A-Z0-9._%+-]+@[A-Z0-9.-]+\.[A-Z]{2,}/gi, " ")
    .replace(/(?:\+?1[\s.-]?)?\(?\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{4}/g, " ")
    .replace(/\b(?:my name is|my name's|name's|i'?m|i am|this is|call me|my (?:email|e-mail|phone|number|cell) is)\b/gi, " ")
    .replace(e.name ? new RegExp(`\\b${e.name.split(" ").join("\\s+")}\\b`, "i") : /$^/, " ")
    .replace(/[\s,;]+/g, " ")
    .trim();
  return rest.split(" ").filter((w) => /\p{L}/u.test(w)).length >= 3 ? rest : "";
}

/**
 * A kind of business as said back to the visitor, with its article: "An electrician", "An HVAC
 * company", "A pet grooming business". The lexicon's kinds are lower case, and some name the
 * trade rather than the business ("auto detailing"); a kind from elsewhere is said as it is.
 */
const SAID_AS: Record<string, string> = {
  "hvac company": "HVAC company",
  "it services company": "IT services company",
  "pet grooming": "pet grooming business",
  "auto detailing": "auto detailing business",
  "shoe repair": "shoe repair shop",
  "appliance repair": "appliance repair business",
};
export function aBusiness(kind: string): string {
  const said = SAID_AS[kind] ?? kind;
  return `${/^(?:[aeiou]|hvac\b)(?!ni|ti|s[eu])/i.test(said) ? "An" : "A"} ${said}`;
}

/** Words that only agree: "ok", "sure", "sounds good", "lol ok bet". */
const ASSENT =
  /^\s*(?:(?:ok(?:ay)?|k|kk|sure|cool|bet|great|nice|alright|aight|sounds good|got it|gotcha|lol|haha|yes|yeah|yep|yup|perfect|awesome|word|for sure)\b[\s,.!]*)+$/i;
/** "thats too much", "too expensive for me", "out of my budget". */
const PRICE_OBJECTION =
  /^\s*(?:(?:dang|damn|wow|whoa|oof|yikes|hmm)[,.!\s]*)?(?:pricey|steep|expensive|too much|that'?s a lot|thats a lot)[\s.!?]*$|\b(?:is|thats|that'?s|its|it'?s)\s+(?:a ?lot|alot|a bit much|steep)\b(?:\s+(?:for|to) (?:me|us))?|\btoo (?:much|expensive|pricey|high|steep|rich)\b|\b(?:kinda|kind of|pretty|a bit|a little|bit|so|really)\s+(?:expensive|pricey|steep)\b|\bout of (?:my|our) (?:budget|price range|range)\b|\bcan'?t afford\b|\bcant afford\b/i;

/** A yes to what the AI receptionist does, in the content's words. */
function aiCapability(message: string): string | undefined {
  // Texts, DMs and other channels are not among what it is said to do.
  if (/\b(?:texts?|texting|sms|whatsapp|dms?|instagram|facebook|messenger|email)\b/i.test(message)) return undefined;
  const trial = `You can try one free for ${aiReceptionist.trialDays} days on our free demo page.`;
  if (
    /\b(?:book\w*|appointments?|schedul\w*)\b/i.test(message) &&
    !/\b(?:google|outlook|calendly|square|acuity|integrat\w*|sync\w*|work with)\b/i.test(message)
  )
    return `Yes: booking flows are part of what we build, so it can book appointments for your customers. ${trial}`;
  if (/\b(?:calls?|phones?|24\/7|after hours|nights?|weekends?)\b/i.test(message))
    return `Yes: it answers calls and chats 24/7, so customers get an answer after hours too. ${trial}`;
  return undefined;
}

/** Each of the services page's smaller items that owners ask about by other words, found in the content once. */
const SERVICE_ITEMS = SERVICE_ITEM_CUES.map(([name, cue]) => {
  for (const section of serviceSections) {
    const item = section.items.find((i) => i.name === name);
    if (item) return { cue, section, item };
  }
  throw new Error(`The chat lexicon names a service item the services page does not have: ${name}`);
});
/** Services an item's question may name without asking for them: a QR code for a menu, a landing page for Facebook ads. */
const ITEM_GOES_WITH: Record<string, readonly ServiceName[]> = {
  "QR Code Design": [SERVICES.print],
  "Print Materials": [SERVICES.print],
  "Ad Landing Page": [SERVICES.social],
  "Review Funnel with QR Codes": [SERVICES.seo, SERVICES.print],
  "Google Business Profile Setup": [SERVICES.seo],
  "Directory Listings": [SERVICES.seo],
};
/** "do yall…", "can you…": asks whether it is done. */
const ASKS_IF_DONE =
  /\b(?:do|can|could|will|would|does)\s+(?:you|u|ya|y'?all|yall|you guys|your (?:team|agency|company))\b|\bis that something\b|\byou (?:guys )?(?:do|offer|handle|make|set up)\b/i;
/** "I need…", "help me get…", "how much for…", "and email marketing?": wants it. */
const WANTS_IT =
  /^\s*(?:and|also|plus|what about|how about)\b|\b(?:i|we|im|i'm)\s+(?:need|want|wanna|would like|'d like|d like|am looking for|looking for|are looking for)\b|^\s*(?:need|want|looking for)\b|(?:^|[.,!]\s*)(?:need|want|looking for)\b|\bneed (?:a|an|some|our|my|help)\b|\bhelp (?:me |us )?(?:with|get|set|make)\b|\bhow much\b|\bprice\b|\bcost\b/i;
const ASKS_WHAT_IT_IS = /^\s*(?:so\s+|and\s+|ok\s+)?(?:what|whats|what's)\s+(?:is\s+)?(?:an?|the|ur|your)\b/i;

/**
 * A question about one of the services page's smaller items ("do yall do newsletters", "can you
 * make invoice templates", "my site looks bad on phones"), answered with that item in the page's
 * words. Not when the message is about a bigger service too ("a new website with a blog"): that
 * need comes first. A site the visitor already has ("the content for my site") is not a new website.
 */
function serviceItemAnswer(message: string, services: readonly ServiceName[]): { text: string; topic: string; intent: string } | undefined {
  const found = SERVICE_ITEMS.find((i) => i.cue.test(message));
  if (!found) return undefined;
  const fix = found.section.key === "fix";
  const asksIfDone = ASKS_IF_DONE.test(message);
  const asksWhat = ASKS_WHAT_IT_IS.test(message);
  if (!fix && !asksIfDone && !asksWhat && !WANTS_IT.test(message)) return undefined;
  const theirSite = /\b(?:my|our|the|existing|current|old)\s+(?:web\s?)?site\b/i.test(message) && !/\bnew (?:web\s?)?site\b/i.test(message);
  // Services named only by the item's own words, or that the item belongs with ("a qr code for my menu" is not print design).
  const named = extractServices(message.replace(found.cue, " "));
  const bigger = services.filter(
    (s) => named.includes(s) && s !== SERVICES.fixes && !(s === SERVICES.website && theirSite) && !ITEM_GOES_WITH[found.item.name]?.includes(s),
  );
  if (bigger.length) return undefined;
  const { item, section } = found;
  const what = `our ${item.name}: ${item.description.replace(/^[A-Z](?=[a-z ])/, (c) => c.toLowerCase())}`;
  const opening = asksWhat ? `That's ${what}` : asksIfDone ? `Yes, that's ${what}` : `We can help with that; it's ${what}`;
  const price = section.customQuoteOnly
    ? "It's custom quote only: tell me a little about what you need and the team will follow up with a quote."
    : `It's part of our ${section.title} services.`;
  // Told as the topic its section belongs to, where one has its own intent: a speed tune-up is a fix, a map listing search presence.
  const intent =
    item.name === "Print Materials" ? "print" : (({ fix: "fixes", social: "seo" } as Record<string, string>)[section.key] ?? "service_item");
  return { text: `${opening} ${price}`, topic: `item:${item.name}`, intent };
}

/** Each priced offer of the content, by its price, with what is said of it: "the 800 one" is one of these. */
const PRICED_OFFERS: { name: string; price: number; text: () => string }[] = [
  { name: bundle.name, price: bundle.price, text: () => doc("ava", "bundle-includes").text },
  ...(["starter", "growth", "premium"] as const).map((key) => {
    const tier = brandTiers[key];
    const name = `${key[0]!.toUpperCase()}${key.slice(1)}`;
    return {
      name,
      price: dollars(tier.price) ?? 0,
      text: () => `Our ${name} brand package is ${lowerFirst(tier.price!)} and includes a ${list(tier.features!.map(lowerFirst))}.`,
    };
  }),
  ...addOns.map((a) => ({
    name: a.name,
    price: a.price,
    text: () =>
      `${a.name} is ${usd(a.price)}${a.cadence === "per month" ? "/month" : a.cadence === "each" ? " each" : " one-time"}: ${lowerFirst(a.description)}`,
  })),
  {
    name: "AI receptionist",
    price: aiReceptionist.monthlyPrice,
    text: () =>
      `Keeping the AI receptionist after its free ${aiReceptionist.trialDays}-day demo is ${usd(aiReceptionist.monthlyPrice)}/month, including a ${list(aiReceptionist.includes.map(lowerFirst))}.`,
  },
];
/** "the 800 one", "that $2,500 package", "the 150 a month plan". */
const PRICE_REFERENCE =
  /\b(?:the|that|this|ur|your)\s+\$?(\d{1,2},?\d{3}|\d{2,3})(?:\s*(?:\/\s*mo(?:nth)?|a month|per month|monthly|one[- ]time|dollars?))?\s*(?:one|option|package|plan|deal|thing|bundle|tier|service|add-?on)\b/i;
/** What the last answers said, from their topics: a reference back ("the 800 one") is to something in them. */
function recentlySaid(previous: DialogueState): string {
  return previous.answered
    .slice(-2)
    .flatMap((t) => t.replace(/^price:/, "").split("+"))
    .map((id) => (id === "bundle" ? "bundle-price" : id))
    .map((id) => knowledge.ava.find((d) => d.id === id)?.text ?? "")
    .join(" ");
}
/** The offer a price refers to; of several at that price, the one just talked about, else the first. */
function offerByPrice(message: string, previous: DialogueState) {
  const m = PRICE_REFERENCE.exec(message);
  if (!m) return undefined;
  const amount = Number(m[1]!.replace(/,/g, ""));
  const offers = PRICED_OFFERS.filter((o) => o.price === amount);
  const said = recentlySaid(previous);
  return offers.find((o) => said.includes(o.name)) ?? offers[0];
}

/** "do yall take zelle", "can i pay in installments": how to pay, which the content does not state. */
const PAYMENT_ASKED =
  /\b(?:cash ?app|zelle|venmo|paypal|apple pay|credit cards?|debit cards?|(?:pay|paying|take|accept)\s+(?:by\s+|with\s+|in\s+)?(?:checks?|cash)\b|financing|finance it|installments?|payment plans?|pay (?:in|with|by|monthly|over time|half))\b/i;
/** "is it monthly or one time": how a price recurs. */
const CADENCE_ASKED = /\b(?:monthly|per month|a month|one[- ]time|recurring|subscription|every month|one payment)\b/i;
/** "yall done food trucks?", "do you have examples for law firms": past work for their kind of business. */
const EXAMPLES_ASKED =
  /\b(?:examples?|samples?|portfolio|past work|your work|show me (?:some|your)|(?:have|did) (?:you|u|yall|y'?all) (?:ever )?(?:done|worked|made|built)|(?:you|u|yall|y'?all) (?:ever )?(?:done|worked with)|done (?:any|work for|one for|a site for|a logo for))\b/i;
/** "do you have reviews", "what do other clients say": what clients said, from the landing pages. */
const REVIEWS_ASKED =
  /\b(?:testimonials?|references|what (?:do |did )?(?:other |your |past |previous )?(?:clients|customers|people) (?:say|think)|(?:have|got|any|see|read) (?:some |any )?reviews|happy clients)\b/i;
/** A client's words from a landing page, for their kind of business when one matches. */
function testimonialFor(kind: string | undefined): string {
  const all = landingPages.map((p) => p.testimonial);
  const t = (kind && all.find((x) => businessKind(x.business) === kind)) || all[0]!;
  return `"${t.quote}" That's ${t.name}, ${lowerFirst(t.business)} in ${t.area}. Across our projects, clients report ${claims.satisfaction} satisfaction.`;
}
/** Up to two portfolio projects for a kind of business, by their industry. */
function projectsFor(kind: string, said = "") {
  const words = new Set(said.toLowerCase().match(/[a-z]{4,}/g) ?? []);
  const overlap = (p: (typeof portfolioProjects)[number]) =>
    (`${p.industry} ${p.title}`.toLowerCase().match(/[a-z]{4,}/g) ?? []).filter((w) => words.has(w)).length;
  // Of their kind, the ones that share most words with what they said ("pediatric") first.
  return portfolioProjects
    .filter((p) => businessKind(`${p.industry} ${p.client}`) === kind)
    .map((p, i) => ({ p, score: overlap(p), i }))
    .sort((a, b) => b.score - a.score || a.i - b.i)
    .slice(0, 2)
    .map((x) => x.p);
}

/** "why do you need my name?": asked of a slot. */
const WHY_ASKED =
  /\bwhy (?:do|d'?|would|does) (?:u|you|ya|she|ava) (?:need|want|ask(?: for)?)\b[^.?!]{0,10}\b(?:my )?(name|e-?mail|number|phone|info|details)\b/i;
/** "rather not say", "id rather not", "skip that": a question not to be asked again. */
const DECLINED =
  /^\s*(?:(?:no|nah|nope)[,.!\s]+)?(?:i'?d |id |i )?(?:rather not(?: say| share| give (?:it|that))?|prefer not to(?: say| share)?|skip(?: that| it)?|pass|not (?:right )?now|no thanks|not comfortable(?: with that)?)\b[\s.!]*$/i;
/** "joe.plumb@gmail": an email address without its ending. */
const UNFINISHED_EMAIL = /\b[\w.+-]+@[a-z0-9-]+\b(?!\s*\.\s*[a-z])/i;

/** What is said first about a client's own matter; then how to reach the team. */
const CLIENT_MATTER = {
  refund: `${policies.refundRule} Requests about your own payment are handled by the team directly.`,
  cancel: `${policies.aiCancellation} To cancel yours, tell the team.`,
  down: "Sorry your site is giving you trouble. The team can look into it.",
  followUp: "",
  noted: "Got it, the team will see that.",
} as const;
type ClientMatter = keyof typeof CLIENT_MATTER;

const OWN_PAYMENT = /\b(?:i|we)\s+(?:already\s+|just\s+)?(?:paid|bought|purchased|ordered|signed up|was charged|got charged|were charged)\b/i;
const SITE_DOWN =
  /\b(?:site|website)\s+(?:is\s+|it'?s\s+|its\s+|went\s+|has\s+gone\s+|keeps?\s+going\s+|got\s+)?(?:down|offline|crashed|hacked)\b|\bhosted (?:with|by) (?:you|y'?all|yall|u)\b/i;
const HOW_TO_REACH = /^\s*(?:ok(?:ay)?[\s,]*)?(?:how (?:do|can|would|should) i\b|who (?:do|can|should) i\b|where (?:do|can) i\b)/i;

/** "i paid for the bundle yesterday and want my money back", "cancel my AI receptionist", "my site is down". */
function clientMatter(message: string, previous: DialogueState): ClientMatter | undefined {
  const again = previous.answered.at(-1) === "client";
  if (again && HOW_TO_REACH.test(message)) return "followUp";
  const matter = firstMatter(message);
  // More about the same matter ("its hosted with yall"): heard, without the whole answer again.
  return matter && again ? "noted" : matter;
}

function firstMatter(message: string): ClientMatter | undefined {
  if (/\b(?:money back|refund(?:ed)?|charge ?back)\b/i.test(message) && OWN_PAYMENT.test(message)) return "refund";
  if (/\bcancel\w*\b/i.test(message) && /\b(?:my|our|i want|i'?d like|how do i)\b/i.test(message)) return "cancel";
  if (SITE_DOWN.test(message)) return "down";
  return undefined;
}

/** "i dont have email just text me", "no email". */
const NO_EMAIL =
  /\btext(?:ing)? (?:is|works) (?:best|better|easier)\b|\bprefer (?:a )?text(?:ing)?\b|\b(?:no|don'?t have (?:an? )?|dont have (?:an? )?|without (?:an? )?|not on)\s*e-?mail\b|\bjust (?:text|call) me\b/i;

/** A timeline as said back: "asap" → "as soon as possible". */
function saidTimeline(timeline: string): string {
  return /^(?:asap|a\.s\.a\.p)$/i.test(timeline) ? "as soon as possible" : timeline.toLowerCase();
}

function acknowledge(absorbed: Absorbed, previous: DialogueState, intent = "", clientMatter = false): string {
  const f = absorbed.state.facts;
  const parts: string[] = [];
  const fixed = absorbed.corrected.filter((k) => k === "email" || k === "phone" || k === "name");
  if (fixed.length) {
    parts.push(
      `Got it, I've updated your ${list(fixed.map((k) => (k === "phone" ? "phone number" : k)))} to ${list(fixed.map((k) => String(f[k])))}.`,
    );
  }
  if (absorbed.added.includes("name")) parts.push(`Nice to meet you, ${f.name}!`);
  else if ((absorbed.added.includes("email") || absorbed.added.includes("phone")) && !fixed.length)
    parts.push(f.name ? `Thanks, ${f.name}!` : "Thanks!");
  // A timeline given on its own (often in answer to another question) is heard; with a need, the answer to the need says enough.
  if (
    (absorbed.added.includes("timeline") || (absorbed.entities.timeline && shortReply(absorbed.message))) &&
    !/\?|^\s*(?:what|how|when|why|who|where|does|do|can|is|are)\b/i.test(absorbed.message) &&
    !absorbed.added.includes("business") &&
    !absorbed.added.includes("services") &&
    intent !== "timeline" &&
    f.timeline
  )
    parts.push(`Noted: ${saidTimeline(f.timeline)}.`);
  if (absorbed.added.includes("business") && !clientMatter) {
    parts.push(`${aBusiness(f.business!)}${f.area && absorbed.added.includes("area") ? ` in ${f.area}` : ""}, love it.`);
  } else if (absorbed.added.includes("area") && !previous.facts.area && f.area && (site.areaServed as readonly string[]).includes(f.area)) {
    parts.push(`We work with businesses in ${f.area}.`);
  }
  return parts.join(" ");
}

/** The next question, at most one, and never one whose answer is known. */
function nextStep(state: DialogueState, intent: string): { text: string; slot?: Slot } {
  const f = state.facts;
  if (["thanks", "bye", "greeting", "browsing", "who"].includes(intent)) return { text: "" };
  if (leadReady(f)) {
    const missing = nextContactSlot(f);
    if (missing && mayAsk(state, missing)) return { text: askFor(state, missing), slot: missing };
    if (!state.wrappedUp) {
      state.wrappedUp = true;
      return { text: avaChat.leadSaved.replace("{name}", f.name!) };
    }
    if (intent === "details") return { text: "I've added that to your details for the team." };
    return { text: "" };
  }
  const interested = INTEREST.has(intent) || f.services.length > 0 || state.turns >= 3;
  if (!interested) return { text: "" };
  // Told only what they do ("we do auto detailing in Smyrna"): what they need comes before who they are.
  if (!f.services.length && intent === "need" && !state.asked.services && !f.name) return { text: QUESTION.services, slot: "services" };
  if (
    !f.services.length &&
    !f.business &&
    !f.name &&
    !state.asked.name &&
    !["human", "quote", "consultation", "details", "service_item", "ai", "free_demo"].includes(intent) &&
    !state.asked.services
  ) {
    return { text: QUESTION.services, slot: "services" };
  }
  let slot = nextContactSlot(f);
  // No email to give ("just text me"): the phone number instead.
  if (slot === "email" && !f.phone && !mayAsk(state, "email")) slot = "phone";
  // A visitor who leaves a number or an email wants to hear back: the name is all that keeps it
  // from the team, so it is asked once more, saying why, even after two asks went unanswered.
  if (slot === "name" && (f.email || f.phone) && (state.asked.name ?? 0) === MAX_ASKS) return { text: NAME_FOR_THE_TEAM, slot };
  if (!slot || !mayAsk(state, slot)) return { text: "" };
  const lead =
    slot === "name" && !state.asked.name && !["human", "quote"].includes(intent)
      ? `I can have the team put together a quote for you. ${QUESTION.name}`
      : askFor(state, slot);
  return { text: lead, slot };
}

/** The question for a slot; about a client's own matter, the email is not for a quote. */
function askFor(state: DialogueState, slot: Slot): string {
  if (slot === "email" && state.answered.includes("client")) return "What's the best email address for the team to reach you?";
  return QUESTION[slot];
}

/** Words a visitor uses that say nothing about the topic. */
const FILLER = new Set(
  `the and for you your are can what whats how does did do this that with have has had but not any some get got just like want need know tell about more from its it's i'm im we our us they them then than there their here when where which who why will would could should please thanks thank hey hello okay yeah yes lol haha also too very really much many also still even been being was were into out over only own same other such each both few most all his her him she he one two three four five six seven eight nine ten`.split(
    /\s+/,
  ),
);

/** Everyday words that carry no topic of their own ("if I change my mind"). */
const COMMON_WORDS = `mind change changed happen happens happened whole thing things stuff right now later soon today tomorrow week month
year thinking think wondering wonder question questions quick quickly little lot lots bit kind sort type way ways people person
someone anyone everyone something anything everything nothing work working worked make making made look looking looks good bad
great nice cool better best worse worst new old big small tiny huge start started starting end ended ending keep kept hate love
like liked hear heard tell told ask asked asking talk talking call calling idea ideas plan plans first last next again back
help helping guys yall folks company business team exactly actually probably maybe sure okay alright hmm also gonna wanna gotta
able possible available real really honestly literally basically seriously
monday tuesday wednesday thursday friday saturday sunday weekday weekdays morning mornings afternoon evening night
tonight yesterday hour hours minute minutes day days week weeks month months year years january february march april june july
august september october november december spring summer fall winter holiday holidays season
shop shops store stores place spot location office home house local locally nearby near far around city town street side
part parts piece pieces learn learning learned understand understood see seen show showing try trying tried give given take taking
send sending sent put set find found use using used pay paying paid buy buying bought sell selling run running own owner owned
family friend friends wife husband partner brother sister mom dad kid kids son daughter customer customers
client clients guy lady man woman online info information detail details number numbers name names page pages earlier fast slow
easy hard simple sorry wait hold fine awesome perfect deal legit anyway though since because while until before after during
without within between every kinda sorta pretty super totally definitely currently recently already yet ever never always often
sometimes usually normally typically mostly almost enough least less else instead either neither whether happy glad excited
worried confused stuck busy ready done finished total amount bunch couple single double extra whole entire full half quarter`;

function vocabulary(assistant: AssistantId): Set<string> {
  const words = new Set<string>();
  const add = (text: string) => {
    for (const w of text.toLowerCase().match(/[a-z][a-z'-]*/g) ?? []) words.add(w.replace(/'s$/, ""));
  };
  for (const list of Object.values(corpus[assistant])) list.forEach(add);
  for (const d of knowledge[assistant]) {
    add(d.title);
    add(d.keywords);
    add(d.text);
  }
  add(COMMON_WORDS);
  return words;
}
const vocabularies = { ava: vocabulary("ava"), tina: vocabulary("tina") };

/** One edit apart (a typo) counts as known. */
function nearlyKnown(word: string, vocab: Set<string>): boolean {
  if (vocab.has(word) || vocab.has(word.replace(/(?:es|s|ing|ed)$/, ""))) return true;
  if (word.length < 5) return false;
  for (const v of vocab) {
    if (Math.abs(v.length - word.length) > 1 || v[0] !== word[0]) continue;
    let i = 0;
    while (i < v.length && v[i] === word[i]) i++;
    const a = v.slice(i + 1);
    if (a === word.slice(i + 1) || a === word.slice(i) || v.slice(i) === word.slice(i + 1)) return true;
    if (v[i] === word[i + 1] && v[i + 1] === word[i] && v.slice(i + 2) === word.slice(i + 2)) return true;
  }
  return false;
}

/**
 * The topic words of a message that neither the corpus nor the passages know: "video
 * production", "copyright", "Salesforce". A question about such a thing is one the content
 * does not answer, however confident the classifier is.
 */
export function unknownTopicWords(assistant: AssistantId, text: string): string[] {
  const vocab = vocabularies[assistant];
  const cleaned = text
    .replace(/[A-Z0-9._%+-]+@[A-Z0-9.-]+\.[A-Z]{2,}/gi, " ")
    .replace(new RegExp(extractArea(text) ?? "$^", "i"), " ")
    .toLowerCase();
  return (cleaned.match(/[a-z][a-z'-]{3,}/g) ?? [])
    .map((w) => w.replace(/'s$/, ""))
    .filter((w) => !FILLER.has(w) && !nearlyKnown(w, vocab) && !extractServices(w).length);
}

async function classify(assistant: AssistantId, text: string): Promise<{ intent: string; score: number }> {
  const classifier = await classifierFor(assistant);
  return classifier.classify(text);
}

const PRICE_CUE = /\b(?:how much|cost|costs|charge|charges|pric(?:e|es|ing)|expensive|set (?:me|us) back|run (?:me|us)|the damage|rates?|fees?)\b/i;
/** A question about what the agency does, which a price word does not turn into a price question. */
const ASKS_WHAT_YOU_DO = /\b(?:services?|offer|do you (?:do|make|provide|handle))\b/i;
/** Words that make a price question a different one: a budget, a comparison, a way to pay, a discount. */
const NOT_PLAIN_PRICE =
  /\b(?:budget|afford|difference|diff|vs|versus|compare|worth|cheaper|cheapest|discount|deal|coupon|financ\w*|half|installments?|monthly|included|include|come with)\b/i;

/**
 * What the message's own words and details say when the classifier could not tell, or
 * mistook a question for a statement of need: a price question ("what does a site cost",
 * "whats the damage for a website") is a price question; an amount to spend is a budget.
 */
/** Words of leave-taking (a bare "no" to "anything else?" is one): without one, "im in decatur" is not a goodbye, whatever "im" made the classifier think. */
const BYE_CUE =
  /\b(?:bye|goodbye|later|see (?:ya|you)|cya|ttyl|all set|that'?s (?:all|it)|thats (?:all|it)|nothing else|no thanks|good|think (?:it )?over|think about it|get back|done|take care|have a (?:good|great|nice))\b|^\s*(?:no+|nope|nah)\s*[.!]*\s*$/i;

/** Words of greeting: without one, "yes tuesday morning" is not a hello, whatever "morning" made the classifier think. */
const GREETING_CUE =
  /\b(?:hi+|hey+|hel+o+|yo|hola|buenas|anyone (?:there|here|home)|howdy|hiya|greetings|good (?:morning|afternoon|evening|day)|wass?up|sup|what'?s up|whats good|morning|afternoon|evening)\b/i;

function cueIntent(assistant: AssistantId, text: string, absorbed: Absorbed, decided: string): string | undefined {
  if (decided === "bye" && !BYE_CUE.test(text)) return "None";
  if (decided === "greeting" && (!GREETING_CUE.test(text) || /^\s*(?:yes|yeah|yep|no|ok|sure)\b/i.test(text))) return "None";
  if (assistant === "tina") {
    // The feature the demo page sells, however it is put ("book stuff into my google calendar").
    if (decided === "None" && /\b(?:book\w*|schedul\w*|calendar|appointments?)\b/i.test(text)) return "tina_booking";
    if (decided === "None" && PRICE_CUE.test(text) && !NOT_PLAIN_PRICE.test(text)) return "tina_price";
    return undefined;
  }
  const plainPrice = PRICE_CUE.test(text) && !NOT_PLAIN_PRICE.test(text);
  // "whats that run me" after a service was named: the classifier hears the service, the words ask its price.
  // "whats that gonna run me" reads like a quote request to it: the words still ask a price.
  const priceOfService = (decided === "services" && !ASKS_WHAT_YOU_DO.test(text)) || decided === "quote";
  if ((decided === "None" || decided === "need" || priceOfService) && plainPrice) {
    // A rebrand and a redesign have prices of their own, apart from new work.
    if (/\brebrand/i.test(text)) return "rebranding";
    if (/\b(?:redesign|redo|revamp|refresh)\b/i.test(text)) return "redesign";
    return "price";
  }
  if (decided === "None" && absorbed.entities.budget) return "budget";
  return undefined;
}

/** The intent a message is answered by, after the classifier, the details rule and the cues. */
export async function decideIntent(
  assistant: AssistantId,
  text: string,
  absorbed: Absorbed,
  previous: DialogueState,
): Promise<{ intent: string; score: number }> {
  const decided = await decideByClassifier(assistant, text, absorbed, previous);
  const cue = cueIntent(assistant, text, absorbed, decided.intent);
  return cue ? { intent: cue, score: decided.score } : decided;
}

async function decideByClassifier(
  assistant: AssistantId,
  text: string,
  absorbed: Absorbed,
  previous: DialogueState,
): Promise<{ intent: string; score: number }> {
  if (onlyDetails(text, absorbed)) return { intent: "details", score: 1 };
  // A bare reply to "What's your name?" is the name, whatever the classifier thinks of it.
  if (previous.pending === "name" && absorbed.entities.name && shortReply(text)) return { intent: "details", score: 1 };
  // "How much is a logo? I'm Dana, dana@x.com": the question decides, the details are taken anyway.
  const c = await classify(assistant, withoutDetails(text, absorbed) || text);
  if (c.score < MIN_INTENT_SCORE) {
    // An unsure classifier: a passage that names the message's topic decides, then a weak guess without strange words.
    const found = retrieveDoc(assistant, text, (d) => !d.roleplay);
    const mapped = found && INTENT_BY_PASSAGE[assistant].get(found.id);
    if (mapped) return { intent: mapped, score: c.score };
    if (c.score >= WEAK_INTENT_SCORE && c.intent !== "None" && !unknownTopicWords(assistant, text).length) return c;
    return { intent: "None", score: c.score };
  }
  // A question intent with a topic nobody wrote about: the passage would answer something else.
  if (!DIALOGUE_INTENTS.has(c.intent) && unknownTopicWords(assistant, text).length && !retrieveAnswer(assistant, text))
    return { intent: "None", score: c.score };
  return c;
}

async function avaReply(previous: DialogueState, message: string): Promise<DialogueReply> {
  const absorbed = absorb(previous, message);
  const state = absorbed.state;
  const f: Facts = state.facts;
  let { intent } = await decideIntent("ava", message, absorbed, previous);
  // "Can you help…" reads like a fix request to the classifier; a fix needs something broken.
  // "can u just fix it" after their site was talked about is a fix; "can you fix my car" is not.
  const fixOfTheirSite =
    /\b(?:fix|fixed|fixing|repair)\b/i.test(message) &&
    (/\b(?:site|website|page|wix|squarespace|wordpress|godaddy)\b/i.test(message) ||
      (/\b(?:it|that)\b/i.test(message) && previous.answered.slice(-2).some((t) => /website|redesign|bundle/.test(t))));
  if (intent === "fixes" && !absorbed.entities.services.includes(SERVICES.fixes) && !fixOfTheirSite) intent = "None";
  // "I run a bakery in Decatur" tells, rather than asks: a need, even without a service.
  if ((intent === "None" || intent === "greeting") && (absorbed.added.includes("business") || absorbed.added.includes("services"))) intent = "need";
  // "plumbing company, want a website + google reviews": a need, whatever neighbouring topic the classifier guessed.
  if (
    ["about", "services", "areas", "files", "consultation"].includes(intent) &&
    absorbed.added.includes("services") &&
    /\b(?:want|wants|need|needs|looking for|interested in)\b/i.test(message)
  )
    intent = "need";
  // Right after the bundle's short answer, which offers the rest: "the full list", "what else".
  if (
    previous.answered.at(-1) === "price:bundle" &&
    /\b(?:full list|whole list|the rest|what else|everything|all of it|list (?:it|them))\b/i.test(message)
  )
    intent = "includes";
  // "Yes, you can get just a logo" answers a message that names a logo and nothing else.
  if (
    intent === "logo_only" &&
    (!absorbed.entities.services.includes(SERVICES.logo) ||
      (absorbed.entities.services.length > 1 &&
        !/\b(?:just|only)\b[^.?!]{0,12}\blogo\b|\blogo\b[^.?!]{0,6}\b(?:only|by itself|alone)\b/i.test(message)) ||
      /\banimat/i.test(message))
  )
    intent = absorbed.entities.services.length && !/\banimat/i.test(message) ? "need" : "None";
  if (/^\s*(?:(?:i'?m|im|we'?re)\s+)?(?:just|only)\s+(?:looking|browsing|checking (?:it|things) out|curious)\b/i.test(message)) intent = "browsing";
  if (intent === "includes" && /\bprint\b/i.test(message)) intent = "print";
  // "a logo and business cards": the logo's answer (the Starter package has both) before the print bundle's.
  if (intent === "print" && absorbed.entities.services.some((s) => s === SERVICES.logo || s === SERVICES.branding)) intent = "need";
  // "what happens after the 3 days": the trial's end, which is the price of keeping it.
  const trialEnd =
    /\b(?:after|when|once)\b[^.?!]{0,20}\b(?:3|three)[- ]days?\b|\b(?:trial|demo)\b[^.?!]{0,15}\b(?:ends?|is over|runs out|expires?|finish\w*)\b|\bafter (?:the |a |my |your )?(?:free )?(?:trial|demo)\b/i.test(
      message,
    );
  if (trialEnd) intent = "free_demo";
  if (/\btrial\b/i.test(message) && ["timeline", "None", "price"].includes(intent)) intent = "free_demo";
  if (
    /\b(?:what'?s|whats|what is|what'?re)\s+(?:ur|your|yall'?s?|the)\s+(?:email|e-mail|number|phone(?: number)?|contact(?: info)?)\b/i.test(message)
  )
    intent = "human";
  // "r u a bot": said plainly, with the way to a person.
  const askedIfBot =
    /\b(?:are you|r u|ru|are u|is this|is (?:ava|she|it))\s+(?:a\s+|an\s+)?(?:bot|robot|ai|real|human|real person|person|automated)\b/i.test(message);
  if (askedIfBot) intent = "human";
  if (/\b(?:what'?s|whats|what is)\s+(?:ur|your|yo)\s+name\b|\bwho (?:are|r) (?:you|u)\b/i.test(message)) intent = "who";
  // "can it book appointments?", "does it answer calls?": a yes about the receptionist, not its whole blurb again.
  const capability =
    intent === "ai" || (previous.answered.at(-1) === "ai-automation" && ["None", "ai", "free_demo"].includes(intent))
      ? aiCapability(message)
      : undefined;
  // "ok ill go w the bundle", "whats next": the next step, not another answer.
  let decided = false;
  if (
    /\b(?:go (?:w|with)|do|take|get|want|pick|choose|book)\s+(?:the\s+)?(?:launch[- ]ready\s+)?bundle\b/i.test(message) &&
    !/\?|\b(?:what|how much|whats|include)/i.test(message)
  )
    decided = true;
  if (
    /^\s*(?:ok(?:ay)?[,.!\s]+|alright[,.!\s]+|cool[,.!\s]+)?(?:i'?m|im|we'?re|were) in\b|\blet'?s do (?:it|this)\b|\bready to (?:start|go|book|get started)\b/i.test(
      message,
    )
  )
    decided = true;
  if (/\b(?:what'?s|whats|what is) next\b|\bnext steps?\b|\bhow do (?:i|we) (?:start|get started|book|sign up)\b|\bsign me up\b/i.test(message))
    decided = true;
  if (decided) intent = "quote";
  if (/\b(?:trial|demo)\b/i.test(message) && /\b(?:sign (?:me )?up|start|get|begin|how do i|try|want)\b/i.test(message)) intent = "free_demo";
  // "do yall do newsletters": the services page's item, in its words.
  const item = serviceItemAnswer(message, absorbed.entities.services);
  if (item) intent = "service_item";
  // "ok do both": the logo and the website talked about, together.
  if (BOTH.test(message)) intent = "need";
  // A short answer to "what do you need most?" ("both", "a website") is that need.
  if (previous.pending === "services" && absorbed.added.includes("services") && shortReply(message)) intent = "need";
  // "ok", "sounds good", "lol ok bet": a nod, which neither asks nor greets.
  if (ASSENT.test(message) && !["thanks", "bye"].includes(intent)) intent = "assent";
  // "like 1500" right after "What budget do you have in mind?": the budget, whatever the classifier made of "like".
  if (absorbed.added.includes("budget") && previous.answered.at(-1) === "budget" && shortReply(message)) intent = "budget";
  // "thats too much", "out of my budget": what fits a smaller budget.
  if (PRICE_OBJECTION.test(message)) intent = "budget";
  // "dont have a phone number just email": the phone is not asked for again.
  if (
    /\b(?:don'?t|dont|do not|no)\s+(?:have\s+)?(?:a\s+)?(?:phone|number|cell)\b|\b(?:just|only) (?:by )?e-?mail\b|\be-?mail only\b/i.test(message) &&
    !f.phone
  ) {
    state.asked.phone = MAX_ASKS;
    if (!absorbed.entities.services.length && intent !== "price") intent = "details";
  }
  // "no email, just text me": never asked for one again.
  const noEmail = NO_EMAIL.test(message) && !f.email;
  if (noEmail) {
    state.asked.email = MAX_ASKS;
    if (!absorbed.entities.services.length) intent = "details";
  }
  // "we open march 15, can u make it", "what if i need it in 2 weeks", "and by march?": the time it takes, beside their date.
  if (
    absorbed.entities.timeline &&
    !["price", "budget", "quote", "human", "start"].includes(intent) &&
    // "can you make flyers for our grand opening" asks for the flyers; "can u make it by then" for the time.
    (!absorbed.entities.services.length || /\bhow long\b|\bin time\b|\bby then\b|\bdoable\b|\bpossible\b|\bmake it\b/i.test(message)) &&
    /\?|\bcan (?:u|you|yall|y'all|ya)\b|\bneed (?:it|this|them|everything)\b|\bwhat if\b|\bpossible\b|\bdoable\b|\bmake it\b|\bin time\b|\bmax\b/i.test(
      message,
    )
  )
    intent = "timeline";
  // "do yall take cash app": how to pay is the team's to say, whatever else the words name ("cash app" is not an app).
  const paymentAsked =
    PAYMENT_ASKED.test(message) &&
    !/\bpayment (?:page|form|button|processing on|integration)\b|\b(?:take|accept) payments? (?:online|on (?:my|the) (?:site|website))\b/i.test(
      message,
    );
  if (paymentAsked) intent = "payment";
  // "is it monthly or one time", after a price: how it recurs.
  const lastPrice = previous.answered.at(-1) ?? "";
  if (
    CADENCE_ASKED.test(message) &&
    /\bor\b|\?/.test(message) &&
    !absorbed.entities.services.length &&
    /^price:(?:bundle|website|bundle-price)/.test(lastPrice)
  )
    intent = "bundle_cadence";
  // "how much is it" while talking about the receptionist: its price.
  if (
    intent === "price" &&
    !absorbed.entities.services.length &&
    previous.answered.slice(-3).some((t) => t === "ai-automation" || t === "free-demo" || t === "ai")
  )
    intent = "ai";
  if (intent === "None" && /\bai (?:thing|receptionist|agent|bot|assistant)\b|\breceptionist\b/i.test(message)) intent = "ai";
  // "yall done food trucks?": their kind of business in the portfolio.
  if (absorbed.added.includes("business")) state.businessSaid = message.slice(0, 200);
  // "what did they get", "how much was that", right after a project was named: that project.
  const project = previous.answered.at(-1) === "examples" ? portfolioProjects.find((p) => p.slug === previous.lastProject) : undefined;
  const projectAsked =
    project &&
    /\bwhat (?:did|do) (?:they|u|you|yall) (?:get|do|make)\b|\bwhat was (?:in|included)\b|\bhow much (?:was|did)\b|\bwhat did (?:it|that) cost\b|\bhow long did\b/i.test(
      message,
    );
  if (projectAsked) intent = "project";
  const examplesAsked = EXAMPLES_ASKED.test(message.replace(/\S+@\S+/g, " "));
  const examplesKind = examplesAsked ? (businessKind(message) ?? f.business) : undefined;
  if (examplesAsked && !["price", "budget"].includes(intent)) intent = "examples";
  // A redesign talked about: a budget is measured against the redesign's range.
  const redesignTalk = /\bre-?design|\bredo\b|\brevamp|\boutdated\b|\bmakeover\b/i.test(message) || previous.answered.slice(-4).includes("redesign");
  // "can you do a redesign for that": the budget just given.
  if (f.budget && /\bfor (?:that|this)(?: (?:price|budget|amount|much))?\s*\??\s*$|\bwith (?:that|this) (?:budget|amount)\b/i.test(message))
    intent = "budget";
  // "can we meet in person": the team's to arrange.
  const meetAsked =
    /\bmeet\b[^.?!]{0,25}\b(?:in person|face to face|irl|office|coffee|up)\b|\bin[- ]person\b|\bcome (?:by|to) (?:your|the) office\b/i.test(message);
  if (meetAsked) intent = "meet";
  // "do you have reviews": a client's words (not when the question is getting reviews of their own, an item above).
  if (REVIEWS_ASKED.test(message) && !item) intent = "reviews";
  // "what if i hate the logo": the revisions.
  if (/\b(?:hate|don'?t like|dont like|not happy with|unhappy with|not feeling)\b/i.test(message) && /\bwhat if\b|\?/i.test(message))
    intent = "revisions";
  // "can you do it for 2000": the budget it names.
  if (absorbed.added.includes("budget") && /\b(?:do|get|done|make|build)\b[^.?!]{0,20}\bfor\b/i.test(message)) intent = "budget";
  // "what would you suggest": from what is known, the budget first.
  if (
    /\bwhat (?:would|do|should|can) (?:you|u|ya|yall) (?:suggest|recommend)\b|\bwhat should (?:i|we) (?:get|do|go with|start with)\b|\bwhich (?:one|package|option) (?:should|would|do you)\b/i.test(
      message,
    )
  )
    intent = f.budget ? "budget" : f.services.length ? "need" : "compare";
  // "the 800 one": the offer at that price that was just talked about.
  const offer = offerByPrice(message, previous);
  if (offer) intent = "offer";
  // "is hosting free forever", "what happens after the first year": hosting's renewal.
  if (/\bhosting\b[^.?!]{0,30}\b(?:forever|free|expire|renew\w*|after)\b|\bafter (?:the )?(?:first|1st|one) year\b/i.test(message))
    intent = "hosting";
  // "what about 15 pages": what the bundle's site has and what a page more costs.
  if (/\b\d{1,3}\s*-?\s*pages?\b|\bhow many pages\b/i.test(message) && !absorbed.entities.services.some((s) => s !== SERVICES.website))
    intent = "pages";
  // "a website with online booking": e-commerce is a store's.
  if (intent === "ecommerce" && !absorbed.entities.services.includes(SERVICES.store)) intent = absorbed.entities.services.length ? "need" : "None";
  // "how much" after one of the services page's items: that item's price, which the team quotes.
  const itemBefore = previous.answered.at(-1)?.startsWith("item:") ? previous.answered.at(-1)!.slice(5) : undefined;
  if (itemBefore && intent === "price" && !absorbed.entities.services.length && !item) intent = "item_price";
  // "how much for that" after fixing the site they have: quoted, beside what a redesign runs.
  if (previous.answered.at(-1) === "fixes" && intent === "price" && !absorbed.entities.services.some((s) => s !== SERVICES.website))
    intent = "fix_price";
  // A yes to the AI receptionist is its free demo, not the bundle.
  const aiTalk = previous.answered.slice(-3).some((t) => t === "ai-automation" || t === "free-demo");
  const startTrial =
    (decided && (aiTalk || /\b(?:trial|demo)\b/i.test(message))) ||
    /\b(?:start|begin|get|sign (?:me )?up for|do) (?:the|a|my) (?:free )?(?:trial|demo)\b/i.test(message);
  if (startTrial) intent = "free_demo";
  // "why do you need my name?", "rather not say": said why, or not asked again.
  const whyAsked = WHY_ASKED.exec(message)?.[1];
  if (whyAsked) intent = "why_asked";
  // Without a question pending ("why do you need my name?" answered first), what is declined is the name.
  const declined = DECLINED.test(message) ? (previous.pending ?? (f.name ? undefined : "name")) : undefined;
  if (declined) {
    state.asked[declined] = MAX_ASKS;
    intent = "declined";
  }
  const unfinishedEmail = !absorbed.entities.email && UNFINISHED_EMAIL.exec(message)?.[0];
  if (unfinishedEmail) intent = "unfinished_email";
  // "i miss a lot of calls": what the AI receptionist is for.
  if (
    /\bmiss(?:es|ing|ed)?\b[^.?!]{0,20}\bcalls\b|\bcan'?t (?:always )?(?:answer|pick up) (?:the |my )?phones?\b/i.test(message) &&
    intent === "None"
  )
    intent = "ai";
  // "is that per month or one time", right after an offer: that offer again, which says.
  const offeredBefore = previous.answered.at(-1)?.startsWith("offer:")
    ? PRICED_OFFERS.find((o) => `offer:${o.name}` === previous.answered.at(-1))
    : undefined;
  const cadenceAsked = offeredBefore && /\b(?:per month|monthly|a month|one[- ]time|recurring|every month|once)\b/i.test(message) && !offer;
  // "ballpark tho", after work that is quoted: no guess.
  const quotedBefore = ["apps", "ecommerce", "ai-automation"].includes(previous.answered.at(-1) ?? "") || itemBefore;
  const ballpark = quotedBefore && /\b(?:ballpark|rough(?:ly)?|estimate|range|about how much|guess)\b/i.test(message);
  if (ballpark) intent = "ballpark";
  // "a cheaper logo only option like 300": not a yes; what fits that budget.
  const amountSaid = absorbed.entities.budget ? budgetAmount(absorbed.entities.budget) : Number(/\$?\b(\d{2,5})\b/.exec(message)?.[1] ?? NaN);
  if (intent === "logo_only" && amountSaid !== undefined && amountSaid < (dollars(brandTiers.starter.price) ?? 0)) {
    f.budget ??= String(amountSaid);
    intent = "budget";
  }
  if (cadenceAsked) intent = "cadence";
  // A client's own matter (their payment, their subscription, their site that is down) goes to the team, not to a sales answer.
  let matter = clientMatter(message, previous);
  // After a client's matter, what the classifier cannot place ("yes yall built it") is more about it.
  if (
    !matter &&
    previous.answered.slice(-3).includes("client") &&
    previous.answered.at(-1) !== "client-noted" &&
    intent === "None" &&
    !absorbed.entities.services.length
  )
    matter = "noted";
  if (matter) intent = "human";
  const ack = acknowledge(absorbed, previous, intent, Boolean(matter));
  const messageServices = absorbed.entities.services;
  // "and the website too": what was asked before still counts.
  const adding = /\b(?:too|also|as well|both|plus)\b/i.test(message);
  const services = messageServices.length && !adding ? messageServices : f.services;
  let body = "";
  let topic = intent;
  let known = true;
  switch (intent) {
    case "greeting":
      body = `Hi! I'm ${site.assistantName}. I can tell you what a logo, a website or a full brand costs, how long it takes and what's included. What are you working on?`;
      break;
    case "thanks":
      body = "You're welcome! Is there anything else I can help you with?";
      break;
    case "who":
      body = `I'm ${site.assistantName}, ${site.name}'s AI assistant. I can tell you what a logo, a website or a full brand costs, how long it takes and what's included.`;
      break;
    case "browsing":
      body = "No problem, take your time. I can tell you what a logo, a website or a full brand costs, how long it takes and what's included.";
      break;
    case "bye":
      body = `Thanks for stopping by! If anything comes up, I'm right here, or you can reach the team at ${site.email} or ${site.phone}.`;
      break;
    case "details":
    case "assent":
      break;
    case "need":
    case "price": {
      if (!services.length && intent === "need") {
        // "Can you help my bakery?" asks whether we work with their kind of business, and that
        // answer asks what they need; told it ("I run a bakery"), the next step asks instead.
        if (absorbed.added.includes("business") && /\?\s*$|^\s*(?:can|could|do|will|would)\s+(?:you|y'?all)\b/i.test(message)) {
          body = doc("ava", "industries").text;
          state.asked.services = (state.asked.services ?? 0) + 1;
        }
        break;
      }
      // "We need a website redesign": the redesign's answer, not a new site's.
      if (services.length === 1 && services[0] === SERVICES.website && /\bre-?design|\bredo\b|\brevamp|\bmakeover\b|\boutdated\b/i.test(message)) {
        body = doc("ava", "redesign").text;
        topic = "redesign";
        break;
      }
      if ((!messageServices.length || /\bstrateg|\bconsult/i.test(message)) && intent === "price") {
        // "What's the price of brand strategy?": a topic no service names; retrieval knows it.
        const found = retrieveAnswer("ava", message);
        if (found && (!f.services.length || /\bstrateg|\bconsult/i.test(message))) {
          body = found;
          topic = "price:retrieval";
          break;
        }
      }
      const answer = priceAnswer(services);
      body = answer.text;
      topic = `price:${answer.topic}`;
      // Asked again soon after ("and what would that cost?"): the price in a sentence, not the paragraph again.
      if (intent === "price" && previous.answered.slice(-2).includes(topic)) body = asISaid(body);
      break;
    }
    case "project":
      body = /\bhow much|\bcost\b/i.test(message)
        ? `Our portfolio doesn't publish what each project cost. ${project!.title} took ${project!.projectDuration}; the team can quote yours after a ${consultation}.`
        : `For ${project!.client}: ${list(project!.services)}, over ${project!.projectDuration}. ${(project!.results[0] ?? "").replace(/([^.!?])$/, "$1.")}`.trim();
      topic = "examples";
      state.lastProject = project!.slug;
      break;
    case "reviews":
      body = testimonialFor(f.business);
      topic = "reviews";
      break;
    case "meet":
      body = `That's one for the team: every project starts with a ${consultation}, and they'll set it up with you. You can reach them at ${site.email} or ${site.phone}.`;
      break;
    case "bundle_cadence":
      body = `${bundle.name} is ${usd(bundle.price)} ${bundle.priceNote}, not monthly. ${doc("ava", "hosting").text.replace(/^[^.]*\.\s*/, `It includes a free domain and hosting for the first year. `)} Monthly support is optional.`;
      break;
    case "examples": {
      const found = examplesKind ? projectsFor(examplesKind, `${message} ${state.businessSaid ?? ""}`) : [];
      state.lastProject = found[0]?.slug;
      body = found.length
        ? `Yes: ${list(found.map((p) => `${p.title}${p.location ? ` in ${p.location}` : ""}`))}. You'll find ${found.length > 1 ? "them" : "it"} in our portfolio, with ${claims.portfolioProjects} projects in all.`
        : `You can see ${claims.portfolioProjects} projects in our portfolio, by category: branding, websites, social media, print and packaging.`;
      topic = "examples";
      break;
    }
    case "offer":
      body = offer!.text();
      topic = `offer:${offer!.name}`;
      break;
    case "cadence":
      body = offeredBefore!.text();
      topic = `offer:${offeredBefore!.name}`;
      break;
    case "ballpark":
      body = `${itemBefore ?? ({ apps: "An app", ecommerce: "An online store", "ai-automation": "AI work" } as Record<string, string>)[previous.answered.at(-1)!] ?? "That work"} is quoted for each project, so I'd rather not guess a ballpark: the team gives you a real number after a ${consultation}.`;
      break;
    case "pages":
      body = `${bundle.name}'s website has up to 5 main pages plus 5 subpages, for ${usd(bundle.price)} ${bundle.priceNote}. Each page beyond those 10 is ${usd(addOns.find((a) => a.id === "extra-page")!.price)}.`;
      topic = "pages";
      break;
    case "fix_price":
      body = `Fixes are quoted for your site, since they depend on what it needs. For comparison, ${firstSentence(doc("ava", "redesign").text).replace(/^A /, "a ")}`;
      break;
    case "item_price":
      body = `${itemBefore} has no set price of its own: the team quotes it for your business, after a ${consultation}.`;
      topic = `item-price:${itemBefore}`;
      break;
    case "why_asked":
      body = `So the team knows who they're writing to when they send your quote. You don't have to give your ${whyAsked === "info" || whyAsked === "details" ? "details" : whyAsked}: I'm happy to keep answering your questions either way.`;
      if (previous.pending) state.asked[previous.pending] = MAX_ASKS;
      break;
    case "declined":
      body = "No problem. What else can I help you with?";
      break;
    case "unfinished_email":
      body = `That email address looks unfinished (${unfinishedEmail}): could you send it again with its ending, like .com?`;
      state.asked.email = Math.max(0, (state.asked.email ?? 1) - 1);
      break;
    case "service_item":
      body = item!.text;
      topic = item!.topic;
      break;
    case "free_demo":
      body = startTrial
        ? `Great! Fill in the demo form on our free demo page and we'll set up your free ${aiReceptionist.trialDays}-day demo within ${aiReceptionist.setupWithin}, trained on your business.`
        : previous.answered.slice(-2).includes("free-demo") && !trialEnd
          ? `Yes: ${lowerFirst(/^(?:[^.]*\.){2}/.exec(doc("ava", "free-demo").text)?.[0] ?? doc("ava", "free-demo").text)}`
          : trialEnd
            ? `After the ${aiReceptionist.trialDays} days, you can keep it for ${usd(aiReceptionist.monthlyPrice)}/month, including a ${list(aiReceptionist.includes.map(lowerFirst))}. ${policies.aiCancellation}`
            : doc("ava", "free-demo").text;
      topic = "free-demo";
      break;
    case "logo_only":
      body = `Yes, you can get just a logo. ${doc("ava", "logo-price").text}`;
      break;
    case "compare":
      body = compareAnswer();
      break;
    case "budget":
      body = `${PRICE_OBJECTION.test(message) ? "Understood. " : ""}${budgetAnswer(f.budget, services, redesignTalk)}`;
      break;
    case "quote":
      body =
        decided && leadReady(f)
          ? `Great! The team has your details and will be in touch within ${promises.replyWithin}, starting with a ${consultation}. If you'd rather book ${bundle.name} now, it's "Book the Bundle" on our home page.`
          : decided
            ? `Great! You can book ${bundle.name} with "Book the Bundle" on our home page, or leave your name and number here and the team will take it from there, starting with a ${consultation}.`
            : `I'd be glad to have the team put together a quote for you; we reply within ${promises.replyWithin}.`;
      break;
    case "timeline":
      // "how long" right after the rebrand's answer, or about a rebrand: the rebrand's weeks, not a new brand's.
      body =
        /\brebrand/i.test(message) || (previous.answered.slice(-2).includes("rebranding") && !messageServices.length)
          ? `A rebrand runs ${REBRAND_WEEKS}.`
          : timelineAnswer(services, absorbed.entities.timeline);
      break;
    case "fixes": {
      const fix = retrieveAnswer("ava", message, (d) => d.id.startsWith("service-fix-"));
      const fixes = serviceSections.find((section) => section.key === "fix")!;
      body =
        fix ??
        `Yes, we can work on the site you have instead of building a new one. Our ${fixes.title} services: ${list(fixes.items.map((i) => i.name))}; the team quotes them for your site.`;
      break;
    }
    case "payment":
      // The content states no payment plans or methods: say so rather than guess.
      known = false;
      body = `I don't know that one for sure, and I'd rather not guess. I can have the team follow up with you within ${promises.replyWithin}, or you can reach them at ${site.email} or ${site.phone}.`;
      break;
    case "human": {
      const contactJustGiven = previous.answered.at(-1) === "contact";
      // Asked for a person after giving a name and a way to reach them: never asked for them again.
      body =
        matter === "noted"
          ? CLIENT_MATTER.noted
          : [
              askedIfBot &&
                `I'm ${site.assistantName}, ${site.name}'s AI assistant.${contactJustGiven ? " The team's contact details are just above." : " For a person,"}`,
              matter && CLIENT_MATTER[matter],
              !(askedIfBot && contactJustGiven) && (askedIfBot ? lowerFirst : String)(contactLine(Boolean(f.name && (f.email || f.phone)))),
            ]
              .filter(Boolean)
              .join(" ");
      topic = matter === "noted" ? "client-noted" : matter ? "client" : "contact";
      break;
    }
    default: {
      const id = PASSAGE_BY_INTENT[intent];
      if (id) {
        body = doc("ava", id).text;
        // "are yall local": where, without the neighbourhoods' project prices nobody asked about.
        if (id === "areas" && !absorbed.entities.area && !/\b(?:price|prices|cost|how much|run|budget|\$)/i.test(message))
          body = body.replace(/\s*[^.]*\$[^.]*\./g, "");
        topic = id;
        break;
      }
      const found = retrieveAnswer("ava", message);
      if (found) {
        body = found;
        topic = "retrieval";
      } else if (!ack) {
        known = false;
        topic = "unknown";
        body = `I don't know that one for sure, and I'd rather not guess. I can have the team follow up with you within ${promises.replyWithin}, or you can reach them at ${site.email} or ${site.phone}.`;
      }
    }
  }
  if (capability) body = capability;
  // The same long answer again, word for word, reads as not listening: its gist, once said.
  if (
    body.length > 200 &&
    !body.startsWith("As I said") &&
    !absorbed.added.includes("budget") &&
    !absorbed.added.includes("timeline") &&
    previous.answered.slice(-2).includes(topic) &&
    !["details", "human", "assent", "thanks", "bye", "greeting", "unknown"].includes(topic) &&
    !askedIfBot
  )
    body = asISaid(body);
  // A budget given along with a question gets its answer too; when the answer was the bundle and the budget covers it, in a few words.
  if (absorbed.added.includes("budget") && intent !== "budget") {
    const amount = budgetAmount(f.budget!);
    const covered = amount !== undefined && amount >= bundle.price && body.includes(bundle.name);
    body = [body, covered ? "That fits the budget you mentioned." : budgetAnswer(f.budget, services, redesignTalk)].filter(Boolean).join(" ");
  }
  state.answered.push(topic);
  let next = nextStep(state, intent);
  // One question a reply: an answer that ends by asking ("What budget do you have in mind?") waits for its answer.
  if (next.slot && /\?\s*$/.test(body)) next = { text: "" };
  // An item of the services page has no price of its own: the team quotes it, which the name question offers.
  if (intent === "service_item" && !next.text.includes("quote")) body += " The team will quote it for your business.";
  state.pending = next.slot;
  if (next.slot) state.asked[next.slot] = (state.asked[next.slot] ?? 0) + 1;
  // The closing line thanks the visitor by name already.
  if (noEmail && !body) body = f.phone ? "No problem, the team will use your number." : "No problem.";
  const greeting = next.text.startsWith(avaChat.leadSaved.split("{name}")[0]!)
    ? ack.replace(/^(?:Thanks|Nice to meet you)(?:, [^!]+)?!\s*/, "")
    : ack;
  if (intent === "assent" && !greeting) body = next.text ? "Great!" : "Great! What else can I help you with?";
  const text = [greeting, body, next.text].filter(Boolean).join(" ") || "Thanks! What else can I help you with?";
  return {
    text,
    intent: topic === "unknown" ? "unknown" : intent === "service_item" ? item!.intent : intent === "examples" ? "about" : intent,
    known,
    state,
    absorbed,
  };
}

const PRODUCT_WORDS =
  /\b(?:per month|monthly|a month|trial|subscription|receptionist|tina|ai|for my (?:business|company|shop)|this thing|this cost|is this)\b/i;

async function tinaReply(previous: DialogueState, message: string): Promise<DialogueReply> {
  const absorbed = absorb(previous, message);
  const state = absorbed.state;
  // On the demo page every question is about an AI receptionist: services are not a detail worth keeping.
  absorbed.entities.services = [];
  state.facts.services = [];
  const f = state.facts;
  let { intent } = await decideIntent("tina", message, absorbed, previous);
  let known = true;
  let body = "";
  const wantsOut = /\b(?:stop|end|exit|quit) (?:the )?(?:demo|role ?play|pretending)\b/i.test(message);
  if (wantsOut) state.roleplay = false;

  const problem = askingAbout(message) ? undefined : problemOf(message);
  const slot = slotOf(message);
  // "Any openings thursday?" on the demo page is a caller asking for a visit.
  if (!state.roleplay && slot && intent === "None" && /\b(?:open\w*|available|availability|appointment|slot|book|come)\b/i.test(message)) {
    state.roleplay = true;
    intent = "role_booking";
  }
  // A caller describing a plumbing problem ("my water heater is leaking, can someone come out") is booking, whatever the classifier said.
  const bookingWords = /\b(?:come out|send (?:someone|somebody|a (?:plumber|tech\w*))|book|schedule|appointment|technician|plumber)\b/i.test(message);
  if (!state.roleplay && problem && (bookingWords || intent === "tina_booking" || intent === "None" || intent.startsWith("role_"))) {
    if (!/\b(?:my customers?|my clients?|my business|for me)\b/i.test(message)) {
      state.roleplay = true;
      intent = "role_booking";
    }
  }

  if (state.roleplay && !wantsOut) {
    // A pretend caller's name and number belong to the role-play, not to a lead; the receptionist
    // never asks for an email, so one given is the visitor's own.
    const caller = { ...previous.roleplayCaller };
    if (absorbed.entities.name) caller.name = absorbed.entities.name;
    if (absorbed.entities.phone) caller.phone = absorbed.entities.phone;
    const address = addressOf(message);
    if (address) caller.address = address;
    state.roleplayCaller = caller;
    // The address after the booking was confirmed: added to the ticket, not taken for a question.
    if (address && state.roleplayBooked) {
      return finish(
        state,
        absorbed,
        asReceptionist(`Thanks, I've added ${address} to your ticket. Anything else I can help with?`),
        "role_booking",
        true,
      );
    }
    state.facts = { ...state.facts, name: previous.facts.name, phone: previous.facts.phone };
    if (absorbed.added.includes("email") || absorbed.corrected.includes("email")) {
      return finish(state, absorbed, tinaChat.leadSaved, "details", true);
    }
    // "How much is this per month?" in the middle of the demo is about the product, not the plumbing.
    if ((intent.startsWith("role_") || intent === "None") && PRODUCT_WORDS.test(message)) {
      intent = /\b(?:how much|cost|price|pay|per month|monthly|a month)\b/i.test(message) ? "tina_price" : "tina_what";
    }
    if (intent === "tina_booking") intent = "role_booking";
    if (problem) state.roleplayProblem ??= problem;
    if (slot) state.roleplaySlot = slot;
    const underway = Boolean(state.roleplayProblem || state.roleplaySlot) && !state.roleplayBooked;
    const gaveBookingDetail = Boolean(problem || slot || address || absorbed.entities.name || absorbed.entities.phone);
    if (
      intent === "role_booking" ||
      intent === "details" ||
      (gaveBookingDetail && (underway || intent === "None" || intent === "greeting")) ||
      (underway && intent === "None")
    ) {
      const line = bookingLine(state, caller);
      // The first role-play line of a conversation says who Tina is playing.
      const first = !previous.roleplay;
      if (line.booked) {
        state.roleplayBooked = true;
        body = `${line.text} That's the demo: your own receptionist takes bookings like this for your customers, day or night. ${doc("tina", "tina-trial").text}`;
      } else body = line.text;
      if (first) body = `${announcement} ${body}`;
      // Asked for the caller's name: a bare "Sam Lee 404-555-0100" next is taken as one (it stays the role-play's, never the lead's).
      const askingName = !line.booked && Boolean(state.roleplaySlot) && !caller.name;
      state.pending = askingName ? "name" : undefined;
      return finish(state, absorbed, body, "role_booking", true, !askingName);
    }
    if (intent === "role_hours") return finish(state, absorbed, doc("tina", "demo-hours").text, intent, true);
    if (intent === "demo_start") return finish(state, absorbed, doc("tina", "demo-intro").text, intent, true);
    if (intent === "role_services" || intent === "None" || intent === "thanks" || intent === "greeting") {
      const found = intent === "thanks" ? undefined : businessAnswer(message);
      body =
        found ??
        (intent === "thanks"
          ? asReceptionist("You're welcome! Is there anything else I can help with?")
          : intent === "role_services"
            ? doc("tina", "demo-services").text
            : asReceptionist(`Good question! I'll have a technician get back to you about that. Could I get ${list(demoBusiness.leadQuestions)}?`));
      return finish(state, absorbed, body, intent === "thanks" ? "thanks" : intent === "role_services" ? intent : "role_other", true);
    }
    // A question about the product itself: answered plainly, then back to the role.
    const product = tinaProductAnswer(intent, message);
    body = `${product.text} (Back to the demo: ask me about ${demoBusiness.name}'s hours, or tell me what's wrong and I'll book a technician.)`;
    return finish(state, absorbed, body, intent, product.known);
  }

  if (intent === "demo_start") {
    state.roleplay = true;
    return finish(state, absorbed, doc("tina", "demo-intro").text, intent, true);
  }
  if (intent.startsWith("role_")) {
    // "What are your hours?" on the demo page: Tina answers as the sample business, and stays in the role.
    state.roleplay = true;
    const text =
      intent === "role_hours"
        ? doc("tina", "demo-hours").text
        : intent === "role_services"
          ? (businessAnswer(message) ?? doc("tina", "demo-services").text)
          : doc("tina", "demo-booking").text;
    return finish(state, absorbed, `${announcement} ${text}`, intent, true);
  }
  if (intent === "details" || ((absorbed.added.includes("email") || absorbed.added.includes("phone")) && intent === "None")) {
    const slot = nextContactSlot(f);
    if (f.email || f.phone) {
      body = f.name ? tinaChat.leadSaved : `${tinaChat.leadSaved} ${avaChat.askName}`;
      state.pending = f.name ? undefined : "name";
      if (!f.name) state.asked.name = (state.asked.name ?? 0) + 1;
      return finish(state, absorbed, body, "details", true, false);
    }
    body = f.name ? `Nice to meet you, ${f.name}! What's the best email or phone number for your free demo?` : "";
    if (slot) state.asked[slot] = (state.asked[slot] ?? 0) + 1;
    state.pending = slot ?? undefined;
    return finish(state, absorbed, body || tinaChat.greeting, "details", true, false);
  }
  const product = tinaProductAnswer(intent, message);
  known = product.known;
  body = product.text;
  const offered = state.answered.includes("cta");
  if (known && !offered && !["greeting", "thanks", "bye", "human", "tina_trial"].includes(intent)) {
    body += ` Want to see it in action? Say "show me a demo", or get your free ${aiReceptionist.trialDays}-day demo with the form on this page.`;
    state.answered.push("cta");
  }
  return finish(state, absorbed, body, product.known ? intent : "unknown", known);
}

const TINA_PASSAGE: Record<string, string> = {
  tina_what: "tina-what",
  tina_price: "tina-price",
  tina_trial: "tina-trial",
  tina_included: "tina-included",
  tina_how: "tina-how",
  tina_booking: "tina-booking",
  tina_calls: "tina-calls",
  tina_after_hours: "tina-after-hours",
  tina_results: "tina-results",
  tina_cancel: "tina-cancel",
  tina_who: "tina-who",
  tina_leads: "tina-leads",
};

for (const [intent, id] of Object.entries(TINA_PASSAGE)) INTENT_BY_PASSAGE.tina.set(id, intent);

function tinaProductAnswer(intent: string, message: string): { text: string; known: boolean } {
  if (intent === "greeting") {
    return {
      text: `Hi! I'm ${site.demoAssistantName}. Ask me about the free ${aiReceptionist.trialDays}-day trial, pricing, what's included or how it works, or say "show me a demo".`,
      known: true,
    };
  }
  if (intent === "thanks") return { text: "You're welcome! Anything else you'd like to know about your AI receptionist?", known: true };
  if (intent === "bye")
    return { text: `Thanks for stopping by! You can reach the ${site.name} team at ${site.email} or ${site.phone}.`, known: true };
  if (intent === "human")
    return {
      text: `You can reach the ${site.name} team at ${site.email} or ${site.phone}, and they reply within ${promises.replyWithin}. Or leave your name and email here and they'll get in touch.`,
      known: true,
    };
  const id = TINA_PASSAGE[intent];
  if (id) return { text: doc("tina", id).text, known: true };
  const found = retrieveAnswer("tina", message, (d) => !d.roleplay);
  if (found) return { text: found, known: true };
  return {
    text: `I'm not sure about that one, and I'd rather not guess. I can tell you about the free ${aiReceptionist.trialDays}-day trial, pricing, what's included or how it works, or say "show me a demo" and I'll answer as a receptionist.`,
    known: false,
  };
}

function finish(state: DialogueState, absorbed: Absorbed, text: string, intent: string, known: boolean, clearPending = true): DialogueReply {
  if (clearPending) state.pending = undefined;
  state.answered.push(intent);
  return { text, intent, known, state, absorbed };
}

/** The built-in engine's reply to one visitor message, and the conversation's new state. */
export async function respond(assistant: AssistantId, state: DialogueState, message: string): Promise<DialogueReply> {
  return assistant === "ava" ? avaReply(state, message.trim()) : tinaReply(state, message.trim());
}

/** The state, as lines for an LLM's instructions: what is known (never to be asked again) and what to ask next. */
export function conversationBrief(state: DialogueState): string {
  const f = state.facts;
  const known = (
    [
      ["name", f.name],
      ["email", f.email],
      ["phone", f.phone],
      ["business", f.business],
      ["services wanted", f.services.join(", ")],
      ["timeline", f.timeline],
      ["budget", f.budget],
      ["area", f.area],
    ] as const
  ).filter(([, v]) => Boolean(v));
  const next = nextContactSlot(f);
  return [
    known.length
      ? `Known about the visitor (never ask for these again): ${known.map(([k, v]) => `${k}: ${v}`).join("; ")}.`
      : "Nothing is known about the visitor yet.",
    next
      ? `When it fits, ask for their ${next === "phone" ? "phone number" : next}, and only that.`
      : "Their contact details are complete: do not ask for any.",
  ].join("\n");
}
