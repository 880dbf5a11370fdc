/**
 * A local HTTP server speaking the OpenAI chat completions API (POST /v1/chat/completions,
 * streamed as server-sent events), scripted per request. It stands in for OpenAI, Ollama,
 * vLLM or LM Studio in tests, including the ways a provider goes wrong.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";

export interface ReceivedRequest {
  body: {
    model?: string;
    messages?: { role: string; content: unknown; tool_calls?: unknown }[];
    tools?: { function: { name: string } }[];
    stream?: boolean;
    temperature?: number;
  };
  headers: http.IncomingHttpHeaders;
  /** Resolves when the caller closed the connection before the reply ended. */
  closedEarly: Promise<void>;
}

export type Script = (req: ReceivedRequest, res: http.ServerResponse) => void | Promise<void>;

const chunk = (delta: object, finish: string | null = null) =>
  `data: ${JSON.stringify({
    id: "chatcmpl-test",
    object: "chat.completion.chunk",
    created: 1_700_000_000,
    model: "test-model",
    choices: [{ index: 0, delta, finish_reason: finish }],
  })}\n\n`;

function sse(res: http.ServerResponse) {
  res.writeHead(200, { "Content-Type": "text/event-stream", "Cache-Control": "no-cache", Connection: "keep-alive" });
}

/** A well-formed streamed text reply, a few words a chunk. */
export function streamText(text: string, delayMs = 0): Script {
  return async (_req, res) => {
    sse(res);
    res.write(chunk({ role: "assistant", content: "" }));
    for (const piece of text.match(/\S+\s*/g) ?? []) {
      if (delayMs) await new Promise((r) => setTimeout(r, delayMs));
      res.write(chunk({ content: piece }));
    }
    res.write(chunk({}, "stop"));
    res.end("data: [DONE]\n\n");
  };
}

/** A streamed call of one tool. */
export function streamToolCall(name: string, args: object): Script {
  return (_req, res) => {
    sse(res);
    res.write(
      chunk({
        role: "assistant",
        tool_calls: [{ index: 0, id: "call_1", type: "function", function: { name, arguments: "" } }],
      }),
    );
    const json = JSON.stringify(args);
    const half = Math.floor(json.length / 2);
    res.write(chunk({ tool_calls: [{ index: 0, function: { arguments: json.slice(0, half) } }] }));
    res.write(chunk({ tool_calls: [{ index: 0, function: { arguments: json.slice(half) } }] }));
    res.write(chunk({}, "tool_calls"));
    res.end("data: [DONE]\n\n");
  };
}

export function httpError(status: number): Script {
  return (_req, res) => {
    res.writeHead(status, { "Content-Type": "application/json" });
    res.end(JSON.stringify({ error: { message: "The server had an error while processing your request.", type: "server_error" } }));
  };
}

/** Accepts the request and never answers. */
export function hang(): Script {
  return () => new Promise<void>(() => {});
}

/** Starts a stream, sends some text, then stops sending (the connection stays open). */
export function stallAfter(text: string): Script {
  return (_req, res) => {
    sse(res);
    res.write(chunk({ role: "assistant", content: text }));
    return new Promise<void>(() => {});
  };
}

/** A 200 response whose event stream is not JSON. */
export function malformed(): Script {
  return (_req, res) => {
    sse(res);
    res.write('data: {"id":"x","choices":[{"delta":{"content":"Hel\n\n');
    res.write("data: this is not json at all\n\n");
    res.end("data: [DONE]\n\n");
  };
}

/** A reply that never stops: the same words as fast as the socket takes them, until the caller hangs up. */
export function endless(): Script {
  return async (req, res) => {
    sse(res);
    res.write(chunk({ role: "assistant", content: "" }));
    let open = true;
    const closed = req.closedEarly.then(() => (open = false));
    while (open && !res.destroyed) {
      if (!res.write(chunk({ content: "We build websites for small businesses in Atlanta. " }))) {
        await Promise.race([new Promise((r) => res.once("drain", r)), closed]);
      }
    }
  };
}

/** A word every `everyMs`, forever: each gap is short, the whole is not. */
export function trickle(everyMs: number): Script {
  return async (req, res) => {
    sse(res);
    let open = true;
    void req.closedEarly.then(() => (open = false));
    while (open && !res.destroyed) {
      res.write(chunk({ content: "word " }));
      await new Promise((r) => setTimeout(r, everyMs));
    }
  };
}

/** A complete reply closed with [DONE] but no finish_reason, as some compatible servers send it. */
export function doneWithoutFinishReason(text: string): Script {
  return (_req, res) => {
    sse(res);
    res.write(chunk({ role: "assistant", content: "" }));
    for (const piece of text.match(/\S+\s*/g) ?? []) res.write(chunk({ content: piece }));
    res.end("data: [DONE]\n\n");
  };
}

export interface FakeOpenAi {
  /** Base URL to put in LLM_BASE_URL (ends in /v1). */
  baseURL: string;
  /** Scripts the next requests, in order; when none is queued, `fallback` answers. */
  queue(...scripts: Script[]): void;
  fallback: Script;
  requests: ReceivedRequest[];
  close(): Promise<void>;
}

export async function startFakeOpenAi(): Promise<FakeOpenAi> {
  const queued: Script[] = [];
  const requests: ReceivedRequest[] = [];
  const sockets = new Set<import("node:net").Socket>();
  const fake: Partial<FakeOpenAi> = { fallback: streamText("Hello from the model.") };
  const server = http.createServer(async (req, res) => {
    if (req.method !== "POST" || !req.url?.endsWith("/chat/completions")) {
      res.writeHead(404).end();
      return;
    }
    let raw = "";
    for await (const c of req) raw += c;
    let closed!: () => void;
    const closedEarly = new Promise<void>((r) => (closed = r));
    res.on("close", () => {
      if (!res.writableEnded) closed();
    });
    const received: ReceivedRequest = { body: JSON.parse(raw || "{}"), headers: req.headers, closedEarly };
    requests.push(received);
    const script = queued.shift() ?? fake.fallback!;
    await script(received, res);
  });
  server.on("connection", (s) => {
    sockets.add(s);
    s.on("close", () => sockets.delete(s));
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const { port } = server.address() as AddressInfo;
  return Object.assign(fake, {
    baseURL: `http://127.0.0.1:${port}/v1`,
    queue: (...scripts: Script[]) => queued.push(...scripts),
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  }) as FakeOpenAi;
}

/** Reads a UI message stream response (server-sent events) to its end. */
export async function readUiStream(res: Response): Promise<{ text: string; chunks: Record<string, unknown>[] }> {
  const body = await res.text();
  const chunks = body
    .split("\n")
    .filter((l) => l.startsWith("data: ") && l !== "data: [DONE]")
    .map((l) => JSON.parse(l.slice(6)) as Record<string, unknown>);
  const text = chunks
    .filter((c) => c.type === "text-delta")
    .map((c) => c.delta as string)
    .join("");
  return { text, chunks };
}
