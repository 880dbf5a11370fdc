import { describe, expect, it } from "vitest";
import { telHref } from "./format";

describe("telHref", () => {
  it("dials a ten-digit US number with its country code, and keeps one already written with it", () => {
    expect(telHref("(404) 555-0142")).toBe("tel:+14045550142");
    expect(telHref("+1 470 555 0112")).toBe("tel:+14705550112");
  });
});
