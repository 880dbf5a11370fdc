import http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clientAddress } from "./app.ts";

/**
 * The beacon reads the client's address without Express; it must be the address Express's
 * req.ip gives every other route (the rate limits and the logs), for each TRUST_PROXY setting.
 */
describe.each([false, true, 1, 2, "loopback", "10.0.0.0/8"] as const)("clientAddress with trust proxy %s", (trust) => {
  let server: http.Server;
  let port = 0;
  beforeAll(async () => {
    const app = express();
    app.set("trust proxy", trust);
    const trusted = app.get("trust proxy fn") as (address: string | undefined, hop: number) => boolean;
    app.get("/", (req, res) => res.json({ express: req.ip, ours: clientAddress(req, trusted) }));
    server = http.createServer(app);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it.each([
    undefined,
    "203.0.113.9",
    "203.0.113.9, 10.0.0.2",
    "198.51.100.7, 203.0.113.9, 10.0.0.2",
    " 203.0.113.9 ,10.1.2.3 ",
    "not-an-ip, 10.0.0.2",
  ])("X-Forwarded-For %s", async (forwarded) => {
    const res = await fetch(`http://127.0.0.1:${port}/`, { headers: forwarded === undefined ? {} : { "x-forwarded-for": forwarded } });
    const { express: viaExpress, ours } = (await res.json()) as { express: string; ours: string };
    expect(ours).toBe(viaExpress);
  });
});
