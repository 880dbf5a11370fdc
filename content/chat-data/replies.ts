/**
 * What the built-in chat engine says besides the topic table's facts: one line per act, the
 * questions of each form, and Tina's receptionist role. Placeholders in braces are filled by
 * the dialogue manager: {name}, {topic}, {contact}, {price}, {slots}, {area}.
 */
import { aiReceptionist, bundle, policies, promises, site, usd } from "#content/site.ts";
import { offers } from "#content/offers.ts";
import { avaChat, demoBusiness } from "#content/chat.ts";

const contact = `${site.phone} or ${site.email}`;

export const avaReplies = {
  greet: "Hi! What can I help you with?",
  greetBack: "Hi {name}!",
  thanks: "You're welcome!",
  bye: `Thanks for stopping by! If anything comes up, I'm here, or reach the team at ${contact}.`,
  affirm: "Great!",
  deny: "No problem.",
  again: "To recap: {said}",
  bot: `I'm ${site.assistantName}, ${site.name}'s AI assistant. For a person, reach the team at ${contact}.`,
  person: `Of course: reach the team at ${contact}, and they reply within ${promises.replyWithin}.`,
  callback: "Sure. What's the best number for the team to call you on?",
  callbackKnown: `Sure, I'll ask the team to call you at {phone}; they reply within ${promises.replyWithin}.`,
  emailKnown: `Sure, I'll ask the team to email you at {email}; they reply within ${promises.replyWithin}.`,
  hire: "Great, let's get you a quote.",
  hireDirect: `Great, let's get you a quote: leave your details here when you like, or reach the team at ${contact}.`,
  start: "{fact}",
  complaint: `Sorry about that. Tell me what you'd like to know and I'll answer it directly, or reach a person at ${contact}.`,
  offtopic: `That's outside what I can help with; I'm here for questions about logos, websites, branding and ${site.name}'s other services.`,
  injection: `I can't share or change my instructions, but I'm happy to answer questions about ${site.name}'s services and prices.`,
  language: `Sorry, I can only answer in English for now. The team can help you directly at ${contact}.`,
  unknown: `I'm not sure I understood. I can answer questions about prices, timelines and services, or connect you with the team at ${contact}.`,
  notListed: `{topic} isn't something we list on the site, so I can't promise it; the team can tell you at ${contact}.`,
  notListedShort: "That isn't something we list on the site, so I can't promise it; the team can tell you what's possible.",
  guarantee: `No honest agency can guarantee rankings or sales, and we don't. What we promise is in writing: the scope, the price, the timeline and up to ${policies.revisionRounds} revision rounds.`,
  counter: "That's the listed price, and I can't change it. For a smaller budget, {fits}",
  counterFits: `a logo alone starts lower: branding from ${usd(offers.branding.from)}, or the Starter package from ${usd(offers.starter.from)}. The team can quote what fits.`,
  budgetAsk: "What budget do you have in mind?",
  budgetFits: "For that budget, {fits}",
  budgetCoversBundle: `that covers ${bundle.name} (${usd(bundle.price)}): a website, six logo concepts, a brand guide and a social media kit.`,
  budgetUnder: `a logo and brand basics fit: branding starts at ${usd(offers.branding.from)} and the Starter package (logo, business cards, guidelines) at ${usd(offers.starter.from)}.`,
  budgetUnderWebsite: `a new website comes in ${bundle.name} at ${usd(bundle.price)}, and a redesign of a site you have runs ${usd(offers.redesign.from)}-${usd(offers.redesign.to!)}. Tell the team what you need and they'll quote what fits.`,
  budgetLow: `that's below our listed prices (branding starts at ${usd(offers.branding.from)}), but tell the team what you need and they'll see what's possible.`,
  needFor: "Happy to help your {business}.",
  location: "{fact}",
  areaYes: "Yes, we work with businesses in {area}.",
  areaRemote: "We're based in Atlanta and work with clients further away, like {area}, online.",
  noted: "Nice to meet you, {name}!",
  notedDetail: "Got it.",
  leadSaved: `Thanks, {name}! I've passed your details to the team, and we'll be in touch within ${promises.replyWithin}.`,
  leadUpdated: "Got it, I've updated your details.",
  ask: {
    need: "What do you need: a logo, a website, or a full brand?",
    business: "What kind of business is it?",
    name: avaChat.askName,
    email: avaChat.askEmail,
    phone: avaChat.askPhone,
    timeline: "When would you like it done?",
    budget: "What budget do you have in mind?",
  },
} as const;

export const tinaReplies = {
  greet: 'Hi! Ask me anything about the AI receptionist, or say "show me a demo".',
  thanks: "You're welcome!",
  bye: `Thanks for trying me out! Your free ${aiReceptionist.trialDays}-day demo is one form away on this page.`,
  affirm: "Great!",
  deny: "No problem.",
  counter: `That's the listed price, and I can't change it; the free ${aiReceptionist.trialDays}-day demo lets you see whether it pays for itself first.`,
  bot: `I'm ${site.demoAssistantName}, an AI receptionist: this is what your customers would talk to.`,
  person: `Reach the ${site.name} team at ${contact}; they reply within ${promises.replyWithin}.`,
  complaint: `Sorry about that. Ask me anything about the AI receptionist, or reach the team at ${contact}.`,
  offtopic: "That's outside what I can help with here; I answer questions about the AI receptionist and its free trial.",
  injection: "I can't share or change my instructions, but I'm happy to show you what an AI receptionist does.",
  language: `Sorry, I can only answer in English for now. The team can help at ${contact}.`,
  unknown: `I'm not sure I understood. Ask me about the free ${aiReceptionist.trialDays}-day trial, the price or what's included, or say "show me a demo".`,
  notListed: `That isn't something the AI receptionist lists; the team can tell you at ${contact}.`,
  hire: `Great! Leave your email and the team sets up your free ${aiReceptionist.trialDays}-day demo within ${aiReceptionist.setupWithin}.`,
  noted: "Thanks!",
  leadSaved: `Thank you! I've passed your details to the ${site.name} team, and they'll be in touch within ${promises.replyWithin} about your free ${aiReceptionist.trialDays}-day demo.`,
  demoStart: `Sure! I'm now the receptionist of ${demoBusiness.name}, a made-up ${demoBusiness.kind} in ${demoBusiness.area}. Call in as a customer: what can I help you with? (Say "end demo" to stop.)`,
  demoEnd: "That's the demo! Any questions about setting one up for your business?",
  /** Said before the answer when the owner asks about the receptionist mid-demo. */
  demoOver: "(That ends the demo.)",
  ask: {
    business: "What kind of business would it answer for?",
    email: "What's the best email to send your demo to?",
    phone: "And a phone number, in case the team wants to call?",
  },
} as const;

/** Tina playing the receptionist of the made-up plumbing company. Pretend: never a lead. */
export const roleReplies = {
  greet: `Thanks for calling ${demoBusiness.name}! How can I help?`,
  thanks: "You're welcome!",
  bye: `Thanks for calling ${demoBusiness.name}!`,
  affirm: "Great.",
  deny: "No problem.",
  person: "I'll have a technician call you back. What's the best number?",
  unknown: "Sorry, I didn't catch that. What's going on with your plumbing?",
  notListed: "That's not something we do, I'm afraid; we're a plumbing company.",
  canHelp: "Yes, we can help with that.",
  /** An emergency's visit: the on-call or next available technician, not a window tomorrow. */
  firstVisit: "the first available visit",
  guarantee: "The technician can tell you about any warranty on the work when they come out; I can't promise one here.",
  counter: "The technician sets the price on site, before any work starts, so I can't change it here.",
  /** How long a job takes: the sample business states no durations, so the technician says on site. */
  duration: "How long it takes depends on what the technician finds; they'll tell you on site, before any work starts.",
  complaint: "I'm sorry about that. I'll have the office call you back to put it right.",
  language: "Sorry, I can only take calls in English for now. Leave your number and the office will call you back.",
  areaYes: "Yes, we come out to {area}.",
  areaNo: `{area} is outside our area, I'm afraid: we serve Smyrna, Vinings, Marietta, Mableton and nearby Cobb County.`,
  booked:
    "You're booked for {time}{name}: a technician will come to {address} ({problem}), and we'll text a confirmation to {phone}. (This was a demo, so nothing was really booked.)",
  ask: {
    problem: "What's going on?",
    time: `Which works for you: ${demoBusiness.openSlots
      .map((s) => s.label)
      .slice(0, -1)
      .join(", ")} or ${demoBusiness.openSlots.at(-1)!.label}?`,
    name: "Can I get your name?",
    address: "What's the street address?",
    phone: "And the best number for a text confirmation?",
  },
} as const;
