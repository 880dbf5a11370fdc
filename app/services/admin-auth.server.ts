import { createHash, randomBytes, randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import { withDbRetry, type Db } from "./db.server";
import type { Logger } from "./logger.server";
import { generatePassword, hashPassword, needsRehash, verifyPassword } from "./password.server";
import { createRateLimiter, rules } from "./rate-limit.server";

/** A session ends after this long without a request… */
export const SESSION_IDLE_MS = 2 * 60 * 60 * 1000;
/** …and after this long in any case. */
export const SESSION_ABSOLUTE_MS = 12 * 60 * 60 * 1000;
/** last_seen_at is written at most this often, so reading pages does not write on every request. */
const TOUCH_EVERY_MS = 60 * 1000;

const PASSWORD_SECRET = "admin-password";

export interface AdminSession {
  /** Hash of the cookie's id; safe to log and compare. */
  idHash: string;
  createdAt: string;
  expiresAt: string;
}

export type LoginResult =
  { status: "ok"; sessionId: string; session: AdminSession } | { status: "denied" } | { status: "rate_limited"; retryAfter: number };

interface StoredPassword {
  hash: string;
  /** env: from ADMIN_PASSWORD; generated: made at first start. */
  origin: "env" | "generated";
}

/**
 * The cookie is `__Host-` prefixed and Secure when the request came over HTTPS (directly or
 * through a trusted proxy): the browser then refuses it from plain HTTP or another subdomain.
 */
export function sessionCookieName(secure: boolean): string {
  return secure ? "__Host-cc_admin" : "cc_admin";
}

export function sessionCookie(id: string, secure: boolean): string {
  const parts = [`${sessionCookieName(secure)}=${id}`, "Path=/", "HttpOnly", "SameSite=Lax", `Max-Age=${Math.floor(SESSION_ABSOLUTE_MS / 1000)}`];
  if (secure) parts.push("Secure");
  return parts.join("; ");
}

export function clearSessionCookie(secure: boolean): string {
  return [`${sessionCookieName(secure)}=`, "Path=/", "HttpOnly", "SameSite=Lax", "Max-Age=0", ...(secure ? ["Secure"] : [])].join("; ");
}

/** The session id from a Cookie header, if it has the shape of one. */
export function readSessionId(cookieHeader: string | null, secure: boolean): string | null {
  if (!cookieHeader) return null;
  const name = sessionCookieName(secure);
  for (const part of cookieHeader.split(";")) {
    const at = part.indexOf("=");
    if (at < 0) continue;
    if (part.slice(0, at).trim() !== name) continue;
    const value = part.slice(at + 1).trim();
    return /^[A-Za-z0-9_-]{43}$/.test(value) ? value : null;
  }
  return null;
}

export function hashSessionId(id: string): string {
  return createHash("sha256").update(id).digest("base64url");
}

export interface AdminAuthOptions {
  /** ADMIN_PASSWORD, when set. */
  password?: string;
  log: Logger;
  /** Where the generated password is shown, once. */
  announce?: (text: string) => void;
  now?: () => number;
}

export function createAdminAuth(db: Db, options: AdminAuthOptions) {
  const k = db.kysely;
  const now = options.now ?? Date.now;
  const iso = (t: number) => new Date(t).toISOString();
  // Sign-in attempts are limited even when RATE_LIMITS=off (that switch is for load tests
  // of the public forms, never a reason to allow password guessing).
  const limiter = createRateLimiter(db, { enabled: true, now });
  const announce = options.announce ?? ((text: string) => process.stdout.write(text + "\n"));

  async function readStored(): Promise<StoredPassword | undefined> {
    const row = await k.selectFrom("app_secrets").select("value").where("name", "=", PASSWORD_SECRET).executeTakeFirst();
    if (!row) return undefined;
    try {
      const parsed = JSON.parse(row.value) as StoredPassword;
      return typeof parsed.hash === "string" ? parsed : undefined;
    } catch {
      return undefined;
    }
  }

  /**
   * Makes sure a password hash is stored: ADMIN_PASSWORD's when set (a changed password
   * ends every session), or else one generated at the very first start and shown once.
   */
  async function ensurePassword(): Promise<"env" | "stored" | "generated"> {
    const stored = await readStored();
    if (options.password) {
      if (stored && (await verifyPassword(options.password, stored.hash))) {
        if (needsRehash(stored.hash)) await upgradeHash(options.password, stored);
        return "env";
      }
      const value = JSON.stringify({ hash: await hashPassword(options.password), origin: "env" } satisfies StoredPassword);
      await k
        .insertInto("app_secrets")
        .values({ name: PASSWORD_SECRET, value, created_at: iso(now()) })
        .onConflict((oc) => oc.column("name").doUpdateSet({ value }))
        .execute();
      if (stored) {
        await k.deleteFrom("admin_sessions").execute();
        options.log.warn("admin password changed from ADMIN_PASSWORD: every admin session was ended");
      }
      return "env";
    }
    if (stored) return "stored";
    const password = generatePassword();
    const value = JSON.stringify({ hash: await hashPassword(password), origin: "generated" } satisfies StoredPassword);
    await k
      .insertInto("app_secrets")
      .values({ name: PASSWORD_SECRET, value, created_at: iso(now()) })
      .onConflict((oc) => oc.column("name").doNothing())
      .execute();
    // Several processes may start at once on one database: only the one whose hash was
    // kept shows its password.
    const kept = await readStored();
    if (kept && kept.hash === JSON.parse(value).hash) {
      announce(
        [
          "",
          "==================================================================",
          "  Admin password (generated at first start; shown only this once):",
          `  ${password}`,
          "  Sign in at /admin. Set ADMIN_PASSWORD to choose your own instead.",
          "==================================================================",
          "",
        ].join("\n"),
      );
      options.log.warn("admin password generated and shown once on stdout; only its hash is stored");
      return "generated";
    }
    return "stored";
  }

  /** Replaces a hash made with older, weaker parameters; only if it is still the one stored. */
  async function upgradeHash(password: string, stored: StoredPassword) {
    const value = JSON.stringify({ hash: await hashPassword(password), origin: stored.origin } satisfies StoredPassword);
    // Matched on the old hash, so a password changed meanwhile (another instance) is kept.
    const res = await k
      .updateTable("app_secrets")
      .set({ value })
      .where("name", "=", PASSWORD_SECRET)
      .where("value", "like", `%${JSON.stringify(stored.hash).slice(1, -1)}%`)
      .executeTakeFirst();
    if (Number(res.numUpdatedRows) > 0) options.log.info("admin password hash upgraded to argon2id");
  }

  async function login(input: { password: string; ip: string; userAgent?: string | null }): Promise<LoginResult> {
    // Writes here wait out a moment's lock (a backup, a burst of leads) as the lead paths do.
    const limit = await withDbRetry(() => limiter.hit(rules.login, input.ip));
    // Over the limit, even the right password is refused until the window ends.
    if (!limit.allowed) {
      options.log.warn("admin sign-in rate limited", { ip: input.ip, attempts: limit.count });
      return { status: "rate_limited", retryAfter: limit.retryAfter };
    }
    const stored = await readStored();
    const ok = stored ? await verifyPassword(input.password.slice(0, 1024), stored.hash) : false;
    if (!ok) {
      options.log.warn("admin sign-in failed", { ip: input.ip, attempts: limit.count });
      return { status: "denied" };
    }
    if (stored && needsRehash(stored.hash)) await upgradeHash(input.password.slice(0, 1024), stored);
    const t = now();
    // A new random id at every sign-in; only its hash is stored.
    const sessionId = randomBytes(32).toString("base64url");
    const session: AdminSession = { idHash: hashSessionId(sessionId), createdAt: iso(t), expiresAt: iso(t + SESSION_ABSOLUTE_MS) };
    // One transaction, so one sync to disk instead of four: the sign-in's own time is mostly
    // the password check, not waiting on the disk.
    await withDbRetry(() =>
      k.transaction().execute(async (trx) => {
        await limiter.reset(rules.login, input.ip, trx);
        // Expired sessions are swept here: sign-ins are rare and this keeps the table small.
        await trx
          .deleteFrom("admin_sessions")
          .where((eb) => eb.or([eb("expires_at", "<", iso(t)), eb("last_seen_at", "<", iso(t - SESSION_IDLE_MS))]))
          .execute();
        await trx
          .insertInto("admin_sessions")
          .values({
            id_hash: session.idHash,
            created_at: session.createdAt,
            last_seen_at: session.createdAt,
            expires_at: session.expiresAt,
            ip: input.ip.slice(0, 100),
            user_agent: input.userAgent?.slice(0, 300) ?? null,
          })
          .execute();
        await audit("login", null, `from ${input.ip}`, "admin", trx);
      }),
    );
    options.log.info("admin signed in", { ip: input.ip, session: session.idHash.slice(0, 8) });
    return { status: "ok", sessionId, session };
  }

  /** The live session for a cookie's id, refreshed; null when unknown, idle or expired. */
  async function getSession(sessionId: string | null): Promise<AdminSession | null> {
    if (!sessionId) return null;
    const idHash = hashSessionId(sessionId);
    const row = await k.selectFrom("admin_sessions").selectAll().where("id_hash", "=", idHash).executeTakeFirst();
    if (!row) return null;
    const t = now();
    const lastSeen = Date.parse(row.last_seen_at);
    if (Date.parse(row.expires_at) <= t || t - lastSeen >= SESSION_IDLE_MS) {
      await withDbRetry(() => k.deleteFrom("admin_sessions").where("id_hash", "=", idHash).execute());
      return null;
    }
    if (t - lastSeen >= TOUCH_EVERY_MS) {
      // Keeping the session alive is worth a retry, never a failed page: the next request touches it again.
      await withDbRetry(() =>
        k
          .updateTable("admin_sessions")
          .set({ last_seen_at: iso(t) })
          .where("id_hash", "=", idHash)
          .execute(),
      ).catch((error: unknown) => options.log.warn("admin session not refreshed; tried again on the next request", { error }));
    }
    return { idHash, createdAt: row.created_at, expiresAt: row.expires_at };
  }

  async function logout(sessionId: string | null): Promise<void> {
    if (!sessionId) return;
    await withDbRetry(() =>
      k.transaction().execute(async (trx) => {
        const result = await trx.deleteFrom("admin_sessions").where("id_hash", "=", hashSessionId(sessionId)).executeTakeFirst();
        if (Number(result.numDeletedRows) > 0) await audit("logout", null, null, "admin", trx);
      }),
    );
  }

  async function audit(action: string, leadId: string | null, detail: string | null, actor = "admin", executor: Kysely<Database> = k) {
    await executor
      .insertInto("admin_audit")
      .values({ id: randomUUID(), action, lead_id: leadId, actor, detail, created_at: iso(now()) })
      .execute();
  }

  return { ensurePassword, login, getSession, logout, audit };
}

export type AdminAuth = ReturnType<typeof createAdminAuth>;
