/**
 * The built-in engine: deterministic answers grounded in the site's content. The dialogue
 * (chat-dialogue.server.ts) understands and remembers; the full-text retrieval here
 * (MiniSearch over the knowledge passages) answers the questions no intent covers. It
 * needs no keys and no network, so the chat never goes dark. It is also exposed to the AI
 * SDK as a language model of its own.
 */
import MiniSearch from "minisearch";
import type {
  LanguageModelV4,
  LanguageModelV4CallOptions,
  LanguageModelV4Prompt,
  LanguageModelV4StreamPart,
  LanguageModelV4Usage,
} from "@ai-sdk/provider";
import { emptyState, type DialogueState } from "#app/domain/chat-state.ts";
import { knowledge, type AssistantId, type KnowledgeDoc } from "./chat-knowledge.server";
import { respond } from "./chat-dialogue.server";

export interface ChatTurn {
  type: "user" | "bot";
  content: string;
}

export interface BuiltinAnswer {
  text: string;
  /** The passage or rule that produced the answer: for logs and tests. */
  topic: string;
  /** False when the engine did not know and offered a follow-up instead. */
  known: boolean;
  state: DialogueState;
}

/** Words that say nothing about the topic. "how", "much" and "long" stay: they carry price and time. */
const STOP_WORDS = new Set(
  `a an the and or but if then so of to in on at by for with from as is are was were be been being am i me my
  we our us you your yours it its this that these those there here what which who whom whose do does did doing
  have has had can could would should will shall may might must just also too very really please hi hello hey
  thanks thank ok okay yes no not any some get got like want need know tell about more info information
  im i'm ive i've id i'd youre you're whats what's theres there's lets let's anytime anyway really actually
  still ever maybe possible possibly currently right now name names`.split(/\s+/),
);

function stem(term: string): string {
  let t = term.toLowerCase().replace(/['’]s$/, "");
  if (t.length > 4 && t.endsWith("ies")) t = `${t.slice(0, -3)}y`;
  else if (t.length > 3 && t.endsWith("s") && !t.endsWith("ss")) t = t.slice(0, -1);
  return t;
}

function processTerm(term: string): string | null {
  const lower = term.toLowerCase();
  if (STOP_WORDS.has(lower) || lower.length < 2) return null;
  return stem(lower);
}

function buildIndex(docs: KnowledgeDoc[]) {
  const index = new MiniSearch<KnowledgeDoc>({
    fields: ["title", "keywords", "text"],
    idField: "id",
    processTerm,
    searchOptions: {
      boost: { keywords: 3, title: 2, text: 0.6 },
      prefix: (term) => term.length >= 4,
      fuzzy: (term) => (term.length >= 6 ? 0.2 : false),
      combineWith: "OR",
    },
  });
  index.addAll(docs);
  const byId = new Map(docs.map((d) => [d.id, d]));
  return { index, byId };
}

const indexes = {
  ava: buildIndex(knowledge.ava),
  tina: buildIndex(knowledge.tina),
};

/**
 * Words that say what kind of answer is wanted (a price, a time, an offer) but not about
 * what. A passage must match the other words of a question, its topic, to count.
 */
const INTENT_TERMS = new Set(
  "how much long cost price pricing charge fee take time when where why offer help work design provide service make create do does"
    .split(" ")
    .map(stem),
);

/** "How long", "when", "turnaround": the visitor asks about time, not money. */
const TIME_QUESTION = /\b(?:how long|how soon|how fast|how quickly|turnaround|timeline|when can|take)\b/i;

/** Fewer than this share of a question's topic words matched: the engine does not know. */
export const MIN_TOPIC_COVERAGE = 0.5;

function queryTerms(query: string): string[] {
  return [...new Set((query.match(/[\p{L}\p{N}'’-]+/gu) ?? []).map(processTerm).filter((t): t is string => Boolean(t)))];
}

/**
 * Capitalised words inside a sentence that the passages never use: names of people,
 * businesses and products ("I'm Dana", "my Wix site"). They say nothing about the topic.
 */
function properNames(query: string, index: MiniSearch<KnowledgeDoc>): Set<string> {
  const names = new Set<string>();
  for (const m of query.matchAll(/(?<=[\p{L}\p{N},;:'’"]\s+)\p{Lu}[\p{L}'’-]*/gu)) {
    const term = processTerm(m[0]);
    if (term && index.search(term, { prefix: false, fuzzy: false }).length === 0) names.add(term);
  }
  return names;
}

/**
 * The best passage for a question. Passages are ranked by the question's topic words
 * alone, so "how much" cannot pull a logo passage above the print passage for "how much
 * are business cards". A topic word counts as known only where a passage names it in its
 * title or keywords (a word buried in an answer is weak evidence: "payments" in the refund
 * policy says nothing about payment plans). The chosen passage must name more than half of
 * the topic words, or every topic word must be named somewhere ("websites for
 * restaurants"). A question with no topic words ("how much does it cost?") gets one of the
 * general passages.
 */
function retrieve(assistant: AssistantId, query: string, filter?: (d: KnowledgeDoc) => boolean) {
  const { index, byId } = indexes[assistant];
  const names = properNames(query, index);
  const terms = queryTerms(query).filter((t) => !names.has(t));
  const topic = terms.filter((t) => !INTENT_TERMS.has(t));
  const allowed = (d: KnowledgeDoc) => (!filter || filter(d)) && (topic.length > 0 || Boolean(d.general));
  const options = {
    boostDocument: (id: unknown) => (byId.get(String(id))?.curated ? 1.6 : 1),
    filter: (r: { id: unknown }) => allowed(byId.get(String(r.id))!),
  };
  const text = topic.length ? topic.join(" ") : terms.join(" ");
  const results = index.search(text, options);
  const named = new Map(index.search(text, { ...options, fields: ["title", "keywords"] }).map((r) => [r.id, r.queryTerms]));
  const coverage = (id: unknown) => (topic.length ? (named.get(id)?.length ?? 0) / topic.length : 1);
  const aboutTime = TIME_QUESTION.test(query);
  const timely = (id: unknown) => (aboutTime && byId.get(String(id))?.time ? 1 : 0);
  const best = results.map((r) => ({ r, c: coverage(r.id), t: timely(r.id) })).sort((a, b) => b.c - a.c || b.t - a.t || b.r.score - a.r.score)[0];
  if (!best || best.c === 0) return null;
  const known = new Set([...named.values()].flat());
  if (best.c <= MIN_TOPIC_COVERAGE && topic.some((t) => !known.has(t))) return null;
  return { doc: byId.get(String(best.r.id))!, score: best.r.score, coverage: best.c };
}

/** Nothing but small words ("what do you do?"): what the studio does. */
function overview(assistant: AssistantId): KnowledgeDoc {
  const id = assistant === "ava" ? "services" : "tina-what";
  return knowledge[assistant].find((d) => d.id === id)!;
}

/** The passage retrieval finds for a message (not the overview a message with no topic gets). */
export function retrieveDoc(assistant: AssistantId, message: string, filter?: (d: KnowledgeDoc) => boolean): KnowledgeDoc | undefined {
  if (!queryTerms(message).length) return undefined;
  return retrieve(assistant, message, filter)?.doc;
}

/** The passage retrieval finds for a message, when one answers it. */
export function retrieveAnswer(assistant: AssistantId, message: string, filter?: (d: KnowledgeDoc) => boolean): string | undefined {
  if (!queryTerms(message).length) return filter ? undefined : overview(assistant).text;
  return retrieve(assistant, message, filter)?.doc.text;
}

/**
 * The built-in engine's answer to one visitor message, given the turns before it. Without
 * the stored state (the endpoints keep it), the state is rebuilt from the visitor's earlier
 * messages.
 */
export async function builtinAnswer(assistant: AssistantId, message: string, history: ChatTurn[], state?: DialogueState): Promise<BuiltinAnswer> {
  let current = state ?? emptyState();
  if (!state) {
    for (const turn of history) if (turn.type === "user") current = (await respond(assistant, current, turn.content)).state;
  }
  const reply = await respond(assistant, current, message);
  return { text: reply.text, topic: reply.intent, known: reply.known, state: reply.state };
}

/** The visitor's message and the turns before it, from a model prompt. */
export function turnsFromPrompt(prompt: LanguageModelV4Prompt): { message: string; history: ChatTurn[] } {
  const turns: ChatTurn[] = [];
  for (const m of prompt) {
    if (m.role !== "user" && m.role !== "assistant") continue;
    const content = m.content
      .map((p) => (p.type === "text" ? p.text : ""))
      .join("")
      .trim();
    if (content) turns.push({ type: m.role === "user" ? "user" : "bot", content });
  }
  const lastUser = turns.map((t) => t.type).lastIndexOf("user");
  if (lastUser < 0) return { message: "", history: turns };
  return { message: turns[lastUser]!.content, history: turns.slice(0, lastUser) };
}

const usage = (text: string): LanguageModelV4Usage => ({
  inputTokens: { total: 0, noCache: 0, cacheRead: 0, cacheWrite: 0 },
  outputTokens: { total: text.split(/\s+/).length, text: text.split(/\s+/).length, reasoning: 0 },
});

/** The built-in engine as an AI SDK language model: the answer streamed word by word. */
export function createBuiltinModel(assistant: AssistantId): LanguageModelV4 {
  const answerFor = async (options: LanguageModelV4CallOptions) => {
    const { message, history } = turnsFromPrompt(options.prompt);
    return (await builtinAnswer(assistant, message, history)).text;
  };
  return {
    specificationVersion: "v4",
    provider: "canopy.builtin",
    modelId: `${assistant}-builtin`,
    supportedUrls: {},
    async doGenerate(options) {
      const text = await answerFor(options);
      return {
        content: [{ type: "text", text }],
        finishReason: { unified: "stop", raw: "stop" },
        usage: usage(text),
        warnings: [],
      };
    },
    async doStream(options) {
      const text = await answerFor(options);
      const words = text.match(/\S+\s*/g) ?? [];
      const signal = options.abortSignal;
      const stream = new ReadableStream<LanguageModelV4StreamPart>({
        start(controller) {
          controller.enqueue({ type: "stream-start", warnings: [] });
          controller.enqueue({ type: "response-metadata", modelId: `${assistant}-builtin`, timestamp: new Date() });
          controller.enqueue({ type: "text-start", id: "t0" });
          for (const word of words) {
            if (signal?.aborted) break;
            controller.enqueue({ type: "text-delta", id: "t0", delta: word });
          }
          controller.enqueue({ type: "text-end", id: "t0" });
          controller.enqueue({ type: "finish", finishReason: { unified: "stop", raw: "stop" }, usage: usage(text) });
          controller.close();
        },
      });
      return { stream };
    },
  };
}
