/**
 * What a chat conversation tells us about the visitor, and when it becomes a lead (product spec section 5). Shared by the browser, which decides when
 * to send a lead, and the server, which checks the same rules before saving one.
 */
import { collapseSpaces, hasWord, isDigit, isSpace, lowerAscii, words } from "./chat-text.ts";

/** A message of a chat conversation as kept with the lead. */
export interface ChatTranscriptMessage {
  type: "user" | "bot";
  content: string;
  /** ISO-8601 time the message was shown. */
  timestamp: string;
}

/** What a chat has learned about the visitor so far. */
export interface ChatLeadFields {
  name?: string;
  email?: string;
  phone?: string;
  businessType?: string;
  services: string[];
  timeline?: string;
  /** Home card answers: the visitor's current website and how much to refresh. */
  currentWebsite?: string;
  refreshScope?: string;
}

/** A name guess is refused when the text contains any of these (case-insensitive). */
export const NAME_STOP_WORDS: readonly string[] = "website logo business cafe restaurant shop store scratch idea week month @".split(" ");

/** A name is guessed only while the conversation has between these many messages (inclusive). */
export const NAME_GUESS_MESSAGES = { min: 2, max: 15 } as const;

/** A lead is sent only when the conversation has more than this many messages. */
export const LEAD_MIN_MESSAGES_EXCLUSIVE = 6;

/** The lead's conversation summary holds the last this many messages. */
export const SUMMARY_MESSAGES = 10;

/** The chat sends the assistant the last this many messages as history. */
export const HISTORY_MESSAGES = 6;

const NAME_TEXT = /^[\p{L} ]{2,30}$/u;
/**
 * Visitors often answer "My name is Dana" or "I'm Dana": the rule is applied to the name
 * itself. Tried in this order; the first one followed by a space is dropped.
 */
const NAME_INTROS = "my name is|my name's|my names|the name is|name's|names|name is|i am|i'm|i’m|im|it is|it's|it’s|its|this is|call me".split("|");
/** The intros that cannot mean anything else ("I'm…" is as often "I'm interested"). */
const UNASKED_INTROS = ["my name is", "my name's", "my name’s", "the name is", "name's", "name’s", "call me"];

/** The first of `intros` that `text` starts with (in any case), followed by whitespace. */
function introOf(text: string, intros: readonly string[]): string | undefined {
  const start = lowerAscii(text.slice(0, 16));
  return intros.find((intro) => start.startsWith(intro) && isSpace(text[intro.length]));
}

/**
 * The name guess of the spec: only while no name is known, only when the conversation has 2 to 15 messages, only for a text of 2 to 30 letters and
 * spaces that contains none of the stop words. Returns the name, or null when the text is not taken as one.
 */
export function guessName(text: string, ctx: { nameKnown: boolean; messageCount: number }): string | null {
  if (ctx.nameKnown) return null;
  if (ctx.messageCount < NAME_GUESS_MESSAGES.min || ctx.messageCount > NAME_GUESS_MESSAGES.max) return null;
  return nameFromText(text);
}

/** The letters-and-stop-words part of the guess, without the conversation conditions. */
export function nameFromText(text: string): string | null {
  const trimmed = text.trim();
  const name = trimmed.slice(introOf(trimmed, NAME_INTROS)?.length ?? 0).trim();
  if (!NAME_TEXT.test(name)) return null;
  const lower = name.toLowerCase();
  if (NAME_STOP_WORDS.some((word) => lower.includes(word))) return null;
  return collapseSpaces(name);
}

/**
 * "My name is…": the visitor introduces themselves without being asked. Only phrases that
 * cannot mean anything else count ("I'm…" is as often "I'm interested").
 */
export function introducesName(text: string): boolean {
  return introOf(text.trim(), UNASKED_INTROS) !== undefined;
}

/** Whole words, singular or plural, in any case: "shops" counts, "shopping" does not. */
const BUSINESS_WORDS = new Set(["cafe", "restaurant", "business", "company", "shop", "store"].flatMap((w) => [w, `${w}s`]));
const TIMELINE_WORDS = new Set(["week", "month", "day"].flatMap((w) => [w, `${w}s`]));
/** Kept values are capped: they are labels on a lead, not essays. */
const MAX_CAPTURED = 120;

/** The visitor's text as a label on a lead: one line, at most 120 characters. */
export const capped = (text: string) => collapseSpaces(text.trim()).slice(0, MAX_CAPTURED);

const mentions = (text: string, wordSet: ReadonlySet<string>) => words(lowerAscii(text)).some((w) => wordSet.has(w));

/** The visitor's message, when it mentions a cafe, restaurant, business, company, shop or store. */
export function findBusinessType(text: string): string | null {
  return mentions(text, BUSINESS_WORDS) ? capped(text) : null;
}

/** The visitor's message, when it mentions weeks, months or days. */
export function findTimeline(text: string): string | null {
  return mentions(text, TIMELINE_WORDS) ? capped(text) : null;
}

/**
 * The chat's one email pattern (global, so it also blanks every address out of a text;
 * use it with `match`/`replace`, whose results do not depend on `lastIndex`).
 */
export const EMAIL_PATTERN = /[A-Z0-9._%+-]+@[A-Z0-9.-]+\.[A-Z]{2,}/gi;
/** The chat's one phone pattern: 10 or more digits, spaces, dashes or brackets, starting and ending on a digit or bracket. */
export const PHONE_PATTERN = /[\d(][\d\s()-]{8,}[\d)]/;

export function findEmail(text: string): string | null {
  return text.match(EMAIL_PATTERN)?.[0] ?? null;
}

/** Whether the visitor gave this email, typed or said in words or corrected ("dana at sweet crumb dot com", "gmail not gmial"): each part is in what they typed. */
export function typedEmail(email: string, visitorText: string): boolean {
  const said = words(lowerAscii(visitorText)).join("");
  return words(lowerAscii(email)).every((part) => said.includes(part));
}

export function findPhone(text: string): string | null {
  // Digits inside an email address ("dana1987@…") are not a phone number.
  const match = text.replace(EMAIL_PATTERN, " ").match(PHONE_PATTERN)?.[0];
  // "(((( ))))" has the shape but no digit.
  return match && [...match].some(isDigit) ? match.trim() : null;
}

export function emptyLeadFields(): ChatLeadFields {
  return { services: [] };
}

/**
 * Folds one visitor message into what is known. The name is guessed only when the caller
 * says a name may be in this message (the home card asked for it, or Ava just did).
 */
export function absorbMessage(
  fields: ChatLeadFields,
  text: string,
  ctx: { messageCount: number; nameExpected: boolean },
): { fields: ChatLeadFields; hadContact: boolean } {
  const next: ChatLeadFields = { ...fields, services: [...fields.services] };
  const email = findEmail(text);
  const phone = findPhone(text);
  if (email) next.email = email;
  if (phone) next.phone = phone;
  if (!email && !phone) {
    const business = findBusinessType(text);
    if (business) next.businessType = business;
    const timeline = findTimeline(text);
    if (timeline) next.timeline = timeline;
    if (ctx.nameExpected || introducesName(text)) {
      const name = guessName(text, { nameKnown: Boolean(next.name), messageCount: ctx.messageCount });
      if (name) next.name = name;
    }
  }
  return { fields: next, hadContact: Boolean(email || phone) };
}

/**
 * The spec's rule for sending a lead from chat: this message had an email or a phone, the
 * name, email and phone are all known, and the conversation has more than 6 messages.
 */
export function shouldSendLead(ctx: { hadContact: boolean; fields: ChatLeadFields; messageCount: number }): boolean {
  const { fields } = ctx;
  return ctx.hadContact && Boolean(fields.name && fields.email && fields.phone) && ctx.messageCount > LEAD_MIN_MESSAGES_EXCLUSIVE;
}

/** The last 10 messages, one `type: content` line each. */
export function conversationSummary(messages: readonly Pick<ChatTranscriptMessage, "type" | "content">[]): string {
  return messages
    .slice(-SUMMARY_MESSAGES)
    .map((m) => `${m.type}: ${m.content}`)
    .join("\n");
}

/** The spec's "lead payload from chat". */
export interface ChatLeadPayload {
  name: string;
  email: string;
  phone: string;
  businessType: string;
  projectInterested: string[];
  leadStatus: "warm";
  timeline: string;
  conversationSummary: string;
  notes: string;
}

export const NOT_SPECIFIED = "Not specified";
export const DEFAULT_PROJECT = "Website Design";

export function chatLeadPayload(
  fields: ChatLeadFields & { name: string; email: string; phone: string },
  messages: readonly Pick<ChatTranscriptMessage, "type" | "content">[],
  notes: string,
): ChatLeadPayload {
  return {
    name: fields.name,
    email: fields.email,
    phone: fields.phone,
    businessType: fields.businessType || NOT_SPECIFIED,
    projectInterested: fields.services.length ? [...fields.services] : [DEFAULT_PROJECT],
    leadStatus: "warm",
    timeline: fields.timeline || NOT_SPECIFIED,
    conversationSummary: conversationSummary(messages),
    notes,
  };
}

/** True when a bot line asks the visitor for their name, so the next answer may be one. */
export function asksForName(botText: string): boolean {
  const text = lowerAscii(botText);
  return hasWord(text, "your name") || hasWord(text, "call you");
}
