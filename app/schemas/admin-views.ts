/**
 * What the admin's pages receive from the server: plain, serialisable view data. Kept here,
 * not beside the views or the services, so both sides share it without crossing layers.
 */
/** The fields every lead has, as stored (services/leads.server.ts extends it) and as the admin lists it. */
export interface LeadFields {
  id: string;
  source: string;
  name: string | null;
  email: string | null;
  phone: string | null;
  businessType: string | null;
  budgetRange: string | null;
  timeline: string | null;
  goals: string | null;
  notes: string | null;
  status: string;
}

/** A lead as the admin's browser code receives it. */
export interface AdminLeadRow extends LeadFields {
  /** The business's own name when the lead gave one (demo, booking); never a form's marker like "Contact Form". */
  businessName: string | null;
  createdAt: string;
  notifications: AdminNotification[];
}

export interface AdminNotification {
  id: string;
  kind: string;
  status: string;
  attempts: number;
  lastError: string | null;
  nextAttemptAt: string;
  sentAt: string | null;
}

export interface WeeklyChartData {
  weeks: string[];
  sources: string[];
  counts: Record<string, number[]>;
}

export interface DashboardData {
  counts: { total: number; byStatus: Record<string, number> };
  leads: AdminLeadRow[];
  nextCursor: string | null;
  prevCursor: string | null;
  query: { status: string; q: string; sort: "newest" | "oldest" };
  editId: string | null;
  chart: WeeklyChartData | null;
  loadError: boolean;
  notifications: { email: boolean; webhook: boolean };
  /** The outbox as a whole, so a mail server that stopped accepting is noticed. */
  queue: { pending: number; failed: number; oldestPendingSeconds: number; lastError: string | null } | null;
  /** SQLite's backups as /readyz reports them; null on PostgreSQL (backed up with pg_dump). */
  backups: BackupSummary | null;
}

export interface BackupSummary {
  every: string;
  keep: number;
  lastGoodAgeSeconds: number | null;
  lastFailure: string | null;
}

export interface TranscriptLine {
  role: string;
  content: string;
  at: string | null;
}

export interface BookingSummary {
  businessName?: string;
  owner?: string;
  /** The quote the server recomputed at booking: each line, then the totals (whole dollars). */
  lines: { name: string; price: number }[];
  subtotal?: number;
  discount?: number;
  total?: number;
  discountApplied?: boolean;
  fields: [string, string][];
}

/** One change in a lead's history, as the store keeps it and the admin reads it. */
export interface LeadEvent {
  id: string;
  leadId: string;
  kind: string;
  field: string | null;
  oldValue: string | null;
  newValue: string | null;
  actor: string;
  createdAt: string;
}

export interface LeadDetailData {
  lead: AdminLeadRow & {
    projectInterested: string[];
    conversationSummary: string | null;
    businessAddress: string | null;
    currentWebsite: string | null;
    attribution: Record<string, string | null>;
    updatedAt: string;
  };
  transcript: TranscriptLine[];
  /** Who answered in the chat (Ava or Tina), when the lead came from one. */
  assistant: string | null;
  booking: BookingSummary | null;
  events: LeadEvent[];
}
