import { useCallback, useRef, useState } from "react";
import {
  absorbMessage,
  asksForName,
  emptyLeadFields,
  type ChatLeadFields,
  type ChatTranscriptMessage,
} from "~/domain/chat-lead-rules";
import type { AssistantName } from "~/domain/chat-limits";
import { askAssistant, avaConversationId, newConversationId, sendChatLead } from "./chat-client";

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
  /** Whether this message turns the conversation into a lead. */
  leadRule: (ctx: { hadContact: boolean; fields: ChatLeadFields; messageCount: number }) => boolean;
}

let counter = 0;
const messageId = () => `m${Date.now().toString(36)}${(counter++).toString(36)}`;

/** A conversation with one assistant: messages, waiting state, lead fields and the lead. */
export function useChatConversation(config: ConversationConfig) {
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [waiting, setWaiting] = useState(false);
  const messagesRef = useRef<ChatMessage[]>([]);
  const waitingRef = useRef(false);
  const fieldsRef = useRef<ChatLeadFields>(emptyLeadFields());
  const leadSentRef = useRef(false);
  const conversationId = useRef<string | null>(null);
  const configRef = useRef(config);
  configRef.current = config;

  const commit = (next: ChatMessage[]) => {
    messagesRef.current = next;
    setMessages(next);
  };

  const addBot = useCallback((content: string) => {
    commit([...messagesRef.current, { id: messageId(), type: "bot", content, timestamp: new Date().toISOString() }]);
  }, []);

  const send = useCallback(async (raw: string) => {
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

    const lastBot = [...before].reverse().find((m) => m.type === "bot");
    const absorbed = absorbMessage(fieldsRef.current, content, {
      messageCount: all.length,
      nameExpected: Boolean(lastBot && asksForName(lastBot.content)),
    });
    fieldsRef.current = absorbed.fields;

    const started = performance.now();
    const delay = cfg.replyDelayMs?.() ?? 0;
    const paced = () => new Promise((r) => setTimeout(r, Math.max(0, delay - (performance.now() - started))));

    const saveLead = async () => {
      const saved = await sendChatLead({
        assistant: cfg.assistant,
        conversationId: conversationId.current!,
        surface: cfg.surface,
        fields: fieldsRef.current,
        transcript: messagesRef.current.map(({ type, content: c, timestamp }) => ({ type, content: c, timestamp })),
      });
      if (saved.ok) leadSentRef.current = true;
      return saved.ok ? saved.text : cfg.failureText("error");
    };
    const leadDue = () =>
      !leadSentRef.current &&
      cfg.leadRule({ hadContact: absorbed.hadContact, fields: fieldsRef.current, messageCount: all.length });

    try {
      if (leadDue()) {
        const line = await saveLead();
        await paced();
        addBot(line);
        return;
      }
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
      if (outcome.lead) {
        // The model picked up details the rules missed ("I'm Dana" to a question about prices).
        const lead = outcome.lead;
        fieldsRef.current = {
          ...fieldsRef.current,
          ...Object.fromEntries(Object.entries(lead).filter(([k, v]) => k !== "services" && typeof v === "string" && v)),
          services: lead.services?.length ? lead.services : fieldsRef.current.services,
        };
        if (leadDue()) addBot(await saveLead());
      }
    } finally {
      waitingRef.current = false;
      setWaiting(false);
    }
  }, [addBot]);

  return { messages, waiting, send, addBot };
}
