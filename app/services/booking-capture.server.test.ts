import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { offer } from "#content/site.ts";
import { dialects, type TestDatabase } from "../../tests/support/databases";
import { makeTestServices } from "../../tests/support/services";
import { bookingBody, bookingForm } from "../../tests/support/lead-payloads";
import { captureBooking } from "./booking-capture.server";
import { createOfferService, OFFER_WINDOW_MS } from "./offer.server";
import type { AppServices } from "./app-services.server";

let n = 0;
const booking = bookingBody;
const form = bookingForm;
const req = (body: unknown) =>
  new Request("http://localhost/api/leads/booking", { method: "POST", body: JSON.stringify(body), headers: { "content-type": "application/json" } });

describe.each(dialects)("booking on $name", ({ make }) => {
  let t: TestDatabase;
  let services: AppServices;
  const ctx = () => ({ services, clientIp: `10.9.0.${++n % 250}` });
  beforeAll(async () => {
    t = await make();
    services = await makeTestServices(t.db);
  });
  afterAll(async () => {
    await t?.dispose();
  });

  it("stores a ready-to-buy lead with the server's own total and the spec's payload", async () => {
    const out = await captureBooking(ctx(), req(booking({ addOnIds: ["extra-logos", "print-bundle"], upsellIds: ["monthly-support"] })));
    expect(out).toMatchObject({ status: "accepted", created: true, result: { discountApplied: false } });
    if (out.status !== "accepted") return;
    expect(out.result.quote.total).toBe(2500 + 100 + 300 + 150);
    const lead = await services.leads.getLead(out.leadId);
    expect(lead).toMatchObject({
      source: "booking",
      status: "ready_to_buy",
      businessType: "Booking",
      name: "Renee Carter",
      phone: "(404) 555-0111",
      businessAddress: "A neighborhood bakery in Grant Park",
      currentWebsite: "none",
      budgetRange: "$3,050",
    });
    expect(lead!.projectInterested).toEqual([
      "The Launch-Ready Bundle + Extra Logo Concepts + Print Bundle + Unlimited Support & Monthly Maintenance",
    ]);
    expect(lead!.notes).toContain("500 business cards printed free");
    expect(lead!.conversationSummary).toContain("total $3,050");
  });

  it("ignores any price, total, discount or status the browser sends", async () => {
    const out = await captureBooking(ctx(), req({ ...booking(), total: 1, price: 1, discount: 2500, leadStatus: "converted", quote: { total: 1 } }));
    expect(out).toMatchObject({ status: "accepted", result: { quote: { total: 2500, discount: 0 } } });
    const lead = await services.leads.getLead((out as { leadId: string }).leadId);
    expect(lead?.status).toBe("ready_to_buy");
  });

  it("gives 10% off only for a genuine, live offer, and only once", async () => {
    const { token } = services.offers.issue();
    const first = await captureBooking(ctx(), req(booking({ offerToken: token, offerActive: true, addOnIds: ["monthly-seo"] })));
    expect(first).toMatchObject({ status: "accepted", result: { discountApplied: true, quote: { subtotal: 2750, discount: 275, total: 2475 } } });
    // The admin reads the offer in the lead's budget, in the content's own words.
    const lead = await services.leads.getLead((first as { leadId: string }).leadId);
    expect(lead?.budgetRange).toBe(`$2,475 (${offer.discountPercent}% offer applied)`);
    const replay = await captureBooking(ctx(), req(booking({ offerToken: token, offerActive: true })));
    expect(replay).toMatchObject({ status: "accepted", result: { discountApplied: false, quote: { total: 2500 } } });
  });

  it("gives no discount for a forged offer, an expired countdown or a stale token", async () => {
    const { token } = services.offers.issue();
    const [payload] = token.split(".");
    const forged = await captureBooking(ctx(), req(booking({ offerToken: `${payload}.forgedmacforgedmac`, offerActive: true })));
    expect(forged).toMatchObject({ result: { discountApplied: false, quote: { total: 2500 } } });
    const expiredClock = await captureBooking(ctx(), req(booking({ offerToken: services.offers.issue().token, offerActive: false })));
    expect(expiredClock).toMatchObject({ result: { discountApplied: false } });
    const past = await createOfferService(t.db, { now: () => Date.now() - OFFER_WINDOW_MS - 60_000 });
    const stale = await captureBooking(ctx(), req(booking({ offerToken: past.issue().token, offerActive: true })));
    expect(stale).toMatchObject({ result: { discountApplied: false, quote: { total: 2500 } } });
  });

  it("returns the first result for a retry with the same key", async () => {
    const body = booking({ offerToken: services.offers.issue().token, offerActive: true });
    const a = await captureBooking(ctx(), req(body));
    const b = await captureBooking(ctx(), req(body));
    expect(b).toMatchObject({
      status: "accepted",
      created: false,
      leadId: (a as { leadId: string }).leadId,
      result: { discountApplied: true, quote: { total: 2250 } },
    });
  });

  it.each([
    [{ form: form({ agreeToTerms: false }) }, "agreeToTerms"],
    [{ form: form({ servicesNeeded: [] }) }, "servicesNeeded"],
    [{ form: form({ websiteUrl: "my site" }) }, "websiteUrl"],
    [{ form: form({ contactEmail: "nope" }) }, "contactEmail"],
    [{ form: form({ timeline: "yesterday" }) }, "timeline"],
    [{ addOnIds: ["free-money"] }, "addOnIds"],
  ])("refuses %o and stores nothing", async (over, field) => {
    const before = (await services.leads.countLeadsByStatus()).total;
    const out = await captureBooking(ctx(), req(booking(over)));
    expect(out.status).toBe("invalid");
    expect(Object.keys((out as { fieldErrors: object }).fieldErrors)).toContain(field);
    expect((await services.leads.countLeadsByStatus()).total).toBe(before);
  });

  it("counts an extra chosen both as add-on and as upsell once", async () => {
    const out = await captureBooking(ctx(), req(booking({ addOnIds: ["monthly-support"], upsellIds: ["monthly-support"] })));
    expect(out).toMatchObject({ status: "accepted", result: { quote: { total: 2650 } } });
  });

  it("answers a bot that fills the honeypot as accepted and stores nothing; a client that leaves it out is stored", async () => {
    const before = (await services.leads.countLeadsByStatus()).total;
    const out = await captureBooking(ctx(), req({ ...booking(), company_website: "spam" }));
    expect(out.status).toBe("accepted");
    expect((await services.leads.countLeadsByStatus()).total).toBe(before);
    const { company_website: _omit, ...noTrap } = booking();
    expect(await captureBooking(ctx(), req(noTrap))).toMatchObject({ status: "accepted", created: true });
    expect((await services.leads.countLeadsByStatus()).total).toBe(before + 1);
  });
});
