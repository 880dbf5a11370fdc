import { createHmac, randomUUID, timingSafeEqual } from "node:crypto";
import type { Db } from "./db.server";
import { getOrCreateSecret } from "./secrets.server";

/**
 * The booking form's offer (`offer` in content/site.ts), issued by the server. The visible countdown
 * runs only while the booking dialogs are open, so the token is honoured for a longer,
 * bounded wall-clock window; after that, or once redeemed, it gives no discount.
 */
export const OFFER_WINDOW_MS = 2 * 60 * 60 * 1000;

export interface OfferClaims {
  id: string;
  /** Issue time, ms since the epoch. */
  startedAt: number;
}

export type OfferCheck = { valid: true; claims: OfferClaims } | { valid: false; reason: "malformed" | "forged" | "expired" | "future" };

export async function createOfferService(db: Db, options: { now?: () => number } = {}) {
  const now = options.now ?? Date.now;
  const secret = await getOrCreateSecret(db, "offer-signing");
  const sign = (payload: string) => createHmac("sha256", secret).update(payload).digest("base64url");

  function issue(): { token: string; claims: OfferClaims } {
    const claims: OfferClaims = { id: randomUUID(), startedAt: now() };
    const payload = Buffer.from(JSON.stringify(claims)).toString("base64url");
    return { token: `${payload}.${sign(payload)}`, claims };
  }

  function check(token: unknown): OfferCheck {
    if (typeof token !== "string" || token.length > 500) return { valid: false, reason: "malformed" };
    const [payload, mac, extra] = token.split(".");
    if (!payload || !mac || extra !== undefined) return { valid: false, reason: "malformed" };
    const expected = Buffer.from(sign(payload));
    const given = Buffer.from(mac);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { valid: false, reason: "forged" };
    let claims: OfferClaims;
    try {
      claims = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as OfferClaims;
    } catch {
      return { valid: false, reason: "malformed" };
    }
    if (typeof claims.id !== "string" || typeof claims.startedAt !== "number") return { valid: false, reason: "malformed" };
    const age = now() - claims.startedAt;
    if (age < -60_000) return { valid: false, reason: "future" };
    if (age > OFFER_WINDOW_MS) return { valid: false, reason: "expired" };
    return { valid: true, claims };
  }

  /** Marks the offer used by this lead; false if another lead already used it. */
  async function redeem(offerId: string, leadId: string): Promise<boolean> {
    const res = await db.kysely
      .insertInto("offer_redemptions")
      .values({ offer_id: offerId, lead_id: leadId, redeemed_at: new Date(now()).toISOString() })
      .onConflict((oc) => oc.column("offer_id").doNothing())
      .executeTakeFirst();
    if (Number(res.numInsertedOrUpdatedRows ?? 0n) > 0) return true;
    const row = await db.kysely.selectFrom("offer_redemptions").select("lead_id").where("offer_id", "=", offerId).executeTakeFirst();
    return row?.lead_id === leadId;
  }

  async function isRedeemed(offerId: string): Promise<boolean> {
    const row = await db.kysely.selectFrom("offer_redemptions").select("offer_id").where("offer_id", "=", offerId).executeTakeFirst();
    return Boolean(row);
  }

  return { issue, check, redeem, isRedeemed };
}

export type OfferService = Awaited<ReturnType<typeof createOfferService>>;
