/**
 * Every public write (contact, demo, booking, chat, chat lead) against the real server:
 * bodies that are not what they claim, too large, malformed or carrying control characters
 * are refused with a clear status naming the problem, and nothing is stored.
 */
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "#app/services/db.server.ts";
import { startServer, type RunningServer } from "../support/server-process";
import { openServerDb } from "../support/admin";
import { bookingBody, bookingForm, demoBody } from "../support/lead-payloads";

const key = () => crypto.randomUUID();

const contact = (over: Record<string, unknown> = {}) => ({
  idempotencyKey: key(),
  company_website: "",
  name: "Dana Ruiz",
  email: "dana@example.com",
  message: "A new bakery in Decatur.\nWe open in May.",
  ...over,
});

const demo = demoBody;
const booking = bookingBody;

const json = (body: string | object, type = "application/json") => ({
  method: "POST",
  headers: { "content-type": type },
  body: typeof body === "string" ? body : JSON.stringify(body),
});

/**
 * Sends a chunked body of `total` bytes (or a first part that never ends when `stall`),
 * resolving with the status the server answers, or the error the connection ended with.
 */
function chunkedPost(
  url: string,
  options: { total?: number; stall?: number; type?: string },
): Promise<{ status?: number; body?: string; error?: string }> {
  return new Promise((resolve) => {
    const req = http.request(url, {
      method: "POST",
      headers: { "content-type": options.type ?? "application/json", "transfer-encoding": "chunked" },
    });
    req.on("response", (res) => {
      let body = "";
      res.on("data", (d: Buffer) => (body += d.toString()));
      res.on("end", () => resolve({ status: res.statusCode, body }));
      res.on("error", (e) => resolve({ status: res.statusCode, error: e.message }));
      // The answer came: stop sending whatever is left.
      if (options.stall) req.destroy();
    });
    req.on("error", (e) => resolve({ error: (e as NodeJS.ErrnoException).code ?? e.message }));
    const piece = Buffer.alloc(64 * 1024, "a");
    if (options.stall) {
      req.write('{"x":"');
      for (let sent = 0; sent < options.stall; sent += piece.length) req.write(piece);
      return; // never ends: only a server that caps while streaming can answer
    }
    let sent = 0;
    const pump = () => {
      while (sent < options.total!) {
        sent += piece.length;
        if (!req.write(piece)) return void req.once("drain", pump);
      }
      req.end();
    };
    pump();
  });
}

/**
 * A client that keeps sending a chunked body whatever the server says (as a flood would),
 * reading the answer meanwhile. Resolves when the server closes the connection, with the
 * status, when it came, and how much the client could hand over before the server stopped
 * taking it.
 */
function flood(url: string, type: string, total: number): Promise<{ status: number; statusMs: number; writtenMB: number; closedMs: number }> {
  const { hostname, port, pathname } = new URL(url);
  return new Promise((resolve) => {
    const started = performance.now();
    let written = 0;
    let head = "";
    let statusMs = NaN;
    const socket = net.connect(Number(port), hostname);
    const chunk = Buffer.concat([Buffer.from("10000\r\n"), Buffer.alloc(0x10000, "a"), Buffer.from("\r\n")]);
    socket.on("data", (d: Buffer) => {
      head += d.toString("latin1");
      if (Number.isNaN(statusMs) && head.includes("\r\n")) statusMs = performance.now() - started;
    });
    socket.on("error", () => {});
    socket.on("close", () =>
      resolve({
        status: Number(/^HTTP\/1\.1 (\d+)/.exec(head)?.[1]),
        statusMs,
        writtenMB: written / 1048576,
        closedMs: performance.now() - started,
      }),
    );
    socket.write(`POST ${pathname} HTTP/1.1\r\nHost: ${hostname}\r\nContent-Type: ${type}\r\nTransfer-Encoding: chunked\r\n\r\n`);
    const pump = () => {
      while (!socket.destroyed && written < total) {
        written += 0x10000;
        if (!socket.write(chunk)) return void socket.once("drain", pump);
      }
      if (!socket.destroyed) socket.end("0\r\n\r\n");
    };
    pump();
  });
}

/** The server process's resident memory, in MB (Linux). */
const rssOf = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"))![1]) / 1024;

const PUBLIC_WRITES: Array<[string, string]> = [
  ["/api/chat/ava", "application/json"],
  ["/api/chat/ava/lead", "application/json"],
  ["/api/leads/booking", "application/json"],
  ["/api/leads/contact", "application/x-www-form-urlencoded"],
  ["/api/leads/demo", "multipart/form-data; boundary=x"],
];

describe("public writes on a real server", () => {
  let server: RunningServer;
  let db: Db;
  const count = async () =>
    Number(
      (
        await db.kysely
          .selectFrom("leads")
          .select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    server = await startServer({});
    db = await openServerDb({ dataDir: server.dataDir });
  });
  afterAll(async () => {
    await db?.close();
    await server?.stop();
  });

  it("accepts contact and demo as JSON, urlencoded and multipart (as the README says)", async () => {
    const before = await count();
    const viaJson = await fetch(`${server.url}/api/leads/contact`, json(contact({ name: "Json Client" })));
    expect(viaJson.status).toBe(201);
    const demoJson = await fetch(`${server.url}/api/leads/demo`, json(demo()));
    expect(demoJson.status).toBe(201);
    const multipart = new FormData();
    for (const [k, v] of Object.entries(contact({ name: "Multipart Client" }))) multipart.append(k, String(v));
    expect((await fetch(`${server.url}/api/leads/contact`, { method: "POST", body: multipart })).status).toBe(201);
    const urlencoded = new URLSearchParams();
    for (const [k, v] of Object.entries(demo())) for (const item of [v].flat()) urlencoded.append(k, String(item));
    expect((await fetch(`${server.url}/api/leads/demo`, { method: "POST", body: urlencoded })).status).toBe(201);
    expect(await count()).toBe(before + 4);
    const stored = await db.kysely.selectFrom("leads").select(["name", "goals"]).where("name", "=", "Json Client").executeTakeFirstOrThrow();
    // A message may span lines.
    expect(stored.goals).toBe("A new bakery in Decatur.\nWe open in May.");
  });

  it.each([
    ["booking as text/plain", "/api/leads/booking", () => json(booking(), "text/plain"), 415, null],
    ["contact as text/plain", "/api/leads/contact", () => json(contact(), "text/plain"), 415, null],
    ["booking with no content type", "/api/leads/booking", () => ({ method: "POST", body: JSON.stringify(booking()) }), 415, null],
    ["chat as form data", "/api/chat/ava", () => ({ method: "POST", body: new URLSearchParams({ message: "hi" }) }), 415, null],
    ["chat lead as text/plain", "/api/chat/ava/lead", () => json({}, "text/plain"), 415, null],
    ["booking {}", "/api/leads/booking", () => json({}), 422, "idempotencyKey"],
    ["booking null", "/api/leads/booking", () => json("null"), 422, "idempotencyKey"],
    ["booking []", "/api/leads/booking", () => json("[]"), 422, "idempotencyKey"],
    ["booking 123", "/api/leads/booking", () => json("123"), 422, "idempotencyKey"],
    ["booking without its form", "/api/leads/booking", () => json({ ...booking(), form: undefined }), 422, "form"],
    ["booking empty body", "/api/leads/booking", () => json(""), 400, null],
    ["booking broken JSON", "/api/leads/booking", () => json('{"idempotencyKey":'), 400, null],
    ["contact empty urlencoded", "/api/leads/contact", () => ({ method: "POST", body: new URLSearchParams() }), 422, "name"],
    ["contact empty multipart", "/api/leads/contact", () => ({ method: "POST", body: new FormData() }), 422, "email"],
    ["demo empty urlencoded", "/api/leads/demo", () => ({ method: "POST", body: new URLSearchParams() }), 422, "businessName"],
    ["contact {}", "/api/leads/contact", () => json({}), 422, "idempotencyKey"],
    ["chat lead {}", "/api/chat/ava/lead", () => json({}), 422, "conversationId"],
    ["chat {}", "/api/chat/ava", () => json({}), 422, "conversationId"],
    [
      "booking NUL in a name",
      "/api/leads/booking",
      () => json(booking({ form: bookingForm({ ownerFullName: "Renee\u0000Carter" }) })),
      422,
      "ownerFullName",
    ],
    [
      "booking newline in a name",
      "/api/leads/booking",
      () => json(booking({ form: bookingForm({ ownerFullName: "Renee\nCarter" }) })),
      422,
      "ownerFullName",
    ],
    [
      "contact U+0001 in a name",
      "/api/leads/contact",
      () => ({ method: "POST", body: new URLSearchParams(contact({ name: "Dana\u0001Ruiz" }) as Record<string, string>) }),
      422,
      "name",
    ],
    [
      "contact lone surrogate",
      "/api/leads/contact",
      () => json('{"idempotencyKey":"' + key() + '","name":"Dana \\ud800","email":"d@example.com"}'),
      422,
      "name",
    ],
    [
      "contact bad UTF-8 escape",
      "/api/leads/contact",
      () => ({ method: "POST", body: "name=Dana%C0&email=d%40example.com", headers: { "content-type": "application/x-www-form-urlencoded" } }),
      400,
      null,
    ],
    ["booking nested 40 deep", "/api/leads/booking", () => json(booking({ referrer: JSON.parse("[".repeat(40) + "]".repeat(40)) })), 422, "referrer"],
    ["booking with a field of the wrong shape", "/api/leads/booking", () => json(booking({ addOnIds: "extra-logos" })), 422, "addOnIds"],
  ])("%s → %i naming %s, nothing stored", async (_label, path, init, status, field) => {
    const before = await count();
    const res = await fetch(server.url + path, init() as RequestInit);
    expect(res.status).toBe(status);
    const body = (await res.json()) as { ok: boolean; error: string; fieldErrors?: Record<string, string> };
    expect(body.ok).toBe(false);
    expect(body.error.length).toBeGreaterThan(5);
    if (field) {
      const named = Object.keys(body.fieldErrors ?? {}).some((k) => k === field || k.startsWith(`${field}.`)) || body.error.includes(field);
      expect(named, JSON.stringify(body)).toBe(true);
    }
    expect(await count()).toBe(before);
  });

  it("normalises text to NFC before storing it", async () => {
    const decomposed = "Jose\u0301 Mun\u0303oz";
    const res = await fetch(`${server.url}/api/leads/contact`, json(contact({ name: decomposed })));
    expect(res.status).toBe(201);
    const { leadId } = (await res.json()) as { leadId: string };
    const row = await db.kysely.selectFrom("leads").select("name").where("id", "=", leadId).executeTakeFirstOrThrow();
    expect(row.name).toBe("Jos\u00e9 Mu\u00f1oz");
  });

  it("gives a filled honeypot a quiet success and stores nothing; leaving it out is not a bot", async () => {
    const before = await count();
    const bot = await fetch(`${server.url}/api/leads/booking`, json(booking({ company_website: "http://spam.example" })));
    expect(bot.status).toBe(200);
    expect(await count()).toBe(before);
    const { company_website: _omit, ...honest } = contact();
    const res = await fetch(`${server.url}/api/leads/contact`, json(honest));
    expect(res.status).toBe(201);
    expect(await count()).toBe(before + 1);
  });

  it.each(["/api/chat/ava", "/api/chat/ava/lead", "/api/leads/booking", "/api/leads/contact"])(
    "answers a 10 MB chunked body to %s with 413, not a reset connection",
    async (path) => {
      const before = await count();
      const res = await chunkedPost(server.url + path, {
        total: 10 * 1024 * 1024,
        type: path.endsWith("contact") ? "application/x-www-form-urlencoded" : "application/json",
      });
      expect(res.status, JSON.stringify(res)).toBe(413);
      expect(JSON.parse(res.body!)).toMatchObject({ ok: false, error: "The submission is too large." });
      expect(await count()).toBe(before);
      // The server still answers on new connections.
      expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    },
  );

  it.skipIf(process.platform !== "linux")(
    "refuses a flood of 256 MB chunked bodies to every public write at once, reads a bounded amount of each, and keeps memory flat",
    async () => {
      const before = await count();
      const round = async () => {
        for (const [path, type] of PUBLIC_WRITES) {
          const r = await flood(server.url + path, type, 256 * 1024 * 1024);
          expect(r.status, path).toBe(413);
          // The cap applies while the body streams: the answer comes at once…
          expect(r.statusMs, path).toBeLessThan(1000);
          // …then the rest is read and dropped for a moment only (a few MB), and the
          // connection closed, rather than taking the whole body or holding the socket.
          expect(r.writtenMB, path).toBeLessThan(32);
          expect(r.closedMs, path).toBeLessThan(10_000);
        }
      };
      // The first round lets the process reach its working size (buffers, the young heap).
      await round();
      const rss = rssOf(server.proc.pid!);
      for (let i = 0; i < 3; i++) await round();
      // 15 more bodies of 256 MB: memory does not grow with what was refused.
      expect(rssOf(server.proc.pid!) - rss).toBeLessThan(48);
      expect(await count()).toBe(before);
      expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    },
  );

  it("answers 413 while an oversized chunked body is still streaming (the cap is applied as it arrives)", async () => {
    const res = await chunkedPost(`${server.url}/api/leads/booking`, { stall: 256 * 1024 });
    expect(res.status).toBe(413);
  });

  it("answers 413 with the same words for a declared oversized body on every form", async () => {
    for (const path of ["/api/leads/contact", "/api/leads/demo", "/api/leads/booking", "/api/chat/ava", "/api/chat/ava/lead"]) {
      const res = await fetch(server.url + path, json({ name: "x".repeat(300_000) }));
      expect(res.status, path).toBe(413);
      expect(await res.json(), path).toMatchObject({ error: "The submission is too large." });
    }
    // Under the server-wide cap but over the form's own.
    const res = await fetch(`${server.url}/api/leads/demo`, json(demo({ currentChallenges: "x".repeat(100_000) })));
    expect(res.status).toBe(413);
  });

  it("answers a no-JavaScript contact post that is too large with the same 413", async () => {
    const res = await fetch(`${server.url}/contact`, {
      method: "POST",
      body: new URLSearchParams({ ...(contact() as Record<string, string>), message: "x".repeat(100_000) }),
    });
    expect(res.status).toBe(413);
    expect(await res.text()).toContain("The submission is too large.");
  });

  it("logs every refusal with the client's IP", async () => {
    await fetch(`${server.url}/api/leads/booking`, json(booking(), "text/plain"));
    await expect
      .poll(() => server.logs().some((l) => l.msg === "request refused" && l.status === 415 && l.ip === "127.0.0.1" && l.requestId))
      .toBe(true);
  });
});
