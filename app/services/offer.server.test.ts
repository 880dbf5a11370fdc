import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dialects, type TestDatabase } from "../../tests/support/databases";
import { createOfferService, OFFER_WINDOW_MS } from "./offer.server";

describe.each(dialects)("booking offer on $name", ({ make }) => {
  let t: TestDatabase;
  let clock = Date.now();
  beforeAll(async () => {
    t = await make();
  });
  afterAll(async () => {
    await t?.dispose();
  });

  it("honours its own offers within the window, once", async () => {
    const offers = await createOfferService(t.db, { now: () => clock });
    const { token, claims } = offers.issue();
    clock += 20 * 60_000;
    const check = offers.check(token);
    expect(check).toEqual({ valid: true, claims });
    expect(await offers.redeem(claims.id, "booking-key-1")).toBe(true);
    // The same booking retried keeps it; a different booking cannot reuse it.
    expect(await offers.redeem(claims.id, "booking-key-1")).toBe(true);
    expect(await offers.redeem(claims.id, "booking-key-2")).toBe(false);
    expect(await offers.isRedeemed(claims.id)).toBe(true);
  });

  it("refuses forged, altered, malformed and stale offers", async () => {
    const offers = await createOfferService(t.db, { now: () => clock });
    const { token } = offers.issue();
    const [payload, mac] = token.split(".");
    const altered = Buffer.from(JSON.stringify({ id: "x", startedAt: clock + 10 ** 9 })).toString("base64url");
    expect(offers.check(`${altered}.${mac}`)).toMatchObject({ valid: false, reason: "forged" });
    expect(offers.check(`${payload}.AAAA`)).toMatchObject({ valid: false, reason: "forged" });
    expect(offers.check("nonsense")).toMatchObject({ valid: false, reason: "malformed" });
    expect(offers.check(undefined)).toMatchObject({ valid: false });
    clock += OFFER_WINDOW_MS + 1;
    expect(offers.check(token)).toMatchObject({ valid: false, reason: "expired" });
  });

  it("keeps its signing key across restarts and shares it between processes", async () => {
    const a = await createOfferService(t.db, { now: () => clock });
    const b = await createOfferService(t.db, { now: () => clock });
    expect(b.check(a.issue().token).valid).toBe(true);
  });
});
