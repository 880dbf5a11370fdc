/**
 * The LLM misbehaving in every way a provider can, and what the logs of a whole session
 * hold: JSON lines only, refusals with the client's IP, and no secret in any of them.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type RunningServer } from "../support/server-process";
import { doneWithoutFinishReason, endless, hang, readUiStream, startFakeOpenAi, trickle, type FakeOpenAi } from "../support/fake-openai";
import { ADMIN_PASSWORD, form, signIn } from "../support/admin";

const LLM_KEY = "sk-live-Canary-9f8e7d6c5b4a";

const ask = async (server: RunningServer, message: string) => {
  const started = Date.now();
  const res = await fetch(`${server.url}/api/chat/ava`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ conversationId: crypto.randomUUID(), message, history: [] }),
  });
  expect(res.status).toBe(200);
  const { text, chunks } = await readUiStream(res);
  const meta = chunks.find((c) => c.type === "finish")?.messageMetadata as { engine: string; fallback?: string } | undefined;
  return { text, meta, ms: Date.now() - started };
};

describe("an LLM provider at fault, with the default time limits", () => {
  let server: RunningServer;
  let fake: FakeOpenAi;
  beforeAll(async () => {
    fake = await startFakeOpenAi();
    // Generous per-chunk limits: only the whole-reply cap can save the visitor's wait.
    server = await startServer({
      LLM_BASE_URL: fake.baseURL,
      LLM_MODEL: "house-model",
      LLM_API_KEY: LLM_KEY,
      LLM_CONNECT_TIMEOUT_MS: "60000",
      LLM_CHUNK_TIMEOUT_MS: "60000",
      LLM_TOTAL_TIMEOUT_MS: "60000",
    });
  });
  afterAll(async () => {
    await server?.stop();
    await fake?.close();
  });

  it("counts a stream closed with [DONE] but no finish_reason as a complete reply", async () => {
    for (let i = 0; i < 5; i++) {
      fake.queue(doneWithoutFinishReason("We design logos, websites and AI receptionists for small businesses."));
      const { text, meta } = await ask(server, "What do you do?");
      expect(meta).toEqual({ engine: "llm" });
      expect(text).toBe("We design logos, websites and AI receptionists for small businesses.");
    }
    const ready = (await (await fetch(`${server.url}/readyz`)).json()) as { llm: { state: string; consecutiveFailures: number } };
    expect(ready.llm).toMatchObject({ state: "ok", consecutiveFailures: 0 });
  });

  it("cuts a reply that never ends and answers with the built-in engine, well before the old 20 s", async () => {
    fake.queue(endless());
    const { text, meta, ms } = await ask(server, "Do you build mobile apps?");
    expect(meta).toMatchObject({ engine: "builtin", fallback: "garbage" });
    expect(text).toContain("iOS");
    await fake.requests.at(-1)!.closedEarly;
    expect(ms).toBeLessThan(20_000);
  });

  it.each([
    ["never answers", hang()],
    ["trickles a word a second forever", trickle(1000)],
  ])("answers with the built-in engine when the provider %s, capped by the whole-reply limit", async (_label, script) => {
    fake.queue(script);
    const { text, meta, ms } = await ask(server, "Do you do SEO?");
    expect(meta).toMatchObject({ engine: "builtin", fallback: "timeout" });
    expect(text).toContain("SEO");
    await fake.requests.at(-1)!.closedEarly;
    // LLM_TOTAL_TIMEOUT_MS=60000 asked for a minute; the visitor's wait is capped far below it.
    expect(ms).toBeLessThan(30_000);
  });
});

describe("the logs of a session", () => {
  let server: RunningServer;
  let fake: FakeOpenAi;
  beforeAll(async () => {
    fake = await startFakeOpenAi();
    server = await startServer({ ADMIN_PASSWORD, LLM_BASE_URL: fake.baseURL, LLM_MODEL: "house-model", LLM_API_KEY: LLM_KEY });
  });
  afterAll(async () => {
    await server?.stop();
    await fake?.close();
  });

  it("are JSON lines with time, level and request id, log refusals and forged cookies with the IP, and hold no secret", async () => {
    const cookies: string[] = [];
    cookies.push(await signIn(server.url));
    await fetch(`${server.url}/admin`, { method: "POST", body: form({ intent: "login", password: `${ADMIN_PASSWORD}x` }) });
    const forged = `cc_admin=${"A".repeat(43)}`;
    expect((await fetch(`${server.url}/admin`, { headers: { cookie: forged } })).status).toBe(200);
    // React Router's own errors: a POST to a page without an action, an OPTIONS, a bad route data request.
    expect((await fetch(`${server.url}/services`, { method: "POST", body: form({ a: "b" }) })).status).toBe(405);
    await fetch(`${server.url}/`, { method: "OPTIONS" });
    await fetch(`${server.url}/nowhere.data`);
    expect(
      (
        await fetch(`${server.url}/admin`, {
          method: "POST",
          headers: { cookie: cookies[0]!, "sec-fetch-site": "cross-site" },
          body: form({ intent: "logout" }),
        })
      ).status,
    ).toBe(403);
    await fetch(`${server.url}/api/leads/booking`, { method: "POST", headers: { "content-type": "text/plain" }, body: "{}" });
    // The key must have gone to the provider for its absence from the logs to mean anything. On a
    // machine busy enough to delay the call past its limit, the built-in engine answers instead
    // (logged, and fine for the visitor), so the message is sent again until the provider is reached.
    const replies: string[] = [];
    for (let tries = 0; fake.requests.length === 0 && tries < 4; tries++) {
      const res = await fetch(`${server.url}/api/chat/ava`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ conversationId: crypto.randomUUID(), message: "hi", history: [] }),
      });
      replies.push(`${res.status} ${(await res.text()).slice(0, 200)}`);
    }
    expect(fake.requests.at(-1)?.headers.authorization, replies.join("\n")).toBe(`Bearer ${LLM_KEY}`);
    cookies.push(await signIn(server.url));
    await server.stop();

    const out = server.stdout.join("\n");
    const err = server.stderr.join("\n");
    // No raw stack traces or unstructured lines: everything is one JSON object a line.
    expect(err).toBe("");
    const entries = server.stdout.map((line) => JSON.parse(line) as Record<string, unknown>);
    for (const e of entries) {
      expect(typeof e.time).toBe("string");
      expect(["debug", "info", "warn", "error"]).toContain(e.level);
    }
    for (const e of entries.filter((e) => e.msg === "request" || e.msg === "request refused")) expect(e.requestId).toMatch(/^[\w-]{8,}$/);
    const refusals = entries.filter((e) => e.msg === "request refused");
    expect(refusals.map((e) => e.status)).toEqual(expect.arrayContaining([401, 403, 415]));
    for (const e of refusals) expect(e.ip).toBe("127.0.0.1");
    expect(entries.some((e) => e.msg === "admin cookie names no live session" && e.ip === "127.0.0.1" && e.requestId)).toBe(true);
    const routerLines = entries.filter((e) => typeof e.msg === "string" && e.msg.includes("by the router"));
    expect(routerLines.length).toBeGreaterThan(0);
    for (const e of routerLines) expect(e.requestId).toMatch(/^[\w-]{8,}$/);

    for (const secret of [ADMIN_PASSWORD, LLM_KEY, ...cookies.map((c) => c.split("=")[1]!)]) {
      expect(out.includes(secret), `logs hold ${secret.slice(0, 6)}…`).toBe(false);
      expect(err.includes(secret)).toBe(false);
    }
  });
});
