/**
 * The state of one conversation, kept by the server: the slots of the assistant's form (what the visitor told us), which were asked, the topic in
 * focus, and Tina's role-play booking. Stored as JSON with the conversation; an older stored state is read into this shape.
 */
import { demoBusiness } from "#content/chat.ts";
import { VISIT_DAYS as DAY_WORDS } from "#content/chat-data/lexicon.ts";
import { apart, isDigit, tokens, withDomain, type Entities, type NeedName } from "./entities.server";

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
  /** The visitor asked to be called back: with a phone, that is a lead before any name is known. */
  callback?: boolean;
}

export interface ChatState {
  facts: Facts;
  /** How many times each slot was asked. */
  asked: Partial<Record<Slot, number>>;
  /** The slot the last reply asked for. */
  pending?: Slot;
  /** The topic last talked about: "how much?" alone asks about it. */
  focus?: string;
  /** The topics the last message asked about, when it asked of several ("growth vs premium"): "and prices?" asks of each. */
  lastTopics?: string[];
  /** Acts and topics answered, in order ("price:logo"). */
  answered: string[];
  /** Visitor messages so far. */
  turns: number;
  /** The visitor asked for a quote: the contact details are asked first. */
  hiring?: boolean;
  /** The lead's thank-you was said. */
  leadAcknowledged?: boolean;
  /** The parts of the last reply, so an answer is not pasted twice in a row. */
  said?: string[];
  /** Tina plays the sample business's receptionist. */
  roleplay?: boolean;
  /** `held`: the last question was passed over and still stands; this reply asked nothing new. */
  role?: Partial<Record<RoleSlot, string>> & { asked?: Partial<Record<RoleSlot, number>>; pending?: RoleSlot; booked?: boolean; held?: boolean };
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

/** A lead can be created: a name and a way to reach the visitor, or a number to call back; on the demo page an email or a phone is enough. */
export function leadReady(facts: Facts, assistant: "ava" | "tina" = "ava"): boolean {
  if (assistant === "tina") return Boolean(facts.email || facts.phone);
  return Boolean((facts.name || (facts.callback && facts.phone)) && (facts.email || facts.phone));
}

/** The visit window a caller's words pick, by the most specific words said ("late morning" before "morning"). */
const VISIT_DAYS = new Set(DAY_WORDS);

export function visitWindow(said: string): string | undefined {
  const text = said.toLowerCase();
  // "saturday morning" is no offered window, though "morning" names one: the caller's day stands.
  const days = tokens(text).filter((w) => VISIT_DAYS.has(w));
  if (days.some((d) => !demoBusiness.openSlots.some((s) => s.label.toLowerCase().includes(d)))) return undefined;
  let best: { label: string; length: number } | undefined;
  for (const slot of demoBusiness.openSlots)
    for (const w of slot.words) if (text.includes(w) && (!best || w.length > best.length)) best = { label: slot.label, length: w.length };
  return best?.label;
}

/** Ten digits as people write them: (770) 555-0100. */
export const phoneAsWritten = (digits: string) =>
  digits.length === 10 ? `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}` : digits;

export function copy(state: ChatState): ChatState {
  return {
    ...state,
    facts: { ...state.facts, services: [...state.facts.services] },
    asked: { ...state.asked },
    answered: [...state.answered],
    role: state.role ? { ...state.role, asked: { ...state.role.asked } } : undefined,
    turns: state.turns + 1,
  };
}

/** Folds the message's details into the form: the value given last is the one kept. */
export function absorb(state: ChatState, e: Entities, roleplay: boolean, saidAsName = false) {
  if (roleplay) {
    // An email is no part of the pretend booking: it is the visitor's own, for their demo, and so are a name and a phone said with it.
    if (e.email) state.facts.email = e.email;
    if (e.email && e.name) state.facts.name = e.name;
    if (e.email && e.phone) state.facts.phone = phoneAsWritten(e.phone);
    const role = (state.role ??= {});
    if (e.problem) role.problem = e.problem;
    // "8 to 10", "the first one": the visit window the receptionist offered, in its own words.
    if (e.time) role.time = visitWindow(e.time) ?? e.time;
    if (e.address) role.address = e.address;
    if (e.name) role.name = e.name;
    if (e.phone) role.phone = e.phone;
    return;
  }
  const f = state.facts;
  if (e.email) f.email = e.email;
  // "sorry its littlesproutsga dot com", "wait its .com not .co", "gmail not gmial": the email's domain, ending or provider corrected.
  else if (e.domain && f.email) f.email = withDomain(f.email, e.domain);
  // Written as people write it, so the team (and the admin's search) read it the usual way.
  if (e.phone) f.phone = phoneAsWritten(e.phone);
  else if (e.phoneTail && f.phone) {
    const digits = Array.from(f.phone).filter(isDigit).join("");
    const [right, wrong] = e.phoneTail.split("/") as [string, string | undefined];
    const at = wrong && digits.includes(wrong) ? digits.lastIndexOf(wrong) : digits.length - right.length;
    f.phone = phoneAsWritten(digits.slice(0, at) + right + digits.slice(at + right.length));
  }
  // "it's Keysha with a y": one name spelled a letter or two apart from one stored is its spelling corrected, the rest kept.
  const respelling = e.name && f.name ? respelt(f.name, e.name) : f.name;
  if (respelling !== f.name) f.name = respelling;
  else if (e.name && (!f.name || state.pending === "name" || e.corrections.includes("name") || saidAsName || fuller(e, f.name))) f.name = e.name;
  // "last name is Pruitt" after "this is Darnell".
  else if (e.surname && f.name && !f.name.includes(" ")) f.name = `${f.name} ${e.surname}`;
  if (e.business && (!f.business || e.corrections.includes("business") || state.pending === "business")) f.business = e.business;
  if (e.timeline) f.timeline = e.timeline;
  if (e.budget !== undefined) f.budget = String(e.budget);
  if (e.area) f.area = e.area;
  for (const need of [...e.need, ...(e.interest ?? [])]) if (!f.services.includes(need)) f.services.push(need);
  if (e.dropped) f.services = f.services.filter((n) => !e.dropped!.includes(n));
}

/** "- Walt", then "It's Walt Pruitt": the full name of the one stored; "Brittany Cole, brittany@…": the name the email is made of. */
const fuller = (e: Entities, stored: string) =>
  e.name!.startsWith(`${stored} `) || Boolean(e.email?.startsWith(e.name!.split(" ")[0]!.toLowerCase()));

/** First letters that sound alike: "Kaitlyn — it's Caitlin with a C" respells one name. */
const SOUNDS_ALIKE = new Set([..."abcdefghijklmnopqrstuvwxyz"].map((c) => c + c).concat("ck", "kc", "sz", "zs"));
/** The stored name with one of its words respelt as said, when the word said is that word a letter or two apart. */
function respelt(stored: string, said: string): string {
  if (said.includes(" ") || said.length < 4) return stored;
  const words = stored.split(" ");
  // "Keysha" for Keisha, "Karl with a K" for Carl: two letters at most, and the first kept unless that is the only one changed.
  const near = (w: string) => {
    const n = apart(w.toLowerCase(), said.toLowerCase());
    return w !== said && (SOUNDS_ALIKE.has(`${w[0]}${said[0]}`.toLowerCase()) ? n <= 2 : n === 1);
  };
  const at = words.findIndex(near);
  if (at < 0) return stored;
  words[at] = said;
  return words.join(" ");
}

/**
 * Whether the message says who they are, so its name replaces one read earlier: "My name is Cynthia Mabry",
 * "I'm Tasha Greene", "put it under Daniel Osei", or a message that is a full name and nothing else ("Nico Alvarez").
 */
export function saysWhoTheyAre(message: string, name: string | undefined): boolean {
  const words = tokens(message);
  const first = name?.toLowerCase().split(" ")[0];
  if (!name || !first) return false;
  if (name.includes(" ") && words.filter((w) => w !== "." && w !== ",").join(" ") === name.toLowerCase()) return true;
  return words.some(
    (w, i) =>
      (w === "name" && words[i - 1] === "my") ||
      ((w === "under" || w === "use" || w === "put") && words.slice(i + 1, i + 7).includes(first)) ||
      (w === first && ((words[i - 1] === "am" && words[i - 2] === "i") || (words[i - 1] === "is" && words[i - 2] === "this"))),
  );
}
