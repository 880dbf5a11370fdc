/**
 * The admin's lead edit and status forms, shared by the browser (field hints) and the
 * server (the only judge). Empty text means "clear the field".
 */
import { z } from "./zod";
import { leadStatuses } from "#app/domain/lead-status.ts";

const optionalText = (max: number, label: string) =>
  z.preprocess(
    (v) => (v == null ? "" : v),
    z
      .string({ message: `${label} must be text` })
      .trim()
      .max(max, `${label} must be at most ${max} characters`)
      .transform((v) => (v === "" ? null : v)),
  );

export const leadStatusField = z.enum(leadStatuses, { message: "Please choose a status from the list" });

export const leadEditSchema = z.object({
  name: optionalText(200, "Name"),
  email: z.preprocess(
    (v) => (v == null ? "" : v),
    z
      .string()
      .trim()
      .max(320, "That email address is too long")
      .refine((v) => v === "" || z.email().safeParse(v).success, { message: "Please enter a valid email address" })
      .transform((v) => (v === "" ? null : v.toLowerCase())),
  ),
  phone: z.preprocess(
    (v) => (v == null ? "" : v),
    z
      .string()
      .trim()
      .max(40, "That phone number is too long")
      .refine((v) => v === "" || (/^[\d\s()+.-]+$/.test(v) && v.replace(/\D/g, "").length >= 7), {
        message: "Please enter a valid phone number (digits, spaces, + - . and brackets)",
      })
      .transform((v) => (v === "" ? null : v)),
  ),
  business_type: optionalText(200, "Business type"),
  budget_range: optionalText(200, "Budget range"),
  timeline: optionalText(200, "Timeline"),
  goals: optionalText(5000, "Goals"),
  notes: optionalText(10000, "Notes"),
  lead_status: leadStatusField,
});
export type LeadEdit = z.infer<typeof leadEditSchema>;

/** A page of the list, from the keyset it starts after (cursor) or before; a bad one is ignored. */
const pageCursor = z
  .string()
  .max(300)
  .regex(/^[A-Za-z0-9_-]+$/)
  .optional()
  .catch(undefined);

/** The dashboard's list query: anything unexpected falls back to the default. */
export const leadListQuerySchema = z.object({
  status: z.preprocess(
    (v) => (v === "" ? undefined : v),
    z
      .enum(["all", ...leadStatuses])
      .catch("all")
      .default("all"),
  ),
  q: z.preprocess((v) => (typeof v === "string" ? v : ""), z.string().trim().max(100).catch("")),
  sort: z.enum(["newest", "oldest"]).catch("newest").default("newest"),
  cursor: pageCursor,
  before: pageCursor,
});
export type LeadListQuery = z.infer<typeof leadListQuerySchema>;

export function parseLeadListQuery(params: URLSearchParams): LeadListQuery {
  return leadListQuerySchema.parse({
    status: params.get("status") ?? undefined,
    q: params.get("q") ?? undefined,
    sort: params.get("sort") ?? undefined,
    cursor: params.get("cursor") ?? undefined,
    before: params.get("before") ?? undefined,
  });
}
