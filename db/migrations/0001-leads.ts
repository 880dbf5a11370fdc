import type { Kysely } from "kysely";

// Dialect-neutral: text ids and ISO timestamps work the same on SQLite and PostgreSQL.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("leads")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("source", "text", (c) => c.notNull())
    .addColumn("idempotency_key", "text", (c) => c.notNull().unique())
    .addColumn("name", "text")
    .addColumn("email", "text")
    .addColumn("phone", "text")
    .addColumn("business_type", "text")
    .addColumn("budget_range", "text")
    .addColumn("timeline", "text")
    .addColumn("goals", "text")
    .addColumn("notes", "text")
    .addColumn("lead_status", "text", (c) => c.notNull())
    .addColumn("project_interested", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("conversation_summary", "text")
    .addColumn("business_address", "text")
    .addColumn("current_website", "text")
    .addColumn("details", "text")
    .addColumn("referrer", "text")
    .addColumn("utm_source", "text")
    .addColumn("utm_medium", "text")
    .addColumn("utm_campaign", "text")
    .addColumn("utm_term", "text")
    .addColumn("utm_content", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  // Newest-first listing, overall and per status, pages by (created_at, id).
  await db.schema.createIndex("leads_created_idx").on("leads").columns(["created_at", "id"]).execute();
  await db.schema.createIndex("leads_status_created_idx").on("leads").columns(["lead_status", "created_at", "id"]).execute();

  await db.schema
    .createTable("lead_events")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("lead_id", "text", (c) => c.notNull().references("leads.id").onDelete("cascade"))
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("field", "text")
    .addColumn("old_value", "text")
    .addColumn("new_value", "text")
    .addColumn("actor", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("lead_events_lead_idx").on("lead_events").columns(["lead_id", "created_at"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("lead_events").execute();
  await db.schema.dropTable("leads").execute();
}
