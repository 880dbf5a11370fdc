/**
 * Chat conversations kept in the database: the dialogue state and the transcript, keyed by the assistant and the conversation id the browser made.
 * Every server instance reads the same row, so a conversation carries on whichever instance answers, and the home card and the panel share it when
 * they share the id.
 */
import type { ChatTranscriptMessage } from "#app/domain/chat-lead-rules.ts";
import { MAX_TRANSCRIPT_MESSAGES } from "#app/domain/chat-limits.ts";
import { fromStored, emptyState, type ChatState } from "./chat/state.server";
import type { AssistantId } from "./chat/types.server";
import type { Db } from "./db.server";

export interface Conversation {
  assistant: AssistantId;
  conversationId: string;
  state: ChatState;
  transcript: ChatTranscriptMessage[];
  leadId: string | null;
  /** False until the first save. */
  stored: boolean;
}

/**
 * A conversation that never became a lead is deleted this long after its last message: long enough for a visitor to come back to it, short enough
 * that chats with no purpose for the business are not kept for ever. A conversation that is a lead is kept (the lead has its transcript; the operator
 * decides about the lead).
 */
export const CONVERSATION_RETENTION_DAYS = 90;
const DAY_MS = 24 * 60 * 60 * 1000;

const key = (assistant: AssistantId, conversationId: string) => `${assistant}:${conversationId}`;

function parse<T>(text: string, fallback: T): T {
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

export function createConversationStore(db: Db) {
  const k = db.kysely;

  async function load(assistant: AssistantId, conversationId: string): Promise<Conversation> {
    const row = await k.selectFrom("chat_conversations").selectAll().where("id", "=", key(assistant, conversationId)).executeTakeFirst();
    if (!row) return { assistant, conversationId, state: emptyState(), transcript: [], leadId: null, stored: false };
    return {
      assistant,
      conversationId,
      state: fromStored(parse<unknown>(row.state, emptyState())),
      transcript: parse<ChatTranscriptMessage[]>(row.transcript, []),
      leadId: row.lead_id,
      stored: true,
    };
  }

  async function save(conversation: Conversation): Promise<void> {
    const stamp = new Date().toISOString();
    const values = {
      state: JSON.stringify(conversation.state),
      // The oldest messages go first when a conversation runs very long; the lead keeps what it had.
      transcript: JSON.stringify(conversation.transcript.slice(-MAX_TRANSCRIPT_MESSAGES)),
      lead_id: conversation.leadId,
      updated_at: stamp,
    };
    await k
      .insertInto("chat_conversations")
      .values({ id: key(conversation.assistant, conversation.conversationId), assistant: conversation.assistant, created_at: stamp, ...values })
      .onConflict((oc) => oc.column("id").doUpdateSet(values))
      .execute();
    conversation.stored = true;
  }

  /**
   * Deletes the conversations with no lead whose last message is older than the retention
   * period; returns how many went. Safe to run from any number of instances at once.
   */
  async function pruneWithoutLead(now = Date.now(), retentionDays = CONVERSATION_RETENTION_DAYS): Promise<number> {
    const cutoff = new Date(now - retentionDays * DAY_MS).toISOString();
    const result = await k.deleteFrom("chat_conversations").where("lead_id", "is", null).where("updated_at", "<", cutoff).executeTakeFirst();
    return Number(result.numDeletedRows ?? 0n);
  }

  return { load, save, pruneWithoutLead };
}

export type ConversationStore = ReturnType<typeof createConversationStore>;
