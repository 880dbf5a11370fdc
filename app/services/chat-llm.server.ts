/**
 * The LLM engine: any OpenAI-compatible chat completions API (OpenAI, Ollama, vLLM, LM Studio), grounded by instructions built from the site's
 * content, with a captureLead tool. The whole reply is collected here and returned only when the stream ended well; the caller checks it before a
 * visitor sees any of it.
 */
import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import { stepCountIs, streamText, tool, type ModelMessage } from "ai";
import { z } from "zod";
import { promises } from "#content/site.ts";
import { findEmail, findPhone, nameFromText, typedEmail } from "#app/domain/chat-lead-rules.ts";
import type { ChatTurn, AssistantId } from "./chat/types.server";
import { llmInstructions } from "./chat/instructions.server";

export interface LlmSettings {
  baseURL: string;
  model: string;
  apiKey?: string;
  /** Until the first token (covers connecting and the model's first thought). */
  connectTimeoutMs: number;
  /** Between two chunks once the reply streams. */
  chunkTimeoutMs: number;
  totalTimeoutMs: number;
}

/** Contact details the model says the visitor gave, kept only where the visitor wrote them. */
export interface ToolLead {
  name?: string;
  email?: string;
  phone?: string;
  businessType?: string;
  timeline?: string;
  services?: string[];
}

export interface LlmReply {
  text: string;
  lead?: ToolLead;
}

export type LlmFailureReason = "error" | "timeout" | "garbage" | "aborted";

export class LlmFailure extends Error {
  override name = "LlmFailure";
  readonly reason: LlmFailureReason;
  constructor(reason: LlmFailureReason, message: string) {
    super(message);
    this.reason = reason;
  }
}

const leadInput = z.object({
  name: z.string().max(80).optional().describe("The visitor's name, as they wrote it"),
  email: z.string().max(200).optional().describe("The visitor's email address"),
  phone: z.string().max(40).optional().describe("The visitor's phone number"),
  businessType: z.string().max(120).optional().describe("What kind of business they run"),
  timeline: z.string().max(120).optional().describe("When they want the work done"),
  services: z.array(z.string().max(60)).max(6).optional().describe("Services they are interested in"),
});

const digits = (text: string) => text.replace(/\D/g, "");

/** Keeps only details the visitor actually wrote: a model can misremember or invent an email address, and a lead must reach the real person. */
export function checkToolLead(input: z.infer<typeof leadInput>, visitorText: string): ToolLead {
  const lower = visitorText.toLowerCase();
  const lead: ToolLead = {};
  const email = input.email && findEmail(input.email);
  if (email && typedEmail(email, visitorText)) lead.email = email;
  const phone = input.phone && findPhone(input.phone);
  if (phone && digits(phone).length >= 7 && digits(visitorText).includes(digits(phone))) lead.phone = phone;
  const name = input.name && nameFromText(input.name);
  if (name && lower.includes(name.toLowerCase())) lead.name = name;
  if (input.businessType?.trim()) lead.businessType = input.businessType.trim();
  if (input.timeline?.trim()) lead.timeline = input.timeline.trim();
  if (input.services?.length) lead.services = input.services.map((s) => s.trim()).filter(Boolean);
  return lead;
}

/** Stream parts that show the model is producing something. */
const CONTENT_PARTS = new Set(["text-delta", "reasoning-delta", "tool-input-start", "tool-input-delta", "tool-call", "tool-result", "finish-step"]);

/**
 * Whatever the provider does, the visitor has an answer within 10 s: the model gets at most
 * this long (LLM_TOTAL_TIMEOUT_MS can only shorten it), then the built-in engine answers.
 */
export const LLM_DEADLINE_MS = 8_000;
/** Longer than any reply the figure check would let through: a runaway stream is cut here. */
export const MAX_REPLY_CHARS = 4_000;

const NO_FINISH_REASON = /ended without a finish reason/i;

/**
 * The provider's fetch, noting whether the stream closed with `data: [DONE]`. Some OpenAI-compatible servers end a complete reply that way without a
 * finish_reason; the SDK reports that as an error, which is only one when the stream did not close cleanly.
 */
function fetchNotingDone(marker: { done: boolean }): typeof fetch {
  return async (input, init) => {
    const res = await fetch(input, init);
    if (!res.body || !res.ok) return res;
    let tail = "";
    const decoder = new TextDecoder();
    const watched = res.body.pipeThrough(
      new TransformStream<Uint8Array, Uint8Array>({
        transform(chunk, controller) {
          tail = (tail + decoder.decode(chunk, { stream: true })).slice(-64);
          if (/data:\s*\[DONE\]/.test(tail)) marker.done = true;
          controller.enqueue(chunk);
        },
      }),
    );
    return new Response(watched, { status: res.status, statusText: res.statusText, headers: res.headers });
  };
}

export function createLlmEngine(settings: LlmSettings) {
  const modelFor = (marker: { done: boolean }) =>
    createOpenAICompatible({ name: "llm", baseURL: settings.baseURL, apiKey: settings.apiKey, fetch: fetchNotingDone(marker) }).chatModel(
      settings.model,
    );

  async function reply(args: {
    assistant: AssistantId;
    message: string;
    history: ChatTurn[];
    signal: AbortSignal;
    /** What the conversation has established (known facts, what to ask next), for the instructions. */
    context?: string;
  }): Promise<LlmReply> {
    const messages: ModelMessage[] = [
      ...args.history.map((t): ModelMessage =>
        t.type === "user" ? { role: "user", content: t.content } : { role: "assistant", content: t.content },
      ),
      { role: "user", content: args.message },
    ];
    const visitorText = [...args.history.filter((t) => t.type === "user").map((t) => t.content), args.message].join("\n");
    let lead: ToolLead | undefined;
    // One watchdog for both waits: until the first chunk (connecting included), then between chunks. The total bounds a model that trickles forever.
    const total = AbortSignal.timeout(Math.min(settings.totalTimeoutMs, LLM_DEADLINE_MS));
    const marker = { done: false };
    const watchdog = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const arm = (ms: number, what: string) => {
      clearTimeout(timer);
      timer = setTimeout(() => watchdog.abort(new LlmFailure("timeout", `no ${what} within ${ms} ms`)), ms);
    };
    arm(settings.connectTimeoutMs, "first chunk");
    const signal = AbortSignal.any([args.signal, total, watchdog.signal]);

    const result = streamText({
      model: modelFor(marker),
      instructions: llmInstructions(args.assistant, args.context),
      messages,
      maxRetries: 0,
      maxOutputTokens: 400,
      temperature: 0.3,
      abortSignal: signal,
      // Failures are reported by the caller, once, with the request id.
      onError: () => {},
      // A tool call, then the reply that follows it.
      stopWhen: stepCountIs(2),
      tools: {
        captureLead: tool({
          description: "Record the visitor's contact details and project facts when they give them. Call it with exactly what the visitor wrote.",
          inputSchema: leadInput,
          execute: async (input) => {
            lead = { ...lead, ...checkToolLead(input, visitorText) };
            return { recorded: Object.keys(lead), note: `Thank the visitor; the team replies within ${promises.replyWithin}.` };
          },
        }),
      },
    });

    let text = "";
    let failure: LlmFailure | undefined;
    const timeoutFailure = () => (watchdog.signal.aborted && watchdog.signal.reason instanceof LlmFailure ? watchdog.signal.reason : undefined);
    try {
      for await (const part of result.fullStream) {
        if (CONTENT_PARTS.has(part.type)) arm(settings.chunkTimeoutMs, "chunk");
        if (part.type === "text-delta") {
          text += part.text;
          if (text.length > MAX_REPLY_CHARS) {
            watchdog.abort(new LlmFailure("garbage", `reply longer than ${MAX_REPLY_CHARS} characters`));
            break;
          }
        } else if (part.type === "error") {
          const cleanEnd = marker.done && NO_FINISH_REASON.test(part.error instanceof Error ? part.error.message : String(part.error));
          if (!cleanEnd) failure ??= classify(part.error, args.signal, total);
        } else if (part.type === "abort") {
          failure ??= classify(new Error(part.reason ?? "aborted"), args.signal, total);
        }
      }
    } catch (error) {
      failure ??= classify(error, args.signal, total);
    } finally {
      clearTimeout(timer);
    }
    if (args.signal.aborted) throw new LlmFailure("aborted", "the visitor left");
    const timedOut = timeoutFailure();
    if (timedOut) throw timedOut;
    if (failure) throw failure;
    return { text, lead };
  }

  return { reply, model: settings.model };
}

function classify(error: unknown, clientSignal: AbortSignal, total: AbortSignal): LlmFailure {
  if (clientSignal.aborted) return new LlmFailure("aborted", "the visitor left");
  const message = error instanceof Error ? error.message : String(error);
  if (total.aborted || /timeout|timed out/i.test(message) || (error as { name?: string })?.name === "TimeoutError") {
    return new LlmFailure("timeout", message);
  }
  if (/parse|json|invalid|type validation/i.test(message)) return new LlmFailure("garbage", message);
  return new LlmFailure("error", message.slice(0, 300));
}

export type LlmEngine = ReturnType<typeof createLlmEngine>;
