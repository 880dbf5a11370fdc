import type { Kysely } from "kysely";

// Server secrets made at first start (shared by every process through the database), and
// the booking offers already redeemed, so a signed offer gives its discount once.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("app_secrets")
    .addColumn("name", "text", (c) => c.primaryKey())
    .addColumn("value", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createTable("offer_redemptions")
    .addColumn("offer_id", "text", (c) => c.primaryKey())
    .addColumn("lead_id", "text", (c) => c.notNull())
    .addColumn("redeemed_at", "text", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("offer_redemptions").execute();
  await db.schema.dropTable("app_secrets").execute();
}
