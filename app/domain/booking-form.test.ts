import { describe, expect, it } from "vitest";
import {
  bookingAnswerLabel,
  canSubmitBooking,
  currentAssetsOptions,
  emptyBookingForm,
  hasContentOptions,
  involvementLevelOptions,
  isWebsiteUrlOrNone,
  missingBookingFields,
  preferredContactOptions,
  projectGoalOptions,
  requiredBookingFieldLabels,
  servicesNeededOptions,
  timelineOptions,
  type BookingFormValues,
  type RequiredBookingField,
} from "./booking-form.ts";

const complete: BookingFormValues = {
  businessName: "Peach State Bakery",
  ownerFullName: "Dana Moore",
  contactPhone: "(404) 555-0199",
  contactEmail: "dana@peachstatebakery.com",
  websiteUrl: "peachstatebakery.com",
  businessDescription: "Neighbourhood bakery in Decatur.",
  servicesNeeded: ["branding", "website"],
  currentAssets: ["logo"],
  projectGoal: "leads",
  projectGoalOther: "",
  hasContent: "some",
  timeline: "month",
  involvementLevel: "light",
  preferredContact: "email",
  additionalInfo: "",
  agreeToTerms: true,
};

const allRequired: RequiredBookingField[] = [
  "agreeToTerms",
  "businessName",
  "ownerFullName",
  "contactPhone",
  "contactEmail",
  "websiteUrl",
  "businessDescription",
  "servicesNeeded",
  "currentAssets",
  "projectGoal",
  "hasContent",
  "timeline",
  "involvementLevel",
  "preferredContact",
];

describe("option lists", () => {
  it.each([
    [
      "servicesNeeded",
      servicesNeededOptions.map((o) => o.label),
      [
        "Branding (Logo, Visual Identity)",
        "Website Design or Redesign",
        "Social Media Branding",
        "Business Support Materials",
        "AI Receptionist or Automation Setup",
        "Not sure yet — help me decide",
      ],
    ],
    [
      "currentAssets",
      currentAssetsOptions.map((o) => o.label),
      ["A logo", "A website", "Social media pages", "Brand colors/guidelines", "None of the above", "Not sure"],
    ],
    ["projectGoal", projectGoalOptions.map((o) => o.id), ["professional", "leads", "launching", "refresh", "other"]],
    ["hasContent", hasContentOptions.map((o) => o.id), ["yes", "some", "no"]],
    ["timeline", timelineOptions.map((o) => o.id), ["asap", "2-3weeks", "month", "planning"]],
    ["involvementLevel", involvementLevelOptions.map((o) => o.id), ["hands-off", "light", "collaborate"]],
    ["preferredContact", preferredContactOptions.map((o) => o.id), ["email", "text", "phone", "no-preference"]],
  ])("%s matches the spec", (_name, actual, expected) => {
    expect(actual).toEqual(expected);
  });

  it("has unique ids and a label for every option", () => {
    for (const list of [
      servicesNeededOptions,
      currentAssetsOptions,
      projectGoalOptions,
      hasContentOptions,
      timelineOptions,
      involvementLevelOptions,
      preferredContactOptions,
    ]) {
      const ids = list.map((o) => o.id);
      expect(new Set(ids).size).toBe(ids.length);
      for (const o of list) expect(o.label.trim()).not.toBe("");
    }
  });
});

describe("canSubmitBooking and missingBookingFields", () => {
  it("allows a complete form while the offer runs", () => {
    expect(missingBookingFields(complete)).toEqual([]);
    expect(canSubmitBooking(complete, false)).toBe(true);
  });

  it("blocks a complete form once the offer expired", () => {
    expect(canSubmitBooking(complete, true)).toBe(false);
  });

  it("names every required field of an empty form, in form order", () => {
    expect(missingBookingFields(emptyBookingForm())).toEqual(allRequired);
    expect(canSubmitBooking(emptyBookingForm(), false)).toBe(false);
  });

  it("has a label for every required field", () => {
    expect(Object.keys(requiredBookingFieldLabels).sort()).toEqual([...allRequired].sort());
  });

  const unset: Record<RequiredBookingField, Partial<BookingFormValues>> = {
    agreeToTerms: { agreeToTerms: false },
    businessName: { businessName: "" },
    ownerFullName: { ownerFullName: "" },
    contactPhone: { contactPhone: "" },
    contactEmail: { contactEmail: "" },
    websiteUrl: { websiteUrl: "" },
    businessDescription: { businessDescription: "" },
    servicesNeeded: { servicesNeeded: [] },
    currentAssets: { currentAssets: [] },
    projectGoal: { projectGoal: "" },
    hasContent: { hasContent: "" },
    timeline: { timeline: "" },
    involvementLevel: { involvementLevel: "" },
    preferredContact: { preferredContact: "" },
  };

  it.each(allRequired)("cannot submit without %s", (field) => {
    const values = { ...complete, ...unset[field] };
    expect(missingBookingFields(values)).toEqual([field]);
    expect(canSubmitBooking(values, false)).toBe(false);
  });

  it.each(["businessName", "ownerFullName", "contactPhone", "contactEmail", "websiteUrl", "businessDescription"] as const)(
    "treats a whitespace-only %s as not set",
    (field) => {
      const values = { ...complete, [field]: " \t\n  " };
      expect(missingBookingFields(values)).toEqual([field]);
      expect(canSubmitBooking(values, false)).toBe(false);
    },
  );

  it("accepts values with surrounding spaces", () => {
    const values = { ...complete, businessName: "  Peach State Bakery  ", websiteUrl: "  none " };
    expect(canSubmitBooking(values, false)).toBe(true);
  });

  it.each([
    ["projectGoalOther left empty with goal other", { projectGoal: "other", projectGoalOther: "" }],
    ["projectGoalOther filled", { projectGoal: "other", projectGoalOther: "Open a second shop" }],
    ["additionalInfo empty", { additionalInfo: "" }],
    ["additionalInfo whitespace", { additionalInfo: "   " }],
    ["additionalInfo filled", { additionalInfo: "Please call after 5pm." }],
  ] as const)("optional fields do not block: %s", (_name, patch) => {
    const values: BookingFormValues = { ...complete, ...patch };
    expect(canSubmitBooking(values, false)).toBe(true);
  });

  it("does not count values outside the option lists as set", () => {
    const values = {
      ...complete,
      projectGoal: "fame",
      timeline: "yesterday",
      servicesNeeded: ["catering"],
      currentAssets: ["a boat"],
    } as unknown as BookingFormValues;
    expect(missingBookingFields(values)).toEqual(["servicesNeeded", "currentAssets", "projectGoal", "timeline"]);
  });

  it("reports several missing fields together", () => {
    const values = { ...complete, agreeToTerms: false, contactEmail: " ", preferredContact: "" as const };
    expect(missingBookingFields(values)).toEqual(["agreeToTerms", "contactEmail", "preferredContact"]);
  });

  it("reports an invalid website answer as missing", () => {
    expect(missingBookingFields({ ...complete, websiteUrl: "my bakery" })).toEqual(["websiteUrl"]);
  });
});

describe("isWebsiteUrlOrNone", () => {
  it.each([
    ["none", true],
    ["None", true],
    ["  NONE  ", true],
    ["example.com", true],
    ["www.example.com", true],
    ["https://www.example.com/about?x=1", true],
    ["http://shop.example.co.uk", true],
    ["peach-state-bakery.com/", true],
    ["", false],
    ["   ", false],
    ["no", false],
    ["n/a", false],
    ["my bakery", false],
    ["example", false],
    ["https://example", false],
    ["ftp://example.com", false],
    ["javascript:alert(1)", false],
    ["mailto:dana@example.com", false],
    ["example..com", false],
    ["example.c0m", false],
  ])("%j → %s", (value, expected) => {
    expect(isWebsiteUrlOrNone(value)).toBe(expected);
  });
});

describe("bookingAnswerLabel", () => {
  it.each([
    ["timeline", "asap", "As soon as possible"],
    ["preferredContact", "text", "Text message"],
    ["servicesNeeded", "website", "Website Design or Redesign"],
    ["currentAssets", "website", "A website"],
    ["timeline", "someday", "someday"],
    ["businessName", "Peach Pit Bakery", "Peach Pit Bakery"],
  ])("%s %s reads %s", (field, answer, label) => {
    expect(bookingAnswerLabel(field, answer)).toBe(label);
  });
});
