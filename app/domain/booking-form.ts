/**
 * The booking intake form: its option lists, its values and when it may be submitted.
 */

export interface Option<Id extends string> {
  id: Id;
  label: string;
}

export const servicesNeededOptions = [
  { id: "branding", label: "Branding (Logo, Visual Identity)" },
  { id: "website", label: "Website Design or Redesign" },
  { id: "social-media", label: "Social Media Branding" },
  { id: "business-materials", label: "Business Support Materials" },
  { id: "ai-automation", label: "AI Receptionist or Automation Setup" },
  { id: "not-sure", label: "Not sure yet — help me decide" },
] as const satisfies readonly Option<string>[];
export type ServiceNeededId = (typeof servicesNeededOptions)[number]["id"];

export const currentAssetsOptions = [
  { id: "logo", label: "A logo" },
  { id: "website", label: "A website" },
  { id: "social-media", label: "Social media pages" },
  { id: "brand-guidelines", label: "Brand colors/guidelines" },
  { id: "none", label: "None of the above" },
  { id: "not-sure", label: "Not sure" },
] as const satisfies readonly Option<string>[];
export type CurrentAssetId = (typeof currentAssetsOptions)[number]["id"];

export const projectGoalOptions = [
  { id: "professional", label: "Look more professional" },
  { id: "leads", label: "Get more leads and customers" },
  { id: "launching", label: "Launch a new business" },
  { id: "refresh", label: "Refresh an outdated brand" },
  { id: "other", label: "Something else" },
] as const satisfies readonly Option<string>[];
export type ProjectGoalId = (typeof projectGoalOptions)[number]["id"];

export const hasContentOptions = [
  { id: "yes", label: "Yes, my text and photos are ready" },
  { id: "some", label: "Some of it" },
  { id: "no", label: "No, I need help with content" },
] as const satisfies readonly Option<string>[];
export type HasContentId = (typeof hasContentOptions)[number]["id"];

export const timelineOptions = [
  { id: "asap", label: "As soon as possible" },
  { id: "2-3weeks", label: "In 2-3 weeks" },
  { id: "month", label: "Within a month" },
  { id: "planning", label: "Just planning ahead" },
] as const satisfies readonly Option<string>[];
export type TimelineId = (typeof timelineOptions)[number]["id"];

export const involvementLevelOptions = [
  { id: "hands-off", label: "Hands-off: you handle it" },
  { id: "light", label: "Light: check in at key steps" },
  { id: "collaborate", label: "Collaborate closely" },
] as const satisfies readonly Option<string>[];
export type InvolvementLevelId = (typeof involvementLevelOptions)[number]["id"];

export const preferredContactOptions = [
  { id: "email", label: "Email" },
  { id: "text", label: "Text message" },
  { id: "phone", label: "Phone call" },
  { id: "no-preference", label: "No preference" },
] as const satisfies readonly Option<string>[];
export type PreferredContactId = (typeof preferredContactOptions)[number]["id"];

/** Each choice field of the booking form with its options: the form stores ids, people read labels. */
const choiceOptions: Record<string, readonly Option<string>[]> = {
  servicesNeeded: servicesNeededOptions,
  currentAssets: currentAssetsOptions,
  projectGoal: projectGoalOptions,
  hasContent: hasContentOptions,
  timeline: timelineOptions,
  involvementLevel: involvementLevelOptions,
  preferredContact: preferredContactOptions,
};

/** The label the visitor saw for a stored answer of a booking field (the answer itself when it is not an option id). */
export function bookingAnswerLabel(field: string, answer: string): string {
  return choiceOptions[field]?.find((o) => o.id === answer)?.label ?? answer;
}

/** The form's values; a single choice not yet made is the empty string. */
export interface BookingFormValues {
  businessName: string;
  ownerFullName: string;
  contactPhone: string;
  contactEmail: string;
  /** A web address, or the word "none". */
  websiteUrl: string;
  businessDescription: string;
  servicesNeeded: readonly ServiceNeededId[];
  currentAssets: readonly CurrentAssetId[];
  projectGoal: ProjectGoalId | "";
  /** Optional, even when the goal is "other". */
  projectGoalOther: string;
  hasContent: HasContentId | "";
  timeline: TimelineId | "";
  involvementLevel: InvolvementLevelId | "";
  preferredContact: PreferredContactId | "";
  /** Optional. */
  additionalInfo: string;
  agreeToTerms: boolean;
}

export function emptyBookingForm(): BookingFormValues {
  return {
    businessName: "",
    ownerFullName: "",
    contactPhone: "",
    contactEmail: "",
    websiteUrl: "",
    businessDescription: "",
    servicesNeeded: [],
    currentAssets: [],
    projectGoal: "",
    projectGoalOther: "",
    hasContent: "",
    timeline: "",
    involvementLevel: "",
    preferredContact: "",
    additionalInfo: "",
    agreeToTerms: false,
  };
}

export type RequiredBookingField =
  | "agreeToTerms"
  | "businessName"
  | "ownerFullName"
  | "contactPhone"
  | "contactEmail"
  | "websiteUrl"
  | "businessDescription"
  | "servicesNeeded"
  | "currentAssets"
  | "projectGoal"
  | "hasContent"
  | "timeline"
  | "involvementLevel"
  | "preferredContact";

/** Human names of the required fields, for "Please fill in: …" messages. */
export const requiredBookingFieldLabels: Record<RequiredBookingField, string> = {
  agreeToTerms: "Agreement to the terms",
  businessName: "Business name",
  ownerFullName: "Owner's full name",
  contactPhone: "Phone",
  contactEmail: "Email",
  websiteUrl: 'Current website (or "none")',
  businessDescription: "Business description",
  servicesNeeded: "Services needed",
  currentAssets: "What you already have",
  projectGoal: "Project goal",
  hasContent: "Content readiness",
  timeline: "Timeline",
  involvementLevel: "Involvement level",
  preferredContact: "Preferred contact method",
};

function isFilled(value: unknown): boolean {
  return typeof value === "string" && value.trim() !== "";
}

function isOneOf(value: unknown, options: readonly Option<string>[]): boolean {
  return typeof value === "string" && options.some((o) => o.id === value);
}

function hasAnyOf(values: unknown, options: readonly Option<string>[]): boolean {
  return Array.isArray(values) && values.some((v) => isOneOf(v, options));
}

/**
 * A website answer: the word "none" (any case) or a web address, with or without
 * http:// or https:// ("example.com", "https://www.example.com/about").
 */
export function isWebsiteUrlOrNone(value: string): boolean {
  const text = value.trim();
  if (text.toLowerCase() === "none") return true;
  if (text === "" || /\s/.test(text)) return false;
  const hasScheme = /^[a-z][a-z0-9+.-]*:/i.test(text);
  if (hasScheme && !/^https?:\/\//i.test(text)) return false;
  let url: URL;
  try {
    url = new URL(hasScheme ? text : `https://${text}`);
  } catch {
    return false;
  }
  const labels = url.hostname.split(".");
  const tld = labels[labels.length - 1] ?? "";
  return labels.length >= 2 && labels.every((l) => l !== "") && /^[a-z]{2,}$|^xn--[a-z0-9-]+$/i.test(tld);
}

/** The required fields not yet set, in form order; whitespace alone does not count as set. */
export function missingBookingFields(values: BookingFormValues): RequiredBookingField[] {
  const missing: RequiredBookingField[] = [];
  if (values.agreeToTerms !== true) missing.push("agreeToTerms");
  if (!isFilled(values.businessName)) missing.push("businessName");
  if (!isFilled(values.ownerFullName)) missing.push("ownerFullName");
  if (!isFilled(values.contactPhone)) missing.push("contactPhone");
  if (!isFilled(values.contactEmail)) missing.push("contactEmail");
  if (!isFilled(values.websiteUrl) || !isWebsiteUrlOrNone(values.websiteUrl)) missing.push("websiteUrl");
  if (!isFilled(values.businessDescription)) missing.push("businessDescription");
  if (!hasAnyOf(values.servicesNeeded, servicesNeededOptions)) missing.push("servicesNeeded");
  if (!hasAnyOf(values.currentAssets, currentAssetsOptions)) missing.push("currentAssets");
  if (!isOneOf(values.projectGoal, projectGoalOptions)) missing.push("projectGoal");
  if (!isOneOf(values.hasContent, hasContentOptions)) missing.push("hasContent");
  if (!isOneOf(values.timeline, timelineOptions)) missing.push("timeline");
  if (!isOneOf(values.involvementLevel, involvementLevelOptions)) missing.push("involvementLevel");
  if (!isOneOf(values.preferredContact, preferredContactOptions)) missing.push("preferredContact");
  return missing;
}

/** The submit button's enabled state: every required value set and the offer not expired. */
export function canSubmitBooking(values: BookingFormValues, offerExpired: boolean): boolean {
  return !offerExpired && missingBookingFields(values).length === 0;
}

/**
 * The form's values from its fields as posted (one entry per input name; the checkbox groups
 * as lists): what the page without script shows back, and what the dialog reads from the
 * form typed into before its code ran.
 */
export function bookingValuesFrom(fields: Record<string, unknown>): BookingFormValues {
  const text = (k: string) => (typeof fields[k] === "string" ? (fields[k] as string) : "");
  const list = (k: string) =>
    Array.isArray(fields[k]) ? (fields[k] as unknown[]).map(String) : typeof fields[k] === "string" ? [fields[k] as string] : [];
  return {
    businessName: text("businessName"),
    ownerFullName: text("ownerFullName"),
    contactPhone: text("contactPhone"),
    contactEmail: text("contactEmail"),
    websiteUrl: text("websiteUrl"),
    businessDescription: text("businessDescription"),
    servicesNeeded: list("servicesNeeded") as BookingFormValues["servicesNeeded"],
    currentAssets: list("currentAssets") as BookingFormValues["currentAssets"],
    projectGoal: text("projectGoal") as BookingFormValues["projectGoal"],
    projectGoalOther: text("projectGoalOther"),
    hasContent: text("hasContent") as BookingFormValues["hasContent"],
    timeline: text("timeline") as BookingFormValues["timeline"],
    involvementLevel: text("involvementLevel") as BookingFormValues["involvementLevel"],
    preferredContact: text("preferredContact") as BookingFormValues["preferredContact"],
    additionalInfo: text("additionalInfo"),
    agreeToTerms: fields.agreeToTerms !== undefined && fields.agreeToTerms !== false,
  };
}
