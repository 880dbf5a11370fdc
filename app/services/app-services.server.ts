import type { Env } from "./env.server";
import { openDatabase, type Db } from "./db.server";
import { createLeadStore, type LeadStore } from "./leads.server";
import type { Logger } from "./logger.server";
import { createRateLimiter, type RateLimiter } from "./rate-limit.server";
import { createOfferService, type OfferService } from "./offer.server";
import { createChatService, type ChatService } from "./chat.server";

/** Everything a loader or action may use, created once per process by the server. */
export interface AppServices {
  env: Env;
  log: Logger;
  db: Db;
  leads: LeadStore;
  rateLimiter: RateLimiter;
  offers: OfferService;
  chat: ChatService;
  close(): Promise<void>;
}

export async function createServices(env: Env, log: Logger): Promise<AppServices> {
  const db = await openDatabase({ dataDir: env.DATA_DIR, databaseUrl: env.DATABASE_URL });
  log.info("database ready", { dialect: db.dialect });
  if (env.LLM_BASE_URL) log.info("chat answers with the LLM, the built-in engine standing by", { model: env.LLM_MODEL });
  else log.info("chat answers with the built-in engine (no LLM configured)");
  return {
    env,
    log,
    db,
    leads: createLeadStore(db),
    rateLimiter: createRateLimiter(db, { enabled: env.RATE_LIMITS }),
    offers: await createOfferService(db),
    chat: createChatService({ env, log }),
    async close() {
      await db.close();
    },
  };
}
