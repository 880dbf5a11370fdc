import os from "node:os";
import { randomUUID } from "node:crypto";
import { sql, type ExpressionBuilder, type Selectable } from "kysely";
import nodemailer from "nodemailer";
import type { Database, OutboxTable } from "../../db/schema.ts";
import type { Db } from "./db.server";
import type { Logger } from "./logger.server";
import type { LeadStore } from "./leads.server";
import { DELIVERY_HEADER, leadEmail, leadWebhookBody, SIGNATURE_HEADER, signWebhook, TIMESTAMP_HEADER } from "./notify-messages.server";
import { site } from "#content/site.ts";

export type OutboxRow = Selectable<OutboxTable>;

export interface OutboxOptions {
  db: Db;
  log: Logger;
  leads: Pick<LeadStore, "getLead">;
  siteUrl: string;
  smtpUrl?: string;
  mailFrom?: string;
  webhookSecret?: string;
  /** How often each process looks for due messages. */
  pollMs?: number;
  /** A claimed row is this process's for this long; after it, another process may take it. */
  leaseMs?: number;
  /** First retry after about this long, doubling each time up to maxBackoffMs. */
  baseBackoffMs?: number;
  maxBackoffMs?: number;
  /** A message still undelivered this long after it was queued is marked failed. */
  giveUpAfterMs?: number;
  /** Rows claimed at once (sent in parallel). */
  batchSize?: number;
  /** SMTP timeouts: connecting, waiting for the greeting, silence on the socket. */
  smtp?: { connectionTimeout?: number; greetingTimeout?: number; socketTimeout?: number };
  webhookTimeoutMs?: number;
  now?: () => number;
  random?: () => number;
}

export interface NotificationStatus {
  id: string;
  kind: string;
  target: string;
  status: string;
  attempts: number;
  lastError: string | null;
  nextAttemptAt: string;
  sentAt: string | null;
  createdAt: string;
}

export interface OutboxStats {
  pending: number;
  failed: number;
  sent: number;
  /** Age of the oldest undelivered message, in seconds (0 when none). */
  oldestPendingSeconds: number;
  /** This process's last failed attempt (only counts and times reach /readyz). */
  lastError: { at: string; kind: string; message: string } | null;
  /** The most recent error stored on a waiting or failed row, whichever process hit it. */
  lastErrorText: string | null;
}

const clipError = (e: unknown) =>
  String(e instanceof Error ? e.message : e)
    .replace(/\s+/g, " ")
    .slice(0, 500);

/**
 * The transactional outbox's sender. Every server process runs one; a row is claimed by an
 * atomic UPDATE that sets a lease (with FOR UPDATE SKIP LOCKED on PostgreSQL), so with any
 * number of processes each message is sent by one of them. Delivery is at least once: a
 * process that dies mid-send leaves a lease that runs out, and another sends again.
 * Nothing here runs on a request's path.
 */
export function createOutbox(options: OutboxOptions) {
  const { db, log } = options;
  const k = db.kysely;
  const now = options.now ?? Date.now;
  const random = options.random ?? Math.random;
  const iso = (t: number) => new Date(t).toISOString();
  const pollMs = options.pollMs ?? 2_000;
  const leaseMs = options.leaseMs ?? 120_000;
  const baseBackoffMs = options.baseBackoffMs ?? 10_000;
  const maxBackoffMs = options.maxBackoffMs ?? 30 * 60_000;
  const giveUpAfterMs = options.giveUpAfterMs ?? 3 * 24 * 60 * 60_000;
  const batchSize = options.batchSize ?? 5;
  const me = `${os.hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const from = options.mailFrom ?? `${site.name} website <no-reply@${new URL(options.siteUrl).hostname || "localhost"}>`;

  const transport = options.smtpUrl
    ? nodemailer.createTransport({
        url: options.smtpUrl,
        connectionTimeout: options.smtp?.connectionTimeout ?? 10_000,
        greetingTimeout: options.smtp?.greetingTimeout ?? 10_000,
        socketTimeout: options.smtp?.socketTimeout ?? 30_000,
      } as Parameters<typeof nodemailer.createTransport>[0])
    : undefined;

  let timer: ReturnType<typeof setInterval> | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;
  let lastError: OutboxStats["lastError"] = null;

  /** Exponential backoff with ±25% jitter, so processes and messages do not retry in step. */
  function backoff(attempts: number): number {
    const base = Math.min(maxBackoffMs, baseBackoffMs * 2 ** Math.max(0, attempts - 1));
    return Math.round(base * (0.75 + random() * 0.5));
  }

  async function claim(): Promise<OutboxRow[]> {
    const t = now();
    const at = iso(t);
    const due = (eb: ExpressionBuilder<Database, "outbox">) =>
      eb.and([
        eb("status", "in", ["pending", "sending"]),
        eb("next_attempt_at", "<=", at),
        eb.or([eb("locked_until", "is", null), eb("locked_until", "<", at)]),
      ]);
    // A plain read first: an idle queue (the usual case) costs no write lock, which on SQLite
    // would make lead inserts wait.
    const any = await k.selectFrom("outbox").select("id").where(due).limit(1).executeTakeFirst();
    if (!any) return [];
    let candidates = k.selectFrom("outbox").select("id").where(due).orderBy("next_attempt_at").limit(batchSize);
    // PostgreSQL: rows another process is claiming right now are skipped, not waited for.
    // SQLite runs one writer at a time, so the UPDATE below is atomic there by itself.
    if (db.dialect === "postgres") candidates = candidates.forUpdate().skipLocked();
    return (
      k
        .updateTable("outbox")
        .set({ status: "sending", locked_by: me, locked_until: iso(t + leaseMs), attempts: sql<number>`attempts + 1` })
        .where("id", "in", candidates)
        // Checked again on the row itself, in case it changed between the two reads.
        .where((eb) => eb.or([eb("locked_until", "is", null), eb("locked_until", "<", at)]))
        .returningAll()
        .execute()
    );
  }

  async function deliver(row: OutboxRow): Promise<void> {
    const lead = row.lead_id ? await options.leads.getLead(row.lead_id) : undefined;
    if (!lead) {
      // The lead was deleted (privacy request) after this was queued: nothing to tell.
      await k.deleteFrom("outbox").where("id", "=", row.id).execute();
      return;
    }
    if (row.kind === "email") {
      if (!transport) throw new Error("SMTP_URL is not set");
      const m = leadEmail(lead, row.id, options.siteUrl);
      await transport.sendMail({ from, to: row.target, subject: m.subject, text: m.text, headers: m.headers, messageId: m.messageId });
    } else if (row.kind === "webhook") {
      if (!options.webhookSecret) throw new Error("WEBHOOK_SECRET is not set");
      const body = leadWebhookBody(lead, row.id, options.siteUrl);
      const ts = Math.floor(now() / 1000);
      const res = await fetch(row.target, {
        method: "POST",
        body,
        redirect: "error",
        signal: AbortSignal.timeout(options.webhookTimeoutMs ?? 10_000),
        headers: {
          "Content-Type": "application/json",
          "User-Agent": "CanopyCreative-Webhook/1",
          [DELIVERY_HEADER]: row.id,
          [TIMESTAMP_HEADER]: String(ts),
          [SIGNATURE_HEADER]: signWebhook(options.webhookSecret, ts, body),
        },
      });
      await res.body?.cancel();
      if (!res.ok) throw new Error(`webhook answered ${res.status}`);
    } else {
      throw new Error(`unknown outbox kind ${row.kind}`);
    }
    await k
      .updateTable("outbox")
      .set({ status: "sent", sent_at: iso(now()), locked_by: null, locked_until: null, last_error: null })
      .where("id", "=", row.id)
      .where("locked_by", "=", me)
      .execute();
    log.info("notification delivered", { outboxId: row.id, leadId: row.lead_id, kind: row.kind, attempts: row.attempts });
  }

  async function fail(row: OutboxRow, error: unknown): Promise<void> {
    const t = now();
    const message = clipError(error);
    const giveUp = t - Date.parse(row.created_at) >= giveUpAfterMs;
    const next = t + backoff(row.attempts);
    await k
      .updateTable("outbox")
      .set({
        status: giveUp ? "failed" : "pending",
        next_attempt_at: iso(next),
        locked_by: null,
        locked_until: null,
        last_error: message,
      })
      .where("id", "=", row.id)
      .where("locked_by", "=", me)
      .execute();
    lastError = { at: iso(t), kind: row.kind, message };
    const fields = { outboxId: row.id, leadId: row.lead_id, kind: row.kind, attempts: row.attempts, error: message };
    if (giveUp) log.error("notification failed for good; retry it from the admin", fields);
    else log.warn("notification delivery failed; will retry", { ...fields, nextAttemptAt: iso(next) });
  }

  /** Sends everything due now; returns how many rows it handled. */
  async function drainOnce(): Promise<number> {
    let handled = 0;
    for (;;) {
      // Stopping: finish the sends in hand, claim no more.
      if (stopped) break;
      const rows = await claim();
      if (rows.length === 0) break;
      await Promise.all(rows.map((row) => deliver(row).catch((error) => fail(row, error))));
      handled += rows.length;
    }
    return handled;
  }

  function tick(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        try {
          await drainOnce();
        } catch (error) {
          // The database is down or busy: the rows wait for the next tick.
          log.error("outbox pass failed", { error });
        }
      } while (again && !stopped);
    })().finally(() => {
      running = undefined;
    });
    return running;
  }

  return {
    processId: me,
    drainOnce,
    /** Starts polling; a new lead in this process also wakes it at once (kick). */
    start() {
      if (timer) return;
      stopped = false;
      timer = setInterval(() => void tick(), pollMs);
      timer.unref();
      void tick();
    },
    kick() {
      if (timer && !stopped) setImmediate(() => void tick());
    },
    /**
     * Stops polling and waits for the sends in flight, at most `waitMs`: a send still
     * hanging then is left to its lease, and another process (or the next start) sends it.
     */
    async stop(waitMs = 5_000) {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = undefined;
      let wait: ReturnType<typeof setTimeout> | undefined;
      await Promise.race([running, new Promise((r) => (wait = setTimeout(r, waitMs)))]);
      clearTimeout(wait);
      transport?.close();
    },
    async stats(): Promise<OutboxStats> {
      const rows = await k
        .selectFrom("outbox")
        .select(["status", (eb) => eb.fn.countAll<string | number>().as("n"), (eb) => eb.fn.min("created_at").as("oldest")])
        .groupBy("status")
        .execute();
      const by = new Map(rows.map((r) => [r.status, r]));
      const latest = await k
        .selectFrom("outbox")
        .select("last_error")
        .where("status", "in", ["pending", "failed"])
        .where("last_error", "is not", null)
        .orderBy("next_attempt_at", "desc")
        .limit(1)
        .executeTakeFirst();
      const pending = Number(by.get("pending")?.n ?? 0) + Number(by.get("sending")?.n ?? 0);
      const oldest = [by.get("pending")?.oldest, by.get("sending")?.oldest].filter(Boolean).sort()[0];
      return {
        pending,
        failed: Number(by.get("failed")?.n ?? 0),
        sent: Number(by.get("sent")?.n ?? 0),
        oldestPendingSeconds: oldest ? Math.max(0, Math.round((now() - Date.parse(String(oldest))) / 1000)) : 0,
        lastError,
        lastErrorText: latest?.last_error ?? null,
      };
    },
    /** Each lead's notifications, for the admin. */
    async statusForLeads(leadIds: string[]): Promise<Map<string, NotificationStatus[]>> {
      const out = new Map<string, NotificationStatus[]>();
      if (leadIds.length === 0) return out;
      const rows = await k.selectFrom("outbox").selectAll().where("lead_id", "in", leadIds).orderBy("created_at").execute();
      for (const r of rows) {
        const list = out.get(r.lead_id!) ?? [];
        list.push({
          id: r.id,
          kind: r.kind,
          target: r.target,
          status: r.status,
          attempts: Number(r.attempts),
          lastError: r.last_error,
          nextAttemptAt: r.next_attempt_at,
          sentAt: r.sent_at,
          createdAt: r.created_at,
        });
        out.set(r.lead_id!, list);
      }
      return out;
    },
    /** Puts a failed message back in the queue, due now. */
    async retry(outboxId: string): Promise<boolean> {
      const result = await k
        .updateTable("outbox")
        .set({ status: "pending", next_attempt_at: iso(now()), locked_by: null, locked_until: null })
        .where("id", "=", outboxId)
        .where("status", "=", "failed")
        .executeTakeFirst();
      const ok = Number(result.numUpdatedRows) > 0;
      if (ok && timer) setImmediate(() => void tick());
      return ok;
    },
  };
}

export type Outbox = ReturnType<typeof createOutbox>;
