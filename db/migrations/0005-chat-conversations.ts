import type { Kysely } from "kysely";

// What each chat conversation has learned (the dialogue state) and its transcript, keyed by
// the conversation id the browser made, so any server instance can carry on a conversation.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("chat_conversations")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("assistant", "text", (c) => c.notNull())
    .addColumn("state", "text", (c) => c.notNull())
    .addColumn("transcript", "text", (c) => c.notNull())
    .addColumn("lead_id", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("chat_conversations_updated_idx").on("chat_conversations").column("updated_at").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("chat_conversations").execute();
}
