/**
 * One guard for every way into the admin area: the cross-site check and the canonical-path
 * rule are decided on the path as the router understands it, so a change of case, an
 * encoded letter, a doubled slash, a trailing slash or a route-data suffix gets the same
 * answer as the plain path.
 */
import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "#app/services/db.server.ts";
import { startServer, type RunningServer } from "../support/server-process";
import { ADMIN_PASSWORD, form, openServerDb, seedLead, signIn } from "../support/admin";

/** fetch() tidies paths such as //admin; this sends the request line exactly as written. */
function raw(url: string, path: string, init: { method: string; headers?: Record<string, string>; body?: string }) {
  const { hostname, port } = new URL(url);
  return new Promise<{ status: number; location?: string; body: string }>((resolve, reject) => {
    const req = http.request({ hostname, port, path, method: init.method, headers: init.headers }, (res) => {
      let body = "";
      res.on("data", (d: Buffer) => (body += d.toString()));
      res.on("end", () => resolve({ status: res.statusCode!, location: res.headers.location, body }));
    });
    req.on("error", reject);
    req.end(init.body);
  });
}

describe("the admin area, however its path is spelled", () => {
  let server: RunningServer;
  let db: Db;
  let leadId: string;
  let cookie: string;
  const statusOf = async () =>
    (await db.kysely.selectFrom("leads").select("lead_status").where("id", "=", leadId).executeTakeFirstOrThrow()).lead_status;

  beforeAll(async () => {
    server = await startServer({ ADMIN_PASSWORD });
    db = await openServerDb({ dataDir: server.dataDir });
    leadId = (await seedLead(db, { name: "Path Tester", email: "path@example.com" })).id;
    cookie = await signIn(server.url);
  });
  afterAll(async () => {
    await db?.close();
    await server?.stop();
  });

  const spellings = (base: string) => {
    const rest = base.slice("/admin".length);
    return [
      base,
      `/ADMIN${rest}`,
      `/Admin${rest}`,
      `/%61dmin${rest}`,
      `/%2561dmin${rest}`,
      `//admin${rest}`,
      `/./admin${rest}`,
      `/x/../admin${rest}`,
      `${base}/`,
    ];
  };
  const writes = () => [
    ...spellings("/admin"),
    ...spellings("/admin.data").filter((p) => !p.endsWith("/")),
    ...spellings(`/admin/leads/${leadId}`),
    ...spellings(`/admin/leads/${leadId}.data`).filter((p) => !p.endsWith("/")),
  ];
  const body = () => form({ intent: "status", id: leadId, lead_status: "converted", respond: "data" }).toString();

  it("refuses a cross-site write with a valid session through every spelling (403), changing nothing", async () => {
    for (const path of writes()) {
      const res = await raw(server.url, path, {
        method: "POST",
        headers: { cookie, "sec-fetch-site": "cross-site", "content-type": "application/x-www-form-urlencoded" },
        body: body(),
      });
      expect(res.status, path).toBe(403);
    }
    expect(await statusOf()).toBe("warm");
    await expect
      .poll(() => server.logs().filter((l) => l.msg === "cross-site admin request refused" && l.ip === "127.0.0.1").length)
      .toBeGreaterThanOrEqual(writes().length);
  });

  it("serves admin writes only on the canonical path: every other spelling is 404 and changes nothing", async () => {
    for (const path of writes()) {
      if (path === "/admin" || path === "/admin.data" || path === `/admin/leads/${leadId}` || path === `/admin/leads/${leadId}.data`) continue;
      const res = await raw(server.url, path, {
        method: "POST",
        headers: { cookie, "sec-fetch-site": "same-origin", "content-type": "application/x-www-form-urlencoded" },
        body: body(),
      });
      expect(res.status, path).toBe(404);
    }
    expect(await statusOf()).toBe("warm");
    // The canonical path still works for the signed-in admin.
    const ok = await raw(server.url, "/admin", {
      method: "POST",
      headers: { cookie, "sec-fetch-site": "same-origin", "content-type": "application/x-www-form-urlencoded" },
      body: form({ intent: "status", id: leadId, lead_status: "hot", respond: "data" }).toString(),
    });
    expect(ok.status).toBe(200);
    expect(await statusOf()).toBe("hot");
    await db.kysely.updateTable("leads").set({ lead_status: "warm" }).where("id", "=", leadId).execute();
  });

  it("redirects reads of any other spelling to the canonical path (308), keeping the query", async () => {
    for (const [path, canonical] of [
      ["/ADMIN", "/admin"],
      ["/%61dmin?status=warm", "/admin?status=warm"],
      ["//admin", "/admin"],
      ["/admin/", "/admin"],
      [`/Admin/Leads/${leadId}`, `/admin/leads/${leadId}`],
      ["/ADMIN/leads.csv", "/admin/leads.csv"],
    ] as const) {
      const res = await raw(server.url, path, { method: "GET", headers: { cookie } });
      expect(res.status, path).toBe(308);
      expect(res.location, path).toBe(canonical);
    }
  });

  it("redirects a path with encoded characters once, to a target that is itself canonical", async () => {
    const first = await raw(server.url, "/admin/leads/'%20OR%20'1'='1", { method: "GET", headers: { cookie } });
    expect(first.status).toBe(308);
    expect(first.location).toBe("/admin/leads/'%20or%20'1'='1");
    const second = await raw(server.url, first.location!, { method: "GET", headers: { cookie } });
    expect(second.status).toBe(404);
  });

  it("refuses a path that cannot be decoded", async () => {
    const res = await raw(server.url, "/%E0%A4%A", { method: "GET" });
    expect(res.status).toBe(400);
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  });
});
