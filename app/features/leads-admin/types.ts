/** A lead as the admin's browser code receives it (plain, serialisable). */
export interface AdminLeadRow {
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

/** Dates in the agency's own time zone, the same on the server and in the browser. */
export function formatWhen(iso: string): string {
  return new Date(iso).toLocaleString("en-US", {
    timeZone: "America/New_York",
    dateStyle: "medium",
    timeStyle: "short",
  });
}
