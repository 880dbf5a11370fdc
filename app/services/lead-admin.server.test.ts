import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dialects, type TestDatabase } from "../../tests/support/databases";
import { createLeadStore, type LeadStore } from "./leads.server";
import { createLeadAdmin, weekStart, type LeadAdmin } from "./lead-admin.server";
import { createAdminAuth } from "./admin-auth.server";
import { createLogger } from "./logger.server";

const DAY = 86_400_000;

describe("weeks", () => {
  it("start on Monday, UTC", () => {
    expect(new Date(weekStart(Date.parse("2025-07-30T15:00:00Z"))).toISOString()).toBe("2025-07-28T00:00:00.000Z");
    expect(new Date(weekStart(Date.parse("2025-08-03T23:59:59Z"))).toISOString()).toBe("2025-07-28T00:00:00.000Z");
    expect(new Date(weekStart(Date.parse("2025-07-28T00:00:00Z"))).toISOString()).toBe("2025-07-28T00:00:00.000Z");
  });
});

describe.each(dialects)("lead admin on $name", ({ make }) => {
  let t: TestDatabase;
  let leads: LeadStore;
  let admin: LeadAdmin;
  let n = 0;
  const now = Date.parse("2025-08-06T12:00:00Z");

  async function insertAt(createdAt: string, source: string, name: string, extra: Record<string, string | null> = {}) {
    const id = `lead-${++n}-${Math.random().toString(36).slice(2, 8)}`;
    await t.db.kysely
      .insertInto("leads")
      .values({
        id,
        source,
        idempotency_key: id,
        name,
        email: null,
        phone: null,
        business_type: null,
        budget_range: null,
        timeline: null,
        goals: null,
        notes: null,
        lead_status: "warm",
        project_interested: "[]",
        conversation_summary: null,
        business_address: null,
        current_website: null,
        details: null,
        referrer: null,
        utm_source: null,
        utm_medium: null,
        utm_campaign: null,
        utm_term: null,
        utm_content: null,
        created_at: createdAt,
        updated_at: createdAt,
        ...extra,
      })
      .execute();
    return id;
  }

  beforeAll(async () => {
    t = await make();
    leads = createLeadStore(t.db);
    const auth = createAdminAuth(t.db, { password: "Plum-Orchard-Lantern-42", log: createLogger({ write: () => {} }) });
    admin = createLeadAdmin(t.db, { leads, audit: auth.audit, now: () => now });
  });
  afterAll(async () => {
    await t?.dispose();
  });

  it("counts new leads per week by source over the last 12 weeks", async () => {
    await insertAt("2025-08-04T09:00:00.000Z", "contact", "this week A");
    await insertAt("2025-08-06T11:00:00.000Z", "contact", "this week B");
    await insertAt("2025-08-05T11:00:00.000Z", "booking", "this week C");
    await insertAt("2025-08-03T23:59:59.000Z", "demo", "last week");
    await insertAt("2025-05-19T10:00:00.000Z", "chat", "first of the 12 weeks");
    await insertAt("2025-05-18T10:00:00.000Z", "chat", "13 weeks ago: not shown");
    const series = await admin.weeklyBySource(12);
    expect(series.weeks).toHaveLength(12);
    expect(series.weeks[0]).toBe("2025-05-19");
    expect(series.weeks[11]).toBe("2025-08-04");
    expect(series.counts.contact![11]).toBe(2);
    expect(series.counts.booking![11]).toBe(1);
    expect(series.counts.demo![10]).toBe(1);
    expect(series.counts.chat![0]).toBe(1);
    const total = Object.values(series.counts)
      .flat()
      .reduce((a, b) => a + b, 0);
    expect(total).toBe(5);
  });

  it("pages newest first and back again without skipping or repeating a lead", async () => {
    const tag = `pager${Date.now()}`;
    const ids: string[] = [];
    // 23 leads, three of them in the same millisecond (ties are broken by id).
    for (let i = 0; i < 23; i++) {
      const at = new Date(now - DAY - Math.max(0, i - 2) * 60_000).toISOString();
      ids.push(await insertAt(at, "contact", `${tag} ${i}`));
    }
    const forward: string[][] = [];
    let page = await leads.listLeads({ q: tag, limit: 5 });
    expect(page.prevCursor).toBeNull();
    forward.push(page.items.map((l) => l.id));
    const pages = [page];
    while (page.nextCursor) {
      page = await leads.listLeads({ q: tag, limit: 5, cursor: page.nextCursor });
      forward.push(page.items.map((l) => l.id));
      pages.push(page);
    }
    expect(forward.map((p) => p.length)).toEqual([5, 5, 5, 5, 3]);
    const flat = forward.flat();
    expect(new Set(flat).size).toBe(23);
    const created = await Promise.all(flat.map((id) => leads.getLead(id)));
    const keys = created.map((l) => `${l!.createdAt}|${l!.id}`);
    expect(keys).toEqual([...keys].sort().reverse());
    // Back from the last page to the first, page by page.
    let back = pages[pages.length - 1]!;
    for (let i = pages.length - 2; i >= 0; i--) {
      back = await leads.listLeads({ q: tag, limit: 5, before: back.prevCursor! });
      expect(back.items.map((l) => l.id)).toEqual(forward[i]);
    }
    expect(back.prevCursor).toBeNull();
    // Oldest first is the same set the other way round.
    const oldest = await leads.listLeads({ q: tag, limit: 30, sort: "oldest" });
    expect(oldest.items.map((l) => l.id)).toEqual([...flat].reverse());
  });

  it("treats SQL in search, filter and cursor as text", async () => {
    await insertAt(new Date(now).toISOString(), "contact", "Robert'); DROP TABLE leads;--", { notes: "50% off_sale" });
    const before = (await leads.countLeadsByStatus()).total;
    for (const q of ["' OR '1'='1", "%' OR 1=1 --", "\\", "_", "'; DELETE FROM leads; --"]) {
      const page = await leads.listLeads({ q });
      for (const l of page.items) {
        const hay = [l.name, l.email, l.phone, l.businessType, l.notes].join(" ").toLowerCase();
        expect(hay, `"${q}" matched ${l.name}`).toContain(q.toLowerCase());
      }
    }
    expect((await leads.listLeads({ q: "Robert'); DROP" })).items).toHaveLength(1);
    expect((await leads.listLeads({ q: "50%" })).items).toHaveLength(1);
    expect((await leads.listLeads({ q: "f_s" })).items).toHaveLength(1);
    expect((await leads.listLeads({ status: "warm' OR '1'='1" })).items).toHaveLength(0);
    await expect(leads.listLeads({ cursor: Buffer.from("2025-01-01T00:00:00Z|' OR 1=1 --").toString("base64url") })).resolves.toBeDefined();
    await expect(leads.listLeads({ cursor: "not-a-cursor" })).rejects.toThrow("Invalid page cursor");
    expect((await leads.countLeadsByStatus()).total).toBe(before);
  });

  it("exports every lead of a filter, across pages", async () => {
    const tag = `export${Date.now()}`;
    for (let i = 0; i < 450; i++) await insertAt(new Date(now - i * 1000).toISOString(), "demo", `${tag} ${i}`);
    let count = 0;
    const seen = new Set<string>();
    for await (const page of admin.exportLeads({ q: tag, status: "all" })) {
      count += page.length;
      for (const l of page) seen.add(l.id);
    }
    expect(count).toBe(450);
    expect(seen.size).toBe(450);
  });

  it("anonymises a lead: identifying fields and old values gone, statistics and the record of it kept", async () => {
    const { lead } = await leads.createLead({
      source: "chat",
      idempotencyKey: `anon-${Date.now()}`,
      name: "Priya Patel",
      email: "priya@example.com",
      phone: "404-555-0101",
      notes: "Lives at 12 Peachtree St",
      budgetRange: "$2,500",
      details: { transcript: [{ role: "user", content: "I'm Priya" }] },
      attribution: { utmSource: "google" },
    });
    await leads.updateLead(lead.id, { email: "priya.p@example.com", lead_status: "hot" }, "admin");
    expect(await admin.anonymiseLead(lead.id, "admin")).toBe(true);
    const after = await leads.getLead(lead.id);
    expect(after).toMatchObject({
      name: null,
      email: null,
      phone: null,
      notes: null,
      details: null,
      status: "hot",
      budgetRange: "$2,500",
      source: "chat",
    });
    const events = await leads.listLeadEvents(lead.id);
    const text = JSON.stringify(events);
    expect(text).not.toContain("priya");
    // One edit's changes share a timestamp, so only the first and last are in a fixed place.
    const kinds = events.map((e) => e.kind);
    expect(kinds[0]).toBe("created");
    expect(kinds.at(-1)).toBe("anonymised");
    expect([...kinds].sort()).toEqual(["anonymised", "created", "status", "update"]);
    expect(events.find((e) => e.kind === "status")).toMatchObject({ oldValue: "warm", newValue: "hot" });
    const audit = await t.db.kysely.selectFrom("admin_audit").selectAll().where("lead_id", "=", lead.id).execute();
    expect(audit.map((a) => a.action)).toEqual(["lead_anonymised"]);
  });

  it("deletes a lead with its history, keeping only the fact in the audit trail", async () => {
    const { lead } = await leads.createLead({ source: "contact", idempotencyKey: `del-${Date.now()}`, name: "Erase Me", email: "erase@example.com" });
    expect(await admin.deleteLead(lead.id, "admin")).toBe(true);
    expect(await leads.getLead(lead.id)).toBeUndefined();
    expect(await leads.listLeadEvents(lead.id)).toEqual([]);
    const [audit] = await admin.recentPrivacyActions();
    expect(audit).toMatchObject({ action: "lead_deleted", lead_id: lead.id, actor: "admin" });
    expect(JSON.stringify(audit)).not.toContain("Erase");
    expect(await admin.deleteLead(lead.id, "admin")).toBe(false);
  });
});
