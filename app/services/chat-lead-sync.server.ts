/**
 * A chat conversation becomes a lead on the server, as soon as a name and an email or a
 * phone are known (on the demo page, an email or a phone), and the lead follows the conversation as more is learned: one lead per
 * conversation (the same key the browser's lead endpoint uses), created through the lead
 * store so its notifications go through the outbox.
 */
import { site } from "@content/site";
import type { Conversation } from "./chat-conversations.server";
import { chatToLead } from "./chat-lead-capture.server";
import type { LeadStore } from "./leads.server";
import { leadReady } from "~/domain/chat-state";

export type ChatSurface = "widget" | "home-card" | "demo";

/**
 * Creates or updates the conversation's lead. Returns its id, or null while the
 * conversation has no name and contact yet.
 */
export async function captureConversationLead(
  leads: LeadStore,
  conversation: Conversation,
  surface: ChatSurface = conversation.assistant === "tina" ? "demo" : "widget",
): Promise<{ leadId: string; created: boolean } | null> {
  const f = conversation.state.facts;
  if (!leadReady(f, conversation.assistant) || !conversation.transcript.length) return null;
  const lead = chatToLead(conversation.assistant, {
    conversationId: conversation.conversationId,
    surface,
    fields: {
      name: f.name,
      email: f.email,
      phone: f.phone,
      businessType: f.business && f.area ? `${f.business} (${f.area})` : f.business,
      timeline: f.timeline,
      services: f.services,
    },
    transcript: conversation.transcript,
  });
  lead.budgetRange = f.budget ?? null;
  if (f.area)
    lead.notes =
      `${lead.notes ?? ""}\nArea: ${f.area}${(site.areaServed as readonly string[]).includes(f.area) ? "" : " (not one of the areas the site lists)"}`.trim();
  const { lead: stored, created } = await leads.createLead(lead);
  if (!created) await leads.refreshCapturedLead(stored.id, lead);
  return { leadId: stored.id, created };
}
