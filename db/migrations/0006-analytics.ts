import type { Kysely } from "kysely";

// Cookieless visit counting (docs/decisions/015-cookieless-visits-and-conversions.md).
// Self-contained: its own tables, and two nullable columns on leads.
export async function up(db: Kysely<unknown>): Promise<void> {
  // One row per counted visit (the entry page of a tab), kept a few days, then folded into
  // analytics_daily. `visitor` is a hash made with that day's salt: it cannot be tied to an
  // address, nor to the same visitor on another day.
  await db.schema
    .createTable("analytics_visits")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("day", "text", (c) => c.notNull())
    .addColumn("page", "text", (c) => c.notNull())
    .addColumn("source", "text", (c) => c.notNull())
    .addColumn("visitor", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("analytics_visits_day_idx").on("analytics_visits").columns(["day", "page", "source"]).execute();

  // Daily totals once the raw rows are gone. `*` in page or source is the day's total over
  // that dimension (unique visitors do not add up across pages, so each total is kept).
  await db.schema
    .createTable("analytics_daily")
    .addColumn("day", "text", (c) => c.notNull())
    .addColumn("page", "text", (c) => c.notNull())
    .addColumn("source", "text", (c) => c.notNull())
    .addColumn("visits", "integer", (c) => c.notNull())
    .addColumn("visitors", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("analytics_daily_pk", ["day", "page", "source"])
    .execute();

  // The day's salt of the visitor hash; deleted once its day is over.
  await db.schema
    .createTable("analytics_salts")
    .addColumn("day", "text", (c) => c.primaryKey())
    .addColumn("salt", "text", (c) => c.notNull())
    .execute();

  // The visit a lead came from, as the Traffic view names it.
  await db.schema.alterTable("leads").addColumn("entry_page", "text").execute();
  await db.schema.alterTable("leads").addColumn("entry_source", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("leads").dropColumn("entry_source").execute();
  await db.schema.alterTable("leads").dropColumn("entry_page").execute();
  await db.schema.dropTable("analytics_salts").execute();
  await db.schema.dropTable("analytics_daily").execute();
  await db.schema.dropTable("analytics_visits").execute();
}
