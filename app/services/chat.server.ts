/**
 * One chat service behind both assistants. With an LLM configured, its reply is tried first and shown only when it arrived whole, reads as words and
 * states no figure the content doesn't; otherwise, and without an LLM, the built-in engine answers. The reply goes out as an AI SDK UI message stream
 * either way.
 */
import { createUIMessageStream, type UIMessageChunk, type UIMessageStreamWriter } from "ai";
import { garbageReason, unknownFigures } from "#app/domain/chat-figures.ts";
import type { Env } from "./env.server";
import type { Logger } from "./logger.server";
import { conversationBrief, respond } from "./chat/dialogue.server";
import { extractEntities, type NeedName } from "./chat/entities.server";
import { knownFigures } from "./chat/figures.server";
import { emptyState, type ChatState } from "./chat/state.server";
import { NEED_WORDS } from "#content/chat-data/lexicon.ts";
import { classifierFor } from "./chat/understand.server";
import type { AssistantId, ChatTurn } from "./chat/types.server";
import { createLlmEngine, LlmFailure, type LlmEngine, type ToolLead } from "./chat-llm.server";
import type { Conversation, ConversationStore } from "./chat-conversations.server";
import type { CaptureOutcome } from "./lead-capture.server";
import type { Visit } from "#app/schemas/visit.ts";

export type Engine = "builtin" | "llm";

/** Sent with the reply's start and finish chunks, so the client (and tests) know who answered. */
export interface ReplyMetadata {
  engine: Engine;
  /** Why the LLM's reply was not used, when it wasn't. */
  fallback?: string;
  /** Set once the conversation is a lead (on the finish chunk). */
  leadCaptured?: true;
}

/** What the operator sees in /readyz. */
export interface LlmStatus {
  configured: boolean;
  model?: string;
  /** builtin-only: no LLM set. untested: none asked yet. ok: last call answered. failing: last call failed. paused: skipped after repeated failures. */
  state: "builtin-only" | "untested" | "ok" | "failing" | "paused";
  lastSuccessAt?: string;
  lastFailureAt?: string;
  lastFailure?: string;
  consecutiveFailures: number;
  /** Replies the built-in engine gave instead of the LLM, since start. */
  fallbacks: number;
  /** LLM replies replaced because they stated a figure the content doesn't. */
  guardReplacements: number;
  pausedUntil?: string;
}

/** After this many failures in a row, the LLM is skipped for PAUSE_MS: visitors don't wait on a dead provider. */
export const FAILURES_BEFORE_PAUSE = 3;
export const PAUSE_MS = 30_000;

export interface ChatReplyRequest {
  assistant: AssistantId;
  /** The browser's id for the conversation: the key of its stored state, transcript and lead. */
  conversationId?: string;
  message: string;
  history: ChatTurn[];
  /** Aborted when the visitor disconnects: the upstream call stops too. */
  signal: AbortSignal;
  requestId?: string;
  /** The visitor's address, for the chat-lead rate limit of the capture pipeline. */
  clientIp?: string;
  /** The tab's visit, carried to the lead (ADR 017). */
  visit?: Visit;
}

/** Turns a conversation into a lead, or brings its lead up to date (the shared capture pipeline); null while it has no contact. */
export type ConversationCapture = (
  conversation: Conversation,
  meta: { clientIp: string; requestId?: string; visit?: Visit },
) => Promise<CaptureOutcome<{ text: string }> | null>;

export interface ChatService {
  engine: Engine;
  /** Trains the built-in engine's classifiers; the server awaits it before it listens, so no visitor waits on it. */
  warmUp(): Promise<void>;
  reply(request: ChatReplyRequest): ReadableStream<UIMessageChunk>;
  status(): LlmStatus;
}

/** A state rebuilt from the visitor's earlier messages, for a conversation the server has not seen (an older page). */
async function stateFromHistory(assistant: AssistantId, history: ChatTurn[]): Promise<ChatState> {
  let state = emptyState();
  for (const turn of history) if (turn.type === "user") state = (await respond(assistant, state, turn.content)).state;
  return state;
}

/** The needs the built-in engine knows, by the content's names for them. */
const NEEDS = new Set(Object.keys(NEED_WORDS));

/** The LLM's captureLead details, checked against what the visitor wrote, folded into the state. */
function mergeToolLead(state: ChatState, lead: ToolLead | undefined) {
  if (!lead) return;
  const f = state.facts;
  if (lead.name && !f.name) f.name = lead.name;
  const email = lead.email && extractEntities(lead.email).email;
  if (email) f.email = email;
  const phone = lead.phone && extractEntities(lead.phone).phone;
  if (phone) f.phone = phone;
  if (lead.businessType && !f.business) f.business = lead.businessType;
  if (lead.timeline && !f.timeline) f.timeline = lead.timeline;
  for (const s of lead.services ?? []) if (NEEDS.has(s) && !f.services.includes(s as NeedName)) f.services.push(s as NeedName);
}

/** Longest a reply's end waits for its conversation (and lead) to be saved. */
const REMEMBER_WAIT_MS = 5000;
/** Longest a reply waits to read its conversation before answering from what the page sent. */
const LOAD_WAIT_MS = 3000;

class StepTimeout extends Error {
  override name = "StepTimeout";
}

/** The promise's value, or a StepTimeout after `ms`; the step itself goes on and its result is dropped. */
function within<T>(ms: number, step: Promise<T>, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new StepTimeout(`${what} took longer than ${ms} ms`)), ms);
  });
  // A step that fails after the deadline is already reported as late; its error must not go unhandled.
  step.catch(() => {});
  return Promise.race([step, late]).finally(() => clearTimeout(timer));
}

/** The reply as UI chunks, a few words each, so the client renders it the same way whatever answered. */
function writeText(writer: UIMessageStreamWriter, text: string, metadata: ReplyMetadata) {
  writer.write({ type: "start", messageMetadata: metadata });
  writer.write({ type: "text-start", id: "reply" });
  for (const piece of text.match(/\S+\s*/g) ?? []) writer.write({ type: "text-delta", id: "reply", delta: piece });
  writer.write({ type: "text-end", id: "reply" });
}

export function createChatService(options: {
  env: Env;
  log: Logger;
  /** Where conversations are kept; without it (tests of the engines alone) each message stands alone. */
  conversations?: ConversationStore;
  /** How a conversation becomes a lead. */
  capture?: ConversationCapture;
  now?: () => number;
  /** For tests: an engine other than the one the settings describe. */
  llm?: LlmEngine | null;
}): ChatService {
  const { env, log } = options;
  const now = options.now ?? Date.now;
  const llm =
    options.llm !== undefined
      ? options.llm
      : env.LLM_BASE_URL && env.LLM_MODEL
        ? createLlmEngine({
            baseURL: env.LLM_BASE_URL,
            model: env.LLM_MODEL,
            apiKey: env.LLM_API_KEY,
            connectTimeoutMs: env.LLM_CONNECT_TIMEOUT_MS,
            chunkTimeoutMs: env.LLM_CHUNK_TIMEOUT_MS,
            totalTimeoutMs: env.LLM_TOTAL_TIMEOUT_MS,
          })
        : null;

  const health = {
    lastSuccessAt: undefined as number | undefined,
    lastFailureAt: undefined as number | undefined,
    lastFailure: undefined as string | undefined,
    consecutiveFailures: 0,
    fallbacks: 0,
    guardReplacements: 0,
    pausedUntil: 0,
  };

  const iso = (t: number | undefined) => (t === undefined ? undefined : new Date(t).toISOString());

  function status(): LlmStatus {
    if (!llm) return { configured: false, state: "builtin-only", consecutiveFailures: 0, fallbacks: 0, guardReplacements: 0 };
    const paused = health.pausedUntil > now();
    const state: LlmStatus["state"] = paused
      ? "paused"
      : health.lastFailureAt === undefined && health.lastSuccessAt === undefined
        ? "untested"
        : (health.lastFailureAt ?? 0) > (health.lastSuccessAt ?? 0)
          ? "failing"
          : "ok";
    return {
      configured: true,
      model: llm.model,
      state,
      lastSuccessAt: iso(health.lastSuccessAt),
      lastFailureAt: iso(health.lastFailureAt),
      lastFailure: health.lastFailure,
      consecutiveFailures: health.consecutiveFailures,
      fallbacks: health.fallbacks,
      guardReplacements: health.guardReplacements,
      pausedUntil: paused ? iso(health.pausedUntil) : undefined,
    };
  }

  function failed(reason: string, detail: string, requestId?: string) {
    health.lastFailureAt = now();
    health.lastFailure = `${reason}: ${detail}`.slice(0, 300);
    health.consecutiveFailures += 1;
    if (health.consecutiveFailures >= FAILURES_BEFORE_PAUSE) {
      health.pausedUntil = now() + PAUSE_MS;
      log.error("llm paused after repeated failures; the built-in engine answers meanwhile", {
        requestId,
        failures: health.consecutiveFailures,
        pausedForMs: PAUSE_MS,
      });
    }
  }

  /** The LLM's checked reply, or why the built-in engine must answer instead. */
  async function tryLlm(
    engine: LlmEngine,
    req: ChatReplyRequest,
    state: ChatState,
  ): Promise<{ text: string; lead?: ToolLead } | { fallback: string; lead?: ToolLead }> {
    if (health.pausedUntil > now()) return { fallback: "paused" };
    try {
      const reply = await engine.reply({ ...req, context: conversationBrief(state) });
      const garbage = garbageReason(reply.text);
      if (garbage) {
        failed("garbage", garbage, req.requestId);
        log.warn("llm reply replaced by the built-in engine", { requestId: req.requestId, reason: "garbage", detail: garbage });
        return { fallback: `garbage: ${garbage}` };
      }
      // The provider answered: it is up, whatever the guard says next.
      health.lastSuccessAt = now();
      health.consecutiveFailures = 0;
      health.pausedUntil = 0;
      const unknown = unknownFigures(reply.text, knownFigures);
      if (unknown.length) {
        health.guardReplacements += 1;
        log.warn("llm reply replaced by the built-in engine", {
          requestId: req.requestId,
          reason: "figure not in the content",
          figures: unknown.map((f) => f.text),
        });
        // The details the visitor gave are still theirs, checked against what they wrote.
        return { fallback: `unverified figure: ${unknown.map((f) => f.text).join(", ")}`, lead: reply.lead };
      }
      return reply;
    } catch (error) {
      const reason = error instanceof LlmFailure ? error.reason : "error";
      if (reason === "aborted") return { fallback: "aborted" };
      failed(reason, error instanceof Error ? error.message : String(error), req.requestId);
      log.warn("llm reply replaced by the built-in engine", {
        requestId: req.requestId,
        reason,
        detail: error instanceof Error ? error.message.slice(0, 300) : String(error),
      });
      return { fallback: reason };
    }
  }

  async function loadConversation(req: ChatReplyRequest): Promise<Conversation & { unread?: true }> {
    const fresh = async (): Promise<Conversation> => ({
      assistant: req.assistant,
      conversationId: req.conversationId ?? "",
      state: await stateFromHistory(req.assistant, req.history),
      transcript: [],
      leadId: null,
      stored: false,
    });
    if (!options.conversations || !req.conversationId) return fresh();
    try {
      // A read that never settles (a table locked by a migration or a stuck transaction) must not hold the reply.
      const found = await within(LOAD_WAIT_MS, options.conversations.load(req.assistant, req.conversationId), "reading the conversation");
      if (found.stored) return found;
      const started = await fresh();
      // A page that kept its history (the home card handing over to the panel, an older page) starts the transcript with it.
      const at = new Date().toISOString();
      started.transcript = req.history.map((t) => ({ type: t.type, content: t.content, timestamp: at }));
      return started;
    } catch (error) {
      // The chat answers even when the database does not; the operator sees why.
      log.error("chat conversation could not be loaded; answering from what the page sent", { requestId: req.requestId, error });
      // Not read, so not written either: saving this stand-in would overwrite what the conversation had learned.
      return { ...(await fresh()), unread: true };
    }
  }

  /** Keeps the exchange (the reply included) and turns the conversation into a lead when it can. */
  async function remember(conversation: Conversation & { unread?: true }, req: ChatReplyRequest, reply: string, received: string): Promise<boolean> {
    if (!options.conversations || !req.conversationId) return false;
    if (conversation.unread) {
      log.warn("chat exchange not saved: the conversation could not be read", { assistant: req.assistant, requestId: req.requestId });
      return false;
    }
    conversation.transcript.push(
      { type: "user", content: req.message, timestamp: received },
      { type: "bot", content: reply, timestamp: new Date().toISOString() },
    );
    let captured = false;
    try {
      const outcome = options.capture
        ? await options.capture(conversation, { clientIp: req.clientIp ?? "unknown", requestId: req.requestId, visit: req.visit })
        : null;
      if (outcome?.status === "accepted") {
        captured = true;
        conversation.leadId = outcome.leadId;
      } else if (outcome) {
        // Refused (rate limit, a contact the visitor did not type) or the database was away: the conversation keeps everything, and the next message tries again.
        log.warn("chat lead not captured yet; tried again on the next message", {
          assistant: req.assistant,
          requestId: req.requestId,
          status: outcome.status,
          fields: outcome.status === "invalid" ? Object.keys(outcome.fieldErrors) : undefined,
        });
      }
    } catch (error) {
      log.error("chat lead capture failed; the conversation is kept and will be captured on the next message", {
        assistant: req.assistant,
        requestId: req.requestId,
        error,
      });
    }
    try {
      await options.conversations.save(conversation);
    } catch (error) {
      log.error("chat conversation could not be saved", { assistant: req.assistant, requestId: req.requestId, error });
    }
    return captured;
  }

  function reply(req: ChatReplyRequest): ReadableStream<UIMessageChunk> {
    const received = new Date().toISOString();
    return createUIMessageStream({
      execute: async ({ writer }) => {
        const conversation = await loadConversation(req);
        let fallback: string | undefined;
        let lead: ToolLead | undefined;
        let text: string | undefined;
        let metadata: ReplyMetadata = { engine: "builtin" };
        if (llm) {
          const outcome = await tryLlm(llm, req, conversation.state);
          if (req.signal.aborted) return;
          if ("text" in outcome) {
            text = outcome.text;
            metadata = { engine: "llm" };
            // The model answered; the state still learns what this message said.
            // Its reply was not shown: what it asked or said in thanks did not happen.
            const { asked, leadAcknowledged } = conversation.state;
            conversation.state = {
              ...(await respond(req.assistant, conversation.state, req.message)).state,
              asked,
              leadAcknowledged,
              pending: undefined,
            };
          } else {
            fallback = outcome.fallback;
            health.fallbacks += 1;
          }
          lead = outcome.lead;
          mergeToolLead(conversation.state, lead);
        }
        if (text === undefined) {
          // The built-in engine carries on from the same state, whatever the LLM did before.
          const answer = await respond(req.assistant, conversation.state, req.message);
          conversation.state = answer.state;
          text = answer.text;
          metadata = fallback ? { engine: "builtin", fallback } : { engine: "builtin" };
        }
        if (req.signal.aborted) return;
        writeText(writer, text, metadata);
        if (lead && Object.keys(lead).length) writer.write({ type: "data-lead", data: lead });
        // The visitor's reply ends even when the database is slow: the save goes on, logged if it fails.
        const saving = remember(conversation, req, text, received);
        let slow: ReturnType<typeof setTimeout> | undefined;
        const captured = await Promise.race([
          saving,
          new Promise<false>((resolve) => {
            slow = setTimeout(() => {
              log.warn("chat reply ended before its conversation was saved", { assistant: req.assistant, requestId: req.requestId });
              resolve(false);
            }, REMEMBER_WAIT_MS);
          }),
        ]);
        clearTimeout(slow);
        writer.write({
          type: "finish",
          finishReason: "stop",
          messageMetadata: (captured ? { ...metadata, leadCaptured: true } : metadata) satisfies ReplyMetadata,
        });
      },
      onError: (error) => {
        log.error("chat reply failed", { requestId: req.requestId, error });
        return "The assistant could not answer.";
      },
    });
  }

  async function warmUp() {
    const started = now();
    await Promise.all([classifierFor("ava"), classifierFor("tina"), classifierFor("tina-role")]);
    log.info("chat classifiers trained", { ms: now() - started });
  }

  return { engine: llm ? "llm" : "builtin", reply, status, warmUp };
}
