/**
 * The dialogue manager of the built-in engine, for Ava and for Tina (as herself and as the sample plumbing company's receptionist). Per message:
 * understand it (commands and details), fill the form's slots with the details given last, answer every command in order from the topic table and the
 * reply lines of content/chat-data/, then take at most one next step: the thank-you once a lead is complete, or one slot of the form that is still
 * empty and was never asked. Nothing is asked after a complaint, a request for a person, or a question it could not answer.
 */
import { avaChat, demoBusiness, tinaChat } from "#content/chat.ts";
import { avaReplies, roleReplies, tinaReplies } from "#content/chat-data/replies.ts";
import { bundleParts, needTopics, roleJobTopics, siteFacts, workTerms } from "#content/chat-data/topics.ts";
import { ASKING_WORDS } from "#content/chat-data/lexicon.ts";
import { site, usd } from "#content/site.ts";
import { tokens, type Entities } from "./entities.server";
import type { Assistant } from "./examples.server";
import { topic as topicById } from "./knowledge.server";
import { budgetFits, sentencesOf, TOPIC_NEED, topicAnswer, withoutRepeats } from "./answers.server";
import { absorb, copy, leadReady, phoneAsWritten, saysWhoTheyAre, type ChatState, type RoleSlot, type Slot } from "./state.server";
import { TOPIC_ACTS, type Command } from "./understand.server";
import { readMessage } from "./context.server";
import { asksForCall, topicAsked } from "./subjects.server";

export interface Reply {
  state: ChatState;
  text: string;
  /** What the message was understood as. */
  commands: Command[];
  /** The slot the reply asks for, if any. */
  asks?: Slot | RoleSlot;
}

/** Acts after which the reply asks nothing. */
const NO_QUESTION_AFTER = new Set("person complaint offtopic injection language bot bye deny unknown guarantee thanks".split(" "));
/** Acts that show the visitor wants something made: the form's questions may follow. */
const ENGAGED = new Set(["need", "hire", "price", "budget", "start", "give", "counter", "duration", "includes"]);
/** The questions each form asks, in order. */
const AVA_FORM: Slot[] = ["need", "business", "name", "email", "phone"];
const HIRE_FORM: Slot[] = ["name", "email", "phone", "need", "business"];
const TINA_FORM: Slot[] = ["business", "email"];
const ROLE_FORM: RoleSlot[] = ["problem", "time", "name", "address", "phone"];

const fill = (template: string, values: Record<string, string | undefined>): string =>
  template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? "");
const firstName = (name: string | undefined) => name?.split(" ")[0];
interface Turn {
  assistant: Assistant;
  state: ChatState;
  entities: Entities;
  parts: string[];
  /** Something asked could not be answered. */
  unanswered: boolean;
  /** The reply already asks for a slot. */
  asks?: Slot | RoleSlot;
  /** The message asks something of a topic too. */
  questions?: boolean;
  /** The name known before this message. */
  knewName?: string;
  /** (Tina's role) the caller's problem was known before this message. */
  knewProblem?: boolean;
}

/** A topic's answer, or the assistant's line for a question it has no answer to (the turn then counts as unanswered). */
function answerOr(turn: Turn, say: (text: string) => unknown, answer: string | undefined, notListed: string) {
  turn.unanswered ||= !answer;
  say(answer ?? notListed);
}

/** The work wanted, as a topic: "need everything, logo, website, instagram": two parts of the bundle are the bundle. */
function workOf(needs: readonly string[]): string | undefined {
  const wanted = needs.map((n) => needTopics[n as keyof typeof needTopics]);
  return wanted.filter((t) => bundleParts.includes(t)).length > 1 ? "bundle" : wanted[0];
}

const TERMS = new Set(workTerms);
const SMALL_TALK = ["greet", "thanks", "bye", "affirm", "deny", "unknown"] as const;
type SmallTalk = (typeof SMALL_TALK)[number];
const isSmallTalk = (act: string): act is SmallTalk => (SMALL_TALK as readonly string[]).includes(act);

/** Hello, thanks, bye, yes, no, or words not understood: answered only when the turn holds nothing else; not understood counts as unanswered. */
function smallTalk(turn: Turn, say: (text: string) => unknown, act: SmallTalk, only: boolean, replies: Record<SmallTalk, string>) {
  if (act === "unknown") turn.unanswered = true;
  if (only) say(replies[act]);
}

function answerAva(turn: Turn, c: Command, only: boolean) {
  const { state, entities, parts } = turn;
  const f = state.facts;
  const say = (text: string | undefined) => text && !parts.includes(text) && parts.push(text);
  // A question about nothing named or in focus ("whats the email then") is not understood, not something we don't list.
  if (TOPIC_ACTS.has(c.act)) return answerOr(turn, say, topicAnswer("ava", c, state), c.topic ? avaReplies.notListedShort : avaReplies.unknown);
  if (isSmallTalk(c.act)) {
    // "Hi! Keisha Brown here…": the "Nice to meet you" for the name just given is the hello.
    if (c.act === "greet" && entities.name && turn.knewName !== f.name) return;
    const greet = f.name ? fill(avaReplies.greetBack, { name: firstName(f.name) }) : avaReplies.greet;
    return smallTalk(turn, say, c.act, only, { ...avaReplies, greet });
  }
  switch (c.act) {
    case "need": {
      const whole = workOf(entities.need);
      const topicId = whole === "bundle" ? whole : (c.about ?? whole);
      const t = topicById("ava", topicId);
      if (t) {
        state.focus = t.id;
        const need = TOPIC_NEED.get(t.id);
        if (need && !f.services.includes(need)) f.services.push(need);
        // Beside a question, the question's answer says enough: the need is only noted.
        if (!only && turn.questions) return;
        if (entities.business) say(fill(avaReplies.needFor, { business: entities.business }));
        say(t.about);
      } else if (only) say("Happy to help with that.");
      return;
    }
    case "give":
      // "Nice to meet you" once, for a name just taken.
      if (entities.name && only && f.name === entities.name && turn.knewName !== f.name) say(fill(avaReplies.noted, { name: f.name }));
      else if (only) say(avaReplies.notedDetail);
      return;
    case "person": {
      // "have someone call me. Ray Dunwoody, 404…": the number just given is the one to call.
      // "is there a telephone number at which I may reach your staff?" asks for ours; "have someone call me" for a call.
      const wantsCall = asksForCall(turnText(turn));
      if (wantsCall) f.callback = true;
      if (wantsCall && f.phone) say(fill(avaReplies.callbackKnown, { phone: f.phone }));
      else if (wantsCall) {
        say(avaReplies.callback);
        turn.asks = "phone";
      } else if (f.email && tokens(turnText(turn)).some((w) => w.startsWith("email"))) say(fill(avaReplies.emailKnown, { email: f.email }));
      else say(avaReplies.person);
      return;
    }
    case "counter": {
      const offered = entities.budget ?? (f.budget ? Number(f.budget) : undefined);
      // The listed price, unless it was just given and the counter-offer names nothing new ("can you do 1800?").
      const about = c.about ?? state.focus ?? "bundle";
      if (c.about || !state.answered.includes(`price:${about}`)) say(topicAnswer("ava", { act: "price", topic: about }, state));
      say(fill(avaReplies.counter, { fits: offered === undefined ? avaReplies.counterFits : budgetFits(offered) }));
      return;
    }
    case "budget":
      if (entities.budget !== undefined || f.budget) {
        const amount = entities.budget ?? Number(f.budget);
        say(fill(avaReplies.budgetFits, { budget: usd(amount), fits: budgetFits(amount, [...f.services, ...entities.need]) }));
      } else if ((state.asked.budget ?? 0) === 0) {
        const fits = budgetFits(undefined, [...f.services, ...entities.need, ...(entities.interest ?? [])]);
        say(`${fits.charAt(0).toUpperCase()}${fits.slice(1)}`);
      } else say(avaReplies.budgetLow);
      return;
    case "guarantee":
      say(avaReplies.guarantee);
      return;
    case "portfolio":
      say(topicById("ava", "portfolio")?.about);
      return;
    case "location":
      if (entities.area)
        say(fill(site.areaServed.includes(entities.area as never) ? avaReplies.areaYes : avaReplies.areaRemote, { area: entities.area }));
      else say(siteFacts.area);
      return;
    case "start":
      say(siteFacts.start);
      return;
    case "hire":
      say(avaReplies.hire);
      return;
    default:
      say((avaReplies as Record<string, unknown>)[c.act] as string | undefined);
  }
}

function answerTina(turn: Turn, c: Command, only: boolean) {
  const { state, parts } = turn;
  const say = (text: string | undefined) => text && !parts.includes(text) && parts.push(text);
  if (TOPIC_ACTS.has(c.act)) {
    const answer = topicAnswer("tina", c, state) ?? (c.topic ? topicAnswer("ava", c, { ...state }) : undefined);
    return answerOr(turn, say, answer, tinaReplies.notListed);
  }
  if (isSmallTalk(c.act)) return smallTalk(turn, say, c.act, only, tinaReplies);
  switch (c.act) {
    case "demo":
      state.roleplay = true;
      state.role = { asked: {} };
      say(tinaReplies.demoStart);
      return;
    case "need":
    case "hire":
      say(tinaReplies.hire);
      return;
    case "counter":
    case "budget":
      // The price once; a counter-offer after it gets the plain answer.
      if (!state.answered.some((a) => a.startsWith("price"))) say(topicById("tina", "ai-receptionist")?.price);
      if (c.act === "counter") say(tinaReplies.counter);
      return;
    case "guarantee":
      say(avaReplies.guarantee.split(". ")[0] + ".");
      return;
    case "location":
      say(siteFacts.area);
      return;
    case "portfolio":
      return say(topicById("tina", "results")?.about);
    case "give":
      if (only) say(tinaReplies.noted);
      return;
    default:
      say((tinaReplies as Record<string, unknown>)[c.act] as string | undefined);
  }
}

const ROLE_AREAS = ["smyrna", "vinings", "marietta", "mableton", "cobb", "cobb county"];
const emergencyAdvice = () => sentencesOf(topicById("tina-role", "emergency")?.about ?? "");

function answerRole(turn: Turn, c: Command, only: boolean) {
  const { state, entities, parts } = turn;
  const role = (state.role ??= { asked: {} });
  const say = (text: string | undefined) => text && !parts.includes(text) && parts.push(text);
  switch (c.act) {
    case "demoEnd":
      state.roleplay = false;
      say(tinaReplies.demoEnd);
      return;
    case "emergency": {
      role.problem ??= entities.problem ?? "an urgent leak";
      role.time ??= entities.time ?? roleReplies.firstVisit; // No window tomorrow for an emergency: the first available visit.
      // Said once (a leak told, not asked, with no "Yes." first); asked again, the sentence asked about (the valve, or who comes: a visit).
      const asking = currentText.includes("?") || ASKING_WORDS.includes(tokens(currentText)[0] ?? "");
      const advice = emergencyAdvice().filter((x) => asking || x !== "Yes.");
      if (state.answered.includes("emergency")) {
        const said = new Set(tokens(sentencesOf(currentText).at(-1)!).filter((w) => w.length > 3));
        const overlap = (sentence: string) => tokens(sentence.replaceAll("-", " ")).filter((w) => said.has(w)).length;
        const best = advice.reduceRight((a, b) => (overlap(b) > overlap(a) ? b : a));
        if (best === advice.at(-1)) c.act = "book";
        if (only) say(best);
      } else say(advice.join(" "));
      return;
    }
    case "hours":
      say(topicById("tina-role", "hours")?.about);
      return;
    case "location": {
      const area = entities.area;
      if (!area) say(topicById("tina-role", "area")?.about);
      else say(fill(ROLE_AREAS.includes(area.toLowerCase()) ? roleReplies.areaYes : roleReplies.areaNo, { area }));
      return;
    }
    case "book": {
      // No problem named in a known way, or only a topic asked of ("Do you handle emergencies?"): the caller's words are the problem.
      const named = c.about ? topicById("tina-role", c.about)?.name : undefined;
      role.problem ??= entities.problem ?? (named && !named.endsWith("?") ? named : currentText.slice(0, 120));
      if (!role.problem && only) say("Sure, I can book a technician.");
      // "what times do you have?" once the windows were offered: they are the answer, not a question asked again.
      else if (only && turn.knewProblem && !role.time && !entities.time && (role.asked?.time ?? 0) > 0) say(roleReplies.ask.time);
      // A problem told for the first time is answered before the booking's next question; after an emergency, who comes.
      else if (only && !turn.knewProblem) say(roleReplies.canHelp);
      else if (only && state.answered.includes("emergency")) say(emergencyAdvice().at(-1));
      return;
    }
    case "person":
      say(role.phone ? "I'll have a technician call you back." : roleReplies.person);
      if (!role.phone) turn.asks = "phone";
      return;
    case "give":
      return;
    case "unknown":
      // Details were taken: the next question says so; nothing to apologise for.
      if (only && !ROLE_FORM.some((slot) => entities[slot])) say(roleReplies.unknown);
      return;
    default: {
      // Details with a guessed question and no topic ("Sam Lee 404-555-0100") are the caller's answer.
      if (TOPIC_ACTS.has(c.act) && !c.topic && ROLE_FORM.some((slot) => entities[slot])) return;
      // "Our water heater stopped giving hot water. Do you work on those?": what the caller tells beside a question about a job is the problem
      // (a sentence of its own, with no figure to quote back).
      const told = sentencesOf(currentText).find((x) => !x.includes("?") && tokens(x).length > 3 && ![...x].some((ch) => ch >= "0" && ch <= "9"));
      if (TOPIC_ACTS.has(c.act) && roleJobTopics.includes(c.topic ?? "")) role.problem ??= told;
      if (TOPIC_ACTS.has(c.act)) return answerOr(turn, say, topicAnswer("tina-role", c, state), roleReplies.notListed);
      if (only) say((roleReplies as Record<string, unknown>)[c.act] as string | undefined);
    }
  }
}

/** The visitor's words for this turn (lower case), for the few answers that depend on a word. */
let currentText = "";
const turnText = (_turn: Turn) => currentText;

/** The next question of Ava's or Tina's form: the first slot still empty and never asked. */
function nextSlot(form: Slot[], state: ChatState): Slot | undefined {
  const f = state.facts;
  const known = (slot: Slot) => (slot === "need" ? f.services.length > 0 : Boolean(f[slot]));
  return form.find((slot) => !known(slot) && (state.asked[slot] ?? 0) === 0 && !(slot === "email" && known("phone") && form === TINA_FORM));
}

function nextRoleSlot(state: ChatState): RoleSlot | undefined {
  const role = state.role ?? {};
  // A caller who answered something else is asked once more: the booking needs every detail.
  return (
    ROLE_FORM.find((slot) => !role[slot] && (role.asked?.[slot] ?? 0) === 0) ?? ROLE_FORM.find((slot) => !role[slot] && (role.asked?.[slot] ?? 0) < 2)
  );
}

export async function respond(assistant: "ava" | "tina", previous: ChatState, message: string): Promise<Reply> {
  const state = copy(previous);
  const { mode, commands, entities, intro } = await readMessage(assistant, state, message);
  currentText = message.toLowerCase();
  absorb(state, entities, mode === "tina-role", saysWhoTheyAre(message, entities.name));
  const turn: Turn = {
    assistant: mode,
    state,
    entities,
    parts: [],
    unanswered: false,
    questions: commands.some((c) => TOPIC_ACTS.has(c.act)),
    knewName: previous.facts.name,
    knewProblem: Boolean(previous.role?.problem),
  };
  const wasReady = leadReady(previous.facts, assistant === "tina" ? "tina" : "ava");
  const only = commands.length === 1 || commands.every((c) => c.act === commands[0]!.act);
  for (const c of commands) {
    // "how long does that take?": a question that names no topic is about the one in focus. "Do you do X?" names its X: one the table doesn't know is
    // one we don't list, not the last topic. Tina's own subject is the AI receptionist: "what's included?" to her is about it.
    // "and how long until it is all ready?" just after the revisions policy: a price or a time is of the work wanted, not of a policy.
    const focus = TERMS.has(state.focus ?? "") && c.act !== "info" && mode === "ava" ? (workOf(state.facts.services) ?? state.focus) : state.focus;
    if (TOPIC_ACTS.has(c.act) && c.act !== "offered" && !c.topic) c.topic = focus ?? (mode === "tina" ? "ai-receptionist" : undefined);
    if (c.topic) c.topic = topicAsked(c.act, c.topic, tokens(turnText(turn)));
    const alone = only || commands.filter((d) => !["greet", "thanks", "affirm", "give", "bye", "deny"].includes(d.act)).length === 0;
    if (mode === "ava") answerAva(turn, c, alone);
    else if (mode === "tina") answerTina(turn, c, alone);
    else answerRole(turn, c, alone);
    state.answered.push(c.topic ? `${c.act}:${c.topic}` : c.act);
  }

  // "nah not right now, thanks": "No problem." says it all.
  if (turn.parts.includes(avaReplies.deny)) turn.parts = turn.parts.filter((p) => p !== avaReplies.thanks);
  const blocked = turn.unanswered || commands.some((c) => NO_QUESTION_AFTER.has(c.act));
  state.pending = undefined;
  if (state.role) state.role.pending = undefined;

  if (mode === "tina-role" && leadReady(state.facts, "tina") && !state.leadAcknowledged) {
    state.leadAcknowledged = true;
    turn.parts.push(tinaChat.leadSaved);
  } else if (mode === "tina-role" && state.roleplay) {
    const role = state.role!;
    // A caller saying goodbye (or no) is asked nothing more.
    const leaving = commands.some((c) => c.act === "bye" || c.act === "deny");
    const booking = !leaving && (Boolean(role.problem) || commands.some((c) => c.act === "book" || c.act === "emergency"));
    // A question the caller passed over still stands: the next waits until it is answered, once.
    const standing = previous.role?.pending;
    role.held = undefined;
    if (booking && !role.booked && !turn.asks && standing && !role[standing] && !previous.role?.held) {
      role.pending = standing;
      role.held = true;
    } else if (booking && !role.booked && !turn.asks) {
      const slot = nextRoleSlot(state);
      if (slot) {
        turn.parts.push(roleReplies.ask[slot]);
        role.pending = slot;
        role.asked = { ...role.asked, [slot]: (role.asked?.[slot] ?? 0) + 1 };
      } else if (role.problem && role.time && role.address && role.phone) {
        role.booked = true;
        turn.parts.push(
          fill(roleReplies.booked, {
            time: role.time,
            name: role.name ? `, ${firstName(role.name)}` : "",
            address: role.address,
            problem: role.problem,
            phone: phoneAsWritten(role.phone),
          }),
        );
      }
    } else if (turn.asks) role.pending = turn.asks as RoleSlot;
  } else {
    const lead = assistant === "tina" ? "tina" : "ava";
    if (commands.some((c) => c.act === "hire")) state.hiring = true;
    // Ava's thank-you waits for the other contact detail, asked once, unless the visitor moved on or only wants a call back.
    const contactMissing: Slot | undefined =
      lead === "ava" && !blocked && state.facts.name
        ? !state.facts.phone && !state.asked.phone
          ? "phone"
          : !state.facts.email && !state.asked.email
            ? "email"
            : undefined
        : undefined;
    if (leadReady(state.facts, lead) && !state.leadAcknowledged && contactMissing && !turn.asks) {
      turn.parts.push(avaReplies.ask[contactMissing]);
      state.pending = contactMissing;
      state.asked[contactMissing] = (state.asked[contactMissing] ?? 0) + 1;
    } else if (leadReady(state.facts, lead) && !state.leadAcknowledged) {
      state.leadAcknowledged = true;
      // The thank-you says the team will be in touch: no "got it" or contact line before it.
      const filler = new Set<string>([
        avaReplies.notedDetail,
        avaReplies.person,
        tinaReplies.noted,
        tinaReplies.person,
        avaReplies.callback,
        avaReplies.unknown,
        tinaReplies.unknown,
        tinaReplies.hire,
      ]);
      // "Nice to meet you, Tamsin!" says nothing the thank-you with their name doesn't.
      const greeted = fill(avaReplies.noted, { name: state.facts.name ?? "" });
      turn.parts = turn.parts.filter((p) => !filler.has(p) && p !== greeted);
      // A call back asked for without a name is acknowledged as the call it is.
      const { name = "", phone = "" } = state.facts;
      const saved = lead === "tina" ? tinaChat.leadSaved : name ? fill(avaChat.leadSaved, { name }) : fill(avaReplies.callbackKnown, { phone });
      if (!turn.parts.includes(saved)) turn.parts.push(saved);
    } else if (wasReady && commands.every((c) => c.act === "give")) {
      turn.parts = turn.parts.filter((p) => p !== avaReplies.notedDetail && p !== tinaReplies.noted);
      turn.parts.push(avaReplies.leadUpdated);
    } else if (turn.asks) {
      state.pending = turn.asks as Slot;
      state.asked[turn.asks as Slot] = (state.asked[turn.asks as Slot] ?? 0) + 1;
    } else if (!blocked && commands.some((c) => ENGAGED.has(c.act) || (c.act === "offered" && c.topic)) && !state.leadAcknowledged) {
      // Someone ready for a quote is asked who they are first; the team can ask the rest.
      const hiring = state.hiring;
      const slot = nextSlot(lead === "tina" ? TINA_FORM : hiring ? HIRE_FORM : AVA_FORM, state);
      if (slot) {
        const replies = lead === "tina" ? tinaReplies.ask : avaReplies.ask;
        // "Leave your email…" and "What's the best email…?" say one thing: the question alone.
        if (slot === "email") turn.parts = turn.parts.map((p) => (p === tinaReplies.hire ? tinaReplies.affirm : p));
        turn.parts.push((replies as Record<string, string>)[slot]!);
        state.pending = slot;
        state.asked[slot] = (state.asked[slot] ?? 0) + 1;
      } else if (hiring && lead === "ava" && !state.facts.email && !state.facts.phone) {
        // Every way to reach them asked once and passed over: no question again, the team's own address instead.
        turn.parts = turn.parts.map((p) => (p === avaReplies.hire ? avaReplies.hireDirect : p));
      }
    }
  }
  // A detail taken is acknowledged, whatever it was read as ("the 8 to 10 please" while the name is asked).
  const gaveSomething = commands.some((c) => c.act === "give") || (mode === "tina-role" && ROLE_FORM.some((slot) => entities[slot]));
  if (!turn.parts.length)
    turn.parts.push(
      gaveSomething ? avaReplies.notedDetail : mode === "ava" ? avaReplies.unknown : mode === "tina" ? tinaReplies.unknown : roleReplies.unknown,
    );
  if (intro) turn.parts.unshift(intro);
  // An answer the last reply gave word for word is not pasted again ("i asked for a number"): the sentence of it nearest what was asked (by the
  // first four letters of its longer words: "what happens after" finds "afterwards"), the first when none is nearer, as a reminder.
  const [before, asked] = [new Set(previous.said ?? []), new Set(tokens(message).flatMap((w) => (w.length > 4 ? [w.slice(0, 4)] : [])))];
  const near = (x: string) => tokens(x).filter((w) => asked.has(w.slice(0, 4))).length;
  const gist = (p: string) => sentencesOf(p).reduce((a, b) => (near(b) > near(a) ? b : a));
  const bare = (x: string) => x.replace(/^(?:Of course|Sure|Yes): (.)/, (_, c: string) => c.toUpperCase()); // "To recap: Reach the team…", not "To recap: Of course:"
  turn.parts = turn.parts.map((p) => (before.has(p) && gist(p).length > 60 ? fill(avaReplies.again, { said: bare(gist(p)) }) : p));
  state.said = turn.parts;
  const askedOf = [...new Set(commands.filter((c) => TOPIC_ACTS.has(c.act) && c.topic && c.topic !== "other").map((c) => c.topic!))];
  if (askedOf.length) state.lastTopics = askedOf;
  return { state, text: withoutRepeats(turn.parts).join(" "), commands, asks: state.pending ?? (state.role?.held ? undefined : state.role?.pending) };
}

/** A few lines for an LLM: what this conversation already knows. */
export function conversationBrief(state: ChatState): string {
  const f = state.facts;
  const known = [
    f.name && `name: ${f.name}`,
    f.email && `email: ${f.email}`,
    f.phone && `phone: ${f.phone}`,
    f.business && `business: ${f.business}${f.area ? ` (${f.area})` : ""}`,
    f.services.length && `wants: ${f.services.join(", ")}`,
    f.timeline && `timeline: ${f.timeline}`,
    f.budget && `budget: $${f.budget}`,
  ].filter(Boolean);
  // The contact details first, as the built-in engine asks them.
  const contact = f.name && f.email && !f.phone ? "phone number" : f.name && f.phone && !f.email ? "email" : undefined;
  const slot = contact ? undefined : nextSlot(AVA_FORM, { ...state, asked: {} });
  const next = contact ?? (slot === "need" ? "need (a logo, a website or a full brand)" : slot === "phone" ? "phone number" : slot);
  const step = next ? `\nNext, when it fits, ask for their ${next}.` : "";
  return known.length ? `Known about the visitor (do not ask again):\n${known.join("\n")}${step}` : step.trim();
}

export { demoBusiness };
