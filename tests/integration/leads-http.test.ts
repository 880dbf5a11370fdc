import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type RunningServer } from "../support/server-process";

const keyOf = (html: string) => /name="idempotencyKey" value="([^"]+)"/.exec(html)?.[1];

describe("lead forms over HTTP", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({});
  });
  afterAll(async () => {
    await server?.stop();
  });

  const form = (fields: Record<string, string>) => new URLSearchParams(fields);

  it("gives every response of the prerendered contact page its own form key", async () => {
    const a = keyOf(await (await fetch(`${server.url}/contact`)).text());
    const b = keyOf(await (await fetch(`${server.url}/contact`)).text());
    expect(a).toMatch(/^[0-9a-f-]{36}$/);
    expect(b).toMatch(/^[0-9a-f-]{36}$/);
    expect(a).not.toBe(b);
  });

  it("accepts a contact message once per key and answers field errors as 422", async () => {
    const fields = { idempotencyKey: crypto.randomUUID(), company_website: "", name: "Dana Ruiz", email: "dana@example.com" };
    const first = await fetch(`${server.url}/api/leads/contact`, { method: "POST", body: form(fields) });
    expect(first.status).toBe(201);
    const { leadId } = (await first.json()) as { leadId: string };
    const again = await fetch(`${server.url}/api/leads/contact`, { method: "POST", body: form(fields) });
    expect(again.status).toBe(200);
    expect(((await again.json()) as { leadId: string }).leadId).toBe(leadId);

    const bad = await fetch(`${server.url}/api/leads/contact`, {
      method: "POST",
      body: form({ ...fields, idempotencyKey: crypto.randomUUID(), email: "nope" }),
    });
    expect(bad.status).toBe(422);
    expect(await bad.json()).toMatchObject({ fieldErrors: { email: "Please enter a valid email address" } });
    expect((await fetch(`${server.url}/api/leads/contact`)).status).toBe(405);
    expect((await fetch(`${server.url}/api/leads/nothing`, { method: "POST", body: form(fields) })).status).toBe(404);
  });

  it("refuses an oversized body with 413", async () => {
    const res = await fetch(`${server.url}/api/leads/contact`, {
      method: "POST",
      body: form({ name: "x".repeat(300_000) }),
    });
    expect(res.status).toBe(413);
  });

  it("works as a plain form post without JavaScript", async () => {
    const html = await (await fetch(`${server.url}/contact`)).text();
    const idempotencyKey = keyOf(html)!;
    const missing = await fetch(`${server.url}/contact`, {
      method: "POST",
      body: form({ idempotencyKey, company_website: "", name: "", email: "kim@example.com", message: "Keep this text" }),
    });
    expect(missing.status).toBe(422);
    const errorPage = await missing.text();
    expect(errorPage).toContain("Please enter your full name");
    expect(errorPage).toContain("Keep this text");
    expect(errorPage).toContain('value="kim@example.com"');

    const ok = await fetch(`${server.url}/contact`, {
      method: "POST",
      body: form({ idempotencyKey, company_website: "", name: "Kim Park", email: "kim@example.com" }),
    });
    expect(ok.status).toBe(200);
    const done = await ok.text();
    expect(done).toContain("Message Sent!");
    expect(done).toContain("We&#x27;ll get back to you within 24 hours.");
  });
});
