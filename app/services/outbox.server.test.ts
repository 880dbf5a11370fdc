import http from "node:http";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { dialects, type TestDatabase } from "../../tests/support/databases";
import { makeTestSmtp, type TestSmtp } from "../../tests/support/smtp";
import { freePort } from "../../tests/support/server-process";
import { createLogger } from "./logger.server";
import { createLeadStore, type LeadStore } from "./leads.server";
import { createOutbox, type Outbox, type OutboxOptions } from "./outbox.server";
import { SIGNATURE_HEADER, TIMESTAMP_HEADER, verifyWebhook } from "./notify-messages.server";

const NOTIFY = "team@canopy.example";

describe.each(dialects)("notification outbox on $name", ({ make }) => {
  let t: TestDatabase;
  let smtp: TestSmtp;
  let leads: LeadStore;
  let n = 0;
  // The senders run on a clock the test moves forward, instead of waiting out the backoff.
  let offset = 0;
  const clock = () => Date.now() + offset;
  const outboxes: Outbox[] = [];
  const logs: Record<string, unknown>[] = [];

  function outbox(extra: Partial<OutboxOptions> = {}): Outbox {
    const o = createOutbox({
      db: t.db,
      log: createLogger({ write: (l) => logs.push(JSON.parse(l)) }),
      leads,
      siteUrl: "https://www.canopy.example",
      smtpUrl: smtp.url,
      now: clock,
      random: () => 0.5,
      baseBackoffMs: 1_000,
      // Wide: on a busy machine a healthy local mail server can pause for seconds. Only the
      // test of a slow server narrows the socket timeout, for the sender that meets it.
      smtp: { connectionTimeout: 20_000, greetingTimeout: 20_000, socketTimeout: 20_000 },
      ...extra,
    });
    outboxes.push(o);
    return o;
  }

  const newLead = (name = `Lead ${++n}`) =>
    leads.createLead({ source: "contact", idempotencyKey: `outbox-${Date.now()}-${++n}`, name, email: `l${n}@example.com`, notes: "Needs a logo" });

  async function rows() {
    return t.db.kysely.selectFrom("outbox").selectAll().orderBy("created_at").execute();
  }

  beforeAll(async () => {
    t = await make();
    smtp = await makeTestSmtp();
    leads = createLeadStore(t.db, { notify: { email: NOTIFY } });
  });
  afterEach(async () => {
    for (const o of outboxes.splice(0)) await o.stop();
    await smtp.stop();
    await t.db.kysely.deleteFrom("outbox").execute();
    smtp.received.length = 0;
    smtp.mode = { kind: "ok" };
    offset = 0;
  });
  afterAll(async () => {
    await t?.dispose();
  });

  it("queues an email with each new lead, in the lead's transaction, and none for a repeat", async () => {
    const { lead } = await newLead("Queued Quinn");
    const again = await leads.createLead({ source: "contact", idempotencyKey: lead.idempotencyKey, name: "Repeat" });
    expect(again.created).toBe(false);
    const queued = await rows();
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({ lead_id: lead.id, kind: "email", target: NOTIFY, status: "pending", attempts: 0 });
  });

  it("delivers a plain-text email to ADMIN_NOTIFY_EMAIL with the lead's details and a link", async () => {
    await smtp.start();
    const { lead } = await newLead("Dana <script>alert(1)</script>\r\nBcc: x@evil.example");
    await outbox().drainOnce();
    expect(smtp.received).toHaveLength(1);
    const mail = smtp.received[0]!;
    expect(mail.to).toEqual([NOTIFY]);
    expect(mail.leadId).toBe(lead.id);
    expect(mail.subject).toContain("New lead:");
    const [head, ...rest] = mail.raw.split(/\r?\n\r?\n/);
    const body = rest.join("\n").replace(/=\r?\n/g, "");
    // The name's line break cannot add a header.
    expect(head).not.toMatch(/^Bcc:/im);
    expect(head).toMatch(/^Content-Type: text\/plain/im);
    expect(body).toContain("Name: Dana <script>alert(1)</script> Bcc: x@evil.example");
    expect(body).toContain(`https://www.canopy.example/admin/leads/${lead.id}`);
    expect((await rows())[0]).toMatchObject({ status: "sent", attempts: 1, last_error: null });
  });

  it("keeps every lead and delivers every email once when the mail server is down, slow, refusing, then back", async () => {
    // A long first backoff: each phase's messages wait until the server is back.
    const o = outbox({ baseBackoffMs: 10 * 60_000 });
    // The slow server answers after 30 s; this sender gives up on a silent socket long before.
    const impatient = outbox({ baseBackoffMs: 10 * 60_000, smtp: { connectionTimeout: 20_000, greetingTimeout: 20_000, socketTimeout: 400 } });
    const ids: string[] = [];
    const phase = async (setup: () => Promise<void> | void, count: number, sender = o) => {
      await setup();
      for (let i = 0; i < count; i++) ids.push((await newLead()).lead.id);
      await sender.drainOnce();
    };
    // Down: nothing listens on the port.
    await phase(() => {}, 3);
    // Slow: it answers after the sender's socket timeout.
    await phase(
      async () => {
        smtp.mode = { kind: "slow", delayMs: 30_000 };
        await smtp.start();
      },
      2,
      impatient,
    );
    // Refusing: every recipient gets 451.
    await phase(() => {
      smtp.mode = { kind: "refuse" };
    }, 2);
    // Rejecting the message itself: 554.
    await phase(() => {
      smtp.mode = { kind: "reject" };
    }, 1);

    for (const id of ids) expect(await leads.getLead(id)).toBeDefined();
    expect(smtp.received).toHaveLength(0);
    const failing = await rows();
    expect(failing).toHaveLength(8);
    for (const r of failing) {
      expect(r.status).toBe("pending");
      expect(r.attempts).toBeGreaterThanOrEqual(1);
      expect(r.last_error).toBeTruthy();
      expect(Date.parse(r.next_attempt_at)).toBeGreaterThan(clock());
    }
    expect(logs.filter((l) => l.msg === "notification delivery failed; will retry").length).toBeGreaterThanOrEqual(8);
    expect(await o.stats()).toMatchObject({ pending: 8, lastErrorText: expect.any(String) });

    // Back: once the backoff has passed, everything goes out exactly once.
    smtp.mode = { kind: "ok" };
    offset += 2 * 60 * 60_000;
    await o.drainOnce();
    const counts = smtp.countsByLead();
    expect([...counts.keys()].sort()).toEqual([...ids].sort());
    expect([...counts.values()].every((c) => c === 1)).toBe(true);
    expect((await rows()).every((r) => r.status === "sent")).toBe(true);
    expect(await o.stats()).toMatchObject({ pending: 0, failed: 0, sent: 8 });
  });

  it("waits longer after each failure, up to the cap", async () => {
    const o = outbox({ baseBackoffMs: 1_000, maxBackoffMs: 8_000 });
    await newLead();
    const gaps: number[] = [];
    for (let i = 0; i < 6; i++) {
      const before = clock();
      await o.drainOnce();
      const [r] = await rows();
      gaps.push(Date.parse(r!.next_attempt_at) - before);
      offset += 10 * 60_000;
    }
    // 1, 2, 4, 8, 8, 8 seconds (random fixed at the middle of the jitter).
    expect(gaps.map((g) => Math.round(g / 1000))).toEqual([1, 2, 4, 8, 8, 8]);
  });

  it("drains the queue once with several senders working at the same time", async () => {
    await smtp.start();
    const ids: string[] = [];
    for (let i = 0; i < 24; i++) ids.push((await newLead()).lead.id);
    const senders = [outbox({ batchSize: 3 }), outbox({ batchSize: 3 }), outbox({ batchSize: 3 })];
    await Promise.all(senders.map((s) => s.drainOnce()));
    const counts = smtp.countsByLead();
    expect(counts.size).toBe(24);
    expect([...counts.values()].every((c) => c === 1)).toBe(true);
    const sentRows = await rows();
    expect(sentRows.every((r) => r.status === "sent" && r.attempts === 1)).toBe(true);
  });

  it("takes over a message whose sender died once its lease runs out (at least once)", async () => {
    await smtp.start();
    const { lead } = await newLead();
    // A sender claims the row and then dies before sending.
    await t.db.kysely
      .updateTable("outbox")
      .set({ status: "sending", locked_by: "dead-process", locked_until: new Date(clock() + 60_000).toISOString(), attempts: 1 })
      .execute();
    const o = outbox();
    await o.drainOnce();
    expect(smtp.received).toHaveLength(0);
    offset += 61_000;
    await o.drainOnce();
    expect(smtp.countsByLead().get(lead.id)).toBe(1);
  });

  it("marks a message failed after the give-up time and sends it again on request", async () => {
    const o = outbox({ giveUpAfterMs: 30_000 });
    const { lead } = await newLead();
    await o.drainOnce();
    offset += 31_000;
    await o.drainOnce();
    const [failed] = await rows();
    expect(failed).toMatchObject({ status: "failed" });
    expect((await o.statusForLeads([lead.id])).get(lead.id)?.[0]).toMatchObject({ status: "failed", attempts: 2 });
    expect((await o.stats()).failed).toBe(1);
    offset += 24 * 60 * 60_000;
    await o.drainOnce();
    expect(smtp.received).toHaveLength(0);

    await smtp.start();
    expect(await o.retry(failed!.id)).toBe(true);
    await o.drainOnce();
    expect(smtp.countsByLead().get(lead.id)).toBe(1);
    expect(await o.retry(failed!.id)).toBe(false);
  });

  it("drops the queued messages of a lead deleted before they were sent", async () => {
    const { lead } = await newLead();
    await t.db.kysely.deleteFrom("leads").where("id", "=", lead.id).execute();
    expect(await rows()).toHaveLength(0);
  });

  it("sends the running sender a new lead at once, without waiting for the next poll", async () => {
    await smtp.start();
    // No poll comes within the test: a delivery can only be the kick's.
    const o = outbox({ pollMs: 24 * 3_600_000 });
    const kicked = createLeadStore(t.db, { notify: { email: NOTIFY }, onQueued: () => o.kick() });
    o.start();
    const { lead } = await kicked.createLead({ source: "demo", idempotencyKey: `kick-${Date.now()}`, name: "Fast Fran" });
    await expect.poll(() => smtp.countsByLead().get(lead.id), { timeout: 60_000 }).toBe(1);
  });
});

describe.each(dialects)("signed webhook on $name", ({ make }) => {
  let t: TestDatabase;
  let server: http.Server;
  let url: string;
  const calls: { headers: http.IncomingHttpHeaders; body: string }[] = [];
  let answer = 200;
  const secret = "whsec-test-0123456789abcdef";

  beforeAll(async () => {
    t = await make();
    const port = await freePort();
    server = http.createServer((req, res) => {
      let body = "";
      req.on("data", (c) => (body += c));
      req.on("end", () => {
        calls.push({ headers: req.headers, body });
        res.writeHead(answer).end();
      });
    });
    await new Promise<void>((r) => server.listen(port, "127.0.0.1", r));
    url = `http://127.0.0.1:${port}/hooks/lead`;
  });
  afterAll(async () => {
    await new Promise((r) => server.close(r));
    await t?.dispose();
  });

  it("posts each new lead with an HMAC-SHA256 signature the receiver can check, retrying a 5xx", async () => {
    const leads = createLeadStore(t.db, { notify: { webhookUrl: url } });
    let offset = 0;
    const o = createOutbox({
      db: t.db,
      log: createLogger({ write: () => {} }),
      leads,
      siteUrl: "https://www.canopy.example",
      webhookSecret: secret,
      now: () => Date.now() + offset,
    });
    const { lead } = await leads.createLead({
      source: "booking",
      idempotencyKey: `hook-${Date.now()}`,
      name: "Hook Hana",
      email: "hana@example.com",
    });
    answer = 503;
    await o.drainOnce();
    expect(calls).toHaveLength(1);
    const [row] = await t.db.kysely.selectFrom("outbox").selectAll().execute();
    expect(row).toMatchObject({ kind: "webhook", status: "pending", last_error: "webhook answered 503" });

    answer = 204;
    offset += 60 * 60_000;
    await o.drainOnce();
    expect(calls).toHaveLength(2);
    const call = calls[1]!;
    const payload = JSON.parse(call.body);
    expect(payload).toMatchObject({ event: "lead.created", deliveryId: row!.id, lead: { id: lead.id, name: "Hook Hana", source: "booking" } });
    const headers = {
      signature: String(call.headers[SIGNATURE_HEADER.toLowerCase()]),
      timestamp: String(call.headers[TIMESTAMP_HEADER.toLowerCase()]),
    };
    expect(headers.signature).toMatch(/^sha256=[0-9a-f]{64}$/);
    expect(verifyWebhook(secret, headers, call.body, Date.now() + offset)).toBe(true);
    expect(verifyWebhook("another-secret-value", headers, call.body, Date.now() + offset)).toBe(false);
    expect(verifyWebhook(secret, headers, call.body.replace("Hook Hana", "Someone Else"), Date.now() + offset)).toBe(false);
    expect((await t.db.kysely.selectFrom("outbox").select("status").executeTakeFirst())?.status).toBe("sent");
    await o.stop();
  });
});
