import type { Kysely } from "kysely";

// The raw visits' index on (day, page, source) put each visit of a batch on a different page of
// the index (visits arrive in no order of page or source), so every batch commit and checkpoint
// rewrote dozens of index pages: about 8 MiB written for 500 visits, against 0.7 MiB with an
// index on the day alone, where visits arrive in order and land at its end. Every query of the
// raw visits selects by day (the Traffic view's period, the daily fold) and groups the few days
// it keeps (docs/decisions/017-cookieless-visits-and-conversions.md).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("analytics_visits_day_idx").execute();
  await db.schema.createIndex("analytics_visits_by_day_idx").on("analytics_visits").column("day").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("analytics_visits_by_day_idx").execute();
  await db.schema.createIndex("analytics_visits_day_idx").on("analytics_visits").columns(["day", "page", "source"]).execute();
}
