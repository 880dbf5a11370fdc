/**
 * The dialogue state of one chat conversation: what the visitor told us, what the
 * assistant asked and what it answered. Kept by the server per conversation, so nothing is
 * asked twice and a correction replaces what was given before.
 */
import { extractEntities, SERVICES, type Entities, type ServiceName } from "./chat-entities";

export type Slot = "name" | "email" | "phone" | "business" | "services";

export interface Facts {
  name?: string;
  email?: string;
  phone?: string;
  business?: string;
  services: ServiceName[];
  timeline?: string;
  budget?: string;
  area?: string;
}

export interface DialogueState {
  facts: Facts;
  /** How many times each slot was asked for. */
  asked: Partial<Record<Slot, number>>;
  /** The slot the assistant's last reply asked for, if any. */
  pending?: Slot;
  /** Intents and topics already answered, in order. */
  answered: string[];
  /** Visitor messages so far. */
  turns: number;
  /** Tina is playing the sample business's receptionist. */
  roleplay?: boolean;
  /** The open slot a role-play caller picked. */
  roleplaySlot?: string;
  /** The problem a role-play caller described, and who they said they are (pretend: never a lead). */
  roleplayProblem?: string;
  roleplayCaller?: { name?: string; phone?: string; address?: string };
  /** The role-play booking was confirmed. */
  roleplayBooked?: boolean;
  /** The closing line after the details were complete has been said. */
  wrappedUp?: boolean;
  /** The words the visitor used of their business ("a kids friendly brand for a new pediatric practice"), to match past work. */
  businessSaid?: string;
  /** The portfolio project last named, for "what did they get". */
  lastProject?: string;
}

export function emptyState(): DialogueState {
  return { facts: { services: [] }, asked: {}, answered: [], turns: 0 };
}

/** "actually", "sorry, I meant", "correction": the visitor is replacing a detail. */
const CORRECTION = /\b(?:actually|sorry|i meant|correction|typo|wrong|not that|instead|new (?:email|number|phone)|changed?)\b/i;

export interface Absorbed {
  state: DialogueState;
  entities: Entities;
  /** Facts that are new in this message. */
  added: (keyof Facts)[];
  /** Facts this message replaced. */
  corrected: (keyof Facts)[];
  /** The message itself. */
  message: string;
}

/** A reply of a few words ("Marcus", "like 1500", "a website"), which answers what was just asked. */
export const shortReply = (text: string): boolean => text.trim().split(/\s+/).length <= 4;

/** "both", "ok do both", "actually nvm i want both": a logo and a website, the two things most asked about together. */
export const BOTH =
  /^\s*(?:(?:ok(?:ay)?|yeah|yes|actually|nvm|um+|uh+|i want|i need|i'?ll take|lets do|let'?s do|ok do|do|then)[\s,.]*)*(?:both|both of (?:them|those)|the first two)(?:\s+(?:then|please|pls|plz|lol))?\s*[.!]*\s*$/i;

const CHANGED_NEED =
  /\b(?:actually|nvm|never ?mind|instead|changed my mind|scratch that|on second thought)\b|\b(?:just|only) (?:a |the )?(?:logo|web ?site|site|social|print|business cards)\b/i;

/** Folds one visitor message into the state. */
export function absorb(previous: DialogueState, text: string): Absorbed {
  const state: DialogueState = {
    ...previous,
    facts: { ...previous.facts, services: [...previous.facts.services] },
    asked: { ...previous.asked },
    answered: [...previous.answered],
    turns: previous.turns + 1,
  };
  const entities = extractEntities(text, {
    // "Jo Anne actually": a correction of the name given is the name again.
    // Asked before and still missing, a short reply may be the name ("Marcus", "ok. Jasmine") whatever was asked last.
    nameExpected:
      previous.pending === "name" ||
      (!previous.facts.name && (previous.asked.name ?? 0) > 0 && shortReply(text)) ||
      (Boolean(previous.facts.name) && CORRECTION.test(text) && /^\s*\p{Lu}/u.test(text)),
    businessExpected: previous.pending === "business",
    budgetExpected: previous.answered.at(-1) === "budget",
  });
  const correcting = CORRECTION.test(text);
  const added: (keyof Facts)[] = [];
  const corrected: (keyof Facts)[] = [];
  const set = (key: "name" | "email" | "phone" | "business" | "timeline" | "budget" | "area", value: string | undefined, replace: boolean) => {
    if (!value) return;
    const old = state.facts[key];
    if (old === value) return;
    if (old && !replace) return;
    state.facts[key] = value;
    (old ? corrected : added).push(key);
  };
  // Contact details: the latest one given is the one to use.
  set("email", entities.email, true);
  set("phone", entities.phone, true);
  // A name is replaced only when the visitor corrects it or answers the question again.
  set("name", entities.name, correcting || previous.pending === "name" || /\bmy name\b/i.test(text));
  set("business", entities.business, correcting);
  set("timeline", entities.timeline, true);
  set("budget", entities.budget, true);
  set("area", entities.area, correcting);
  // "both" to "a logo, a website or a full brand?": the first two; "all of it": all three.
  if (!entities.services.length && BOTH.test(text)) entities.services.push(SERVICES.logo, SERVICES.website);
  else if (
    previous.pending === "services" &&
    !entities.services.length &&
    /^\s*(?:(?:ok|yeah|yes|um+|uh+)[\s,]+)?(?:all|all of (?:it|them|the above)|everything|the whole thing|all three)\b/i.test(text)
  )
    entities.services.push(SERVICES.logo, SERVICES.website, SERVICES.branding);
  // "actually nvm just a logo for now": the need named now replaces the one before.
  if (
    entities.services.length &&
    CHANGED_NEED.test(text) &&
    !/\b(?:too|also|as well|plus|both)\b/i.test(text) &&
    state.facts.services.some((s) => !entities.services.includes(s))
  ) {
    state.facts.services = [];
    corrected.push("services");
  }
  for (const s of entities.services) {
    if (!state.facts.services.includes(s)) {
      state.facts.services.push(s);
      if (!added.includes("services")) added.push("services");
    }
  }
  return { state, entities, added, corrected, message: text };
}

/** The contact detail to ask for next, or null when the lead is complete. */
export function nextContactSlot(facts: Facts): Slot | null {
  if (!facts.name) return "name";
  if (!facts.email && !facts.phone) return "email";
  if (!facts.phone) return "phone";
  if (!facts.email) return "email";
  return null;
}

/**
 * A lead can be created: a name and a way to reach the visitor. On the demo page (Tina)
 * an email or a phone is enough, as the product's rule for demo chats has it.
 */
export function leadReady(facts: Facts, assistant: "ava" | "tina" = "ava"): boolean {
  if (assistant === "tina") return Boolean(facts.email || facts.phone);
  return Boolean(facts.name && (facts.email || facts.phone));
}

/** A slot is asked at most twice: a visitor who does not want to say is not nagged. */
export const MAX_ASKS = 2;

export function mayAsk(state: DialogueState, slot: Slot): boolean {
  return (state.asked[slot] ?? 0) < MAX_ASKS;
}
