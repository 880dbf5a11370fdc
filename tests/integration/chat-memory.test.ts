import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { avaChat } from "#content/chat.ts";
import { site } from "#content/site.ts";
import { createLeadStore } from "#app/services/leads.server.ts";
import type { Db } from "#app/services/db.server.ts";
import { startServer, type RunningServer } from "../support/server-process";
import { readUiStream } from "../support/fake-openai";
import { openServerDb } from "../support/admin";
import { createPgDatabase } from "../support/databases";

/** One message, as a page that sends no history would: the server must remember the rest. */
async function say(server: RunningServer, conversationId: string, message: string, assistant = "ava") {
  const res = await fetch(`${server.url}/api/chat/${assistant}`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ conversationId, message, history: [] }),
  });
  expect(res.status).toBe(200);
  const { text, chunks } = await readUiStream(res);
  const meta = chunks.find((c) => c.type === "finish")?.messageMetadata as { leadCaptured?: boolean } | undefined;
  return { text, leadCaptured: Boolean(meta?.leadCaptured) };
}

interface Details {
  transcript: { type: string; content: string }[];
  assistant: string;
}

describe.each([
  { dialect: "sqlite", pg: false },
  { dialect: "postgres, two server instances", pg: true },
])("chat memory and server-side leads on $dialect", ({ pg }) => {
  let servers: RunningServer[] = [];
  let db: Db;
  let dropPg: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    if (pg) {
      const created = await createPgDatabase();
      dropPg = created.drop;
      const first = await startServer({ DATABASE_URL: created.url });
      servers = [first, await startServer({ DATABASE_URL: created.url })];
      db = await openServerDb({ dataDir: first.dataDir, databaseUrl: created.url });
    } else {
      servers = [await startServer({})];
      db = await openServerDb({ dataDir: servers[0]!.dataDir });
    }
  });
  afterAll(async () => {
    await db?.close();
    for (const s of servers) await s.stop();
    await dropPg?.();
  });

  // With two instances, every other message goes to the other one: the state lives in the database.
  const on = (i: number) => servers[i % servers.length]!;
  const leadOf = (conversationId: string) => createLeadStore(db).getLeadByIdempotencyKey(`chat:${conversationId}`);

  it("remembers across messages, creates the lead once name and phone are known, and updates it", async () => {
    const id = crypto.randomUUID();
    const replies: string[] = [];
    const turns = [
      "Hi, I run a bakery in Decatur and need a new website",
      "I'm Dana Wells",
      "(770) 555-0111",
      "do you do business cards too",
      "actually use dana@sugarmaple.com for email",
    ];
    let capturedAt = -1;
    for (const [i, turn] of turns.entries()) {
      const { text, leadCaptured } = await say(on(i), id, turn);
      replies.push(text);
      if (leadCaptured && capturedAt < 0) capturedAt = i;
    }
    // Asked once for the name, never for the phone after it was given.
    expect(replies.filter((r) => r.includes(avaChat.askName))).toHaveLength(1);
    expect(replies.slice(3).some((r) => r.includes(avaChat.askPhone))).toBe(false);
    // The question asked after the lead is answered, not met with another form question.
    expect(replies[3]).toMatch(/business card/i);
    // The lead exists from the message that completed name + phone, with what was known then.
    expect(capturedAt).toBe(2);
    const lead = await leadOf(id);
    expect(lead).toBeDefined();
    expect(lead).toMatchObject({ source: "chat", name: "Dana Wells", phone: "(770) 555-0111", email: "dana@sugarmaple.com" });
    expect(lead!.businessType).toBe("bakery (Decatur)");
    expect(lead!.projectInterested).toEqual(expect.arrayContaining(["Website Design", "Print"]));
    const details = lead!.details as Details;
    expect(details.assistant).toBe("ava");
    // The whole transcript, the assistant's last reply included.
    expect(details.transcript.map((m) => m.content)).toEqual(turns.flatMap((t, i) => [t, replies[i]]));
    expect(details.transcript.at(-1)).toMatchObject({ type: "bot", content: replies.at(-1) });
    // One lead per conversation.
    const all = await createLeadStore(db).listLeads({ q: "Dana Wells" });
    expect(all.items.filter((l) => l.idempotencyKey === `chat:${id}`)).toHaveLength(1);
  });

  it("no lead without a name and a way to reach the visitor", async () => {
    const id = crypto.randomUUID();
    await say(on(0), id, "How much is a logo?");
    await say(on(1), id, "dana@example.com");
    expect(await leadOf(id)).toBeUndefined();
  });

  it("'talk to a human' gives the phone and email from the content", async () => {
    const { text } = await say(on(0), crypto.randomUUID(), "Can I talk to a human?");
    expect(text).toContain(site.phone);
    expect(text).toContain(site.email);
  });

  it("Tina keeps her role across instances, and a pretend caller is not a lead", async () => {
    const id = crypto.randomUUID();
    await say(on(0), id, "show me a demo", "tina");
    const hours = await say(on(1), id, "what are your hours", "tina");
    // In the role on the other instance: the sample company's hours, not the AI receptionist's.
    expect(hours.text).toContain("Monday to Friday");
    await say(on(2), id, "my kitchen sink is clogged, can someone come out", "tina");
    await say(on(3), id, "8 to 10 please", "tina");
    await say(on(4), id, "Sam Lee 404-555-0100", "tina");
    const booked = await say(on(5), id, "12 Elm St, Smyrna", "tina");
    expect(booked.text).toContain("You're booked for tomorrow between 8 and 10 a.m.");
    expect(booked.text).toContain("kitchen sink is clogged");
    expect(await createLeadStore(db).getLeadByIdempotencyKey(`chat:${id}`)).toBeUndefined();
  });
});
