import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emptyState, type ChatState } from "./chat/state.server";
import { dialects, type TestDatabase } from "../../tests/support/databases";
import { makeTestServices } from "../../tests/support/services";
import type { AppServices } from "./app-services.server";
import type { Conversation } from "./chat-conversations.server";
import { captureConversationLead } from "./chat-lead-capture.server";
import { rules } from "./rate-limit.server";

/** A conversation as the chat service holds it: what it learned, and what was said. */
function conversation(facts: Partial<ChatState["facts"]>, said: string[], assistant: "ava" | "tina" = "ava"): Conversation {
  const state = emptyState();
  state.facts = { ...state.facts, ...facts };
  return {
    assistant,
    conversationId: crypto.randomUUID(),
    state,
    transcript: said.flatMap((content, i) => [
      { type: "user" as const, content, timestamp: new Date(Date.UTC(2026, 0, 1, 10, 0, i * 2)).toISOString() },
      { type: "bot" as const, content: `reply ${i}`, timestamp: new Date(Date.UTC(2026, 0, 1, 10, 0, i * 2 + 1)).toISOString() },
    ]),
    leadId: null,
    stored: true,
  };
}

describe.each(dialects)("one chat-lead capture path, on the shared pipeline, on $name", ({ make }) => {
  let t: TestDatabase;
  let services: AppServices;
  let ip = 0;
  // A fresh address per test, so the chat-lead rate limit counts only what the test does.
  const ctx = () => ({ services, clientIp: `10.9.0.${++ip}` });

  beforeAll(async () => {
    t = await make();
    services = await makeTestServices(t.db);
  });
  afterAll(async () => {
    await services?.close();
    await t?.dispose();
  });

  it("waits for a name and a contact, creates the lead once, then brings it up to date as the conversation goes on", async () => {
    const c = conversation({ business: "bakery", area: "Decatur", services: ["Website Design"] }, ["hi I run a bakery in Decatur need a new site"]);
    expect(await captureConversationLead(ctx(), c)).toBeNull();

    c.state.facts.name = "Luis";
    c.state.facts.phone = "(770) 555-0111";
    c.transcript.push({ type: "user", content: "this is Luis, (770) 555-0111", timestamp: new Date().toISOString() });
    const first = await captureConversationLead(ctx(), c);
    expect(first).toMatchObject({ status: "accepted", created: true });

    c.state.facts.email = "luis@example.com";
    c.state.facts.services.push("Logo Design");
    c.transcript.push({ type: "user", content: "email is luis@example.com and we want a logo too", timestamp: new Date().toISOString() });
    const second = await captureConversationLead(ctx(), c);
    expect(second).toMatchObject({ status: "accepted", created: false });
    if (first?.status !== "accepted" || second?.status !== "accepted") throw new Error("not captured");
    expect(second.leadId).toBe(first.leadId);

    const lead = await services.leads.getLead(first.leadId);
    expect(lead).toMatchObject({
      name: "Luis",
      phone: "(770) 555-0111",
      email: "luis@example.com",
      businessType: "bakery (Decatur)",
      source: "chat",
    });
    expect(lead!.projectInterested).toEqual(["Website Design", "Logo Design"]);
    const transcript = (lead!.details as { transcript: { content: string }[] }).transcript.map((m) => m.content);
    expect(transcript).toContain("email is luis@example.com and we want a logo too");
    expect(lead!.notes).toContain("Area: Decatur");
  });

  it("takes an email the visitor said in words or corrected, made of what they typed", async () => {
    for (const [email, said] of [
      ["dana@sweetcrumb.com", ["I'm Dana, dana at sweet crumb dot com"]],
      ["tiana@nailsbytee.com", ["its tiana, tiana at nailzbytee dot com. wait no its nailsbytee"]],
      ["ghenderson@cpyouthlink.org", ["Gloria Henderson here", "my email is g h e n d e r s o n at c p youth link dot org"]],
      ["marcus.bell@gmail.com", ["im Marcus, marcus.bell@gmial.com", "gmail not gmial, fat thumbs"]],
    ] as const) {
      const outcome = await captureConversationLead(ctx(), conversation({ name: "Dana", email }, [...said]));
      expect(outcome, email).toMatchObject({ status: "accepted", created: true });
    }
  });

  it("refuses a contact the visitor never typed, with the reason", async () => {
    const c = conversation({ name: "Dana", email: "someone.else@example.com" }, ["I'm Dana"]);
    const outcome = await captureConversationLead(ctx(), c);
    expect(outcome).toMatchObject({ status: "invalid", fieldErrors: { transcript: "the email is not in the conversation" } });
  });

  it("counts creating chat leads against the chat-lead rate limit of the address, not their updates", async () => {
    const address = ctx();
    const made: Conversation[] = [];
    for (let i = 0; i < rules.chatLead.limit; i++) {
      const c = conversation({ name: `Visitor ${i}`, phone: `(404) 555-01${String(10 + i).padStart(2, "0")}` }, [
        `Visitor ${i} (404) 555-01${String(10 + i).padStart(2, "0")}`,
      ]);
      const outcome = await captureConversationLead(address, c);
      expect(outcome?.status).toBe("accepted");
      made.push(c);
    }
    const over = conversation({ name: "One More", phone: "(404) 555-0199" }, ["One More (404) 555-0199"]);
    expect((await captureConversationLead(address, over))?.status).toBe("rate_limited");
    // A lead already made still follows its conversation.
    made[0]!.transcript.push({ type: "user", content: "also need a logo", timestamp: new Date().toISOString() });
    expect(await captureConversationLead(address, made[0]!)).toMatchObject({ status: "accepted", created: false });
  });

  it("a visitor who asked Ava for a call back becomes a lead with the number alone, named in the admin by nothing", async () => {
    const c = conversation({ phone: "(678) 555-0147", callback: true }, ["i need a real person to call me about a website", "fine. 6785550147"]);
    const outcome = await captureConversationLead(ctx(), c);
    expect(outcome).toMatchObject({ status: "accepted", created: true });
    if (outcome?.status !== "accepted") throw new Error("not captured");
    expect(await services.leads.getLead(outcome.leadId)).toMatchObject({ name: null, phone: "(678) 555-0147", source: "chat" });
  });

  it("a demo conversation with Tina becomes a lead with an email alone", async () => {
    const c = conversation({ email: "owner@shop.com" }, ["sounds good, reach me at owner@shop.com"], "tina");
    const outcome = await captureConversationLead(ctx(), c);
    expect(outcome).toMatchObject({ status: "accepted", created: true });
    if (outcome?.status !== "accepted") throw new Error("not captured");
    expect((await services.leads.getLead(outcome.leadId))?.projectInterested).toEqual(["AI Receptionist Demo"]);
  });
});
