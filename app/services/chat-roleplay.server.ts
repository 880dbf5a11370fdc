/**
 * Tina's role-play as the demo page's sample plumbing company: the caller's booking request
 * (the problem, a visit window, a name and a number) gathered over as many messages as it
 * takes, and answers from the business's sample FAQs. The details are pretend: they live in
 * the dialogue state only and never become a lead.
 */
import { demoBusiness } from "#content/chat.ts";
import { normaliseChatText } from "#app/domain/chat-normalise.ts";
import type { DialogueState } from "#app/domain/chat-state.ts";
import { retrieveDoc } from "./chat-builtin.server";

const list = (items: readonly string[], joiner = "or"): string =>
  items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} ${joiner} ${items[items.length - 1]}`;

/** How Tina says who she is playing, when a caller's first message puts her in the role. */
export const announcement = `(I'll answer as the receptionist of ${demoBusiness.name}, the made-up ${demoBusiness.kind} in ${demoBusiness.area} from the sample call on this page.)`;

export const asReceptionist = (line: string) => `(As ${demoBusiness.name}'s receptionist) "${line}"`;

/** What a caller says is wrong, in their words: the plumbing problem of the message, if any. */
const PROBLEM =
  /\b(?:(?:water )?heater|hot water|leak\w*|drip\w*|clog\w*|backed up|back(?:ing)? up|drain\w*|toilet\w*|faucet\w*|sink\w*|pipes?|burst|flood\w*|sewer|disposal|shower\w*|tub|water pressure|running toilet|ceiling|no water|water (?:coming|everywhere|all over|on the floor|in the (?:basement|garage|kitchen)))\b[^.!?,]{0,40}/i;

/** "Do you fix water heaters?" asks about the business; it is not a caller's problem. */
export const askingAbout = (message: string) =>
  /^\s*(?:so |and |also )?(?:do|does|can|could|will|are|is) (?:you|y'?all|u|ya|your)\b/i.test(message) &&
  !/\b(?:come out|today|tomorrow|tonight|asap|right now|this (?:morning|afternoon|evening|week)|send)\b/i.test(message);

export function problemOf(message: string): string | undefined {
  const m = PROBLEM.exec(message);
  if (!m) return undefined;
  // The sentence around the problem word, trimmed to something a technician's note would say.
  const sentence = message.split(/[.!?]/).find((s) => s.includes(m[0].split(" ")[0]!)) ?? m[0];
  return sentence
    .replace(/^\s*(?:hi|hello|hey|yes|yeah|ok|so|well|um)\b[,\s]*/i, "")
    .replace(/\b(?:can|could) (?:someone|somebody|you|a plumber|a tech\w*) (?:come|send)\b.*$/i, "")
    .trim()
    .replace(/[\s,;:-]+$/, "")
    .slice(0, 120);
}

/** The visit window a caller picked, from the words people use for it. */
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const SLOT_PATTERNS = demoBusiness.openSlots.map((s) => ({
  label: s.label,
  // Whole words only: "afternoon" is not "noon".
  pattern: new RegExp(`(?<![\\w-])(?:${s.words.map(escape).join("|")})(?![\\w-])`, "gi"),
}));

export function slotOf(message: string): string | undefined {
  // A time of day ("tomorrow at 9", "around 11am") is the window it falls in, on the day said.
  const at = clockTime(message);
  if (at !== undefined) {
    const day = /\b(?:tomorrow|tmrw|tmr|tomorow)\b/i.exec(message)?.[0] ?? /\b(?:mon|tues|wednes|thurs|fri|satur|sun)day\b/i.exec(message)?.[0];
    const window = SLOT_WINDOWS.find((w) => at >= w.from && at < w.to && (!day || sameDay(day, w.day)));
    if (window) return window.label;
  }
  // The most specific words win: "late morning" is the second window even though "morning" alone is the first.
  let best: { label: string; length: number } | undefined;
  for (const s of SLOT_PATTERNS) {
    for (const m of message.matchAll(s.pattern)) if (!best || m[0].length > best.length) best = { label: s.label, length: m[0].length };
  }
  return best?.label;
}

/** Each window's day and hours (24-hour clock), read from its label: "tomorrow between 10 a.m. and noon". */
const SLOT_WINDOWS = demoBusiness.openSlots.map((s) => {
  const m = /^(\w+) between (\d+|noon)(?: ([ap])\.m\.)? and (\d+|noon)(?: ([ap])\.m\.)?/i.exec(s.label);
  if (!m) throw new Error(`A visit window's label does not say its hours: ${s.label}`);
  const hour = (h: string, half: string | undefined) => (h === "noon" ? 12 : Number(h) + (half?.toLowerCase() === "p" && Number(h) < 12 ? 12 : 0));
  return { label: s.label, day: m[1]!.toLowerCase(), from: hour(m[2]!, m[3] ?? m[5]), to: hour(m[4]!, m[5]) };
});
const sameDay = (said: string, day: string) => (/^t(?:mr|omo)/i.test(said) ? day === "tomorrow" : said.toLowerCase() === day);

/**
 * A time of day a caller names, in hours on a 24-hour clock: "at 9", "9:30", "around 11am",
 * "2pm". A bare hour without a.m./p.m. is read as business hours would have it (1-6 the afternoon).
 */
function clockTime(message: string): number | undefined {
  const m =
    /\b(?:at|around|by|after|@)\s+(\d{1,2})(?::(\d{2}))?\s*([ap])?\.?m?\b|\b(\d{1,2})(?::(\d{2}))?\s*([ap])\.?m\.?(?![a-z])|\b(\d{1,2}):(\d{2})\b/i.exec(
      message,
    );
  if (!m) return undefined;
  const h = Number(m[1] ?? m[4] ?? m[7]);
  const min = Number(m[2] ?? m[5] ?? m[8] ?? 0);
  const half = (m[3] ?? m[6])?.toLowerCase();
  if (h < 1 || h > 12 || min > 59) return undefined;
  const hour = half === "p" ? (h % 12) + 12 : half === "a" ? h % 12 : h <= 6 ? h + 12 : h;
  return hour + min / 60;
}

export interface Caller {
  name?: string;
  phone?: string;
  address?: string;
}

const STREET =
  /\b\d{1,6}\s+(?:[A-Za-z0-9.'-]+\s+){0,4}(?:st|street|ave|avenue|rd|road|dr|drive|ln|lane|blvd|boulevard|way|ct|court|pl|place|pkwy|parkway|hwy|highway|cir|circle|trl|trail|ter|terrace)\b\.?(?:,?\s*(?:apt|unit|suite|#)\s*[\w-]+)?/i;

/** A street address a caller gave ("123 Peachtree St", "45 Oak Lane apt 2"), as written. */
export function addressOf(message: string): string | undefined {
  return STREET.exec(message)?.[0].replace(/[.,]$/, "");
}

/**
 * The receptionist's next line in a booking: what is still missing is asked for, all at
 * once, the way the sample call does; with everything known, the booking is confirmed.
 */
export function bookingLine(state: DialogueState, caller: Caller): { text: string; booked: boolean } {
  const slot = state.roleplaySlot;
  const problem = state.roleplayProblem;
  if (slot && problem && caller.name && caller.phone) {
    return {
      text: asReceptionist(
        `Thank you, ${caller.name}. You're booked for ${slot}${caller.address ? ` at ${caller.address}` : ""}, and I've put "${problem}" on the technician's ticket. You'll get a text confirmation at ${caller.phone} shortly.`,
      ),
      booked: true,
    };
  }
  const parts: string[] = [];
  if (problem && !slot && !caller.name) parts.push("I'm sorry to hear that, I can get a technician out to you.");
  else parts.push("Got it.");
  if (!problem) parts.push("What's going on: a leak, a clog, the water heater?");
  if (!slot) parts.push(`I have ${list(demoBusiness.openSlots.map((s) => s.label)).replace(/\.$/, "")}. Which works better for you?`);
  else if (!caller.name || !caller.phone) parts.push(`${slot[0]!.toUpperCase()}${slot.slice(1)} it is.`);
  const need = [
    ...(caller.name ? [] : [demoBusiness.leadQuestions[0]]),
    ...(caller.address ? [] : [demoBusiness.leadQuestions[1]]),
    ...(caller.phone ? [] : [demoBusiness.leadQuestions[2]]),
  ];
  if (slot && (!caller.name || !caller.phone)) parts.push(`Can I get ${list(need, "and")}?`);
  return { text: asReceptionist(parts.join(" ")), booked: false };
}

/** The sample FAQ (or hours, or services) a caller's question is about, as the receptionist says it. */
export function businessAnswer(raw: string): string | undefined {
  // "do yall charge for estimates": shorthand written out, so it does not count as an unknown topic word.
  const message = normaliseChatText(raw);
  // A sample FAQ first ("do you charge for estimates" is about estimates, not the list of services), then hours or services.
  return (
    retrieveDoc("tina", message, (d) => d.id.startsWith("demo-faq-"))?.text ??
    retrieveDoc("tina", message, (d) => d.id === "demo-hours" || d.id === "demo-services")?.text
  );
}
