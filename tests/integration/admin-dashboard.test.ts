import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "#app/services/db.server.ts";
import { startServer, type RunningServer } from "../support/server-process";
import { ADMIN_PASSWORD, form, openServerDb, seedLead, signIn } from "../support/admin";

const XSS = `<script>alert("xss")</script><img src=x onerror=alert(1)><svg onload=alert(2)>`;
/** What must never appear as markup in any admin page. */
const RAW_TAGS = [/<script>alert/i, /<img src=x/i, /<svg onload/i];

describe("leads dashboard over HTTP", () => {
  let server: RunningServer;
  let db: Db;
  let cookie: string;
  const get = async (p: string) => {
    const res = await fetch(server.url + p, { headers: { cookie }, redirect: "manual" });
    return { res, body: await res.text() };
  };
  const post = (p: string, fields: Record<string, string>) =>
    fetch(server.url + p, { method: "POST", headers: { cookie }, body: form(fields), redirect: "manual" });

  beforeAll(async () => {
    server = await startServer({ ADMIN_PASSWORD });
    db = await openServerDb({ dataDir: server.dataDir });
    cookie = await signIn(server.url);
  });
  afterAll(async () => {
    await db?.close();
    await server?.stop();
  });

  it("renders stored script in every lead field as text: list, detail, edit forms and CSV", async () => {
    const lead = await seedLead(db, {
      source: "chat",
      name: `Xavier ${XSS}`,
      email: `x${XSS}@example.com`,
      phone: XSS,
      businessType: XSS,
      budgetRange: XSS,
      timeline: XSS,
      goals: XSS,
      notes: XSS,
      conversationSummary: XSS,
      businessAddress: XSS,
      currentWebsite: XSS,
      projectInterested: [XSS],
      details: {
        transcript: [
          { role: "user", content: XSS },
          { type: "bot", text: XSS },
        ],
        booking: { businessName: XSS },
      },
      attribution: { referrer: XSS, utmSource: XSS, utmCampaign: XSS },
    });
    const pages = [`/admin?q=Xavier`, `/admin?q=Xavier&edit=${lead.id}`, `/admin/leads/${lead.id}`, `/admin/leads/${lead.id}?edit=1`];
    for (const p of pages) {
      const { res, body } = await get(p);
      expect(res.status, p).toBe(200);
      for (const tag of RAW_TAGS) expect(body, `${p} ${tag}`).not.toMatch(tag);
      expect(body, p).toContain("&lt;script&gt;alert");
    }
    const detail = (await get(`/admin/leads/${lead.id}`)).body;
    // The transcript (both message shapes) and the booking are shown, escaped.
    expect(detail).toContain("Chat transcript");
    expect(detail.match(/&lt;svg onload=alert\(2\)&gt;/g)!.length).toBeGreaterThan(10);
    const csv = (await get(`/admin/leads.csv?q=Xavier`)).body;
    expect(csv).toContain(`"Xavier <script>alert(""xss"")</script>`);
    // CSV is not HTML: it is sent as an attachment of type text/csv, never rendered.
    const res = (await get(`/admin/leads.csv?q=Xavier`)).res;
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"$/);
  });

  it("exports the current filter as CSV with formula cells neutralised", async () => {
    const tag = `csvtag${Date.now()}`;
    await seedLead(db, {
      name: `=HYPERLINK("http://evil.example","${tag}")`,
      phone: "+1 404 555 0100",
      notes: `-2+3 ${tag}`,
      email: `@SUM(1)${tag}`,
    });
    await seedLead(db, { name: `Plain ${tag}`, notes: `\t=1+1 ${tag}`, status: "hot" });
    const all = (await get(`/admin/leads.csv?q=${tag}`)).body;
    const lines = all.trim().split("\r\n");
    expect(lines[0]).toBe(
      '"id","created_at","source","lead_status","name","email","phone","business_type","budget_range","timeline","project_interested","goals","notes","business_address","current_website","utm_source","utm_campaign","entry_page","entry_source"',
    );
    expect(lines).toHaveLength(3);
    // A UTF-8 byte-order mark first, so spreadsheet programs read accents right.
    const bytes = new Uint8Array(await (await fetch(`${server.url}/admin/leads.csv?q=${tag}`, { headers: { cookie } })).arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(all).toContain(`"'=HYPERLINK(""http://evil.example"",""${tag}"")"`);
    expect(all).toContain(`"'+1 404 555 0100"`);
    expect(all).toContain(`"'-2+3 ${tag}"`);
    expect(all).toContain(`"'@SUM(1)${tag}"`);
    // (Leading whitespace is trimmed when a lead is stored; the cell rule covers tab and CR too.)
    expect(all).toContain(`"'=1+1 ${tag}"`);
    for (const line of lines.slice(1)) expect(line).not.toMatch(/(^|,)"[=+\-@\t\r]/);
    const hot = (await get(`/admin/leads.csv?q=${tag}&status=hot`)).body.trim().split("\r\n");
    expect(hot).toHaveLength(2);
    expect(hot[1]).toContain(`Plain ${tag}`);
  });

  it("keeps SQL in search, filter, sort and cursor inert", async () => {
    const countBefore = Number(
      (
        await db.kysely
          .selectFrom("leads")
          .select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );
    const probes = [
      "/admin?q=' OR '1'='1",
      "/admin?q=%25' OR 1=1 --",
      "/admin?q='; DROP TABLE leads; --",
      "/admin?status=warm' OR '1'='1",
      "/admin?status=hot;DELETE FROM leads",
      "/admin?sort=created_at;DROP TABLE leads",
      "/admin?sort=name desc, (select 1)",
      `/admin?cursor=${Buffer.from("2999-01-01T00:00:00Z|' OR 1=1 --").toString("base64url")}`,
      "/admin/leads.csv?q=' OR '1'='1&status=' OR 1=1 --&sort=1;DROP TABLE leads",
      // Lower case: admin paths are case-folded, and any other spelling is first redirected.
      "/admin/leads/' or '1'='1",
    ];
    for (const p of probes) {
      const { res, body } = await get(encodeURI(p));
      expect([200, 404], p).toContain(res.status);
      expect(body, p).not.toMatch(/syntax error|SQLITE_|sqlite3|unrecognized token/i);
    }
    // The injected search matched no lead by accident: nothing contains that text.
    expect((await get(encodeURI("/admin?q=' OR '1'='1"))).body).toContain("No leads found");
    // An unknown status shows all leads (the filter falls back), never an error.
    expect((await get(encodeURI("/admin?status=warm' OR '1'='1"))).body).toContain("Total Leads");
    const countAfter = Number(
      (
        await db.kysely
          .selectFrom("leads")
          .select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );
    expect(countAfter).toBe(countBefore);
  });

  it("says 'Failed to fetch leads' when the list cannot be read", async () => {
    const { res, body } = await get("/admin?cursor=bm90LWEtY3Vyc29y");
    expect(res.status).toBe(200);
    expect(body).toContain("Failed to fetch leads");
  });

  it("shows the spec's empty list, Anonymous Lead, No email and No phone", async () => {
    const tag = `anon${Date.now()}`;
    expect((await get(`/admin?q=${tag}`)).body).toContain("No leads found");
    await seedLead(db, { name: null, notes: tag });
    const body = (await get(`/admin?q=${tag}`)).body;
    expect(body).toContain("Anonymous Lead");
    expect(body).toContain("No email");
    expect(body).toContain("No phone");
  });

  it("edits without JavaScript: a bad email is refused with its message and the typed values kept; a good edit redirects back", async () => {
    const lead = await seedLead(db, { name: "Nola Nojs", email: "nola@example.com" });
    const fields = {
      intent: "update",
      id: lead.id,
      returnTo: "/admin?q=Nola",
      name: "Nola Nojs-Smith",
      email: "not-an-email",
      phone: "",
      business_type: "Bakery",
      budget_range: "$1,500",
      timeline: "ASAP",
      goals: "",
      notes: "Call after 5",
      lead_status: "hot",
    };
    const bad = await post(`/admin?q=Nola&edit=${lead.id}`, fields);
    expect(bad.status).toBe(422);
    const page = await bad.text();
    expect(page).toContain("Please enter a valid email address");
    expect(page).toContain('value="Nola Nojs-Smith"');
    expect(page).toContain('value="not-an-email"');
    expect((await db.kysely.selectFrom("leads").select("email").where("id", "=", lead.id).executeTakeFirstOrThrow()).email).toBe("nola@example.com");

    const good = await post(`/admin?q=Nola&edit=${lead.id}`, { ...fields, email: "Nola.Smith@Example.com" });
    expect(good.status).toBe(303);
    expect(good.headers.get("location")).toBe("/admin?q=Nola");
    const flash = good.headers
      .getSetCookie()
      .find((c) => c.startsWith("cc_admin_flash="))!
      .split(";")[0]!;
    expect(flash).toBe("cc_admin_flash=lead_updated");
    const after = await fetch(`${server.url}/admin?q=Nola`, { headers: { cookie: `${cookie}; ${flash}` } });
    const shown = await after.text();
    expect(shown).toContain("Lead updated successfully");
    // Shown once: the flash is cleared by that response.
    expect(after.headers.getSetCookie().some((c) => c.startsWith("cc_admin_flash=;"))).toBe(true);
    const stored = await db.kysely.selectFrom("leads").selectAll().where("id", "=", lead.id).executeTakeFirstOrThrow();
    expect(stored).toMatchObject({
      name: "Nola Nojs-Smith",
      email: "nola.smith@example.com",
      business_type: "Bakery",
      lead_status: "hot",
      phone: null,
    });
  });

  it("changes status with a plain form and as data, and records each change in the history", async () => {
    const lead = await seedLead(db, { name: "Stella Status" });
    const plain = await post("/admin", { intent: "status", id: lead.id, lead_status: "contacted", returnTo: "/admin?status=contacted" });
    expect(plain.status).toBe(303);
    expect(plain.headers.get("location")).toBe("/admin?status=contacted");
    const json = await post("/admin.data", { intent: "status", id: lead.id, lead_status: "converted", respond: "data" });
    expect(json.status).toBe(200);
    const bad = await post("/admin.data", { intent: "status", id: lead.id, lead_status: "vip", respond: "data" });
    expect(bad.status).toBe(422);
    const missing = await post("/admin.data", { intent: "status", id: "no-such-lead", lead_status: "hot", respond: "data" });
    expect(missing.status).toBe(404);
    // An open redirect is not possible through returnTo.
    const away = await post("/admin", { intent: "status", id: lead.id, lead_status: "hot", returnTo: "https://evil.example/" });
    expect(away.headers.get("location")).toBe("/admin");
    const { body } = await get(`/admin/leads/${lead.id}`);
    expect(body).toContain("Status changed");
    expect(body).toMatch(/from Warm.*to Contacted/);
    expect(body).toMatch(/from Converted.*to Hot/);
  });

  it("anonymises and deletes for privacy requests, only with the box ticked", async () => {
    const lead = await seedLead(db, { name: "Pia Private", email: "pia@example.com", phone: "404-555-0111" });
    const unticked = await post(`/admin/leads/${lead.id}`, { intent: "anonymise", id: lead.id });
    expect(unticked.status).toBe(422);
    expect(await unticked.text()).toContain("Tick the box to confirm");
    const anon = await post(`/admin/leads/${lead.id}`, { intent: "anonymise", id: lead.id, confirm: "yes" });
    expect(anon.status).toBe(303);
    const { body } = await get(`/admin/leads/${lead.id}`);
    expect(body).not.toContain("Pia Private");
    expect(body).not.toContain("pia@example.com");
    expect(body).toContain("Anonymous Lead");
    expect(body).toContain("Personal details removed (privacy request)");

    const gone = await seedLead(db, { name: "Gus Gone" });
    const del = await post(`/admin/leads/${gone.id}`, { intent: "delete", id: gone.id, confirm: "yes" });
    expect(del.status).toBe(303);
    expect(del.headers.get("location")).toBe("/admin");
    const after = await get(`/admin/leads/${gone.id}`);
    expect(after.res.status).toBe(404);
    expect(after.body).toContain("Lead not found");
    const audit = await db.kysely.selectFrom("admin_audit").selectAll().where("lead_id", "=", gone.id).execute();
    expect(audit.map((a) => a.action)).toEqual(["lead_deleted"]);
  });

  it("warns the operator on the dashboard when notifications failed, and shows it on the lead with a Retry", async () => {
    const lead = await seedLead(db, { name: "Fay Failed" });
    expect((await get("/admin")).body).not.toContain("data-queue-alert");
    await db.kysely
      .insertInto("outbox")
      .values({
        id: crypto.randomUUID(),
        lead_id: lead.id,
        kind: "email",
        target: "team@example.com",
        status: "failed",
        attempts: 14,
        next_attempt_at: new Date().toISOString(),
        locked_by: null,
        locked_until: null,
        last_error: "connect ECONNREFUSED 127.0.0.1:2525",
        created_at: new Date(Date.now() - 4 * 86_400_000).toISOString(),
        sent_at: null,
      })
      .execute();
    const dash = (await get("/admin")).body;
    expect(dash).toContain("data-queue-alert");
    expect(dash).toContain("1 new-lead notification has failed for good.");
    expect(dash).toContain("connect ECONNREFUSED 127.0.0.1:2525");
    const detail = (await get(`/admin/leads/${lead.id}`)).body;
    expect(detail).toMatch(/data-notification="failed"/);
    expect(detail).toContain("Retry now");
    await db.kysely.deleteFrom("outbox").where("lead_id", "=", lead.id).execute();
  });

  it("pages through many leads with Next and Previous links", async () => {
    const tag = `page${Date.now()}`;
    for (let i = 0; i < 30; i++) await seedLead(db, { name: `${tag} ${String(i).padStart(2, "0")}` });
    const first = (await get(`/admin?q=${tag}`)).body;
    const names = (html: string) => [...html.matchAll(new RegExp(`${tag} (\\d\\d)`, "g"))].map((m) => m[1]);
    expect(new Set(names(first)).size).toBe(25);
    expect(names(first)[0]).toBe("29");
    const next = /href="(\/admin\?[^"]*cursor=[^"]+)"/.exec(first)![1]!.replaceAll("&amp;", "&");
    const second = (await get(next)).body;
    expect([...new Set(names(second))]).toEqual(["04", "03", "02", "01", "00"]);
    const prev = /href="(\/admin\?[^"]*before=[^"]+)"/.exec(second)![1]!.replaceAll("&amp;", "&");
    expect(new Set(names((await get(prev)).body)).size).toBe(25);
  });
});
