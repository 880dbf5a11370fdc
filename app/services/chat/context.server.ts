/**
 * Reading a message in the light of the conversation so far: an answer given late to a question asked earlier ("jasmine cole" after the name was
 * passed over), a follow-up that leaves out its question ("and a website?" right after a price), a detail corrected by naming the wrong part ("its
 * tacosreyes not tacoreyes"), the visit window picked in the receptionist's own words.
 */
import { demoBusiness } from "#content/chat.ts";
import { tinaReplies } from "#content/chat-data/replies.ts";
import { CORRECTION_CUES as CORRECTION_CUE_LIST, TRIAL_VERBS as TRIAL_VERB_LIST } from "#content/chat-data/lexicon.ts";
import { apart, extractEntities, setsOf, tokens } from "./entities.server";
import type { Assistant } from "./examples.server";
import { OUT_OF_ROLE, PRODUCT_WORDS } from "./subjects.server";
import { visitWindow, type ChatState, type RoleSlot, type Slot } from "./state.server";
import { TOPIC_ACTS, understand, type Command, type Understood } from "./understand.server";

const ROLE_FORM: RoleSlot[] = ["problem", "time", "name", "address", "phone"];
/** Words that ask of more than one thing: "and prices?", "how long for both?". */
const PLURALS = new Set(["prices", "costs", "both", "each", "them", "they", "those", "timelines", "all"]);
/** Words that open a reply without being part of it ("its a…", "we are a…", "i run a…"). */
const OPENING_FILLERS = new Set(["its", "it", "is", "a", "an", "we", "are", "i", "am", "run", "own", "have", "um", "uh", "well", "so", "oh", "ok"]);

/**
 * The visit windows stay on offer from when they were offered until one is picked, whatever is asked
 * in between; a day said in other words ("tomorrow") leaves them open ("…the second one").
 */
export const windowsOnOffer = (state: ChatState) =>
  state.role?.pending === "time" ||
  ((state.role?.asked?.time ?? 0) > 0 && !state.role?.booked && !demoBusiness.openSlots.some((s) => s.label === state.role?.time));

export function readInContext(
  mode: Assistant,
  state: ChatState,
  asked: Slot | RoleSlot | undefined,
  message: string,
  understood: Understood,
): Understood {
  let { commands } = understood;
  const { entities } = understood;
  // The visit window picked in the receptionist's own words ("8 to 10 please", "the first one").
  // A time said as hours ("the 8 to 10 one") is the offered window those hours name.
  const timeOpen = mode === "tina-role" && windowsOnOffer(state);
  if (mode === "tina-role" && ((timeOpen && !entities.time) || /^\d+ ?(?:to|-|til) ?\d+$/.test(entities.time ?? "")))
    entities.time = visitWindow(message.toLowerCase()) ?? entities.time;
  // A window picked, in any words, is the booking going ahead ("8-10", "1 to 3 thursday, name is Celeste", "the 8-10 works" while the name is asked).
  const inForm = timeOpen || (asked !== undefined && asked !== "problem");
  if (mode === "tina-role" && inForm && entities.time && commands.every((c) => PICKING.has(c.act))) commands = [{ act: "book" }];
  // A caller answering an earlier question late ("Sam Ortiz" when asked the address): an answer to each question still open, in order.
  if (mode === "tina-role" && commands.every((c) => c.act === "give" || c.act === "unknown") && !ROLE_FORM.some((slot) => entities[slot])) {
    const open = ROLE_FORM.filter((r) => !state.role?.[r] && r !== asked);
    const late = open.map((slot) => [slot, extractEntities(message, { asked: slot })[slot]] as const).find(([, value]) => value);
    if (late) entities[late[0]] = late[1];
  }
  // "and a website?" right after a price: the same question about the topic just named.
  const words0 = tokens(message);
  const previousAsk = state.answered.at(-1)?.split(":")[0];
  const followUp = words0.length <= 5 && ["and", "what", "how", "also", "plus"].includes(words0[0] ?? "") && commands.length === 1;
  const priorQuestion = previousAsk === "price" || previousAsk === "duration" || previousAsk === "includes";
  if (followUp && priorQuestion && (commands[0]!.act === "need" || commands[0]!.act === "info" || commands[0]!.act === "offered")) {
    const named = commands[0]!.topic ?? commands[0]!.about;
    if (named && named !== "other") commands = [{ act: previousAsk, topic: named }];
  }
  // "what about wrapping the van?" right after "do you do X?": the same yes-or-no, about something we don't list if it names nothing we do.
  if ((words0[0] === "what" || words0[0] === "how") && words0[1] === "about" && previousAsk === "offered" && commands.length === 1) {
    const c = commands[0]!;
    if (c.act === "unknown" || c.act === "info" || (c.act === "offered" && !c.topic))
      commands = [{ act: "offered", topic: c.topic ?? c.about ?? "other" }];
  }
  // "and prices?" after "growth vs premium": the question asked of each thing just talked about.
  const lastTopics = state.lastTopics ?? [];
  const [one] = commands; // "how much would all that be" names the last of them, and asks of each
  const ofAll = one && commands.length === 1 && TOPIC_ACTS.has(one.act) && (!one.topic || lastTopics.includes(one.topic));
  if (lastTopics.length > 1 && ofAll && words0.some((w) => PLURALS.has(w))) commands = lastTopics.map((topic) => ({ act: one!.act, topic }));
  // "wait its tacosreyes not tacoreyes": a detail corrected by naming the wrong part; after a correction cue, a long word a letter
  // or a dash from a part of the email is that part put right ("sorry, brightsmilepeds, no s", "wait its wilkes-electric").
  const not = words0.indexOf("not");
  const wordLike = (w?: string) => Boolean(w && w.length >= 3 && [...w].every((ch) => (ch >= "a" && ch <= "z") || (ch >= "0" && ch <= "9")));
  const kept = (state.facts.email ?? "").split("@").join(".").split(".");
  const cued = words0.some((w) => CORRECTION_CUES.has(w)) && !entities.name;
  const near = cued ? words0.find((w) => w.length >= 4 && kept.some((k) => apart(k, w) === 1)) : undefined;
  const [right, wrong] = not > 0 ? [words0[not - 1], words0[not + 1]] : [near, kept.find((k) => near && apart(k, near) === 1)];
  const fixesAWord = (not > 0 ? wordLike(right) && wordLike(wrong) : Boolean(near)) && !(entities.email || entities.domain || entities.phone);
  if (mode !== "tina-role" && fixesAWord && right && wrong && commands.every((c) => c.act === "unknown" || c.act === "give" || c.act === "deny")) {
    const f = state.facts;
    for (const key of ["email", "name", "business"] as const) {
      const value = f[key];
      if (!value) continue;
      if (value.toLowerCase().includes(wrong) && !value.toLowerCase().includes(right)) f[key] = value.toLowerCase().split(wrong).join(right);
      if (f[key]!.toLowerCase().includes(right)) {
        commands = [{ act: "give" }];
        break;
      }
    }
  }
  // The same for Ava and Tina: "jasmine cole" after the name was asked and passed over.
  const LATE = ["name", "business"] as const;
  const short = (n: number, words = tokens(message)) =>
    words.length <= n && !message.includes("?") && !entities.name && !entities.email && !entities.phone;
  if (mode !== "tina-role" && commands.every((c) => c.act === "give" || c.act === "unknown") && short(8)) {
    // A name never asked for counts when the stored email is made of it ("Yesenia Ruiz, salon is…" after yesenia.ruiz@…).
    const mailbox = state.facts.email?.split("@")[0] ?? "";
    for (const slot of LATE.filter((r) => !state.facts[r] && ((state.asked[r] ?? 0) > 0 || (r === "name" && mailbox)) && r !== asked)) {
      const late: string | undefined = extractEntities(message, { asked: slot })[slot];
      if (late && (slot !== "name" || (state.asked.name ?? 0) > 0 || tokens(late).every((t) => mailbox.includes(t)))) {
        entities[slot] = late;
        if (commands.every((c) => c.act === "unknown")) commands = [{ act: "give" }];
        break;
      }
    }
  }
  // The answer to "what kind of business?" or "when do you need it?" in the visitor's own words, when
  // no word list knows them ("bail bonds", "before ramadan inshallah"): a short reply that asks nothing.
  const said = tokens(message).filter((w) => w.length > 1 || w === "a");
  const unplaced = (asked === "business" || asked === "timeline") && !entities[asked] && !entities.surname && said.length > 0;
  if (unplaced && commands.every((c) => c.act === "unknown" || c.act === "give") && short(12, said)) {
    const words = said.filter((w, i) => !(i < 3 && OPENING_FILLERS.has(w)));
    if (words.length) {
      entities[asked] = words.slice(0, 8).join(" ");
      commands = [{ act: "give" }];
    }
  }
  // A name read only because the name was asked ("I understand. How much…") needs the message to be
  // an answer: beside a question or a complaint, it is taken only when said as a name.
  const answering = commands.every((c) => ["give", "unknown", "affirm", "greet", "thanks"].includes(c.act));
  if (asked === "name" && entities.name && !answering && !extractEntities(message).name) entities.name = undefined;
  return { commands, entities };
}

/** What only the owner asks about, never a caller to the plumbing company. */
const OWNER_TOPICS = new Set(["trial", "setup", "cancel", "results", "leads"]);
const [CORRECTION_CUES, TRIAL_VERBS] = setsOf(CORRECTION_CUE_LIST, TRIAL_VERB_LIST);
const PRODUCT_TOPICS = new Set([...OWNER_TOPICS, "ai-receptionist", "calls", "after-hours", "appointment-booking", "languages", "privacy"]);
/** A caller's topics that name no plumbing job: how a visit is priced, where they come, something not listed. */
const VAGUE = new Set(["estimate", "other", "area"]);
/** What a window picked is said with and still is the booking: "morning is best", "ok 8-10". */
const PICKING = new Set(["unknown", "give", "greet", "affirm"]);

/**
 * The message as the dialogue manager reads it: understood by the assistant in charge (Tina, or Tina playing the plumbing company's receptionist, who
 * hands back to Tina when the owner speaks again), then read against the question just asked. The evaluation reads messages through this too.
 */
export async function readMessage(assistant: "ava" | "tina", state: ChatState, message: string) {
  let mode: Assistant = assistant === "tina" && state.roleplay ? "tina-role" : assistant;
  const asked = mode === "tina-role" ? state.role?.pending : state.pending;
  let { commands, entities } = await understand(mode, message, { asked, focus: state.focus });
  let intro: string | undefined;
  // A visitor who opens Tina with a plumbing problem is a caller: the demo starts with it.
  const leavesOrAgrees = commands.some((c) => c.act === "deny" || c.act === "bye" || c.act === "thanks" || c.act === "affirm");
  // Not an owner's word with no topic ("money's tight right now", "im sold", "show me a leaking water heater call").
  const untold = commands.every((c) => c.act === "unknown" || c.act === "need" || c.act === "give");
  if (mode === "tina" && !leavesOrAgrees && commands.every((c) => c.topic === "other") !== untold) {
    const asCaller = await understand("tina-role", message);
    if (asCaller.entities.problem || (untold && asCaller.commands.some((c) => c.act === "emergency"))) {
      mode = "tina-role";
      ({ commands, entities } = asCaller);
      state.roleplay = true;
      state.role = { asked: {} };
      intro = tinaReplies.demoStart.split(" Call in as a customer")[0];
    }
  }
  // Mid-demo, a question about the receptionist itself ("how does the free trial work?", "ok sign me up") is the owner
  // speaking again, not the caller: the demo ends and Tina answers it. The free trial is never a caller's subject.
  const weakCall = commands.every(
    (c) => c.act === "unknown" || c.act === "affirm" || c.act === "greet" || (TOPIC_ACTS.has(c.act) && (!c.topic || c.topic === "other")),
  );
  const said = tokens(message);
  const outOfRole = said.some((w) => OUT_OF_ROLE.has(w));
  const aboutProduct = outOfRole || said.some((w) => PRODUCT_WORDS.has(w));
  // "the second one, please" when the windows were just offered is the caller picking one.
  const picksWindow = windowsOnOffer(state) && visitWindow(message.toLowerCase()) !== undefined;
  // "how much would this cost for my landscaping company?": their own business, and no plumbing job, is the owner asking;
  // "are you a bot?", "you're my lawyer now" are asked of the receptionist on the line, and answered in the role.
  const ofTheLine = !outOfRole && commands.some((c) => c.act === "bot" || c.act === "injection");
  const ownBusiness = Boolean(entities.business && !entities.problem) && commands.every((c) => c.act === "give" || !c.topic || VAGUE.has(c.topic));
  if (mode === "tina-role" && (weakCall || aboutProduct || ownBusiness) && !picksWindow && !ofTheLine) {
    const asOwner = await understand("tina", message);
    // "does the real product answer calls after hours": any subject of the product, once the demo is named as one.
    const owner = (c: Command) =>
      c.act === "hire" ||
      c.act === "demo" ||
      // Setting up is the product's only when it is named ("do you install gas lines?" is a job).
      (OWNER_TOPICS.has(c.topic ?? "") && (c.topic !== "setup" || aboutProduct || ownBusiness)) ||
      ((aboutProduct || ownBusiness) && c.topic === "ai-receptionist") ||
      ((outOfRole || ownBusiness) && PRODUCT_TOPICS.has(c.topic ?? ""));
    if (asOwner.commands.some(owner)) {
      mode = "tina";
      // "stop being the plumber, does the real product…": leaving the demo is no request to start it again.
      ({ commands, entities } = { ...asOwner, commands: asOwner.commands.filter((c) => c.act !== "demo" || asOwner.commands.length === 1) });
      state.roleplay = false;
      // Asking for the demo during it starts it afresh, with nothing ended first.
      if (!asOwner.commands.every((c) => c.act === "demo")) intro = tinaReplies.demoOver;
    }
  }
  // "I'd like the free demo, email is …", "let's try the demo. Cool Breeze HVAC, ask for Terrence":
  // a sign-up for the free trial, not a request to watch her play a receptionist.
  if (mode === "tina" && (entities.email || entities.phone || ((entities.business || entities.name) && said.some((w) => TRIAL_VERBS.has(w)))))
    commands = commands.map((c) => (c.act === "demo" ? { act: "hire" } : c));
  ({ commands, entities } = readInContext(mode, state, asked, message, { commands, entities }));
  return { mode, commands, entities, intro };
}
