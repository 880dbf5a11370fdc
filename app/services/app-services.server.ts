import type { Env } from "./env.server";
import { describeDbError, openDatabase, type Db } from "./db.server";
import { createLeadStore, type LeadStore } from "./leads.server";
import type { Logger } from "./logger.server";
import { createRateLimiter, type RateLimiter } from "./rate-limit.server";
import { createOfferService, type OfferService } from "./offer.server";
import { createAdminAuth, type AdminAuth } from "./admin-auth.server";
import { createOutbox, type Outbox, type OutboxOptions } from "./outbox.server";
import { createLeadAdmin, type LeadAdmin } from "./lead-admin.server";
import { createChatService, type ChatService } from "./chat.server";
import { createConversationStore } from "./chat-conversations.server";

/** Everything a loader or action may use, created once per process by the server. */
export interface AppServices {
  env: Env;
  log: Logger;
  db: Db;
  leads: LeadStore;
  rateLimiter: RateLimiter;
  offers: OfferService;
  adminAuth: AdminAuth;
  leadAdmin: LeadAdmin;
  outbox: Outbox;
  chat: ChatService;
  close(): Promise<void>;
}

export interface ServiceOptions {
  /** Overrides of the outbox's timings (tests). */
  outbox?: Partial<OutboxOptions>;
  /** Start the background sender (the server does; tests may drive it themselves). */
  startOutbox?: boolean;
  /** Where the generated admin password is shown (stdout by default). */
  announce?: (text: string) => void;
}

/** Wires the services over an open database. */
export async function createServicesOn(db: Db, env: Env, log: Logger, options: ServiceOptions = {}): Promise<AppServices> {
  // Assigned once below; the lead store needs a way to wake it before it exists.
  // eslint-disable-next-line prefer-const
  let outbox: Outbox | undefined;
  const leads = createLeadStore(db, {
    notify: { email: env.ADMIN_NOTIFY_EMAIL, webhookUrl: env.WEBHOOK_URL },
    // A lead stored by this process is sent at once rather than at the next poll.
    onQueued: () => outbox?.kick(),
  });
  outbox = createOutbox({
    db,
    log: log.child({ component: "outbox" }),
    leads,
    siteUrl: env.PUBLIC_SITE_URL,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    webhookSecret: env.WEBHOOK_SECRET,
    ...options.outbox,
  });
  const adminAuth = createAdminAuth(db, { password: env.ADMIN_PASSWORD, log, announce: options.announce });
  await adminAuth.ensurePassword();
  if (env.SMTP_URL && !env.ADMIN_NOTIFY_EMAIL) log.warn("SMTP_URL is set but ADMIN_NOTIFY_EMAIL is not: no new-lead emails will be sent");
  if (options.startOutbox) outbox.start();
  const sender = outbox;
  const chat = createChatService({ env, log, conversations: createConversationStore(db), leads });
  await chat.warmUp();
  return {
    env,
    log,
    db,
    leads,
    rateLimiter: createRateLimiter(db, { enabled: env.RATE_LIMITS }),
    offers: await createOfferService(db),
    adminAuth,
    leadAdmin: createLeadAdmin(db, { leads, audit: adminAuth.audit }),
    outbox: sender,
    chat,
    async close() {
      await sender.stop();
      await db.close();
    },
  };
}

export async function createServices(env: Env, log: Logger): Promise<AppServices> {
  const db = await openDatabase({
    dataDir: env.DATA_DIR,
    databaseUrl: env.DATABASE_URL,
    // The pool replaces the connection; requests using it at that moment answer 503.
    onConnectionError: (error) => log.warn("database connection lost", { cause: describeDbError(error), code: (error as { code?: string }).code }),
  });
  log.info("database ready", { dialect: db.dialect });
  if (env.LLM_BASE_URL) log.info("chat answers with the LLM, the built-in engine standing by", { model: env.LLM_MODEL });
  else log.info("chat answers with the built-in engine (no LLM configured)");
  return createServicesOn(db, env, log, { startOutbox: true });
}
