import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { askAssistant } from "./chat-client";

/**
 * The chat client against a real HTTP server that answers the way a broken reply would:
 * a stream that goes quiet, and one that keeps trickling but never ends. The typing
 * indicator ends because askAssistant returns; it must return "stalled" in bounded time.
 */
let server: http.Server;
let origin = "";
const open = new Set<http.ServerResponse>();

beforeAll(async () => {
  server = http.createServer((req, res) => {
    res.writeHead(200, { "Content-Type": "text/event-stream", "Cache-Control": "no-store" });
    open.add(res);
    res.on("close", () => open.delete(res));
    const chunk = (o: object) => res.write(`data: ${JSON.stringify(o)}\n\n`);
    if (req.url === "/api/chat/ava") {
      // Quiet after the first words, for ever.
      chunk({ type: "start" });
      chunk({ type: "text-delta", id: "r", delta: "Let me " });
      return;
    }
    if (req.url === "/api/chat/tina") {
      // Never quiet for long, never done.
      chunk({ type: "start" });
      const timer = setInterval(() => chunk({ type: "text-delta", id: "r", delta: "and " }), 50);
      res.on("close", () => clearInterval(timer));
      return;
    }
    res.end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  for (const res of open) res.destroy();
  await new Promise((resolve) => server.close(resolve));
});

const base = { conversationId: "c1", message: "hi", messages: [] };

describe("askAssistant gives up on a reply that stalls", () => {
  it("returns stalled when the stream sends nothing for the stall time, and closes the connection", async () => {
    const started = Date.now();
    const outcome = await askAssistant({ ...base, assistant: "ava", origin, stallMs: 300, totalMs: 10_000 });
    expect(outcome).toEqual({ kind: "stalled" });
    expect(Date.now() - started).toBeLessThan(5_000);
    await expect.poll(() => open.size).toBe(0);
  });

  it("returns stalled when the stream keeps going past the whole-reply limit", async () => {
    const started = Date.now();
    const outcome = await askAssistant({ ...base, assistant: "tina", origin, stallMs: 5_000, totalMs: 600 });
    expect(outcome).toEqual({ kind: "stalled" });
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it("still reports the caller's own abort as aborted, not as a stall", async () => {
    const caller = new AbortController();
    const pending = askAssistant({ ...base, assistant: "ava", origin, stallMs: 10_000, totalMs: 10_000, signal: caller.signal });
    setTimeout(() => caller.abort(), 100);
    expect(await pending).toEqual({ kind: "aborted" });
  });
});
