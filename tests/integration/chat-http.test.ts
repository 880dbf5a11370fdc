import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { avaChat } from "#content/chat.ts";
import { startServer, type RunningServer } from "../support/server-process";
import {
  hang,
  httpError,
  malformed,
  readUiStream,
  stallAfter,
  startFakeOpenAi,
  streamText,
  streamToolCall,
  type FakeOpenAi,
} from "../support/fake-openai";

const id = () => crypto.randomUUID();
const post = (server: RunningServer, path: string, body: unknown, init: RequestInit = {}) =>
  fetch(`${server.url}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: typeof body === "string" ? body : JSON.stringify(body),
    ...init,
  });

const ask = async (server: RunningServer, message: string, extra: object = {}) => {
  const res = await post(server, "/api/chat/ava", { conversationId: id(), message, history: [], ...extra });
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toContain("text/event-stream");
  const { text, chunks } = await readUiStream(res);
  const meta = chunks.find((c) => c.type === "finish")?.messageMetadata as { engine: string; fallback?: string } | undefined;
  return { text, chunks, meta };
};

const readyz = async (server: RunningServer) => {
  const res = await fetch(`${server.url}/readyz`);
  return { status: res.status, body: (await res.json()) as { llm: Record<string, unknown> } };
};

const transcript = (lines: [string, string][]) =>
  lines.map(([type, content], i) => ({ type, content, timestamp: new Date(Date.UTC(2026, 0, 1, 10, 0, i)).toISOString() }));

describe("chat over HTTP with the built-in engine", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({});
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("streams a grounded answer as a UI message stream, with no LLM configured", async () => {
    const { text, chunks, meta } = await ask(server, "How much does a website cost?");
    expect(text).toContain("$2,500");
    expect(chunks.filter((c) => c.type === "text-delta").length).toBeGreaterThan(10);
    expect(meta).toEqual({ engine: "builtin" });
    const ready = await readyz(server);
    expect(ready.status).toBe(200);
    expect(ready.body.llm).toMatchObject({ configured: false, state: "builtin-only" });
  });

  it("answers Tina's questions about the AI receptionist", async () => {
    const res = await post(server, "/api/chat/tina", { conversationId: id(), message: "How much is it after the trial?" });
    expect((await readUiStream(res)).text).toContain("$295/month");
  });

  it("refuses what it should, with clear messages", async () => {
    const cases: [unknown, number, RegExp][] = [
      [{ conversationId: id(), message: "   " }, 422, /message is empty/],
      [{ conversationId: id(), message: "x".repeat(1001) }, 422, /longer than 1000/],
      [{ conversationId: "nope", message: "hi" }, 422, /UUID/],
      [{ conversationId: id(), message: "hi", history: Array(7).fill({ type: "user", content: "a" }) }, 422, /at most 6/],
      ["{not json", 400, /not valid JSON/],
    ];
    for (const [body, status, error] of cases) {
      const res = await post(server, "/api/chat/ava", body);
      expect(res.status, JSON.stringify(body).slice(0, 60)).toBe(status);
      expect(((await res.json()) as { error: string }).error).toMatch(error);
    }
    expect((await post(server, "/api/chat/bob", { conversationId: id(), message: "hi" })).status).toBe(404);
    expect((await fetch(`${server.url}/api/chat/ava`)).status).toBe(405);
    expect((await post(server, "/api/chat/ava", JSON.stringify({ conversationId: id(), message: "a".repeat(40_000) }))).status).toBe(413);
  });

  it("saves a chat lead once per conversation, with the transcript, under the spec's rule", async () => {
    const conversationId = id();
    const lines = transcript([
      ["bot", avaChat.greeting],
      ["user", "I'd like a quote"],
      ["bot", avaChat.askName],
      ["user", "Keisha Moore"],
      ["bot", avaChat.askEmail],
      ["user", "keisha@example.com"],
      ["bot", avaChat.askPhone],
      ["user", "404-555-0123"],
    ]);
    const body = {
      conversationId,
      surface: "widget",
      fields: { name: "Keisha Moore", email: "keisha@example.com", phone: "404-555-0123", services: [] },
      transcript: lines,
    };
    const first = await post(server, "/api/chat/ava/lead", body);
    expect(first.status).toBe(201);
    const saved = (await first.json()) as { leadId: string; text: string };
    expect(saved.text).toBe(avaChat.leadSaved.replace("{name}", "Keisha Moore"));
    const again = await post(server, "/api/chat/ava/lead", body);
    expect(again.status).toBe(200);
    expect(((await again.json()) as { leadId: string }).leadId).toBe(saved.leadId);

    // Six messages are not enough; the email must be one the visitor typed; the last message must carry contact details.
    const refusals: [object, RegExp][] = [
      [{ ...body, conversationId: id(), transcript: lines.slice(2) }, /more than 6 messages/],
      [{ ...body, conversationId: id(), fields: { ...body.fields, email: "someone@else.com" } }, /email is not in the conversation/],
      [
        {
          ...body,
          conversationId: id(),
          transcript: [
            ...lines,
            ...transcript([
              ["bot", "ok"],
              ["user", "thanks"],
            ]),
          ],
        },
        /last message/,
      ],
      [{ ...body, conversationId: id(), fields: { ...body.fields, phone: "12" } }, /phone needs 10 or more/],
    ];
    for (const [refused, error] of refusals) {
      const res = await post(server, "/api/chat/ava/lead", refused);
      expect(res.status).toBe(422);
      expect(((await res.json()) as { error: string }).error).toMatch(error);
    }
    // Tina's chats are leads only with contact details.
    const demo = await post(server, "/api/chat/tina/lead", {
      conversationId: id(),
      surface: "demo",
      fields: { services: [] },
      transcript: transcript([["user", "How much is it?"]]),
    });
    expect(demo.status).toBe(422);
  });
});

describe("chat over HTTP with an OpenAI-compatible LLM", () => {
  let server: RunningServer;
  let fake: FakeOpenAi;
  beforeAll(async () => {
    fake = await startFakeOpenAi();
    server = await startServer({
      LLM_BASE_URL: fake.baseURL,
      LLM_MODEL: "house-model",
      LLM_API_KEY: "sk-test-key",
      LLM_CONNECT_TIMEOUT_MS: "700",
      LLM_CHUNK_TIMEOUT_MS: "700",
      LLM_TOTAL_TIMEOUT_MS: "5000",
    });
  });
  afterAll(async () => {
    await server?.stop();
    await fake?.close();
  });

  const logged = (msg: string) => server.logs().filter((l) => l.msg === msg);

  it("streams the model's reply, grounded by the content, with only the last 6 messages as history", async () => {
    fake.queue(streamText("The Launch-Ready Bundle is $2,500 one-time and ready in 10-14 business days."));
    const history = Array.from({ length: 6 }, (_, i) => ({ type: i % 2 ? "bot" : "user", content: `earlier ${i}` }));
    const { text, meta } = await ask(server, "How much is the bundle?", {
      history,
      // Nothing in the body can choose the provider or its settings.
      model: "gpt-evil",
      baseURL: "http://attacker.example",
      temperature: 2,
    });
    expect(text).toBe("The Launch-Ready Bundle is $2,500 one-time and ready in 10-14 business days.");
    expect(meta).toEqual({ engine: "llm" });
    const sent = fake.requests.at(-1)!;
    expect(sent.body.model).toBe("house-model");
    expect(sent.body.temperature).not.toBe(2);
    expect(sent.headers.authorization).toBe("Bearer sk-test-key");
    const [system, ...rest] = sent.body.messages!;
    expect(system!.role).toBe("system");
    expect(String(system!.content)).toContain("$2,500");
    expect(String(system!.content)).toContain("Never state a price");
    expect(rest.map((m) => m.content)).toEqual([...history.map((h) => h.content), "How much is the bundle?"]);
    expect(sent.body.tools?.map((t) => t.function.name)).toEqual(["captureLead"]);
  });

  it("tells the model what the conversation already knows, and a fallback keeps it", async () => {
    const conversationId = id();
    fake.queue(streamText("Nice to meet you, Dana! What do you need?"));
    await ask(server, "I'm Dana Wells, dana@sugarmaple.com, I run a bakery in Decatur", { conversationId });
    fake.queue(streamText("Happy to help with that."));
    await ask(server, "how much is a website", { conversationId });
    const system = String(fake.requests.at(-1)!.body.messages![0]!.content);
    expect(system).toContain("name: Dana Wells");
    expect(system).toContain("email: dana@sugarmaple.com");
    expect(system).toContain("business: bakery");
    expect(system).toContain("ask for their phone number");
    // The provider fails: the built-in engine carries on from the same state and does not ask for the name again.
    fake.queue(httpError(500));
    const { text, meta } = await ask(server, "ok what about a logo too", { conversationId });
    expect(meta?.engine).toBe("builtin");
    expect(text).not.toContain(avaChat.askName);
    expect(text).toContain(avaChat.askPhone);
  });

  it("runs the captureLead tool and hands the checked details to the browser", async () => {
    fake.queue(
      streamToolCall("captureLead", { name: "Dana", email: "dana@example.com", phone: "404-555-0199" }),
      streamText("Thanks, Dana! The team will reach out within 24 hours."),
    );
    const { text, chunks, meta } = await ask(server, "I'm Dana, dana@example.com, 404-555-0199", {});
    expect(meta?.engine).toBe("llm");
    expect(text).toBe("Thanks, Dana! The team will reach out within 24 hours.");
    expect(chunks.find((c) => c.type === "data-lead")?.data).toEqual({ name: "Dana", email: "dana@example.com", phone: "404-555-0199" });
    // The tool's result went back to the model for its reply.
    const followUp = fake.requests.at(-1)!.body.messages!;
    expect(followUp.some((m) => m.role === "tool")).toBe(true);
  });

  it("drops details the model invents", async () => {
    fake.queue(streamToolCall("captureLead", { email: "made.up@example.com" }), streamText("Thanks!"));
    const { chunks } = await ask(server, "You can reach me later");
    expect(chunks.find((c) => c.type === "data-lead")).toBeUndefined();
  });

  it("replaces a reply that states a price the content doesn't with the built-in answer", async () => {
    fake.queue(streamText("A website costs $999 and takes 2 days."));
    const { text, meta } = await ask(server, "How much does a website cost?");
    expect(text).not.toContain("$999");
    expect(text).toContain("$2,500");
    expect(meta).toEqual({ engine: "builtin", fallback: "unverified figure: $999, 2 days" });
    // The server's log lines reach this process through a pipe, apart from the reply: wait for this one.
    await expect.poll(() => logged("llm reply replaced by the built-in engine").at(-1)?.reason).toBe("figure not in the content");
    expect((await readyz(server)).body.llm).toMatchObject({ state: "ok", guardReplacements: 1 });
  });

  it("answers from the built-in engine when the provider fails with HTTP 500, and says so in /readyz", async () => {
    fake.queue(httpError(500));
    const { text, meta } = await ask(server, "How many revisions do I get?");
    expect(text).toContain("3 rounds");
    expect(meta).toEqual({ engine: "builtin", fallback: "error" });
    const ready = await readyz(server);
    expect(ready.status).toBe(200);
    expect(ready.body.llm).toMatchObject({ configured: true, model: "house-model", state: "failing", consecutiveFailures: 1 });
    expect(String(ready.body.llm.lastFailure)).toContain("error");
    fake.queue(streamText("Happy to help."));
    expect((await ask(server, "hello")).meta?.engine).toBe("llm");
    expect((await readyz(server)).body.llm).toMatchObject({ state: "ok", consecutiveFailures: 0 });
  });

  it("does not wait long on a provider that never answers", async () => {
    fake.queue(hang());
    const started = Date.now();
    const { text, meta } = await ask(server, "Do you build mobile apps?");
    expect(Date.now() - started).toBeLessThan(3000);
    expect(text).toContain("iOS");
    expect(meta).toEqual({ engine: "builtin", fallback: "timeout" });
  });

  it("falls back when the stream stalls mid-reply", async () => {
    fake.queue(stallAfter("The bundle "));
    const { text, meta } = await ask(server, "Do you do SEO?");
    expect(text).toContain("AI-search-optimized SEO");
    expect(meta).toEqual({ engine: "builtin", fallback: "timeout" });
  });

  it("falls back when the stream is garbage", async () => {
    fake.queue(streamText("Fine."));
    await ask(server, "hi");
    fake.queue(malformed());
    const { text, meta } = await ask(server, "Can I get a refund?");
    expect(text).toContain("24 hours");
    expect(meta?.engine).toBe("builtin");
    expect(meta?.fallback).toMatch(/garbage|error/);
  });

  it("stops the upstream call when the visitor disconnects", async () => {
    fake.queue(streamText("ok"));
    await ask(server, "hi");
    fake.queue(hang());
    const controller = new AbortController();
    const res = await post(server, "/api/chat/ava", { conversationId: id(), message: "Are you there?" }, { signal: controller.signal });
    expect(res.status).toBe(200);
    await new Promise((r) => setTimeout(r, 200));
    const upstream = fake.requests.at(-1)!;
    controller.abort();
    await expect(
      Promise.race([upstream.closedEarly.then(() => "closed"), new Promise((r) => setTimeout(() => r("still open"), 2000))]),
    ).resolves.toBe("closed");
  });

  it("after three failures in a row, skips the provider for a while", async () => {
    fake.queue(httpError(500), httpError(502), httpError(503));
    for (let i = 0; i < 3; i++) expect((await ask(server, "What's included in the bundle?")).meta?.engine).toBe("builtin");
    const before = fake.requests.length;
    const { meta } = await ask(server, "What's included in the bundle?");
    expect(meta).toEqual({ engine: "builtin", fallback: "paused" });
    expect(fake.requests.length).toBe(before);
    const ready = await readyz(server);
    expect(ready.status).toBe(200);
    expect(ready.body.llm).toMatchObject({ state: "paused", consecutiveFailures: 3 });
    expect(logged("llm paused after repeated failures; the built-in engine answers meanwhile")).toHaveLength(1);
  });
});
