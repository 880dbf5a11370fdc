import { randomUUID } from "node:crypto";
import { sql, type Kysely, type Selectable, type Transaction } from "kysely";
import type { Database, LeadsTable } from "../../db/schema.ts";
import { initialStatusBySource, isLeadStatus, type LeadSource, type LeadStatus } from "#app/domain/lead-status.ts";
import type { LeadEvent, LeadFields } from "#app/schemas/admin-views.ts";
import type { Db } from "./db.server";
import { queueNotifications, type NotifyTargets } from "./notify-queue.server";

/** Where a visitor came from, kept with the lead. */
export interface Attribution {
  referrer?: string | null;
  utmSource?: string | null;
  utmMedium?: string | null;
  utmCampaign?: string | null;
  utmTerm?: string | null;
  utmContent?: string | null;
  /** The page the visit entered on and its source, as the Traffic view names them (ADR 017). */
  entryPage?: string | null;
  entrySource?: string | null;
}

export interface NewLead {
  source: LeadSource;
  /** Made by the client when the form was rendered; a repeat returns the first lead. */
  idempotencyKey: string;
  status?: LeadStatus;
  name?: string | null;
  email?: string | null;
  phone?: string | null;
  businessType?: string | null;
  budgetRange?: string | null;
  timeline?: string | null;
  goals?: string | null;
  notes?: string | null;
  projectInterested?: string[];
  conversationSummary?: string | null;
  businessAddress?: string | null;
  currentWebsite?: string | null;
  details?: unknown;
  attribution?: Attribution;
}

export interface Lead extends LeadFields {
  idempotencyKey: string;
  projectInterested: string[];
  conversationSummary: string | null;
  businessAddress: string | null;
  currentWebsite: string | null;
  details: unknown;
  attribution: Required<Attribution>;
  createdAt: string;
  updatedAt: string;
}

export type { LeadEvent };

/** Fields an operator may edit, by their column names (as the spec's admin calls name them). */
export const editableLeadFields = ["name", "email", "phone", "business_type", "budget_range", "timeline", "goals", "notes", "lead_status"] as const;
export type EditableLeadField = (typeof editableLeadFields)[number];
export type LeadPatch = Partial<Record<EditableLeadField, string | null>>;

export interface ListLeadsOptions {
  status?: string;
  /** Free text matched against name, email, phone, business type and notes. */
  q?: string;
  limit?: number;
  /** Opaque cursor: the page after the one it came from. */
  cursor?: string;
  /** Opaque cursor: the page before the one it came from. */
  before?: string;
  /** newest (default) or oldest first; ties broken by id so the order is total. */
  sort?: "newest" | "oldest";
}

export interface LeadPage {
  items: Lead[];
  nextCursor: string | null;
  prevCursor: string | null;
}

export class LeadStoreError extends Error {
  override name = "LeadStoreError";
}

const MAX_PAGE = 200;

function parseJson<T>(text: string | null, fallback: T): T {
  if (text == null) return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

function toLead(row: Selectable<LeadsTable>): Lead {
  return {
    id: row.id,
    source: row.source,
    idempotencyKey: row.idempotency_key,
    name: row.name,
    email: row.email,
    phone: row.phone,
    businessType: row.business_type,
    budgetRange: row.budget_range,
    timeline: row.timeline,
    goals: row.goals,
    notes: row.notes,
    status: row.lead_status,
    projectInterested: parseJson<string[]>(row.project_interested, []),
    conversationSummary: row.conversation_summary,
    businessAddress: row.business_address,
    currentWebsite: row.current_website,
    details: parseJson<unknown>(row.details, null),
    attribution: {
      referrer: row.referrer,
      utmSource: row.utm_source,
      utmMedium: row.utm_medium,
      utmCampaign: row.utm_campaign,
      utmTerm: row.utm_term,
      utmContent: row.utm_content,
      entryPage: row.entry_page,
      entrySource: row.entry_source,
    },
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

function encodeCursor(createdAt: string, id: string): string {
  return Buffer.from(`${createdAt}|${id}`, "utf8").toString("base64url");
}

function decodeCursor(cursor: string): { createdAt: string; id: string } | null {
  const text = Buffer.from(cursor, "base64url").toString("utf8");
  const at = text.indexOf("|");
  if (at < 1) return null;
  const createdAt = text.slice(0, at);
  if (!/^\d{4}-\d{2}-\d{2}T/.test(createdAt)) return null;
  return { createdAt, id: text.slice(at + 1) };
}

/** Escape LIKE wildcards so a search for "50%" means the text "50%". */
function likePattern(q: string): string {
  return `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

const clip = (value: string | null | undefined, max = 10_000): string | null => {
  if (value == null) return null;
  const trimmed = value.trim();
  return trimmed === "" ? null : trimmed.slice(0, max);
};

/** Who the lead is and what they plan, as stored: on capture, and again when a chat goes on. */
const contactColumns = (input: NewLead) => ({
  name: clip(input.name, 200),
  email: clip(input.email, 320),
  phone: clip(input.phone, 50),
  business_type: clip(input.businessType, 200),
  budget_range: clip(input.budgetRange, 200),
  timeline: clip(input.timeline, 200),
});

/** Timestamps must never go backwards within a process, or newest-first order would lie. */
let lastStamp = 0;
export function now(): string {
  const t = Math.max(Date.now(), lastStamp + 1);
  lastStamp = t;
  return new Date(t).toISOString();
}

export interface LeadStoreOptions {
  /** Who is told about each new lead (queued in the lead's own transaction). */
  notify?: NotifyTargets;
  /** Called after a new lead's notifications were committed with it, e.g. to wake the sender. */
  onQueued?: (leadId: string) => void;
}

export function createLeadStore(db: Db, options: LeadStoreOptions = {}) {
  const k: Kysely<Database> = db.kysely;

  async function insertEvent(trx: Transaction<Database> | Kysely<Database>, e: Omit<LeadEvent, "id" | "createdAt"> & { createdAt?: string }) {
    await trx
      .insertInto("lead_events")
      .values({
        id: randomUUID(),
        lead_id: e.leadId,
        kind: e.kind,
        field: e.field,
        old_value: e.oldValue,
        new_value: e.newValue,
        actor: e.actor,
        created_at: e.createdAt ?? now(),
      })
      .execute();
  }

  async function getLead(id: string): Promise<Lead | undefined> {
    const row = await k.selectFrom("leads").selectAll().where("id", "=", id).executeTakeFirst();
    return row ? toLead(row) : undefined;
  }

  /**
   * Store a lead once per idempotency key. Returns the stored lead and whether this call
   * created it; a repeat with the same key returns the first lead and stores nothing.
   */
  async function createLead(input: NewLead, actor = "visitor"): Promise<{ lead: Lead; created: boolean }> {
    const key = input.idempotencyKey.trim();
    if (!key || key.length > 200) throw new LeadStoreError("An idempotency key of 1-200 characters is required");
    const status = input.status ?? initialStatusBySource[input.source];
    if (!isLeadStatus(status)) throw new LeadStoreError(`Unknown lead status: ${status}`);
    const stamp = now();
    const id = randomUUID();
    const a = input.attribution ?? {};
    let queued = 0;
    // A write transaction of its own, grouped with others arriving at once (one sync to disk).
    const created = await db.writeTransaction(async (trx) => {
      const inserted = await trx
        .insertInto("leads")
        .values({
          id,
          source: input.source,
          idempotency_key: key,
          ...contactColumns(input),
          goals: clip(input.goals, 5_000),
          notes: clip(input.notes),
          lead_status: status,
          project_interested: JSON.stringify(input.projectInterested ?? []),
          conversation_summary: clip(input.conversationSummary, 20_000),
          business_address: clip(input.businessAddress, 2_000),
          current_website: clip(input.currentWebsite, 500),
          details: input.details === undefined ? null : JSON.stringify(input.details),
          referrer: clip(a.referrer, 1_000),
          utm_source: clip(a.utmSource, 200),
          utm_medium: clip(a.utmMedium, 200),
          utm_campaign: clip(a.utmCampaign, 200),
          utm_term: clip(a.utmTerm, 200),
          utm_content: clip(a.utmContent, 200),
          entry_page: clip(a.entryPage, 200),
          entry_source: clip(a.entrySource, 700),
          created_at: stamp,
          updated_at: stamp,
        })
        .onConflict((oc) => oc.column("idempotency_key").doNothing())
        .executeTakeFirst();
      const didInsert = Number(inserted.numInsertedOrUpdatedRows ?? 0n) > 0;
      if (didInsert) {
        await insertEvent(trx, {
          leadId: id,
          kind: "created",
          field: "lead_status",
          oldValue: null,
          newValue: status,
          actor,
          createdAt: stamp,
        });
        if (options.notify) queued = await queueNotifications(trx, id, options.notify, stamp);
      }
      return didInsert;
    });
    if (created && queued > 0) options.onQueued?.(id);
    const row = await k.selectFrom("leads").selectAll().where("idempotency_key", "=", key).executeTakeFirstOrThrow();
    return { lead: toLead(row), created };
  }

  async function listLeads(options: ListLeadsOptions = {}): Promise<LeadPage> {
    const limit = Math.min(Math.max(Math.trunc(options.limit ?? 25), 1), MAX_PAGE);
    const newestFirst = options.sort !== "oldest";
    // Going back a page walks the same keyset the other way, then restores the order.
    const backwards = !options.cursor && Boolean(options.before);
    const descending = newestFirst !== backwards;
    let query = k.selectFrom("leads").selectAll();
    if (options.status && options.status !== "all") {
      query = query.where("lead_status", "=", options.status);
    }
    const q = options.q?.trim().slice(0, 100);
    if (q) {
      const pattern = likePattern(q);
      query = query.where((eb) =>
        eb.or(
          // business_address holds a booking's business description ("Family bakery in Decatur…").
          (["name", "email", "phone", "business_type", "business_address", "notes"] as const).map(
            (col) => sql<boolean>`lower(${sql.ref(col)}) like ${pattern} escape '\\'`,
          ),
        ),
      );
    }
    const cursorText = options.cursor ?? options.before;
    if (cursorText) {
      const c = decodeCursor(cursorText);
      if (!c) throw new LeadStoreError("Invalid page cursor");
      // A row-value comparison, (created_at, id) < (…), which both databases answer by
      // seeking in the (created_at, id) index; the equivalent OR of two conditions made
      // them scan from the top, so deep pages got slower with depth.
      const op = descending ? "<" : ">";
      query = query.where((eb) => eb(eb.refTuple("created_at", "id"), op, eb.tuple(c.createdAt, c.id)));
    }
    const dir = descending ? "desc" : "asc";
    const rows = await query
      .orderBy("created_at", dir)
      .orderBy("id", dir)
      .limit(limit + 1)
      .execute();
    const more = rows.length > limit;
    const page = rows.slice(0, limit);
    if (backwards) page.reverse();
    const items = page.map(toLead);
    const first = page[0];
    const last = page[page.length - 1];
    const at = (r: Selectable<LeadsTable> | undefined) => (r ? encodeCursor(r.created_at, r.id) : null);
    return {
      items,
      // Forward: more rows after this page exist when the query found one extra. Backward:
      // the page we came from is after this one.
      nextCursor: backwards ? at(last) : more ? at(last) : null,
      prevCursor: backwards ? (more ? at(first) : null) : cursorText ? at(first) : null,
    };
  }

  async function countLeadsByStatus(): Promise<{ total: number; byStatus: Record<string, number> }> {
    const rows = await k
      .selectFrom("leads")
      .select(["lead_status", (eb) => eb.fn.countAll<string | number>().as("n")])
      .groupBy("lead_status")
      .execute();
    const byStatus: Record<string, number> = {};
    let total = 0;
    for (const r of rows) {
      const n = Number(r.n);
      byStatus[r.lead_status] = n;
      total += n;
    }
    return { total, byStatus };
  }

  /** Apply an operator's edit; each changed field is recorded in the lead's history. */
  async function updateLead(id: string, patch: LeadPatch, actor: string): Promise<Lead | undefined> {
    const fields = Object.keys(patch).filter((f): f is EditableLeadField => (editableLeadFields as readonly string[]).includes(f));
    if (patch.lead_status !== undefined && !isLeadStatus(patch.lead_status)) {
      throw new LeadStoreError(`Unknown lead status: ${patch.lead_status}`);
    }
    return k.transaction().execute(async (trx) => {
      const row = await trx.selectFrom("leads").selectAll().where("id", "=", id).executeTakeFirst();
      if (!row) return undefined;
      const changes: Partial<Record<EditableLeadField, string | null>> = {};
      for (const f of fields) {
        const next = f === "lead_status" ? (patch[f] as string) : clip(patch[f], f === "notes" ? 10_000 : 5_000);
        if ((row[f] ?? null) !== next) changes[f] = next;
      }
      if (Object.keys(changes).length === 0) return toLead(row);
      const stamp = now();
      await trx
        .updateTable("leads")
        .set({ ...(changes as Record<string, string | null>), updated_at: stamp })
        .where("id", "=", id)
        .execute();
      for (const [field, value] of Object.entries(changes)) {
        await insertEvent(trx, {
          leadId: id,
          kind: field === "lead_status" ? "status" : "update",
          field,
          oldValue: (row[field as EditableLeadField] ?? null) as string | null,
          newValue: value ?? null,
          actor,
          createdAt: stamp,
        });
      }
      const updated = await trx.selectFrom("leads").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
      return toLead(updated);
    });
  }

  async function setLeadStatus(id: string, status: string, actor: string): Promise<Lead | undefined> {
    if (!isLeadStatus(status)) throw new LeadStoreError(`Unknown lead status: ${status}`);
    return updateLead(id, { lead_status: status }, actor);
  }

  async function listLeadEvents(leadId: string): Promise<LeadEvent[]> {
    const rows = await k
      .selectFrom("lead_events")
      .selectAll()
      .where("lead_id", "=", leadId)
      .orderBy("created_at", "asc")
      .orderBy("id", "asc")
      .execute();
    return rows.map((r) => ({
      id: r.id,
      leadId: r.lead_id,
      kind: r.kind,
      field: r.field,
      oldValue: r.old_value,
      newValue: r.new_value,
      actor: r.actor,
      createdAt: r.created_at,
    }));
  }

  async function getLeadByIdempotencyKey(key: string): Promise<Lead | undefined> {
    const row = await k.selectFrom("leads").selectAll().where("idempotency_key", "=", key.trim()).executeTakeFirst();
    return row ? toLead(row) : undefined;
  }

  /**
   * What a visitor added to a lead that was captured before they finished (a chat that goes
   * on): new contact and project details, the services, the summary and the details (the
   * transcript). Status and notes stay as they are: those are the operator's.
   */
  async function refreshCapturedLead(id: string, input: NewLead, actor = "visitor"): Promise<Lead | undefined> {
    return k.transaction().execute(async (trx) => {
      const row = await trx.selectFrom("leads").selectAll().where("id", "=", id).executeTakeFirst();
      if (!row) return undefined;
      const stamp = now();
      const changes = contactColumns(input);
      const set: Partial<Record<keyof typeof changes, string>> = {};
      for (const [field, value] of Object.entries(changes) as [keyof typeof changes, string | null][]) {
        if (value === null || value === row[field]) continue;
        set[field] = value;
        await insertEvent(trx, { leadId: id, kind: "update", field, oldValue: row[field], newValue: value, actor, createdAt: stamp });
      }
      await trx
        .updateTable("leads")
        .set({
          ...set,
          project_interested: JSON.stringify(input.projectInterested ?? []),
          conversation_summary: clip(input.conversationSummary, 20_000),
          details: input.details === undefined ? row.details : JSON.stringify(input.details),
          updated_at: stamp,
        })
        .where("id", "=", id)
        .execute();
      const updated = await trx.selectFrom("leads").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
      return toLead(updated);
    });
  }

  return {
    createLead,
    getLead,
    getLeadByIdempotencyKey,
    listLeads,
    countLeadsByStatus,
    updateLead,
    setLeadStatus,
    listLeadEvents,
    refreshCapturedLead,
  };
}

export type LeadStore = ReturnType<typeof createLeadStore>;
