/**
 * The admin's messages (spec section 8 names the titles). Shown as toasts with JavaScript,
 * and in the page without it.
 */
export interface AdminMessage {
  title: string;
  description: string;
  tone: "success" | "error";
}

export const adminMessages = {
  granted: { title: "Access Granted", description: "Welcome to the leads dashboard.", tone: "success" },
  denied: { title: "Access Denied", description: "Incorrect password", tone: "error" },
  logged_out: { title: "Logged Out", description: "You have been signed out.", tone: "success" },
  expired: { title: "Signed out", description: "Your session has ended. Please sign in again.", tone: "error" },
  status_updated: { title: "Lead status updated", description: "The new status is saved.", tone: "success" },
  status_failed: { title: "Failed to update lead status", description: "Please try again.", tone: "error" },
  lead_updated: { title: "Lead updated successfully", description: "Your changes are saved.", tone: "success" },
  lead_failed: { title: "Failed to update lead", description: "Please check the highlighted fields and try again.", tone: "error" },
  lead_not_saved: { title: "Failed to update lead", description: "The change was not saved. Your edits are kept: please try again.", tone: "error" },
  fetch_failed: { title: "Failed to fetch leads", description: "Please reload the page to try again.", tone: "error" },
  lead_anonymised: { title: "Lead anonymized", description: "Its personal details are removed.", tone: "success" },
  lead_deleted: { title: "Lead deleted", description: "The lead and its history are removed.", tone: "success" },
  privacy_failed: { title: "Failed to update lead", description: "The lead could not be changed. Please try again.", tone: "error" },
  notification_retried: { title: "Notification queued", description: "It will be sent again shortly.", tone: "success" },
} as const satisfies Record<string, AdminMessage>;

export type FlashKey = keyof typeof adminMessages;

export function isFlashKey(value: unknown): value is FlashKey {
  return typeof value === "string" && Object.hasOwn(adminMessages, value);
}
