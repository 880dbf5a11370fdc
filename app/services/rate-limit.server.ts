import { sql, type Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import type { Db } from "./db.server";

export interface RateLimitRule {
  /** Route class, e.g. "lead" or "login". */
  name: string;
  limit: number;
  windowMs: number;
}

export interface RateLimitResult {
  allowed: boolean;
  /** Seconds until the current window ends. */
  retryAfter: number;
  count: number;
}

export const rules = {
  /** Public form submissions per client IP. */
  lead: { name: "lead", limit: 10, windowMs: 10 * 60_000 },
  /** Admin sign-in attempts per client IP; a successful sign-in clears the count. */
  login: { name: "login", limit: 10, windowMs: 15 * 60_000 },
  /** Chat messages per client IP: a brisk conversation sends a few a minute. */
  chat: { name: "chat", limit: 40, windowMs: 10 * 60_000 },
  /** Leads saved from chat per client IP; kept apart from the forms so a chat never uses up their allowance. */
  chatLead: { name: "chat-lead", limit: 10, windowMs: 10 * 60_000 },
} satisfies Record<string, RateLimitRule>;

/**
 * Counts a hit in the database (so the limit holds across processes and restarts) and
 * says whether it is within the rule.
 */
export function createRateLimiter(db: Db, options: { enabled: boolean; now?: () => number }) {
  const now = options.now ?? Date.now;
  let hits = 0;
  return {
    enabled: options.enabled,
    async hit(rule: RateLimitRule, client: string): Promise<RateLimitResult> {
      if (!options.enabled) return { allowed: true, retryAfter: 0, count: 0 };
      const t = now();
      const start = Math.floor(t / rule.windowMs) * rule.windowMs;
      const bucket = `${rule.name}:${client}`;
      const windowStart = new Date(start).toISOString();
      const row = await db.kysely
        .insertInto("rate_limits")
        .values({ bucket, window_start: windowStart, count: 1 })
        .onConflict((oc) => oc.columns(["bucket", "window_start"]).doUpdateSet({ count: sql<number>`rate_limits.count + 1` }))
        .returning("count")
        .executeTakeFirstOrThrow();
      // Now and then, forget windows that ended more than a day ago.
      if (++hits % 200 === 0) {
        await db.kysely
          .deleteFrom("rate_limits")
          .where("window_start", "<", new Date(t - 86_400_000).toISOString())
          .execute();
      }
      const count = Number(row.count);
      return { allowed: count <= rule.limit, retryAfter: Math.ceil((start + rule.windowMs - t) / 1000), count };
    },
    /** Forget a client's count for a rule (e.g. after a successful sign-in). */
    async reset(rule: RateLimitRule, client: string, executor: Kysely<Database> = db.kysely): Promise<void> {
      await executor.deleteFrom("rate_limits").where("bucket", "=", `${rule.name}:${client}`).execute();
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
