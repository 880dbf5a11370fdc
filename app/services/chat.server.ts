/**
 * One chat service behind both assistants. With an LLM configured, its reply is tried
 * first and shown only when it arrived whole, reads as words and states no figure the
 * content doesn't; otherwise, and without an LLM, the built-in engine answers. The reply
 * goes out as an AI SDK UI message stream either way.
 */
import { createUIMessageStream, streamText, type ModelMessage, type UIMessageChunk, type UIMessageStreamWriter } from "ai";
import { garbageReason, unknownFigures } from "~/domain/chat-figures";
import type { Env } from "./env.server";
import type { Logger } from "./logger.server";
import { createBuiltinModel, type ChatTurn } from "./chat-builtin.server";
import { knownFigures, type AssistantId } from "./chat-knowledge.server";
import { createLlmEngine, LlmFailure, type LlmEngine, type ToolLead } from "./chat-llm.server";

export type Engine = "builtin" | "llm";

/** Sent with the reply's start and finish chunks, so the client (and tests) know who answered. */
export interface ReplyMetadata {
  engine: Engine;
  /** Why the LLM's reply was not used, when it wasn't. */
  fallback?: string;
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
  message: string;
  history: ChatTurn[];
  /** Aborted when the visitor disconnects: the upstream call stops too. */
  signal: AbortSignal;
  requestId?: string;
}

export interface ChatService {
  engine: Engine;
  reply(request: ChatReplyRequest): ReadableStream<UIMessageChunk>;
  status(): LlmStatus;
}

const builtinModels = { ava: createBuiltinModel("ava"), tina: createBuiltinModel("tina") };

function toModelMessages(history: ChatTurn[], message: string): ModelMessage[] {
  return [
    ...history.map((t): ModelMessage => (t.type === "user" ? { role: "user", content: t.content } : { role: "assistant", content: t.content })),
    { role: "user", content: message },
  ];
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
  ): Promise<{ text: string; lead?: ToolLead } | { fallback: string; lead?: ToolLead }> {
    if (health.pausedUntil > now()) return { fallback: "paused" };
    try {
      const reply = await engine.reply(req);
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

  function reply(req: ChatReplyRequest): ReadableStream<UIMessageChunk> {
    return createUIMessageStream({
      execute: async ({ writer }) => {
        let fallback: string | undefined;
        let lead: ToolLead | undefined;
        if (llm) {
          const outcome = await tryLlm(llm, req);
          if (req.signal.aborted) return;
          if ("text" in outcome) {
            writeText(writer, outcome.text, { engine: "llm" });
            if (outcome.lead && Object.keys(outcome.lead).length) writer.write({ type: "data-lead", data: outcome.lead });
            writer.write({ type: "finish", finishReason: "stop", messageMetadata: { engine: "llm" } satisfies ReplyMetadata });
            return;
          }
          fallback = outcome.fallback;
          lead = outcome.lead;
          health.fallbacks += 1;
        }
        if (lead && Object.keys(lead).length) writer.write({ type: "data-lead", data: lead });
        const metadata: ReplyMetadata = fallback ? { engine: "builtin", fallback } : { engine: "builtin" };
        const result = streamText({
          model: builtinModels[req.assistant],
          messages: toModelMessages(req.history, req.message),
          abortSignal: req.signal,
        });
        writer.merge(
          result.toUIMessageStream({
            messageMetadata: ({ part }) => (part.type === "start" || part.type === "finish" ? metadata : undefined),
          }),
        );
      },
      onError: (error) => {
        log.error("chat reply failed", { requestId: req.requestId, error });
        return "The assistant could not answer.";
      },
    });
  }

  return { engine: llm ? "llm" : "builtin", reply, status };
}
