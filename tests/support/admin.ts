import { expect } from "vitest";
import { openDatabase, type Db } from "#app/services/db.server.ts";
import { createLeadStore, type NewLead } from "#app/services/leads.server.ts";

export const ADMIN_PASSWORD = "Juniper-Kettle-Orbit-7731";

/** Signs in over HTTP and returns the Cookie header value of the new session. */
export async function signIn(url: string, password = ADMIN_PASSWORD, headers: Record<string, string> = {}): Promise<string> {
  const res = await fetch(`${url}/admin`, {
    method: "POST",
    body: new URLSearchParams({ intent: "login", password }),
    redirect: "manual",
    headers,
  });
  expect(res.status, "sign-in").toBe(303);
  const cookie = res.headers.getSetCookie().find((c) => /^(__Host-)?cc_admin=/.test(c));
  expect(cookie).toBeTruthy();
  return cookie!.split(";")[0]!;
}

/** Opens the database a running server uses, to seed and inspect it as that server sees it. */
export async function openServerDb(location: { dataDir: string; databaseUrl?: string }): Promise<Db> {
  return openDatabase({ dataDir: location.dataDir, databaseUrl: location.databaseUrl, poolSize: 2 });
}

let n = 0;
export async function seedLead(db: Db, lead: Partial<NewLead> & { name?: string | null }) {
  const { lead: stored } = await createLeadStore(db).createLead({
    source: "contact",
    idempotencyKey: `seed-${Date.now()}-${++n}`,
    ...lead,
  });
  return stored;
}

export const form = (fields: Record<string, string>) => new URLSearchParams(fields);
