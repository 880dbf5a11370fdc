import type { LeadListQuery } from "#app/schemas/lead-edit.ts";
import { bookingAnswerLabel } from "#app/domain/booking-form.ts";
import type { AdminLeadRow, AdminNotification, BookingSummary, DashboardData, LeadDetailData, TranscriptLine } from "#app/schemas/admin-views.ts";
import type { AppServices } from "./app-services.server";
import type { Lead } from "./leads.server";
import type { NotificationStatus } from "./outbox.server";

export const PAGE_SIZE = 25;

function toNotification(n: NotificationStatus): AdminNotification {
  return {
    id: n.id,
    kind: n.kind,
    status: n.status,
    attempts: n.attempts,
    lastError: n.lastError,
    nextAttemptAt: n.nextAttemptAt,
    sentAt: n.sentAt,
  };
}

/** business_type values that name the form a lead came from, not the business (spec section 7). */
const FORM_MARKERS = new Set(["Contact Form", "AI Demo Lead", "Booking"]);

/** The business's name where the lead has one: the demo request's and the booking's own field, or what the chat learned. */
export function businessNameOf(lead: Lead): string | null {
  const d = (lead.details ?? {}) as { businessName?: unknown; booking?: { businessName?: unknown } };
  const named = typeof d.businessName === "string" ? d.businessName : typeof d.booking?.businessName === "string" ? d.booking.businessName : null;
  if (named?.trim()) return named.trim();
  return lead.businessType && !FORM_MARKERS.has(lead.businessType) ? lead.businessType : null;
}

export function toRow(lead: Lead, notifications: NotificationStatus[] = []): AdminLeadRow {
  return {
    id: lead.id,
    source: lead.source,
    name: lead.name,
    email: lead.email,
    phone: lead.phone,
    businessType: lead.businessType,
    businessName: businessNameOf(lead),
    budgetRange: lead.budgetRange,
    timeline: lead.timeline,
    goals: lead.goals,
    notes: lead.notes,
    status: lead.status,
    createdAt: lead.createdAt,
    notifications: notifications.map(toNotification),
  };
}

/** Everything the dashboard shows; a failure to read leads is reported, not thrown. */
export async function loadDashboard(services: AppServices, query: LeadListQuery, editId: string | null): Promise<DashboardData> {
  const base: DashboardData = {
    counts: { total: 0, byStatus: {} },
    leads: [],
    nextCursor: null,
    prevCursor: null,
    query: { status: query.status, q: query.q, sort: query.sort },
    editId,
    chart: null,
    loadError: false,
    notifications: { email: Boolean(services.env.ADMIN_NOTIFY_EMAIL), webhook: Boolean(services.env.WEBHOOK_URL) },
    queue: null,
    // Read from the backup folder, not the database: shown even when the leads cannot be.
    backups: services.backups ? await services.backups.status() : null,
  };
  try {
    const [counts, page, chart, queue] = await Promise.all([
      services.leads.countLeadsByStatus(),
      services.leads.listLeads({
        status: query.status,
        q: query.q,
        sort: query.sort,
        cursor: query.cursor,
        before: query.before,
        limit: PAGE_SIZE,
      }),
      services.leadAdmin.weeklyBySource(12),
      services.outbox.stats(),
    ]);
    const notes = await services.outbox.statusForLeads(page.items.map((l) => l.id));
    return {
      ...base,
      counts,
      leads: page.items.map((l) => toRow(l, notes.get(l.id))),
      nextCursor: page.nextCursor,
      prevCursor: page.prevCursor,
      chart,
      queue: {
        pending: queue.pending,
        failed: queue.failed,
        oldestPendingSeconds: queue.oldestPendingSeconds,
        lastError: queue.lastErrorText,
      },
    };
  } catch (error) {
    services.log.error("leads could not be read for the dashboard", { error });
    return { ...base, loadError: true };
  }
}

/**
 * A chat lead carries its conversation in details.transcript: a list of messages with a
 * role (or type: user, bot, ai, assistant) and content (or text). Anything else is skipped.
 */
export function transcriptOf(details: unknown): TranscriptLine[] {
  const list = (details as { transcript?: unknown } | null)?.transcript;
  if (!Array.isArray(list)) return [];
  const lines: TranscriptLine[] = [];
  for (const item of list.slice(0, 500)) {
    if (!item || typeof item !== "object") continue;
    const m = item as Record<string, unknown>;
    const role = typeof m.role === "string" ? m.role : typeof m.type === "string" ? m.type : "message";
    const content = typeof m.content === "string" ? m.content : typeof m.text === "string" ? m.text : null;
    if (content === null) continue;
    const at = typeof m.timestamp === "string" ? m.timestamp : typeof m.at === "string" ? m.at : typeof m.createdAt === "string" ? m.createdAt : null;
    lines.push({ role: role.slice(0, 30), content: content.slice(0, 10_000), at });
  }
  return lines;
}

const assistants: Record<string, string> = { ava: "Ava", tina: "Tina" };

export function assistantOf(details: unknown): string | null {
  const a = (details as { assistant?: unknown } | null)?.assistant;
  return typeof a === "string" ? (assistants[a] ?? null) : null;
}

/** The booking form's answers and its recomputed quote, from the lead's details. */
export function bookingOf(details: unknown): BookingSummary | null {
  const d = details as { booking?: Record<string, unknown>; quote?: Record<string, unknown>; discountApplied?: unknown } | null;
  if (!d || typeof d.booking !== "object" || d.booking === null) return null;
  const b = d.booking;
  const fields: [string, string][] = [];
  // The form stores option ids; the admin reads the labels the visitor saw.
  const label = bookingAnswerLabel;
  for (const [k, v] of Object.entries(b)) {
    if (typeof v === "string" && v.trim()) fields.push([k, label(k, v)]);
    else if (Array.isArray(v) && v.length)
      fields.push([
        k,
        v
          .filter((x): x is string => typeof x === "string")
          .map((x) => label(k, x))
          .join(", "),
      ]);
    else if (typeof v === "boolean") fields.push([k, v ? "yes" : "no"]);
  }
  const num = (x: unknown) => (typeof x === "number" && Number.isFinite(x) ? x : undefined);
  const lines = Array.isArray(d.quote?.lines)
    ? (d.quote.lines as unknown[]).flatMap((l) => {
        const line = l as { name?: unknown; price?: unknown } | null;
        return line && typeof line.name === "string" && typeof line.price === "number" ? [{ name: line.name, price: line.price }] : [];
      })
    : [];
  return {
    businessName: typeof b.businessName === "string" ? b.businessName : undefined,
    owner: typeof b.ownerFullName === "string" ? b.ownerFullName : undefined,
    lines,
    subtotal: num(d.quote?.subtotal),
    discount: num(d.quote?.discount),
    total: num(d.quote?.total),
    discountApplied: typeof d.discountApplied === "boolean" ? d.discountApplied : undefined,
    fields,
  };
}

export async function loadLeadDetail(services: AppServices, id: string): Promise<LeadDetailData | null> {
  const lead = await services.leads.getLead(id);
  if (!lead) return null;
  const [events, notes] = await Promise.all([services.leads.listLeadEvents(id), services.outbox.statusForLeads([id])]);
  return {
    lead: {
      ...toRow(lead, notes.get(id)),
      projectInterested: lead.projectInterested,
      conversationSummary: lead.conversationSummary,
      businessAddress: lead.businessAddress,
      currentWebsite: lead.currentWebsite,
      attribution: { ...lead.attribution },
      updatedAt: lead.updatedAt,
    },
    transcript: transcriptOf(lead.details),
    assistant: assistantOf(lead.details),
    booking: bookingOf(lead.details),
    events,
  };
}
