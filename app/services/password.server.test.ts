import { randomBytes, scryptSync } from "node:crypto";
import { describe, expect, it } from "vitest";
import { generatePassword, hashPassword, needsRehash, passwordWeakness, verifyPassword } from "./password.server";

describe("admin password", () => {
  it("verifies only the password it hashed, and salts every hash", async () => {
    const a = await hashPassword("Plum-Orchard-Lantern-42");
    const b = await hashPassword("Plum-Orchard-Lantern-42");
    expect(a).toMatch(/^argon2id\$19456\$2\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(a).not.toBe(b);
    expect(a).not.toContain("Plum");
    expect(await verifyPassword("Plum-Orchard-Lantern-42", a)).toBe(true);
    expect(await verifyPassword("plum-orchard-lantern-42", a)).toBe(false);
    expect(await verifyPassword("Plum-Orchard-Lantern-42", "not-a-hash")).toBe(false);
  });

  it("hashes with OWASP's argon2id minimum (19 MiB, t=2, p=1) and marks older hashes for an upgrade", async () => {
    const current = await hashPassword("Plum-Orchard-Lantern-42");
    expect(current.split("$").slice(0, 4)).toEqual(["argon2id", "19456", "2", "1"]);
    expect(needsRehash(current)).toBe(false);
    // A hash from before (scrypt N=2^15) still verifies, and is marked for replacement.
    const salt = randomBytes(16);
    const key = scryptSync("Plum-Orchard-Lantern-42", salt, 32, { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 });
    const old = ["scrypt", 2 ** 15, 8, 1, salt.toString("base64url"), key.toString("base64url")].join("$");
    expect(await verifyPassword("Plum-Orchard-Lantern-42", old)).toBe(true);
    expect(await verifyPassword("Plum-Orchard-Lantern-43", old)).toBe(false);
    expect(needsRehash(old)).toBe(true);
    expect(needsRehash("argon2id$4096$1$1$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA")).toBe(true);
    expect(needsRehash("not-a-hash")).toBe(true);
    // A tampered row cannot make a check cost gigabytes.
    expect(await verifyPassword("x", "scrypt$1073741824$8$1$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA")).toBe(false);
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
