import type { Generated } from "kysely";

/**
 * Table shapes, shared by SQLite and PostgreSQL. Timestamps are ISO-8601 UTC strings
 * (they sort correctly as text on both); lists and details are JSON text.
 */
export interface LeadsTable {
  id: string;
  source: string;
  idempotency_key: string;
  name: string | null;
  email: string | null;
  phone: string | null;
  business_type: string | null;
  budget_range: string | null;
  timeline: string | null;
  goals: string | null;
  notes: string | null;
  lead_status: string;
  /** JSON array of strings. */
  project_interested: string;
  conversation_summary: string | null;
  business_address: string | null;
  current_website: string | null;
  /** JSON object: booking selections, chat transcript, form extras. */
  details: string | null;
  referrer: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  utm_term: string | null;
  utm_content: string | null;
  /** The page the visit entered on and its source (app/domain/traffic-source.ts); null when not known. */
  entry_page: string | null;
  entry_source: string | null;
  created_at: string;
  updated_at: string;
}

export interface LeadEventsTable {
  id: string;
  lead_id: string;
  /** created, status, update */
  kind: string;
  field: string | null;
  old_value: string | null;
  new_value: string | null;
  actor: string;
  created_at: string;
}

export interface RateLimitsTable {
  bucket: string;
  window_start: string;
  count: number;
}

export interface AppSecretsTable {
  name: string;
  value: string;
  created_at: string;
}

export interface OfferRedemptionsTable {
  offer_id: string;
  lead_id: string;
  redeemed_at: string;
}

export interface AdminSessionsTable {
  /** SHA-256 of the cookie's session id (base64url); the id itself is never stored. */
  id_hash: string;
  created_at: string;
  last_seen_at: string;
  /** Absolute end of the session, whatever its activity. */
  expires_at: string;
  ip: string | null;
  user_agent: string | null;
}

export interface OutboxTable {
  id: string;
  lead_id: string | null;
  /** email, webhook */
  kind: string;
  /** The address or URL it goes to. */
  target: string;
  /** pending, sending, sent, failed */
  status: string;
  attempts: number;
  next_attempt_at: string;
  /** The process holding the row while it sends, until locked_until (a lease). */
  locked_by: string | null;
  locked_until: string | null;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
}

export interface AdminAuditTable {
  id: string;
  /** login, login_failed, logout, lead_deleted, lead_anonymised, notification_retried */
  action: string;
  lead_id: string | null;
  actor: string;
  detail: string | null;
  created_at: string;
}

export interface ChatConversationsTable {
  /** The conversation id the browser made. */
  id: string;
  assistant: string;
  /** JSON: the dialogue state (what is known, asked and answered). */
  state: string;
  /** JSON array of { type, content, timestamp }. */
  transcript: string;
  lead_id: string | null;
  created_at: string;
  updated_at: string;
}

export interface AnalyticsVisitsTable {
  id: string;
  /** UTC day, YYYY-MM-DD. */
  day: string;
  page: string;
  source: string;
  /** Hash of address, browser and site with the day's salt; never the address. */
  visitor: string;
  created_at: string;
}

export interface AnalyticsDailyTable {
  day: string;
  /** `*`: all pages. */
  page: string;
  /** `*`: all sources. */
  source: string;
  visits: number;
  visitors: number;
}

export interface AnalyticsSaltsTable {
  day: string;
  salt: string;
}

export interface Database {
  leads: LeadsTable;
  lead_events: LeadEventsTable;
  rate_limits: RateLimitsTable;
  app_secrets: AppSecretsTable;
  offer_redemptions: OfferRedemptionsTable;
  admin_sessions: AdminSessionsTable;
  outbox: OutboxTable;
  admin_audit: AdminAuditTable;
  chat_conversations: ChatConversationsTable;
  analytics_visits: AnalyticsVisitsTable;
  analytics_daily: AnalyticsDailyTable;
  analytics_salts: AnalyticsSaltsTable;
}

export type { Generated };
