import { describe, expect, it } from "vitest";
import { fieldErrorsOf } from "./lead-forms";
import { leadEditSchema, parseLeadListQuery } from "./lead-edit";

const base = { name: "Ana", email: "", phone: "", business_type: "", budget_range: "", timeline: "", goals: "", notes: "", lead_status: "warm" };

describe("lead edit form", () => {
  it("turns empty fields into cleared values and keeps the rest trimmed", () => {
    const r = leadEditSchema.parse({ ...base, name: "  Ana Ruiz ", email: " Ana@Example.com " });
    expect(r).toMatchObject({ name: "Ana Ruiz", email: "ana@example.com", phone: null, notes: null, lead_status: "warm" });
  });

  it.each([
    [{ email: "not-an-email" }, "email", "Please enter a valid email address"],
    [{ email: "a@b" }, "email", "Please enter a valid email address"],
    [{ phone: "call me" }, "phone", "Please enter a valid phone number (digits, spaces, + - . and brackets)"],
    [{ lead_status: "vip" }, "lead_status", "Please choose a status from the list"],
    [{ name: "x".repeat(201) }, "name", "Name must be at most 200 characters"],
  ])("refuses %o with a message for %s", (patch, field, message) => {
    const r = leadEditSchema.safeParse({ ...base, ...patch });
    expect(r.success).toBe(false);
    expect(fieldErrorsOf(r.error!)).toEqual({ [field]: message });
  });
});

describe("dashboard list query", () => {
  it("falls back to the defaults for anything unexpected", () => {
    const q = parseLeadListQuery(new URLSearchParams("status=hot' OR 1=1--&sort=created_at;drop table leads&cursor=../x"));
    expect(q).toEqual({ status: "all", q: "", sort: "newest", cursor: undefined, before: undefined });
    expect(parseLeadListQuery(new URLSearchParams("status=ready_to_buy&q=  bakery &sort=oldest"))).toMatchObject({
      status: "ready_to_buy",
      q: "bakery",
      sort: "oldest",
    });
  });
});
