/**
 * A small reader for the chat endpoints' UI message stream (server-sent events, one JSON
 * chunk per event), written by hand so the page never carries the AI SDK's client.
 */
import type { ChatLeadFields, ChatTranscriptMessage } from "#app/domain/chat-lead-rules.ts";
import { HISTORY_MESSAGES } from "#app/domain/chat-lead-rules.ts";
import type { AssistantName } from "#app/domain/chat-limits.ts";
import { REPLY_STALL_MS, REPLY_TOTAL_MS } from "#app/domain/chat-timing.ts";
import { storedVisit } from "#app/utils/visit-beacon.ts";

export type ReplyOutcome =
  | { kind: "text"; text: string; lead?: Partial<ChatLeadFields>; engine?: string }
  /** The call answered, with no text. */
  | { kind: "empty" }
  /** The call answered with an error; `message` when the server said something useful (rate limit). */
  | { kind: "error"; message?: string }
  /** The call could not be made or broke off. */
  | { kind: "thrown" }
  /** The reply went quiet (no bytes for the stall time) or did not end in time, and was given up. */
  | { kind: "stalled" }
  | { kind: "aborted" };

export interface AskOptions {
  assistant: AssistantName;
  conversationId: string;
  message: string;
  /** The conversation so far; only the last 6 messages are sent. */
  messages: readonly Pick<ChatTranscriptMessage, "type" | "content">[];
  signal?: AbortSignal;
  /** Called with the text received so far, as it streams. */
  onText?: (text: string) => void;
  /** Longest quiet spell in the reply, and longest whole reply, in ms (the product's values by default). */
  stallMs?: number;
  totalMs?: number;
  /** Where the endpoint lives; the page's own origin by default. */
  origin?: string;
}

function parseEvent(event: string): Record<string, unknown> | "done" | null {
  const data = event
    .split("\n")
    .filter((line) => line.startsWith("data:"))
    .map((line) => line.slice(5).trimStart())
    .join("\n");
  if (!data) return null;
  if (data === "[DONE]") return "done";
  try {
    return JSON.parse(data) as Record<string, unknown>;
  } catch {
    return null;
  }
}

export async function askAssistant(options: AskOptions): Promise<ReplyOutcome> {
  // One controller ends the call whichever comes first: the caller's signal, a quiet spell or the whole-reply limit.
  const call = new AbortController();
  let stalled = false;
  const giveUp = () => {
    stalled = true;
    call.abort();
  };
  const onAbort = () => call.abort();
  if (options.signal?.aborted) return { kind: "aborted" };
  options.signal?.addEventListener("abort", onAbort, { once: true });
  const total = setTimeout(giveUp, options.totalMs ?? REPLY_TOTAL_MS);
  let quiet = setTimeout(giveUp, options.stallMs ?? REPLY_STALL_MS);
  const heard = () => {
    clearTimeout(quiet);
    quiet = setTimeout(giveUp, options.stallMs ?? REPLY_STALL_MS);
  };
  try {
    const outcome = await readReply(options, call.signal, heard);
    // A reply given up by a timer reads as an abort below; it is a stall, whatever broke first.
    return stalled ? { kind: "stalled" } : outcome;
  } finally {
    clearTimeout(total);
    clearTimeout(quiet);
    options.signal?.removeEventListener("abort", onAbort);
  }
}

async function readReply(options: AskOptions, signal: AbortSignal, heard: () => void): Promise<ReplyOutcome> {
  const history = options.messages.slice(-HISTORY_MESSAGES).map((m) => ({ type: m.type, content: m.content }));
  let response: Response;
  try {
    response = await fetch(`${options.origin ?? ""}/api/chat/${options.assistant}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "text/event-stream" },
      // The tab's visit goes with every message: a lead the server makes from the chat knows its entry page.
      body: JSON.stringify({ conversationId: options.conversationId, message: options.message, history, visit: storedVisit() }),
      signal,
    });
  } catch {
    return signal.aborted ? { kind: "aborted" } : { kind: "thrown" };
  }
  heard();
  if (!response.ok || !response.body) {
    let message: string | undefined;
    if (response.status === 429) {
      message = ((await response.json().catch(() => ({}))) as { error?: string }).error;
    }
    return { kind: "error", message };
  }

  let text = "";
  let failed = false;
  let lead: Partial<ChatLeadFields> | undefined;
  let engine: string | undefined;
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = "";
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      heard();
      buffer += value;
      let cut: number;
      while ((cut = buffer.indexOf("\n\n")) >= 0) {
        const chunk = parseEvent(buffer.slice(0, cut));
        buffer = buffer.slice(cut + 2);
        if (!chunk || chunk === "done") continue;
        switch (chunk.type) {
          case "text-delta":
            text += String(chunk.delta ?? "");
            options.onText?.(text);
            break;
          case "error":
            failed = true;
            break;
          case "data-lead":
            lead = chunk.data as Partial<ChatLeadFields>;
            break;
          case "start":
          case "finish": {
            const metadata = chunk.messageMetadata as { engine?: string } | undefined;
            engine = metadata?.engine ?? engine;
            break;
          }
        }
      }
    }
  } catch {
    if (signal.aborted) return { kind: "aborted" };
    return text.trim() ? { kind: "error" } : { kind: "thrown" };
  }
  if (failed) return { kind: "error" };
  if (!text.trim()) return { kind: "empty" };
  return { kind: "text", text: text.trim(), lead, engine };
}

export interface LeadOptions {
  assistant: AssistantName;
  conversationId: string;
  surface: "widget" | "home-card" | "demo";
  fields: ChatLeadFields;
  transcript: ChatTranscriptMessage[];
}

/**
 * Saves the conversation as a lead and returns what the assistant says next. A failed
 * attempt is retried with the same conversation id, which the server saves only once.
 */
export async function sendChatLead(options: LeadOptions): Promise<{ ok: true; text: string } | { ok: false }> {
  const body = JSON.stringify({
    conversationId: options.conversationId,
    surface: options.surface,
    page: window.location.pathname,
    fields: options.fields,
    transcript: options.transcript,
  });
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const res = await fetch(`/api/chat/${options.assistant}/lead`, { method: "POST", headers: { "Content-Type": "application/json" }, body });
      if (res.ok) {
        const json = (await res.json()) as { text?: string };
        if (json.text) return { ok: true, text: json.text };
        return { ok: false };
      }
      // A refused request will be refused again; only a server or network failure is retried.
      if (res.status < 500) return { ok: false };
    } catch {
      /* network: try again */
    }
    await new Promise((r) => setTimeout(r, 400 * (attempt + 1)));
  }
  return { ok: false };
}

export function newConversationId(): string {
  return crypto.randomUUID();
}

const AVA_CONVERSATION_KEY = "cc:ava-conversation";

/**
 * Ava's conversation id for this tab, shared by the home card and the panel (kept in
 * sessionStorage), so the server sees one conversation wherever the visitor talks to her.
 */
export function avaConversationId(): string {
  try {
    const known = sessionStorage.getItem(AVA_CONVERSATION_KEY);
    if (known) return known;
    const id = newConversationId();
    sessionStorage.setItem(AVA_CONVERSATION_KEY, id);
    return id;
  } catch {
    // Storage blocked (private mode, policy): one conversation per surface then.
    return newConversationId();
  }
}
