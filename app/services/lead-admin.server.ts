import { sql } from "kysely";
import type { Db } from "./db.server";
import { now as stamp, type Lead, type LeadStore, type ListLeadsOptions } from "./leads.server";

/** Fields that can identify a person: cleared when a lead is anonymised. */
const personalColumns = [
  "name",
  "email",
  "phone",
  "business_type",
  "goals",
  "notes",
  "conversation_summary",
  "business_address",
  "current_website",
  "details",
  "referrer",
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "utm_term",
  "utm_content",
] as const;

export interface WeeklySeries {
  /** Monday of each week (UTC), oldest first. */
  weeks: string[];
  sources: string[];
  /** counts[source][i] = new leads of that source in weeks[i]. */
  counts: Record<string, number[]>;
}

const DAY = 86_400_000;

/** Monday 00:00 UTC of the week holding t. */
export function weekStart(t: number): number {
  const d = new Date(t);
  const midnight = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate());
  return midnight - ((d.getUTCDay() + 6) % 7) * DAY;
}

/** What the admin does beyond the list: the chart, export, privacy requests. */
export function createLeadAdmin(
  db: Db,
  deps: {
    leads: LeadStore;
    audit(action: string, leadId: string | null, detail: string | null, actor?: string): Promise<void>;
    now?: () => number;
  },
) {
  const k = db.kysely;
  const now = deps.now ?? Date.now;

  /** New leads per week by source over the last `weeks` weeks (this one included). */
  async function weeklyBySource(weeks = 12): Promise<WeeklySeries> {
    const first = weekStart(now()) - (weeks - 1) * 7 * DAY;
    const day = sql<string>`substr(created_at, 1, 10)`;
    // Grouped by day in SQL (a few hundred rows at most), then folded into weeks here, so
    // no date function specific to one database is needed.
    const rows = await k
      .selectFrom("leads")
      .select([day.as("day"), "source", (eb) => eb.fn.countAll<string | number>().as("n")])
      .where("created_at", ">=", new Date(first).toISOString())
      .groupBy([day, "source"])
      .execute();
    const starts = Array.from({ length: weeks }, (_, i) => first + i * 7 * DAY);
    const sources = [...new Set(["contact", "demo", "booking", "chat", ...rows.map((r) => r.source)])];
    const counts: Record<string, number[]> = Object.fromEntries(sources.map((s) => [s, starts.map(() => 0)]));
    for (const r of rows) {
      const i = Math.floor((Date.parse(`${r.day}T00:00:00Z`) - first) / (7 * DAY));
      if (i >= 0 && i < weeks) counts[r.source]![i]! += Number(r.n);
    }
    return { weeks: starts.map((t) => new Date(t).toISOString().slice(0, 10)), sources, counts };
  }

  /** Every lead matching a filter, page by page (keyset), for the CSV export. */
  async function* exportLeads(filter: Pick<ListLeadsOptions, "status" | "q" | "sort">): AsyncGenerator<Lead[]> {
    let cursor: string | undefined;
    for (;;) {
      const page = await deps.leads.listLeads({ ...filter, cursor, limit: 200 });
      // (200 is the store's largest page; each is one index seek, so the export is linear.)
      if (page.items.length) yield page.items;
      if (!page.nextCursor) return;
      cursor = page.nextCursor;
    }
  }

  /**
   * A privacy request that keeps the statistics: every identifying field is cleared, the
   * values in the lead's history are removed, unsent notifications are dropped, and the
   * anonymisation itself is recorded in the history.
   */
  async function anonymiseLead(id: string, actor: string): Promise<boolean> {
    // The lead store's clock, so this event sorts after the lead's earlier history.
    const at = stamp();
    const done = await k.transaction().execute(async (trx) => {
      const row = await trx.selectFrom("leads").select("id").where("id", "=", id).executeTakeFirst();
      if (!row) return false;
      await trx
        .updateTable("leads")
        .set({ ...Object.fromEntries(personalColumns.map((c) => [c, null])), updated_at: at })
        .where("id", "=", id)
        .execute();
      await trx
        .updateTable("lead_events")
        .set({ old_value: null, new_value: null })
        .where("lead_id", "=", id)
        .where("field", "in", [...personalColumns])
        .execute();
      await trx.deleteFrom("outbox").where("lead_id", "=", id).where("status", "!=", "sent").execute();
      await trx
        .insertInto("lead_events")
        .values({
          id: crypto.randomUUID(),
          lead_id: id,
          kind: "anonymised",
          field: null,
          old_value: null,
          new_value: null,
          actor,
          created_at: at,
        })
        .execute();
      return true;
    });
    if (done) await deps.audit("lead_anonymised", id, null, actor);
    return done;
  }

  /**
   * A privacy request to erase: the lead, its history and its notifications go; the audit
   * trail keeps that it happened (no personal data).
   */
  async function deleteLead(id: string, actor: string): Promise<boolean> {
    const lead = await deps.leads.getLead(id);
    if (!lead) return false;
    const result = await k.deleteFrom("leads").where("id", "=", id).executeTakeFirst();
    if (Number(result.numDeletedRows) === 0) return false;
    await deps.audit("lead_deleted", id, `${lead.source} lead of ${lead.createdAt.slice(0, 10)}`, actor);
    return true;
  }

  /** The audit trail of privacy actions, newest first. */
  async function recentPrivacyActions(limit = 20) {
    return k
      .selectFrom("admin_audit")
      .select(["id", "action", "lead_id", "actor", "detail", "created_at"])
      .where("action", "in", ["lead_deleted", "lead_anonymised"])
      .orderBy("created_at", "desc")
      .limit(limit)
      .execute();
  }

  return { weeklyBySource, exportLeads, anonymiseLead, deleteLead, recentPrivacyActions };
}

export type LeadAdmin = ReturnType<typeof createLeadAdmin>;
