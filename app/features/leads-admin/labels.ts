/**
 * Labels of the lead edit form's fields, in the order the form shows them. Kept apart from
 * the zod schema so the browser's bundle carries no zod.
 */
export const leadEditLabels = {
  name: "Name",
  email: "Email",
  phone: "Phone",
  business_type: "Business type",
  budget_range: "Budget range",
  timeline: "Timeline",
  goals: "Goals",
  notes: "Notes",
  lead_status: "Status",
} as const;
