import { useCallback, useRef, useState } from "react";
import type { ChatLeadFields, ChatTranscriptMessage } from "#app/domain/chat-lead-rules.ts";
import type { AssistantName } from "#app/domain/chat-limits.ts";
import { REPLY_STALL_MS } from "#app/domain/chat-timing.ts";
import { askAssistant, avaConversationId, newConversationId, type ReplyOutcome } from "./chat-client";

export interface ChatMessage extends ChatTranscriptMessage {
  id: string;
}

export type FailureKind = "empty" | "error" | "thrown" | "stalled";

export interface ConversationConfig {
  assistant: AssistantName;
  surface: "widget" | "demo";
  /** The assistant's line when a call fails, by how it failed. */
  failureText: (kind: FailureKind) => string;
  /** How long the typing indicator shows at least, in ms (picked per reply). */
  replyDelayMs?: () => number;
  /** No longer read: the server captures the lead. Kept so callers written before that still compile; remove together with their `leadRule`. */
  leadRule?: (ctx: { hadContact: boolean; fields: ChatLeadFields; messageCount: number }) => boolean;
  /** The conversation to carry on (the home card's, when the panel opens from it). */
  conversationId?: string;
  /** Messages already said elsewhere in this conversation (the home card's), shown first and sent as history. */
  initialMessages?: () => ChatTranscriptMessage[];
}

let counter = 0;
const messageId = () => `m${Date.now().toString(36)}${(counter++).toString(36)}`;

/** A conversation with one assistant: messages and waiting state; the server keeps the rest. */
export function useChatConversation(config: ConversationConfig) {
  const [messages, setMessages] = useState<ChatMessage[]>(() => (config.initialMessages?.() ?? []).map((m) => ({ ...m, id: messageId() })));
  const [waiting, setWaiting] = useState(false);
  /** The visitor's message whose reply failed, offered to send again (it stays in the conversation). */
  const [retryable, setRetryable] = useState<string | null>(null);
  const messagesRef = useRef<ChatMessage[]>(messages);
  const waitingRef = useRef(false);
  const conversationId = useRef<string | null>(config.conversationId ?? null);
  const configRef = useRef(config);
  configRef.current = config;

  const commit = (next: ChatMessage[]) => {
    messagesRef.current = next;
    setMessages(next);
  };

  const addBot = useCallback((content: string) => {
    commit([...messagesRef.current, { id: messageId(), type: "bot", content, timestamp: new Date().toISOString() }]);
  }, []);

  /**
   * Shows the visitor's message (unless it is sent again after a failure: it is already there),
   * waits for `reply` (which keeps the assistant's pacing) and shows the answer.
   */
  const exchange = useCallback(
    async (content: string, again: boolean, reply: (before: ChatMessage[]) => Promise<ReplyOutcome>) => {
      setRetryable(null);
      // Sent again: the message is already in the conversation; the history is what came before it.
      const shown = messagesRef.current;
      const at = again ? shown.map((m) => m.type === "user" && m.content === content).lastIndexOf(true) : -1;
      const before = at >= 0 ? shown.slice(0, at) : shown;
      if (!again) commit([...shown, { id: messageId(), type: "user" as const, content, timestamp: new Date().toISOString() }]);
      waitingRef.current = true;
      setWaiting(true);
      try {
        const outcome = await reply(before);
        if (outcome.kind === "aborted") return;
        if (outcome.kind !== "text") {
          addBot(outcome.kind === "error" && outcome.message ? outcome.message : configRef.current.failureText(outcome.kind));
          // A refusal (rate limit) or an empty answer would be the same again; a failure or a stall may not be.
          if (outcome.kind === "stalled" || outcome.kind === "thrown" || (outcome.kind === "error" && !outcome.message)) setRetryable(content);
          return;
        }
        addBot(outcome.text);
      } finally {
        waitingRef.current = false;
        setWaiting(false);
      }
    },
    [addBot],
  );

  const ask = useCallback(
    async (content: string, again: boolean) => {
      // Blank messages are ignored, and one message at a time.
      if (!content || waitingRef.current) return;
      const cfg = configRef.current;
      const id = (conversationId.current ??= cfg.assistant === "ava" ? avaConversationId() : newConversationId());
      const started = performance.now();
      const delay = cfg.replyDelayMs?.() ?? 0;
      await exchange(content, again, async (before) => {
        // The server remembers the conversation by its id and turns it into a lead itself.
        const outcome = await askAssistant({ assistant: cfg.assistant, conversationId: id, message: content, messages: before });
        await new Promise((r) => setTimeout(r, Math.max(0, delay - (performance.now() - started))));
        return outcome;
      });
    },
    [exchange],
  );

  const send = useCallback((raw: string) => ask(raw.trim(), false), [ask]);
  /** Sends the failed message again, without adding it to the conversation a second time. */
  const retry = useCallback(() => (retryable ? ask(retryable, true) : Promise.resolve()), [ask, retryable]);

  /**
   * Carries on an exchange the page's boot script started before this code was there: the message is already sent (never again), its reply shows when
   * it comes, and the conversation goes on under the same id.
   */
  const adopt = useCallback(
    async (asked: { message: string; conversationId: string; done: Promise<ReplyOutcome> }) => {
      if (waitingRef.current) return;
      conversationId.current = asked.conversationId;
      // The boot script's request keeps no clock of its own: it is given up as askAssistant would give up its own.
      let timer: ReturnType<typeof setTimeout> | undefined;
      const stalled = new Promise<ReplyOutcome>((resolve) => (timer = setTimeout(() => resolve({ kind: "stalled" }), REPLY_STALL_MS)));
      await exchange(asked.message, false, () => Promise.race([asked.done, stalled]).finally(() => clearTimeout(timer)));
    },
    [exchange],
  );

  return { messages, waiting, send, adopt, addBot, retryable, retry };
}
