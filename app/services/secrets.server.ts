import { randomBytes } from "node:crypto";
import type { Db } from "./db.server";

/**
 * A named secret made once and kept in the database, so every process signs and checks
 * with the same key and a restart does not invalidate what was signed.
 */
export async function getOrCreateSecret(db: Db, name: string): Promise<Buffer> {
  await db.kysely
    .insertInto("app_secrets")
    .values({ name, value: randomBytes(32).toString("base64"), created_at: new Date().toISOString() })
    .onConflict((oc) => oc.column("name").doNothing())
    .execute();
  const row = await db.kysely.selectFrom("app_secrets").select("value").where("name", "=", name).executeTakeFirstOrThrow();
  return Buffer.from(row.value, "base64");
}
