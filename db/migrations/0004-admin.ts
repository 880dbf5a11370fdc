import type { Kysely } from "kysely";

// Admin sessions, the notification outbox and an audit trail of privacy actions.
// Dialect-neutral like the others: text ids, ISO-8601 UTC timestamps as text.
export async function up(db: Kysely<unknown>): Promise<void> {
  // A session row is keyed by a hash of the cookie's id: a copy of the table does not log
  // anyone in.
  await db.schema
    .createTable("admin_sessions")
    .addColumn("id_hash", "text", (c) => c.primaryKey())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("last_seen_at", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addColumn("ip", "text")
    .addColumn("user_agent", "text")
    .execute();
  await db.schema.createIndex("admin_sessions_expires_idx").on("admin_sessions").column("expires_at").execute();

  // One row per message to deliver; written in the same transaction as the lead it is
  // about, so a stored lead always has its notifications queued.
  await db.schema
    .createTable("outbox")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("lead_id", "text", (c) => c.references("leads.id").onDelete("cascade"))
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("target", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("next_attempt_at", "text", (c) => c.notNull())
    .addColumn("locked_by", "text")
    .addColumn("locked_until", "text")
    .addColumn("last_error", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("sent_at", "text")
    .execute();
  await db.schema.createIndex("outbox_due_idx").on("outbox").columns(["status", "next_attempt_at"]).execute();
  await db.schema.createIndex("outbox_lead_idx").on("outbox").column("lead_id").execute();

  // Deleting a lead deletes its history with it; this keeps the fact (never the data).
  await db.schema
    .createTable("admin_audit")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("action", "text", (c) => c.notNull())
    .addColumn("lead_id", "text")
    .addColumn("actor", "text", (c) => c.notNull())
    .addColumn("detail", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("admin_audit_created_idx").on("admin_audit").column("created_at").execute();
  // The weekly chart reads leads by age and source.
  await db.schema.createIndex("leads_source_created_idx").on("leads").columns(["created_at", "source"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("leads_source_created_idx").execute();
  await db.schema.dropTable("admin_audit").execute();
  await db.schema.dropTable("outbox").execute();
  await db.schema.dropTable("admin_sessions").execute();
}
