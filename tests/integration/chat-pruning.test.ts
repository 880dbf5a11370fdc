import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emptyState } from "#app/services/chat/state.server.ts";
import { CONVERSATION_RETENTION_DAYS, createConversationStore, type Conversation } from "#app/services/chat-conversations.server.ts";
import { makePgDatabase, makeSqliteDatabase, type TestDatabase } from "../support/databases";

const DAY = 24 * 60 * 60 * 1000;

/** A conversation as the chat saves it (its age is set afterwards). */
function conversation(id: string, leadId: string | null): Conversation {
  return {
    assistant: "ava",
    conversationId: id,
    state: emptyState(),
    transcript: [{ type: "user", content: `hello from ${id}`, timestamp: new Date().toISOString() }],
    leadId,
    stored: false,
  };
}

describe.each([
  { dialect: "sqlite", make: makeSqliteDatabase },
  { dialect: "postgres", make: makePgDatabase },
])("old chat conversations without a lead are pruned on $dialect", ({ make }) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await make();
  });
  afterAll(async () => {
    await t?.dispose();
  });

  it(`removes only conversations with no lead, last touched more than ${CONVERSATION_RETENTION_DAYS} days ago`, async () => {
    const store = createConversationStore(t.db);
    const stamp = (id: string, daysAgo: number) =>
      t.db.kysely
        .updateTable("chat_conversations")
        .set({ updated_at: new Date(Date.now() - daysAgo * DAY).toISOString() })
        .where("id", "=", `ava:${id}`)
        .execute();
    // The lead behind a captured conversation; the conversation refers to it by id only.
    for (const [id, lead, daysAgo] of [
      ["old-no-lead", null, CONVERSATION_RETENTION_DAYS + 1],
      ["old-lead", "lead-1", CONVERSATION_RETENTION_DAYS + 30],
      ["recent-no-lead", null, CONVERSATION_RETENTION_DAYS - 1],
      ["today", null, 0],
    ] as const) {
      await store.save(conversation(id, lead));
      await stamp(id, daysAgo);
    }

    expect(await store.pruneWithoutLead()).toBe(1);
    expect((await store.load("ava", "old-no-lead")).stored).toBe(false);
    const kept = await store.load("ava", "old-lead");
    expect(kept.stored).toBe(true);
    expect(kept.transcript[0]?.content).toBe("hello from old-lead");
    expect((await store.load("ava", "recent-no-lead")).stored).toBe(true);
    expect((await store.load("ava", "today")).stored).toBe(true);
    // Run again (another instance, the next hour): nothing more to remove.
    expect(await store.pruneWithoutLead()).toBe(0);
  });
});
