import { describe, expect, it } from "vitest";
import { generatePassword, hashPassword, needsRehash, passwordWeakness, verifyPassword } from "./password.server";

describe("admin password", () => {
  it("verifies only the password it hashed, and salts every hash", async () => {
    const a = await hashPassword("Plum-Orchard-Lantern-42");
    const b = await hashPassword("Plum-Orchard-Lantern-42");
    expect(a).toMatch(/^scrypt\$131072\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(a).not.toBe(b);
    expect(a).not.toContain("Plum");
    expect(await verifyPassword("Plum-Orchard-Lantern-42", a)).toBe(true);
    expect(await verifyPassword("plum-orchard-lantern-42", a)).toBe(false);
    expect(await verifyPassword("Plum-Orchard-Lantern-42", "not-a-hash")).toBe(false);
  });

  it("hashes with OWASP's scrypt minimum (N=2^17, r=8, p=1) and marks older hashes for an upgrade", async () => {
    const current = await hashPassword("Plum-Orchard-Lantern-42");
    expect(current.split("$").slice(1, 4)).toEqual(["131072", "8", "1"]);
    expect(needsRehash(current)).toBe(false);
    const old = "scrypt$32768$8$1$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA";
    expect(needsRehash(old)).toBe(true);
    expect(needsRehash("not-a-hash")).toBe(true);
  });

  it("generates long passwords from an unambiguous alphabet that pass its own policy", () => {
    const seen = new Set<string>();
    for (let i = 0; i < 50; i++) {
      const p = generatePassword();
      expect(p).toMatch(/^[A-HJ-NP-Za-km-z2-9]{24}$/);
      expect(passwordWeakness(p)).toBeNull();
      seen.add(p);
    }
    expect(seen.size).toBe(50);
  });

  it.each([
    ["short1!", /at least 12/],
    ["aaaaaaaaaaaaaaaa", /too few different/],
    ["password1234", /well-known/],
    ["Password123!", /well-known/],
    ["P@ssw0rd2025!", /well-known/],
    ["administrator1", /well-known/],
    ["correct horse battery staple", /well-known/],
    ["CanopyCreative1", /well-known/],
    ["qwertyuiop123", /well-known/],
    ["123456789012", /digits and symbols/],
    ["abcdefghijklmn", /sequence/],
    ["abcabcabcabcabc", /too few different|sequence/],
    ["asdfghjklzxcv", /sequence/],
  ])("refuses %s", (password, reason) => {
    expect(passwordWeakness(password)).toMatch(reason);
  });

  it.each(["Plum-Orchard-Lantern-42", "e2e-admin-Quokka-Tundra-91", "tV8#kq2!Lm0zRw"])("accepts %s", (password) => {
    expect(passwordWeakness(password)).toBeNull();
  });
});
