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
import { captureConversationLead } from "./chat-lead-capture.server";
import { CONVERSATION_RETENTION_DAYS, createConversationStore, type ConversationStore } from "./chat-conversations.server";
import { createBackupSchedule, type BackupSchedule } from "./backup.server";
import { createAnalytics, type Analytics } from "./analytics.server";

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
  /** SQLite's backups (PostgreSQL's are pg_dump's, outside the site: null). */
  backups: BackupSchedule | null;
  /** Cookieless visit counting and the Traffic view. */
  analytics: Analytics;
  close(): Promise<void>;
}

export interface ServiceOptions {
  /** Overrides of the outbox's timings (tests). */
  outbox?: Partial<OutboxOptions>;
  /** Start the background work: the sender, and the hourly pruning of old chats (the server does; tests may drive them themselves). */
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
  const conversations = createConversationStore(db);
  // The chat captures leads through the same pipeline as every form, which needs the services being made here.
  // eslint-disable-next-line prefer-const
  let services: AppServices | undefined;
  const chat = createChatService({
    env,
    log,
    conversations,
    capture: (conversation, meta) => captureConversationLead({ services: services!, ...meta }, conversation),
  });
  await chat.warmUp();
  const analytics = createAnalytics(db, {
    log: log.child({ component: "analytics" }),
    siteHost: new URL(env.PUBLIC_SITE_URL).host,
    rateLimits: env.RATE_LIMITS,
    autoFlush: options.startOutbox,
  });
  const pruning = options.startOutbox ? startPruning(conversations, analytics, log) : undefined;
  const backups =
    db.dialect === "sqlite"
      ? createBackupSchedule({
          dataDir: env.DATA_DIR,
          backupDir: env.BACKUP_DIR,
          everyMs: env.BACKUP_EVERY,
          keep: env.BACKUP_KEEP,
          log: log.child({ component: "backup" }),
        })
      : null;
  if (options.startOutbox) backups?.start();
  services = {
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
    backups,
    analytics,
    async close() {
      if (pruning) clearInterval(pruning);
      // A backup in progress finishes first: its copy reads the database being closed.
      await backups?.stop();
      await sender.stop();
      await analytics.stop();
      await db.close();
    },
  };
  return services;
}

const PRUNE_EVERY_MS = 60 * 60 * 1000;

/**
 * Chats that never became a lead go after the retention period: checked at start and then
 * hourly, beside the outbox's polling. A failure is logged and tried again next hour.
 */
function startPruning(conversations: ConversationStore, analytics: Analytics, log: Logger) {
  const run = async () => {
    try {
      // Raw visits older than their days become daily totals; salts of days that are over go.
      const folded = await analytics.prune();
      if (folded.visits > 0) log.info("raw visits folded into daily totals", folded);
    } catch (error) {
      log.error("folding raw visits failed; tried again in an hour", { error });
    }
    try {
      const removed = await conversations.pruneWithoutLead();
      if (removed > 0) log.info("old chat conversations without a lead removed", { removed, retentionDays: CONVERSATION_RETENTION_DAYS });
    } catch (error) {
      log.error("pruning old chat conversations failed; tried again in an hour", { error });
    }
  };
  void run();
  const timer = setInterval(() => void run(), PRUNE_EVERY_MS);
  timer.unref();
  return timer;
}

export async function createServices(env: Env, log: Logger): Promise<AppServices> {
  const db = await openDatabase({
    dataDir: env.DATA_DIR,
    databaseUrl: env.DATABASE_URL,
    // The pool replaces the connection; requests using it at that moment answer 503.
    onConnectionError: (error) => log.warn("database connection lost", { cause: describeDbError(error), code: (error as { code?: string }).code }),
    onCheckpointError: (cause) => log.error("SQLite checkpoint failed", { cause }),
  });
  log.info("database ready", { dialect: db.dialect });
  if (env.LLM_BASE_URL) log.info("chat answers with the LLM, the built-in engine standing by", { model: env.LLM_MODEL });
  else log.info("chat answers with the built-in engine (no LLM configured)");
  return createServicesOn(db, env, log, { startOutbox: true });
}
