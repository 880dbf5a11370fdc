/**
 * Reading a message in the light of the conversation so far: an answer given late to a question
 * asked earlier ("jasmine cole" after the name was passed over), a follow-up that leaves out its
 * question ("and a website?" right after a price), a detail corrected by naming the wrong part
 * ("its tacosreyes not tacoreyes"), the visit window picked in the receptionist's own words.
 */
import { demoBusiness } from "#content/chat.ts";
import { extractEntities, tokens } from "./entities.server";
import type { Assistant } from "./examples.server";
import { visitWindow, type ChatState, type RoleSlot, type Slot } from "./state.server";
import { TOPIC_ACTS, type Understood } from "./understand.server";

const ROLE_FORM: RoleSlot[] = ["problem", "time", "name", "address", "phone"];
/** Words that ask of more than one thing: "and prices?", "how long for both?". */
const PLURALS = new Set(["prices", "costs", "both", "each", "them", "they", "those", "timelines"]);
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
  // A window picked, in any words, is the booking going ahead ("8-10", "1 to 3 thursday, name is Celeste").
  if (mode === "tina-role" && timeOpen && entities.time && commands.every((c) => c.act === "unknown" || c.act === "give"))
    commands = [{ act: "book" }];
  // A caller answering an earlier question late ("Sam Ortiz" when asked the address): read the
  // message as an answer to each question still open, in the form's order.
  if (mode === "tina-role" && commands.every((c) => c.act === "give" || c.act === "unknown") && !ROLE_FORM.some((slot) => entities[slot])) {
    for (const slot of ROLE_FORM.filter((r) => !state.role?.[r] && r !== asked)) {
      const late = extractEntities(message, { asked: slot })[slot];
      if (late) {
        entities[slot] = late;
        break;
      }
    }
  }
  // "and a website?" right after a price: the same question about the topic just named.
  const words0 = tokens(message);
  const previousAsk = state.answered.at(-1)?.split(":")[0];
  if (
    words0.length <= 5 &&
    ["and", "what", "how", "also", "plus"].includes(words0[0] ?? "") &&
    (previousAsk === "price" || previousAsk === "duration" || previousAsk === "includes") &&
    commands.length === 1 &&
    (commands[0]!.act === "need" || commands[0]!.act === "info" || commands[0]!.act === "offered")
  ) {
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
  if (lastTopics.length > 1 && commands.length === 1 && TOPIC_ACTS.has(commands[0]!.act) && !commands[0]!.topic && words0.some((w) => PLURALS.has(w)))
    commands = lastTopics.map((topic) => ({ act: commands[0]!.act, topic }));
  // "wait its tacosreyes not tacoreyes": a detail corrected by naming the wrong part.
  const not = words0.indexOf("not");
  const wordLike = (w: string | undefined) =>
    Boolean(w && w.length >= 3 && Array.from(w).every((ch) => (ch >= "a" && ch <= "z") || (ch >= "0" && ch <= "9")));
  const fixesAWord = not > 0 && wordLike(words0[not - 1]) && wordLike(words0[not + 1]) && !(entities.email || entities.domain || entities.phone);
  if (mode !== "tina-role" && fixesAWord && commands.every((c) => c.act === "unknown" || c.act === "give" || c.act === "deny")) {
    const right = words0[not - 1]!;
    const wrong = words0[not + 1];
    const f = state.facts;
    for (const key of ["email", "name", "business"] as const) {
      const value = f[key];
      if (!value || !wrong) continue;
      if (value.toLowerCase().includes(wrong) && !value.toLowerCase().includes(right)) f[key] = value.toLowerCase().split(wrong).join(right);
      if (f[key]!.toLowerCase().includes(right)) {
        commands = [{ act: "give" }];
        break;
      }
    }
  }
  // The same for Ava and Tina: "jasmine cole" after the name was asked and passed over.
  const LATE = ["name", "business"] as const;
  if (
    mode !== "tina-role" &&
    commands.every((c) => c.act === "give" || c.act === "unknown") &&
    !entities.name &&
    !entities.email &&
    !entities.phone &&
    tokens(message).length <= 8 &&
    !message.includes("?")
  ) {
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
  if (
    (asked === "business" || asked === "timeline") &&
    !entities[asked] &&
    !entities.name &&
    !entities.surname &&
    !entities.email &&
    !entities.phone &&
    commands.every((c) => c.act === "unknown" || c.act === "give") &&
    said.length > 0 &&
    said.length <= 12 &&
    !message.includes("?")
  ) {
    const words = said.filter((w, i) => !(i < 3 && OPENING_FILLERS.has(w)));
    if (words.length) {
      entities[asked] = words.slice(0, 8).join(" ");
      commands = [{ act: "give" }];
    }
  }
  // A name read only because the name was asked ("I understand. How much…") needs the message to be
  // an answer: beside a question or a complaint, it is taken only when said as a name.
  if (
    asked === "name" &&
    entities.name &&
    commands.some((c) => !["give", "unknown", "affirm", "greet", "thanks"].includes(c.act)) &&
    !extractEntities(message).name
  )
    entities.name = undefined;
  return { commands, entities };
}
