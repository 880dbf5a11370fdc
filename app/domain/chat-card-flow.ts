/**
 * The guided conversation of the home hero's chat card (product spec section 4), made whole: every step is reachable and free text works at each of
 * them. Pure: the card component shows what this returns, calls Ava for questions and sends the lead.
 */
import { heroCard, type CardOption } from "#content/chat.ts";
import {
  absorbMessage,
  capped,
  findEmail,
  findPhone,
  guessName,
  nameFromText,
  NAME_GUESS_MESSAGES,
  shouldSendLead,
  type ChatLeadFields,
} from "./chat-lead-rules.ts";
import { hasWord, isSpace, isWordChar, startsCapitalised, startsWithWord } from "./chat-text.ts";

/**
 * Steps, with the spec's numbers: start 0, business 2, name 3, website 4, scope 6, timeline 8. The spec's step 1 (the pitch for "Just looking
 * around") ends on the business question, so it is a reply, not a state; 5 and 7 were the bot's turns in between. Email, phone and done complete the
 * flow.
 */
export type CardStep = "start" | "business" | "name" | "website" | "scope" | "timeline" | "email" | "phone" | "done";

export interface CardState {
  step: CardStep;
  fields: ChatLeadFields;
}

export type CardInput = { kind: "option"; option: string } | { kind: "text"; text: string };

export interface CardTurn {
  state: CardState;
  /** Bot lines to show, in order. */
  replies: string[];
  /** The visitor asked something the flow cannot answer: Ava answers it, then `replies` follow. */
  askAva?: boolean;
  /** The visitor's details are complete under the spec's rule: save the lead now. */
  sendLead?: boolean;
}

export function initialCardState(): CardState {
  return { step: "start", fields: { services: [] } };
}

/** The option buttons shown under the conversation at a step. */
export function cardOptions(step: CardStep): readonly CardOption[] {
  const options: Partial<Record<CardStep, readonly CardOption[]>> = {
    start: heroCard.startOptions,
    website: heroCard.websiteOptions,
    scope: heroCard.scopeOptions,
    timeline: heroCard.timelineOptions,
  };
  return options[step] ?? [];
}

/** The question a step is waiting on, asked again after Ava answers a side question. */
export function stepQuestion(state: CardState): string {
  const l = heroCard.lines;
  const questions: Record<CardStep, string> = {
    start: heroCard.prompt,
    business: l.askBusiness,
    name: l.askName,
    website: l.askWebsite,
    scope: l.askScope,
    timeline: l.askTimeline,
    email: l.askEmail,
    phone: l.askPhone,
    done: "",
  };
  return questions[state.step];
}

const isQuestion = (text: string) => text.includes("?");
const lower = (text: string) => text.trim().toLowerCase();

/** "1-2 weeks", "1 - 2 week": a dash between the numbers, spaces around it or not. */
function saysOneToTwoWeeks(t: string): boolean {
  for (let i = t.indexOf("1"); i >= 0; i = t.indexOf("1", i + 1)) {
    if (isWordChar(t[i - 1])) continue; // "11-2 weeks" is not it
    let j = i + 1;
    while (isSpace(t[j])) j++;
    if (t[j] !== "-") continue;
    j++;
    while (isSpace(t[j])) j++;
    if (t.startsWith("2 week", j)) return true;
  }
  return false;
}

/**
 * How free text picks an option, as word lists rather than regular expressions (the chat's
 * budget of those is small): `word` is a whole word or phrase ("site" but not "sites"),
 * `prefix` starts a word ("brand" in "branding"), `starts` opens the message ("no", not
 * "know no"), `anywhere` may sit inside a word ("flexib" in "flexible"), `test` reads the
 * message itself. All on the lower-cased message.
 */
interface OptionCue {
  word?: readonly string[];
  prefix?: readonly string[];
  starts?: readonly string[];
  anywhere?: readonly string[];
  test?: (t: string) => boolean;
}

const NOT_SURE: OptionCue = { prefix: ["not sure", "dont know", "don't know", "unsure"] };

/** Per step, the options free text can pick, tried in order. */
const OPTION_CUES: Partial<Record<CardStep, readonly (readonly [CardOption, OptionCue])[]>> = {
  start: [
    ["I need a website", { prefix: ["website", "web site"], word: ["site"] }],
    ["I need a logo", { prefix: ["logo"] }],
    ["I want branding help", { prefix: ["brand"] }],
    ["Just looking around", { prefix: ["looking", "brows"] }],
    ["Not sure yet", NOT_SURE],
  ],
  website: [
    ["It's outdated", { anywhere: ["outdated", "need work", "needs work"], word: ["old"] }],
    ["No, I don't", { starts: ["no", "nope", "not yet"], word: ["dont", "don't", "do not"] }],
    ["Yes, I have one", { starts: ["yes", "yeah", "yep", "i do"], word: ["have one"] }],
  ],
  scope: [
    ["Full refresh", { prefix: ["full", "everything", "whole", "complete"] }],
    ["Just one thing", { word: ["just", "only"], prefix: ["one thing"] }],
    ["Not sure yet", NOT_SURE],
  ],
  timeline: [
    ["1-2 weeks", { test: saysOneToTwoWeeks, prefix: ["week or two"], word: ["asap", "soon"] }],
    ["1 month", { word: ["1 month", "one month", "a month"] }],
    ["Flexible timeline", { anywhere: ["flexib", "no rush", "whenever", "not sure"] }],
  ],
};

function cueMatches(t: string, cue: OptionCue): boolean {
  return (
    (cue.word ?? []).some((w) => hasWord(t, w)) ||
    (cue.prefix ?? []).some((w) => hasWord(t, w, { prefix: true })) ||
    (cue.starts ?? []).some((w) => startsWithWord(t, w)) ||
    (cue.anywhere ?? []).some((w) => t.includes(w)) ||
    Boolean(cue.test?.(t))
  );
}

/** Free text that picks one of a step's options, if it clearly does. */
function optionFromText(step: CardStep, text: string): CardOption | null {
  const t = lower(text);
  if (!t || isQuestion(t)) return null;
  const exact = cardOptions(step).find((o) => o.toLowerCase() === t);
  if (exact) return exact;
  return OPTION_CUES[step]?.find(([, cue]) => cueMatches(t, cue))?.[0] ?? null;
}

function withService(fields: ChatLeadFields, service: string): ChatLeadFields {
  return fields.services.includes(service) ? fields : { ...fields, services: [...fields.services, service] };
}

/**
 * One visitor turn. `messageCount` is the number of messages in the conversation
 * including this one (the greeting and the prompt count, as they are messages too).
 */
export function advanceCard(state: CardState, input: CardInput, messageCount: number): CardTurn {
  const l = heroCard.lines;
  const text = input.kind === "text" ? input.text.trim() : input.option;
  const option = input.kind === "option" ? (input.option as CardOption) : optionFromText(state.step, text);
  const validOption = option && cardOptions(state.step).includes(option) ? option : null;

  // Contact details are picked up whatever the step; a message that completes them sends the lead.
  const absorbed = input.kind === "text" ? absorbMessage(state.fields, text, { messageCount, nameExpected: false }) : null;
  let fields = absorbed ? absorbed.fields : state.fields;
  const hadContact = absorbed?.hadContact ?? false;

  const to = (step: CardStep, replies: string[], extra: Partial<CardTurn> = {}): CardTurn => {
    const next: CardState = { step, fields };
    if (shouldSendLead({ hadContact, fields, messageCount })) return { state: { step: "done", fields }, replies: [], sendLead: true };
    return { state: next, replies, ...extra };
  };
  const again = `${l.backToStep} ${lowerFirst(stepQuestion({ step: state.step, fields }))}`;
  // Ava answers what the flow cannot, then the step's question comes back.
  const ask = (): CardTurn => to(state.step, [again], { askAva: true });
  // Contact details given early are kept; the step's question comes back.
  const noted = (): CardTurn => to(state.step, [l.detailsNoted, stepQuestion({ step: state.step, fields })]);

  /** A step answered with one of its options or in the visitor's own words, kept in `field`; then the next step's question. */
  const optionOrWords = (field: "refreshScope" | "timeline", next: CardStep, question: string): CardTurn => {
    if (!validOption) {
      if (hadContact) return noted();
      if (input.kind !== "text" || isQuestion(text) || !text) return ask();
    }
    fields = { ...fields, [field]: validOption ?? capped(text) };
    return to(next, [question]);
  };

  switch (state.step) {
    case "start": {
      if (!validOption) return hadContact ? noted() : ask();
      if (validOption === "Just looking around") return to("business", [l.pitch, l.askBusiness]);
      if (validOption === "Not sure yet") return to("business", [l.notSure, l.askBusiness]);
      const service = heroCard.serviceByOption[validOption];
      if (!service) return ask();
      fields = withService(fields, service);
      return to("name", [l.serviceChosen[service] ?? "", l.askName].filter(Boolean));
    }
    case "business": {
      if (hadContact) return noted();
      if (input.kind !== "text" || isQuestion(text)) return ask();
      fields = { ...fields, businessType: capped(text) };
      return to("name", [l.businessThanks, l.askName]);
    }
    case "name": {
      if (hadContact) return noted();
      if (input.kind !== "text" || isQuestion(text)) return ask();
      // "My name is Dana" was already picked up with the message.
      let name = fields.name && !state.fields.name ? fields.name : guessName(text, { nameKnown: Boolean(state.fields.name), messageCount });
      // An answer to "What's your name?" is not a guess: past the guessing window the
      // same letter rules still apply, so a long conversation cannot lock the flow.
      if (!name && messageCount > NAME_GUESS_MESSAGES.max) name = nameFromText(text);
      if (!name) return to("name", [l.nameRetry]);
      fields = { ...fields, name };
      return to("website", [`${l.greetName.replace("{name}", name)} ${l.askWebsite}`]);
    }
    case "website": {
      if (!validOption) return hadContact ? noted() : ask();
      fields = { ...fields, currentWebsite: validOption };
      if (validOption === "No, I don't") return to("timeline", [l.noWebsite, l.askTimeline]);
      return to("scope", [validOption === "It's outdated" ? l.outdatedScope : l.askScope]);
    }
    case "scope":
      return optionOrWords("refreshScope", "timeline", l.askTimeline);
    case "timeline":
      return optionOrWords("timeline", "email", l.askEmail);
    case "email": {
      if (input.kind === "text" && findEmail(text)) {
        return fields.phone ? to("done", []) : to("phone", [l.askPhone]);
      }
      if (input.kind === "text" && findPhone(text)) return to("email", [l.askEmail]);
      if (input.kind !== "text" || isQuestion(text)) return ask();
      return to("email", [l.emailRetry]);
    }
    case "phone": {
      if (input.kind === "text" && findPhone(text)) return to("done", []);
      if (input.kind !== "text" || isQuestion(text)) return ask();
      return to("phone", [l.phoneRetry]);
    }
    case "done":
      return { state: { step: "done", fields }, replies: [], askAva: true };
  }
}

function lowerFirst(text: string): string {
  return startsCapitalised(text) && !text.startsWith("I ") ? text.charAt(0).toLowerCase() + text.slice(1) : text;
}

/**
 * Ava's answer to each first option, worked out ahead (by the home page's loader), so the card can show it before its code is there (ADR 009). The
 * card's opening is two lines, so the option is the conversation's third message.
 */
export function firstOptionReplies(): Record<string, string[]> {
  return Object.fromEntries(heroCard.startOptions.map((option) => [option, advanceCard(initialCardState(), { kind: "option", option }, 3).replies]));
}
