/**
 * The state of one conversation, kept by the server: the slots of the assistant's form (what
 * the visitor told us), which were asked, the topic in focus, and Tina's role-play booking.
 * Stored as JSON with the conversation; an older stored state is read into this shape.
 */
import type { NeedName } from "./entities.server";

export type Slot = "need" | "business" | "name" | "email" | "phone" | "timeline" | "budget";
export type RoleSlot = "problem" | "time" | "name" | "address" | "phone";

export interface Facts {
  name?: string;
  email?: string;
  /** Ten digits. */
  phone?: string;
  business?: string;
  services: NeedName[];
  timeline?: string;
  /** Whole dollars, as text ("1500"). */
  budget?: string;
  area?: string;
}

export interface ChatState {
  facts: Facts;
  /** How many times each slot was asked. */
  asked: Partial<Record<Slot, number>>;
  /** The slot the last reply asked for. */
  pending?: Slot;
  /** The topic last talked about: "how much?" alone asks about it. */
  focus?: string;
  /** Acts and topics answered, in order ("price:logo"). */
  answered: string[];
  /** Visitor messages so far. */
  turns: number;
  /** The visitor asked for a quote: the contact details are asked first. */
  hiring?: boolean;
  /** The lead's thank-you was said. */
  leadAcknowledged?: boolean;
  /** Tina plays the sample business's receptionist. */
  roleplay?: boolean;
  role?: Partial<Record<RoleSlot, string>> & { asked?: Partial<Record<RoleSlot, number>>; pending?: RoleSlot; booked?: boolean };
}

export function emptyState(): ChatState {
  return { facts: { services: [] }, asked: {}, answered: [], turns: 0 };
}

/** A stored state, whatever version wrote it, in today's shape. */
export function fromStored(stored: unknown): ChatState {
  const s = (stored && typeof stored === "object" ? stored : {}) as Partial<ChatState>;
  const facts = (s.facts ?? {}) as Partial<Facts>;
  return {
    ...emptyState(),
    ...s,
    facts: { ...facts, services: Array.isArray(facts.services) ? facts.services : [] },
    asked: s.asked ?? {},
    answered: Array.isArray(s.answered) ? s.answered : [],
    turns: typeof s.turns === "number" ? s.turns : 0,
  };
}

/** A lead can be created: a name and a way to reach the visitor; on the demo page an email or a phone is enough. */
export function leadReady(facts: Facts, assistant: "ava" | "tina" = "ava"): boolean {
  if (assistant === "tina") return Boolean(facts.email || facts.phone);
  return Boolean(facts.name && (facts.email || facts.phone));
}
