import { useCallback, useRef, useState } from "react";
import type { ChatLeadFields, ChatTranscriptMessage } from "~/domain/chat-lead-rules";
import type { AssistantName } from "~/domain/chat-limits";
import { askAssistant, avaConversationId, newConversationId } from "./chat-client";

export interface ChatMessage extends ChatTranscriptMessage {
  id: string;
}

export type FailureKind = "empty" | "error" | "thrown";

export interface ConversationConfig {
  assistant: AssistantName;
  surface: "widget" | "demo";
  /** The assistant's line when a call fails, by how it failed. */
  failureText: (kind: FailureKind) => string;
  /** How long the typing indicator shows at least, in ms (picked per reply). */
  replyDelayMs?: () => number;
  /**
   * No longer read: the server captures the lead. Kept so callers written before that still
   * compile; remove together with their `leadRule`.
   */
  leadRule?: (ctx: { hadContact: boolean; fields: ChatLeadFields; messageCount: number }) => boolean;
  /** The conversation to carry on (the home card's, when the panel opens from it). */
  conversationId?: string;
}

let counter = 0;
const messageId = () => `m${Date.now().toString(36)}${(counter++).toString(36)}`;

/** A conversation with one assistant: messages and waiting state; the server keeps the rest. */
export function useChatConversation(config: ConversationConfig) {
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [waiting, setWaiting] = useState(false);
  const messagesRef = useRef<ChatMessage[]>([]);
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

  const send = useCallback(
    async (raw: string) => {
      const content = raw.trim();
      // Blank messages are ignored, and one message at a time.
      if (!content || waitingRef.current) return;
      const cfg = configRef.current;
      conversationId.current ??= cfg.assistant === "ava" ? avaConversationId() : newConversationId();
      const before = messagesRef.current;
      const all = [...before, { id: messageId(), type: "user" as const, content, timestamp: new Date().toISOString() }];
      commit(all);
      waitingRef.current = true;
      setWaiting(true);

      const started = performance.now();
      const delay = cfg.replyDelayMs?.() ?? 0;
      const paced = () => new Promise((r) => setTimeout(r, Math.max(0, delay - (performance.now() - started))));

      try {
        // The server remembers the conversation by its id and turns it into a lead itself.
        const outcome = await askAssistant({
          assistant: cfg.assistant,
          conversationId: conversationId.current,
          message: content,
          messages: before,
        });
        await paced();
        if (outcome.kind === "aborted") return;
        if (outcome.kind !== "text") {
          addBot(outcome.kind === "error" && outcome.message ? outcome.message : cfg.failureText(outcome.kind));
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

  return { messages, waiting, send, addBot };
}
