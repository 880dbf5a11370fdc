import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dialects, type TestDatabase } from "../../tests/support/databases";
import { createLeadStore, LeadStoreError, type LeadStore } from "./leads.server";

describe.each(dialects)("lead store on $name", ({ make }) => {
  let t: TestDatabase;
  let store: LeadStore;
  let n = 0;
  const key = () => `key-${Date.now()}-${++n}`;

  beforeAll(async () => {
    t = await make();
    store = createLeadStore(t.db);
  });
  afterAll(async () => {
    await t?.dispose();
  });

  it("stores a contact lead as warm with its fields, attribution and a created event", async () => {
    const { lead, created } = await store.createLead({
      source: "contact",
      idempotencyKey: key(),
      name: "  Keisha Moore ",
      email: "keisha@example.com",
      businessType: "Contact Form",
      notes: "Services: logo\nMessage: new bakery",
      projectInterested: ["Logo Design", "Website Design"],
      details: { form: "contact" },
      attribution: { referrer: "https://google.com/", utmSource: "google", utmCampaign: "spring" },
    });
    expect(created).toBe(true);
    expect(lead.status).toBe("warm");
    expect(lead.name).toBe("Keisha Moore");
    expect(lead.projectInterested).toEqual(["Logo Design", "Website Design"]);
    expect(lead.details).toEqual({ form: "contact" });
    expect(lead.attribution.utmSource).toBe("google");
    expect(lead.attribution.referrer).toBe("https://google.com/");
    const again = await store.getLead(lead.id);
    expect(again).toEqual(lead);
    const events = await store.listLeadEvents(lead.id);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ kind: "created", newValue: "warm", actor: "visitor" });
  });

  it("gives each source its spec status: demo interested, booking ready_to_buy, chat warm", async () => {
    const demo = await store.createLead({ source: "demo", idempotencyKey: key(), name: "D" });
    const booking = await store.createLead({ source: "booking", idempotencyKey: key(), name: "B" });
    const chat = await store.createLead({ source: "chat", idempotencyKey: key(), name: "C" });
    expect([demo.lead.status, booking.lead.status, chat.lead.status]).toEqual(["interested", "ready_to_buy", "warm"]);
  });

  it("returns the first lead for a repeated idempotency key and stores nothing new", async () => {
    const k = key();
    const first = await store.createLead({ source: "contact", idempotencyKey: k, name: "First" });
    const second = await store.createLead({ source: "contact", idempotencyKey: k, name: "Second" });
    expect(second.created).toBe(false);
    expect(second.lead.id).toBe(first.lead.id);
    expect(second.lead.name).toBe("First");
    const page = await store.listLeads({ q: "Second" });
    expect(page.items).toHaveLength(0);
    expect(await store.listLeadEvents(first.lead.id)).toHaveLength(1);
  });

  it("stores exactly one lead when the same key arrives concurrently", async () => {
    const k = key();
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) => store.createLead({ source: "contact", idempotencyKey: k, name: `Racer ${i}` })),
    );
    expect(new Set(results.map((r) => r.lead.id)).size).toBe(1);
    expect(results.filter((r) => r.created)).toHaveLength(1);
  });

  it("refuses a lead without an idempotency key or with an unknown status", async () => {
    await expect(store.createLead({ source: "contact", idempotencyKey: "  " })).rejects.toBeInstanceOf(LeadStoreError);
    await expect(store.createLead({ source: "contact", idempotencyKey: key(), status: "vip" as never })).rejects.toThrow(/Unknown lead status/);
  });

  it("lists newest first, filters by status and pages without gaps or repeats", async () => {
    const tag = `pager${n}`;
    const ids: string[] = [];
    for (let i = 0; i < 7; i++) {
      const { lead } = await store.createLead({
        source: i % 2 ? "booking" : "contact",
        idempotencyKey: key(),
        name: `${tag} ${i}`,
      });
      ids.push(lead.id);
    }
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const page = await store.listLeads({ q: tag, limit: 3, cursor });
      seen.push(...page.items.map((l) => l.id));
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    expect(seen).toEqual([...ids].reverse());

    const ready = await store.listLeads({ q: tag, status: "ready_to_buy" });
    expect(ready.items.map((l) => l.name)).toEqual([`${tag} 5`, `${tag} 3`, `${tag} 1`]);
    const all = await store.listLeads({ q: tag, status: "all", limit: 50 });
    expect(all.items).toHaveLength(7);
  });

  it("searches name, email, phone, business type and notes, case-insensitively", async () => {
    const { lead } = await store.createLead({
      source: "contact",
      idempotencyKey: key(),
      name: "Zora Whitfield",
      email: "ZORA@Peachtree-Paws.example",
      phone: "(404) 555-0199",
      businessType: "Dog Grooming Salon",
      notes: "Wants a mascot refresh",
    });
    for (const q of ["zora whit", "peachtree-paws", "555-0199", "grooming salon", "MASCOT"]) {
      const page = await store.listLeads({ q });
      expect(
        page.items.map((l) => l.id),
        q,
      ).toContain(lead.id);
    }
  });

  it("finds a booking by words of its business description", async () => {
    const { lead } = await store.createLead({
      source: "booking",
      idempotencyKey: key(),
      name: "Dana Okafor",
      businessAddress: "Family bakery in Decatur, sourdough and cakes",
    });
    const page = await store.listLeads({ q: "Bakery" });
    expect(page.items.map((l) => l.id)).toContain(lead.id);
  });

  it("treats LIKE wildcards and SQL in the search as plain text", async () => {
    await store.createLead({ source: "contact", idempotencyKey: key(), name: "Percent 50% off" });
    const pct = await store.listLeads({ q: "50%" });
    expect(pct.items.every((l) => l.name?.includes("50%"))).toBe(true);
    expect(pct.items.length).toBeGreaterThan(0);
    const underscore = await store.listLeads({ q: "_" });
    expect(underscore.items.every((l) => JSON.stringify(l).includes("_"))).toBe(true);
    const injected = await store.listLeads({ q: "' or 1=1; drop table leads; --" });
    expect(injected.items).toHaveLength(0);
    const stillThere = await store.listLeads({ limit: 1 });
    expect(stillThere.items).toHaveLength(1);
    await expect(store.listLeads({ status: "warm' or '1'='1" })).resolves.toMatchObject({ items: [] });
    await expect(store.listLeads({ cursor: "not-a-cursor" })).rejects.toThrow(/cursor/);
  });

  it("updates edited fields, records each change with who made it, and ignores unknown fields", async () => {
    const { lead } = await store.createLead({ source: "contact", idempotencyKey: key(), name: "Old Name" });
    const updated = await store.updateLead(
      lead.id,
      { name: "New Name", budget_range: "$2,500", notes: "Called back", id: "hacked" } as never,
      "admin",
    );
    expect(updated).toMatchObject({ id: lead.id, name: "New Name", budgetRange: "$2,500", notes: "Called back" });
    expect(updated!.updatedAt >= lead.updatedAt).toBe(true);
    const events = await store.listLeadEvents(lead.id);
    const changes = events.filter((e) => e.kind === "update").map((e) => [e.field, e.oldValue, e.newValue, e.actor]);
    expect(changes).toEqual(
      expect.arrayContaining([
        ["name", "Old Name", "New Name", "admin"],
        ["budget_range", null, "$2,500", "admin"],
        ["notes", null, "Called back", "admin"],
      ]),
    );
    expect(changes).toHaveLength(3);
    // Saving the same values again changes nothing and records nothing.
    await store.updateLead(lead.id, { name: "New Name" }, "admin");
    expect(await store.listLeadEvents(lead.id)).toHaveLength(events.length);
  });

  it("sets any status to any other, records it, and rejects unknown statuses", async () => {
    const { lead } = await store.createLead({ source: "booking", idempotencyKey: key() });
    const cold = await store.setLeadStatus(lead.id, "cold", "admin");
    expect(cold?.status).toBe("cold");
    const converted = await store.setLeadStatus(lead.id, "converted", "admin");
    expect(converted?.status).toBe("converted");
    await expect(store.setLeadStatus(lead.id, "archived", "admin")).rejects.toThrow(/Unknown lead status/);
    const statusEvents = (await store.listLeadEvents(lead.id)).filter((e) => e.kind === "status");
    expect(statusEvents.map((e) => [e.oldValue, e.newValue])).toEqual([
      ["ready_to_buy", "cold"],
      ["cold", "converted"],
    ]);
    expect(await store.setLeadStatus("no-such-id", "hot", "admin")).toBeUndefined();
  });

  it("counts leads by status", async () => {
    const before = await store.countLeadsByStatus();
    await store.createLead({ source: "booking", idempotencyKey: key() });
    const after = await store.countLeadsByStatus();
    expect(after.total).toBe(before.total + 1);
    expect(after.byStatus.ready_to_buy).toBe((before.byStatus.ready_to_buy ?? 0) + 1);
  });
});
