import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dialects, type TestDatabase } from "../../tests/support/databases";
import { makeTestServices } from "../../tests/support/services";
import { demoBody } from "../../tests/support/lead-payloads";
import { captureContact, captureDemo, MAX_FORM_BYTES, type CaptureContext } from "./lead-capture.server";
import type { AppServices } from "./app-services.server";

function post(fields: Record<string, string | string[] | undefined>, headers: Record<string, string> = {}) {
  const body = new URLSearchParams();
  for (const [k, v] of Object.entries(fields)) {
    if (v === undefined) continue;
    for (const item of Array.isArray(v) ? v : [v]) body.append(k, item);
  }
  return new Request("http://localhost/api/leads/x", {
    method: "POST",
    body,
    headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
  });
}

let seq = 0;
const key = () => `test-key-${Date.now()}-${++seq}`;

describe.each(dialects)("lead capture on $name", ({ make }) => {
  let t: TestDatabase;
  let services: AppServices;
  let ctx: (ip?: string) => CaptureContext;

  beforeAll(async () => {
    t = await make();
    services = await makeTestServices(t.db);
    ctx = (ip = `10.0.0.${++seq}`) => ({ services, clientIp: ip });
  });
  afterAll(async () => {
    await t?.dispose();
  });

  const contact = (over: Record<string, string | undefined> = {}) => ({
    idempotencyKey: key(),
    company_website: "",
    name: "Keisha Moore",
    email: "keisha@example.com",
    services: "Logo and website",
    message: "Opening a bakery in Decatur this spring.",
    ...over,
  });

  it("stores a contact message as one warm lead with the spec's fields", async () => {
    const out = await captureContact(ctx(), post({ ...contact(), utm_source: "google", referrer: "https://www.google.com/", ignored_field: "x" }));
    expect(out.status).toBe("accepted");
    const lead = await services.leads.getLead((out as { leadId: string }).leadId);
    expect(lead).toMatchObject({
      source: "contact",
      status: "warm",
      name: "Keisha Moore",
      email: "keisha@example.com",
      phone: null,
      businessType: "Contact Form",
    });
    expect(lead!.notes).toContain("Services: Logo and website");
    expect(lead!.notes).toContain("Message: Opening a bakery");
    expect(lead!.conversationSummary).toContain("Keisha Moore");
    expect(lead!.attribution).toMatchObject({ utmSource: "google", referrer: "https://www.google.com/" });
  });

  it("keeps the tab's visit with the lead: entry page, source, and the UTM tags the form's page no longer has", async () => {
    const visit = JSON.stringify({ p: "/branding-agency-atlanta", r: "", s: "google", m: "cpc", c: "spring" });
    const out = await captureContact(ctx(), post({ ...contact(), visit }));
    const lead = await services.leads.getLead((out as { leadId: string }).leadId);
    expect(lead!.attribution).toMatchObject({
      entryPage: "/branding-agency-atlanta",
      entrySource: "google / cpc / spring",
      utmSource: "google",
      utmMedium: "cpc",
      utmCampaign: "spring",
    });
  });

  it("stores the lead without an entry when the visit names no page of this site, and refuses a visit that is not one", async () => {
    const stray = await captureContact(ctx(), post({ ...contact(), visit: JSON.stringify({ p: "/wp-admin", r: "evil.test" }) }));
    expect(stray.status).toBe("accepted");
    const lead = await services.leads.getLead((stray as { leadId: string }).leadId);
    expect(lead!.attribution).toMatchObject({ entryPage: null, entrySource: null });

    const bad = await captureContact(ctx(), post({ ...contact(), visit: "not json" }));
    expect(bad).toMatchObject({ status: "invalid", fieldErrors: { visit: "the visit must be an object with its page path" } });
  });

  it.each([
    [{ name: "" }, "name", "Please enter your full name"],
    [{ name: undefined }, "name", "Please enter your full name"],
    [{ email: "not-an-email" }, "email", "Please enter a valid email address"],
    [{ email: "" }, "email", "Please enter your email address"],
    [{ idempotencyKey: "x" }, "idempotencyKey", "This form is out of date"],
  ])("refuses %o with a message on %s and stores nothing", async (over, field, message) => {
    const before = await services.leads.countLeadsByStatus();
    const out = await captureContact(ctx(), post(contact(over)));
    expect(out.status).toBe("invalid");
    expect((out as { fieldErrors: Record<string, string> }).fieldErrors[field]).toContain(message);
    expect((await services.leads.countLeadsByStatus()).total).toBe(before.total);
  });

  it("answers a bot that fills the honeypot as if accepted and stores nothing; a client that leaves it out is stored", async () => {
    const before = await services.leads.countLeadsByStatus();
    const filled = await captureContact(ctx(), post(contact({ company_website: "http://spam.example" })));
    expect(filled.status).toBe("accepted");
    expect((await services.leads.countLeadsByStatus()).total).toBe(before.total);
    // An honest integration that never heard of the hidden field must not lose its lead.
    const missing = await captureContact(ctx(), post(contact({ company_website: undefined })));
    expect(missing).toMatchObject({ status: "accepted", created: true });
    expect((await services.leads.countLeadsByStatus()).total).toBe(before.total + 1);
  });

  it("returns the first result for a repeat with the same key and stores nothing new", async () => {
    const fields = contact();
    const first = await captureContact(ctx(), post(fields));
    const again = await captureContact(ctx(), post({ ...fields, name: "Someone Else" }));
    expect(again).toMatchObject({ status: "accepted", leadId: (first as { leadId: string }).leadId, created: false });
    const page = await services.leads.listLeads({ q: "Someone Else" });
    expect(page.items).toHaveLength(0);
  });

  it("limits each client IP and still honours retries of stored submissions", async () => {
    const ip = `192.0.2.${seq % 250}`;
    const firstFields = contact();
    const outcomes = [];
    outcomes.push(await captureContact(ctx(ip), post(firstFields)));
    for (let i = 0; i < 10; i++) outcomes.push(await captureContact(ctx(ip), post(contact())));
    expect(outcomes.slice(0, 10).every((o) => o.status === "accepted")).toBe(true);
    expect(outcomes[10]).toMatchObject({ status: "rate_limited" });
    expect((outcomes[10] as { retryAfter: number }).retryAfter).toBeGreaterThan(0);
    // Another client is not affected, and a retry of a stored submission still succeeds.
    expect((await captureContact(ctx("198.51.100.7"), post(contact()))).status).toBe("accepted");
    expect((await captureContact(ctx(ip), post(firstFields))).status).toBe("accepted");
  });

  it("refuses a body over the size limit", async () => {
    const out = await captureContact(ctx(), post(contact(), { "content-length": String(MAX_FORM_BYTES + 1) }));
    expect(out.status).toBe("too_large");
  });

  it("stores a demo request as interested with its payload", async () => {
    const out = await captureDemo(
      ctx(),
      post(demoBody({ currentChallenges: "We miss calls while on jobs", interestedFeatures: ["24/7 Lead Response", "Appointment Booking"] })),
    );
    expect(out.status).toBe("accepted");
    const lead = await services.leads.getLead((out as { leadId: string }).leadId);
    expect(lead).toMatchObject({
      source: "demo",
      status: "interested",
      name: "Andre Lewis",
      phone: "(404) 555-0188",
      businessType: "AI Demo Lead",
      businessAddress: "Other",
      currentWebsite: "AI Demo Interest",
      budgetRange: "Free Trial",
      projectInterested: ["AI Receptionist Demo"],
    });
    expect(lead!.notes).toContain("We miss calls while on jobs");
    expect(lead!.notes).toContain("24/7 Lead Response, Appointment Booking");
    expect(lead!.conversationSummary).toContain("Sparkle Squad Cleaning");
  });

  it.each([
    [{ phone: "555" }, "phone", "at least 10 digits"],
    [{ industry: "" }, "industry", "Please choose your industry"],
    [{ industry: "astrology" }, "industry", "Please choose your industry"],
    [{ businessName: " " }, "businessName", "Please enter your business name"],
    [{ interestedFeatures: "Free Pizza" }, "interestedFeatures", "Please choose features from the list"],
  ])("refuses a demo request with %o", async (over, field, message) => {
    const out = await captureDemo(
      ctx(),
      post({
        idempotencyKey: key(),
        company_website: "",
        businessName: "Biz",
        ownerName: "Owner",
        email: "o@example.com",
        phone: "404-555-0100",
        industry: "retail",
        ...over,
      }),
    );
    expect(out.status).toBe("invalid");
    expect((out as { fieldErrors: Record<string, string> }).fieldErrors[field]).toContain(message);
  });
});

describe("lead capture with rate limits off", () => {
  it("accepts any number of submissions from one client", async () => {
    const t = await dialects[0].make();
    try {
      const services = await makeTestServices(t.db, { RATE_LIMITS: "off" });
      for (let i = 0; i < 15; i++) {
        const out = await captureContact(
          { services, clientIp: "203.0.113.9" },
          post({ idempotencyKey: key(), company_website: "", name: `N ${i}`, email: "a@b.co" }),
        );
        expect(out.status).toBe("accepted");
      }
    } finally {
      await t.dispose();
    }
  });
});
