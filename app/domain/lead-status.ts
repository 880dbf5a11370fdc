/** Lead statuses of the product; `interested` marks demo requests and is not offered in the admin's status picker. */
export const leadStatuses = ["cold", "warm", "hot", "ready_to_buy", "contacted", "converted", "not_interested", "interested"] as const;
export type LeadStatus = (typeof leadStatuses)[number];

/** Statuses the admin may choose, in the order the spec lists them. */
export const selectableLeadStatuses = leadStatuses.filter((s) => s !== "interested");

export const leadSources = ["contact", "demo", "booking", "chat"] as const;
export type LeadSource = (typeof leadSources)[number];

/** How the admin names each source. */
export const leadSourceLabels: Record<LeadSource, string> = {
  contact: "Contact form",
  demo: "AI demo",
  booking: "Booking",
  chat: "Chat",
};

/** Where a lead came from, as a phrase: "From the contact form", "From a chat with Ava". */
export function leadOrigin(source: string, assistant: string | null): string {
  switch (source) {
    case "chat":
      return assistant ? `From a chat with ${assistant}` : "From a chat";
    case "contact":
      return "From the contact form";
    case "demo":
      return "From the AI demo request form";
    case "booking":
      return "From a booking";
    default:
      return `From ${source}`;
  }
}

/** The status a new lead gets from each source. */
export const initialStatusBySource: Record<LeadSource, LeadStatus> = {
  contact: "warm",
  demo: "interested",
  booking: "ready_to_buy",
  chat: "warm",
};

export function isLeadStatus(value: unknown): value is LeadStatus {
  return typeof value === "string" && (leadStatuses as readonly string[]).includes(value);
}

/** Badge colours of the spec: hot red, warm orange, ready green, contacted blue, converted purple, not interested grey, others slate. */
export function statusBadgeColour(status: string): "red" | "orange" | "green" | "blue" | "purple" | "grey" | "slate" {
  switch (status) {
    case "hot":
      return "red";
    case "warm":
      return "orange";
    case "ready_to_buy":
      return "green";
    case "contacted":
      return "blue";
    case "converted":
      return "purple";
    case "not_interested":
      return "grey";
    default:
      return "slate";
  }
}

/** How a status reads in the admin: "ready_to_buy" is "Ready to buy". */
export function statusLabel(status: string): string {
  const words = status.replace(/_/g, " ").trim();
  return words ? words[0]!.toUpperCase() + words.slice(1) : "Unknown";
}
