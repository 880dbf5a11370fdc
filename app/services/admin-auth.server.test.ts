import { randomBytes, scryptSync } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dialects, type TestDatabase } from "../../tests/support/databases";
import { createLogger } from "./logger.server";
import {
  clearSessionCookie,
  createAdminAuth,
  hashSessionId,
  readSessionId,
  SESSION_ABSOLUTE_MS,
  SESSION_IDLE_MS,
  sessionCookie,
} from "./admin-auth.server";
import { verifyPassword } from "./password.server";

const PASSWORD = "Plum-Orchard-Lantern-42";

describe("session cookie", () => {
  it("is HttpOnly and SameSite=Lax, and __Host- prefixed and Secure only over HTTPS", () => {
    const id = "a".repeat(43);
    expect(sessionCookie(id, false)).toBe(`cc_admin=${id}; Path=/; HttpOnly; SameSite=Lax; Max-Age=43200`);
    expect(sessionCookie(id, true)).toBe(`__Host-cc_admin=${id}; Path=/; HttpOnly; SameSite=Lax; Max-Age=43200; Secure`);
    expect(clearSessionCookie(true)).toMatch(/^__Host-cc_admin=; Path=\/; .*Max-Age=0; Secure$/);
  });

  it("is read only under the name for the request's scheme and only in the shape of an id", () => {
    const id = "b".repeat(43);
    expect(readSessionId(`x=1; cc_admin=${id}`, false)).toBe(id);
    expect(readSessionId(`cc_admin=${id}`, true)).toBeNull();
    expect(readSessionId(`__Host-cc_admin=${id}`, true)).toBe(id);
    expect(readSessionId(`cc_admin=' OR 1=1 --`, false)).toBeNull();
    expect(readSessionId(null, false)).toBeNull();
  });
});

describe.each(dialects)("admin sign-in on $name", ({ make }) => {
  let t: TestDatabase;
  let clock = Date.now();
  const announced: string[] = [];
  const make_ = (password?: string) =>
    createAdminAuth(t.db, { password, log: createLogger({ write: () => {} }), announce: (s) => announced.push(s), now: () => clock });

  beforeAll(async () => {
    t = await make();
  });
  afterAll(async () => {
    await t?.dispose();
  });

  it("upgrades a hash made with the old scrypt parameters to argon2id at the next successful sign-in", async () => {
    const salt = randomBytes(16);
    const key = scryptSync(PASSWORD.normalize("NFKC"), salt, 32, { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 });
    const oldHash = ["scrypt", 2 ** 15, 8, 1, salt.toString("base64url"), key.toString("base64url")].join("$");
    const value = JSON.stringify({ hash: oldHash, origin: "generated" });
    await t.db.kysely.deleteFrom("app_secrets").where("name", "=", "admin-password").execute();
    await t.db.kysely.insertInto("app_secrets").values({ name: "admin-password", value, created_at: new Date().toISOString() }).execute();
    const stored = async () =>
      JSON.parse(
        (await t.db.kysely.selectFrom("app_secrets").select("value").where("name", "=", "admin-password").executeTakeFirstOrThrow()).value,
      ) as {
        hash: string;
        origin: string;
      };
    const auth = make_();
    expect((await auth.login({ password: "Wrong-Password-000", ip: "10.0.9.1" })).status).toBe("denied");
    expect((await stored()).hash).toBe(oldHash);
    expect((await auth.login({ password: PASSWORD, ip: "10.0.9.1" })).status).toBe("ok");
    const upgraded = await stored();
    expect(upgraded.hash.split("$").slice(0, 4)).toEqual(["argon2id", "19456", "2", "1"]);
    expect(upgraded.origin).toBe("generated");
    expect(await verifyPassword(PASSWORD, upgraded.hash)).toBe(true);
    await t.db.kysely.deleteFrom("app_secrets").where("name", "=", "admin-password").execute();
  });

  it("generates a password at the first start, shows it once, and stores only its hash", async () => {
    const first = make_();
    expect(await first.ensurePassword()).toBe("generated");
    expect(announced).toHaveLength(1);
    const password = /^\s{2}([A-Za-z0-9]{24})$/m.exec(announced[0]!)![1]!;
    // A second process (or a restart) keeps it and shows nothing.
    expect(await make_().ensurePassword()).toBe("stored");
    expect(announced).toHaveLength(1);
    const stored = await t.db.kysely.selectFrom("app_secrets").select("value").where("name", "=", "admin-password").executeTakeFirstOrThrow();
    expect(stored.value).not.toContain(password);
    expect(JSON.parse(stored.value).hash).toMatch(/^argon2id\$/);
    expect((await first.login({ password, ip: "10.0.0.1" })).status).toBe("ok");
  });

  it("takes ADMIN_PASSWORD over the generated one, and a changed password ends every session", async () => {
    const auth = make_(PASSWORD);
    await auth.ensurePassword();
    const ok = await auth.login({ password: PASSWORD, ip: "10.0.0.2" });
    expect(ok.status).toBe("ok");
    const id = ok.status === "ok" ? ok.sessionId : "";
    expect(await auth.getSession(id)).not.toBeNull();
    // Same password at a restart: sessions survive.
    await make_(PASSWORD).ensurePassword();
    expect(await auth.getSession(id)).not.toBeNull();
    // A new password: they do not.
    const changed = make_("Another-Strong-Passphrase-9");
    await changed.ensurePassword();
    expect(await auth.getSession(id)).toBeNull();
    expect((await changed.login({ password: PASSWORD, ip: "10.0.0.2" })).status).toBe("denied");
    await make_(PASSWORD).ensurePassword();
  });

  it("makes a new random id at every sign-in and stores only its hash", async () => {
    const auth = make_(PASSWORD);
    const a = await auth.login({ password: PASSWORD, ip: "10.0.0.3" });
    const b = await auth.login({ password: PASSWORD, ip: "10.0.0.3" });
    if (a.status !== "ok" || b.status !== "ok") throw new Error("sign-in failed");
    expect(a.sessionId).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(a.sessionId).not.toBe(b.sessionId);
    const rows = await t.db.kysely.selectFrom("admin_sessions").select("id_hash").execute();
    expect(rows.map((r) => r.id_hash)).toContain(hashSessionId(a.sessionId));
    expect(rows.map((r) => r.id_hash)).not.toContain(a.sessionId);
  });

  it("ends a session after the idle time, and after the absolute time however busy", async () => {
    const auth = make_(PASSWORD);
    const idle = await auth.login({ password: PASSWORD, ip: "10.0.0.4" });
    const busy = await auth.login({ password: PASSWORD, ip: "10.0.0.4" });
    if (idle.status !== "ok" || busy.status !== "ok") throw new Error("sign-in failed");
    const start = clock;
    // Busy: a request every hour keeps it alive past the idle limit…
    for (let h = 1; h <= 11; h++) {
      clock = start + h * 60 * 60_000;
      expect(await auth.getSession(busy.sessionId), `hour ${h}`).not.toBeNull();
    }
    expect(SESSION_IDLE_MS).toBeLessThan(11 * 60 * 60_000);
    expect(await auth.getSession(idle.sessionId)).toBeNull();
    // …but not past the absolute limit.
    clock = start + SESSION_ABSOLUTE_MS + 1;
    expect(await auth.getSession(busy.sessionId)).toBeNull();
    clock = Date.now();
  });

  it("ends the session on the server at logout", async () => {
    const auth = make_(PASSWORD);
    const s = await auth.login({ password: PASSWORD, ip: "10.0.0.5" });
    if (s.status !== "ok") throw new Error("sign-in failed");
    await auth.logout(s.sessionId);
    expect(await auth.getSession(s.sessionId)).toBeNull();
    const audit = await t.db.kysely.selectFrom("admin_audit").select("action").execute();
    expect(audit.map((a) => a.action)).toEqual(expect.arrayContaining(["login", "logout"]));
  });

  it("refuses the 11th attempt in a window from one IP, even with the right password, and not other IPs", async () => {
    const auth = make_(PASSWORD);
    // At the start of a 15-minute window, so the attempts cannot straddle two.
    const window = 15 * 60_000;
    clock = Math.floor(Date.now() / window) * window + window + 1_000;
    for (let i = 0; i < 10; i++) expect((await auth.login({ password: `wrong-${i}`, ip: "10.9.9.9" })).status).toBe("denied");
    const blocked = await auth.login({ password: PASSWORD, ip: "10.9.9.9" });
    expect(blocked.status).toBe("rate_limited");
    expect(blocked.status === "rate_limited" && blocked.retryAfter).toBeGreaterThan(0);
    expect((await auth.login({ password: PASSWORD, ip: "10.9.9.10" })).status).toBe("ok");
    // A new window lets the owner back in.
    clock += window;
    expect((await auth.login({ password: PASSWORD, ip: "10.9.9.9" })).status).toBe("ok");
    clock = Date.now();
  });

  it("clears an IP's failures after a successful sign-in", async () => {
    const auth = make_(PASSWORD);
    for (let i = 0; i < 9; i++) await auth.login({ password: "nope-nope-nope", ip: "10.8.8.8" });
    expect((await auth.login({ password: PASSWORD, ip: "10.8.8.8" })).status).toBe("ok");
    for (let i = 0; i < 9; i++) expect((await auth.login({ password: "nope-nope-nope", ip: "10.8.8.8" })).status).toBe("denied");
  });
});
