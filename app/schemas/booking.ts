/** The booking request the browser sends; the server recomputes every price from the ids. */
import { z } from "./zod";
import { addOns, upsellOffers } from "#content/site.ts";
import {
  currentAssetsOptions,
  hasContentOptions,
  involvementLevelOptions,
  isWebsiteUrlOrNone,
  preferredContactOptions,
  projectGoalOptions,
  servicesNeededOptions,
  timelineOptions,
} from "#app/domain/booking-form.ts";
import { emailField, phoneField } from "./lead-forms";
import { visitField } from "./visit";

const ids = <T extends readonly { id: string }[]>(options: T) => options.map((o) => o.id) as [T[number]["id"], ...T[number]["id"][]];
const choice = <T extends readonly { id: string }[]>(options: T, message: string) => z.enum(ids(options), { message });
const text = (max: number, message: string) => z.string({ message }).trim().min(1, message).max(max, `At most ${max} characters`);
const optionalText = (max: number) => z.string().trim().max(max, `At most ${max} characters`).default("");

export const bookingFormSchema = z.object({
  businessName: text(200, "Please enter your business name"),
  ownerFullName: text(200, "Please enter your full name"),
  contactPhone: phoneField,
  contactEmail: emailField,
  websiteUrl: z
    .string({ message: "Please enter your website address, or the word none" })
    .trim()
    .refine(isWebsiteUrlOrNone, "Please enter your website address, or the word none"),
  businessDescription: text(2000, "Please describe your business"),
  servicesNeeded: z.array(choice(servicesNeededOptions, "Please choose from the list")).min(1, "Please choose at least one service"),
  currentAssets: z.array(choice(currentAssetsOptions, "Please choose from the list")).min(1, "Please choose at least one option"),
  projectGoal: choice(projectGoalOptions, "Please choose your main goal"),
  projectGoalOther: optionalText(500),
  hasContent: choice(hasContentOptions, "Please tell us about your content"),
  timeline: choice(timelineOptions, "Please choose a timeline"),
  involvementLevel: choice(involvementLevelOptions, "Please choose how involved you want to be"),
  preferredContact: choice(preferredContactOptions, "Please choose how we should contact you"),
  additionalInfo: optionalText(5000),
  agreeToTerms: z.literal(true, { message: "Please agree to the terms to continue" }),
});

export const bookingRequestSchema = z.object({
  idempotencyKey: z
    .string({ message: "This form is out of date. Please reload the page and try again." })
    .regex(/^[A-Za-z0-9_-]{8,100}$/, "This form is out of date. Please reload the page and try again."),
  form: bookingFormSchema,
  addOnIds: z.array(z.enum(addOns.map((a) => a.id) as [string, ...string[]], { message: "Unknown add-on" })).max(addOns.length),
  upsellIds: z.array(z.enum(upsellOffers.map((u) => u.id) as [string, ...string[]], { message: "Unknown offer" })).max(upsellOffers.length),
  offerToken: z.string().max(500).optional(),
  /** The browser's countdown still running; it can only give up the discount, never grant it. */
  offerActive: z.boolean().default(false),
  referrer: z.string().max(1000).optional(),
  utm_source: z.string().max(200).optional(),
  utm_medium: z.string().max(200).optional(),
  utm_campaign: z.string().max(200).optional(),
  utm_term: z.string().max(200).optional(),
  utm_content: z.string().max(200).optional(),
  /** The tab's visit (entry page and source), kept by the pages' beacon. */
  visit: visitField,
});
export type BookingRequest = z.infer<typeof bookingRequestSchema>;
