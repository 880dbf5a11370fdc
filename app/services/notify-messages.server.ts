import { createHmac, timingSafeEqual } from "node:crypto";
import type { Lead } from "./leads.server";

const sourceLabels: Record<string, string> = {
  contact: "contact form",
  demo: "AI demo form",
  booking: "booking form",
  chat: "chat",
};

/** Header values must stay on one line: a lead's name cannot add headers to the mail. */
const oneLine = (s: string, max: number) =>
  s
    .replace(/[\r\n\t]+/g, " ")
    .trim()
    .slice(0, max);

export interface EmailMessage {
  subject: string;
  text: string;
  headers: Record<string, string>;
  messageId: string;
}

/**
 * Plain text only: nothing a visitor typed can become markup in the agency's mail client.
 * The Message-ID is the outbox row's, the same on every retry, so a duplicate delivery
 * (at-least-once) can be recognised.
 */
export function leadEmail(lead: Lead, outboxId: string, siteUrl: string): EmailMessage {
  const host = new URL(siteUrl).hostname || "localhost";
  const name = lead.name ?? "Anonymous Lead";
  const line = (label: string, value: string | null | undefined) => (value ? `${label}: ${oneLine(value, 500)}` : null);
  const text = [
    `A new lead came in from the ${sourceLabels[lead.source] ?? lead.source} at ${lead.createdAt}.`,
    "",
    line("Name", name),
    line("Email", lead.email ?? "No email"),
    line("Phone", lead.phone ?? "No phone"),
    line("Business", lead.businessType),
    line("Status", lead.status),
    line("Budget", lead.budgetRange),
    line("Timeline", lead.timeline),
    line("Interested in", lead.projectInterested.join(", ")),
    lead.notes ? `\nNotes:\n${lead.notes}` : null,
    "",
    `Open it in the admin: ${siteUrl}/admin/leads/${lead.id}`,
  ]
    .filter((l) => l !== null)
    .join("\n");
  return {
    subject: oneLine(`New lead: ${name} (${sourceLabels[lead.source] ?? lead.source})`, 150),
    text,
    headers: { "X-Lead-Id": lead.id },
    messageId: `<${outboxId}@${host}>`,
  };
}

export function leadWebhookBody(lead: Lead, outboxId: string, siteUrl: string): string {
  return JSON.stringify({
    event: "lead.created",
    deliveryId: outboxId,
    lead: {
      id: lead.id,
      source: lead.source,
      status: lead.status,
      name: lead.name,
      email: lead.email,
      phone: lead.phone,
      businessType: lead.businessType,
      budgetRange: lead.budgetRange,
      timeline: lead.timeline,
      projectInterested: lead.projectInterested,
      notes: lead.notes,
      createdAt: lead.createdAt,
      adminUrl: `${siteUrl}/admin/leads/${lead.id}`,
    },
  });
}

export const SIGNATURE_HEADER = "X-Canopy-Signature";
export const TIMESTAMP_HEADER = "X-Canopy-Timestamp";
export const DELIVERY_HEADER = "X-Canopy-Delivery";

/**
 * HMAC-SHA256 over `timestamp.body`, hex, as `sha256=…`. The timestamp is signed too, so a
 * receiver can refuse an old call replayed later.
 */
export function signWebhook(secret: string, timestamp: number, body: string): string {
  return `sha256=${createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex")}`;
}

/** What a receiver does: recompute and compare in constant time, and refuse stale calls. */
export function verifyWebhook(
  secret: string,
  headers: { signature: string | null; timestamp: string | null },
  body: string,
  now = Date.now(),
  toleranceSeconds = 300,
): boolean {
  const ts = Number(headers.timestamp);
  if (!headers.signature || !Number.isInteger(ts) || Math.abs(now / 1000 - ts) > toleranceSeconds) return false;
  const expected = Buffer.from(signWebhook(secret, ts, body));
  const given = Buffer.from(headers.signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
