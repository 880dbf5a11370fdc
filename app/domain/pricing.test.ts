import { describe, expect, it } from "vitest";
import { addOns, upsellOffers } from "#content/site.ts";
import { offerDiscount, paymentSchedule, priceSuffix, percentRoundedHalfUp, quote, settleTickedUpsells, visibleUpsells } from "./pricing.ts";

describe("quote", () => {
  it("prices the bundle alone at 2,500, or 2,250 with the offer", () => {
    expect(quote({ addOnIds: [], upsellIds: [], offerActive: false })).toEqual({
      lines: [{ id: "launch-ready", name: "The Launch-Ready Bundle", price: 2500, kind: "bundle" }],
      subtotal: 2500,
      discount: 0,
      total: 2500,
    });
    const withOffer = quote({ addOnIds: [], upsellIds: [], offerActive: true });
    expect(withOffer).toMatchObject({ subtotal: 2500, discount: 250, total: 2250 });
  });

  // Expected figures are the spec's prices (section 3), not read back from the content.
  it.each([
    ["extra-logos", 100, 2600, 260, 2340],
    ["extra-page", 100, 2600, 260, 2340],
    ["print-bundle", 300, 2800, 280, 2520],
    ["monthly-seo", 250, 2750, 275, 2475],
    ["monthly-support", 150, 2650, 265, 2385],
    ["social-management", 800, 3300, 330, 2970],
    ["lifetime-hosting", 800, 3300, 330, 2970],
  ])("add-on %s (%i) alone: %i, or %i off → %i", (id, price, subtotal, discount, totalWithOffer) => {
    const without = quote({ addOnIds: [id], upsellIds: [], offerActive: false });
    expect(without.lines.map((l) => [l.id, l.price, l.kind])).toEqual([
      ["launch-ready", 2500, "bundle"],
      [id, price, "add-on"],
    ]);
    expect(without).toMatchObject({ subtotal, discount: 0, total: subtotal });

    const withOffer = quote({ addOnIds: [id], upsellIds: [], offerActive: true });
    expect(withOffer).toMatchObject({ subtotal, discount, total: totalWithOffer });
  });

  it("covers every add-on of the catalogue in the table above", () => {
    expect(addOns.map((a) => a.id).sort()).toEqual([
      "extra-logos",
      "extra-page",
      "lifetime-hosting",
      "monthly-seo",
      "monthly-support",
      "print-bundle",
      "social-management",
    ]);
  });

  it.each([
    [[], [], true, 2500, 2250],
    [[], ["monthly-support"], false, 2650, 2650],
    [[], ["monthly-support"], true, 2650, 2385],
    [[], ["monthly-support", "print-bundle"], true, 2950, 2655],
    [[], ["monthly-support", "monthly-seo"], true, 2900, 2610],
    [[], ["monthly-support", "print-bundle", "monthly-seo"], false, 3200, 3200],
    [["extra-logos", "lifetime-hosting"], ["monthly-seo"], true, 3650, 3285],
    [["monthly-support"], ["print-bundle"], true, 2950, 2655],
    [["extra-logos", "extra-page", "print-bundle", "monthly-seo", "monthly-support", "social-management", "lifetime-hosting"], [], true, 5000, 4500],
  ] as const)("add-ons %j with upsells %j, offer %s: subtotal %i, total %i", (addOnIds, upsellIds, offerActive, subtotal, total) => {
    const q = quote({ addOnIds, upsellIds, offerActive });
    expect(q.subtotal).toBe(subtotal);
    expect(q.total).toBe(total);
    expect(q.subtotal - q.discount).toBe(q.total);
    expect(q.lines.reduce((s, l) => s + l.price, 0)).toBe(q.subtotal);
  });

  it("lists lines as bundle, add-ons in catalogue order, then upsells in offer order", () => {
    const q = quote({
      addOnIds: ["lifetime-hosting", "extra-logos"],
      upsellIds: ["monthly-seo", "monthly-support"],
      offerActive: false,
    });
    expect(q.lines.map((l) => `${l.kind}:${l.id}`)).toEqual([
      "bundle:launch-ready",
      "add-on:extra-logos",
      "add-on:lifetime-hosting",
      "upsell:monthly-support",
      "upsell:monthly-seo",
    ]);
  });

  it("counts a repeated add-on or upsell once", () => {
    const q = quote({
      addOnIds: ["extra-page", "extra-page"],
      upsellIds: ["monthly-seo", "monthly-seo"],
      offerActive: false,
    });
    expect(q.subtotal).toBe(2500 + 100 + 250);
    expect(q.lines).toHaveLength(3);
  });

  it("counts an upsell that is also a chosen add-on once, as the add-on", () => {
    const q = quote({ addOnIds: ["monthly-support"], upsellIds: ["monthly-support"], offerActive: false });
    expect(q.subtotal).toBe(2650);
    expect(q.lines.filter((l) => l.id === "monthly-support")).toEqual([
      { id: "monthly-support", name: "Unlimited Support & Monthly Maintenance", price: 150, kind: "add-on" },
    ]);
  });

  it("gives no discount once the offer has expired", () => {
    const q = quote({ addOnIds: ["social-management"], upsellIds: ["monthly-support"], offerActive: false });
    expect(q).toMatchObject({ subtotal: 3450, discount: 0, total: 3450 });
  });

  it("discounts the whole subtotal, add-ons and upsells included", () => {
    const q = quote({ addOnIds: ["print-bundle"], upsellIds: ["monthly-seo"], offerActive: true });
    expect(q).toMatchObject({ subtotal: 3050, discount: 305, total: 2745 });
  });

  it.each([
    [["logo-pack"], [], /Unknown add-on id: "logo-pack"/],
    [[], ["social-management"], /Unknown upsell id: "social-management"/],
    [["nope", "extra-page", "nada"], [], /Unknown add-on ids: "nope", "nada"/],
    [[""], [], /Unknown add-on id: ""/],
  ])("throws a clear error for unknown ids (%j, %j)", (addOnIds, upsellIds, message) => {
    expect(() => quote({ addOnIds, upsellIds, offerActive: true })).toThrow(message);
  });

  it("never needs to round with the catalogue's prices, and every discount is exactly 10%", () => {
    // All prices are multiples of 50, so 10% of any subtotal is whole; check every combination.
    const ids = addOns.map((a) => a.id);
    for (let mask = 0; mask < 1 << ids.length; mask++) {
      const chosen = ids.filter((_, i) => mask & (1 << i));
      const q = quote({ addOnIds: chosen, upsellIds: [], offerActive: true });
      expect(q.discount * 10).toBe(q.subtotal);
      expect(Number.isInteger(q.total)).toBe(true);
    }
  });
});

describe("percentRoundedHalfUp (the discount rounding)", () => {
  it.each([
    [2505, 10, 251], // 250.5 → half rounds up
    [2504, 10, 250], // 250.4 → down
    [2506, 10, 251], // 250.6 → up
    [2515, 10, 252], // 251.5 → up
    [2495, 10, 250], // 249.5 → up
    [5, 10, 1], // 0.5 → 1
    [4, 10, 0],
    [0, 10, 0],
    [2500, 0, 0],
    [2500, 100, 2500],
    [15, 10, 2], // 1.5 → 2
    [25, 10, 3], // 2.5 → 3 (not banker's rounding to 2)
    [1005, 10, 101], // 100.5 → 101
    [35, 15, 5], // 5.25 → 5
    [9_007_199_254_740, 10, 900_719_925_474], // large whole amounts stay exact
  ])("%i × %i%% → %i", (amount, percent, expected) => {
    expect(percentRoundedHalfUp(amount, percent)).toBe(expected);
  });

  it.each([
    [2500.5, 10],
    [-1, 10],
    [Number.NaN, 10],
    [2500, 10.5],
    [2500, 101],
    [2500, -1],
    [Number.MAX_SAFE_INTEGER, 10],
  ])("rejects amount %s with percent %s", (amount, percent) => {
    expect(() => percentRoundedHalfUp(amount, percent)).toThrow(RangeError);
  });

  it("applies 10% for the offer", () => {
    expect(offerDiscount(2505)).toBe(251);
    expect(offerDiscount(3300)).toBe(330);
  });
});

const ids = (list: readonly { id: string }[]) => list.map((u) => u.id);

describe("visibleUpsells", () => {
  it.each([
    // chosen add-ons, ticked upsells, shown
    [[], [], ["monthly-support", "monthly-seo"]],
    // Ticking support brings the print bundle in; the cap of 2 pushes SEO out.
    [[], ["monthly-support"], ["monthly-support", "print-bundle"]],
    // Support chosen as an add-on: not offered, print bundle and SEO are.
    [["monthly-support"], [], ["print-bundle", "monthly-seo"]],
    [["monthly-support", "print-bundle"], [], ["monthly-seo"]],
    [["monthly-support", "monthly-seo"], [], ["print-bundle"]],
    [["monthly-support", "print-bundle", "monthly-seo"], [], []],
    [["monthly-seo"], [], ["monthly-support"]],
    // Print bundle chosen but support not: print is not offered anyway.
    [["print-bundle"], [], ["monthly-support", "monthly-seo"]],
    [["print-bundle"], ["monthly-support"], ["monthly-support", "monthly-seo"]],
    // A ticked SEO keeps its slot; the print bundle waits.
    [[], ["monthly-seo"], ["monthly-support", "monthly-seo"]],
    [[], ["monthly-seo", "monthly-support"], ["monthly-support", "monthly-seo"]],
    // Print ticked, then support unticked: print stays so it can be unticked.
    [[], ["print-bundle"], ["monthly-support", "print-bundle"]],
    // Unrelated add-ons change nothing.
    [["extra-logos", "lifetime-hosting"], [], ["monthly-support", "monthly-seo"]],
    // A ticked offer chosen as an add-on is hidden (the quote counts it once).
    [["monthly-support"], ["monthly-support"], ["print-bundle", "monthly-seo"]],
  ] as const)("chosen %j, ticked %j → %j", (chosenAddOnIds, tickedUpsellIds, expected) => {
    expect(ids(visibleUpsells({ chosenAddOnIds, tickedUpsellIds }))).toEqual(expected);
  });

  it("returns the offers themselves, with the support bonus", () => {
    const [support] = visibleUpsells({ chosenAddOnIds: [], tickedUpsellIds: [] });
    expect(support).toBe(upsellOffers[0]);
    expect(support).toMatchObject({ price: 150, bonus: "500 business cards printed free" });
  });

  it("never shows more than 2, even when a caller passes 3 ticks", () => {
    const shown = visibleUpsells({
      chosenAddOnIds: [],
      tickedUpsellIds: ["monthly-seo", "print-bundle", "monthly-support"],
    });
    expect(ids(shown)).toEqual(["monthly-support", "print-bundle"]);
  });

  it("cannot reach more than 2 ticks by ticking only what is shown", () => {
    // Explore every sequence of tick/untick of visible offers, with any add-on choice.
    const addOnChoices = [[], ["monthly-support"], ["monthly-seo"], ["print-bundle"], ["monthly-support", "print-bundle"]];
    for (const chosenAddOnIds of addOnChoices) {
      const seen = new Set<string>();
      const queue: string[][] = [[]];
      while (queue.length > 0) {
        const ticked = queue.shift()!;
        const key = [...ticked].sort().join(",");
        if (seen.has(key)) continue;
        seen.add(key);
        expect(ticked.length).toBeLessThanOrEqual(2);
        for (const u of visibleUpsells({ chosenAddOnIds, tickedUpsellIds: ticked })) {
          queue.push(ticked.includes(u.id) ? ticked.filter((t) => t !== u.id) : [...ticked, u.id]);
        }
      }
    }
  });

  it("throws on unknown ids", () => {
    expect(() => visibleUpsells({ chosenAddOnIds: ["bogus"], tickedUpsellIds: [] })).toThrow(/Unknown add-on id/);
    expect(() => visibleUpsells({ chosenAddOnIds: [], tickedUpsellIds: ["extra-page"] })).toThrow(/Unknown upsell id/);
  });
});

describe("settleTickedUpsells", () => {
  it.each([
    [[], ["monthly-support"], ["monthly-support"]],
    [[], ["print-bundle"], ["print-bundle"]],
    // Three ticks (only reachable by a caller, not the UI): the hidden one is dropped.
    [[], ["monthly-support", "print-bundle", "monthly-seo"], ["monthly-support", "print-bundle"]],
    // Ticked support later chosen as an add-on: the tick goes, the add-on carries it.
    [["monthly-support"], ["monthly-support", "print-bundle"], ["print-bundle"]],
  ] as const)("chosen %j, ticked %j → keeps %j", (chosenAddOnIds, tickedUpsellIds, expected) => {
    expect(settleTickedUpsells({ chosenAddOnIds, tickedUpsellIds })).toEqual(expected);
  });
});

describe("paymentSchedule and priceSuffix", () => {
  // Figures are the spec's prices: monthly-seo 250, monthly-support 150, social-management 800 a month.
  it.each([
    { addOnIds: [], upsellIds: [], offerActive: false, dueNow: 2500, monthly: 0 },
    { addOnIds: ["print-bundle"], upsellIds: [], offerActive: true, dueNow: 2520, monthly: 0 },
    { addOnIds: ["monthly-seo"], upsellIds: [], offerActive: false, dueNow: 2750, monthly: 250 },
    { addOnIds: ["monthly-seo"], upsellIds: ["monthly-support"], offerActive: true, dueNow: 2610, monthly: 400 },
    { addOnIds: ["social-management", "extra-page"], upsellIds: [], offerActive: false, dueNow: 3400, monthly: 800 },
  ])("$addOnIds + $upsellIds (offer $offerActive): $dueNow now, $monthly a month", ({ dueNow, monthly, ...input }) => {
    expect(paymentSchedule(quote(input))).toEqual({ dueNow, monthly });
  });

  it.each([
    ["monthly-seo", "/month"],
    ["monthly-support", "/month"],
    ["social-management", "/month"],
    ["extra-page", " each"],
    ["extra-logos", ""],
    ["lifetime-hosting", ""],
    ["launch-ready", ""],
  ])("%s is labelled %j", (id, suffix) => {
    expect(priceSuffix(id)).toBe(suffix);
  });
});
