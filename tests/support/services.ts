import { parseEnv } from "~/services/env.server";
import { createLogger } from "~/services/logger.server";
import { createLeadStore } from "~/services/leads.server";
import { createRateLimiter } from "~/services/rate-limit.server";
import { createOfferService } from "~/services/offer.server";
import { createChatService } from "~/services/chat.server";
import type { AppServices } from "~/services/app-services.server";
import type { Db } from "~/services/db.server";

/** The server's services over a test database, logging nowhere. */
export async function makeTestServices(db: Db, envSource: Record<string, string> = {}): Promise<AppServices> {
  const env = parseEnv(envSource);
  const log = createLogger({ write: () => {} });
  return {
    env,
    log,
    db,
    leads: createLeadStore(db),
    rateLimiter: createRateLimiter(db, { enabled: env.RATE_LIMITS }),
    offers: await createOfferService(db),
    chat: createChatService({ env, log }),
    close: async () => {},
  };
}
