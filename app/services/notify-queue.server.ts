import { randomUUID } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import type { Database } from "../../db/schema.ts";

/** Where new-lead notifications go; each configured target gets its own outbox row. */
export interface NotifyTargets {
  /** ADMIN_NOTIFY_EMAIL */
  email?: string;
  /** WEBHOOK_URL */
  webhookUrl?: string;
}

export const outboxKinds = ["email", "webhook"] as const;
export type OutboxKind = (typeof outboxKinds)[number];

/**
 * Queues one row per target. Called inside the transaction that stores the lead, so a lead
 * is never stored without its notifications, nor a notification queued for a lead that
 * was rolled back. Only the lead id and the target are kept: the message is written when it
 * is sent, so an anonymised lead is never mailed in full afterwards.
 */
export async function queueNotifications(
  trx: Transaction<Database> | Kysely<Database>,
  leadId: string,
  targets: NotifyTargets,
  stamp: string,
): Promise<number> {
  const rows = [
    ...(targets.email ? [{ kind: "email" as const, target: targets.email }] : []),
    ...(targets.webhookUrl ? [{ kind: "webhook" as const, target: targets.webhookUrl }] : []),
  ];
  if (rows.length === 0) return 0;
  await trx
    .insertInto("outbox")
    .values(
      rows.map((r) => ({
        id: randomUUID(),
        lead_id: leadId,
        kind: r.kind,
        target: r.target,
        status: "pending",
        attempts: 0,
        next_attempt_at: stamp,
        locked_by: null,
        locked_until: null,
        last_error: null,
        created_at: stamp,
        sent_at: null,
      })),
    )
    .execute();
  return rows.length;
}
