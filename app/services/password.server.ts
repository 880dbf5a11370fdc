import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";

/**
 * Password hashing with scrypt (node:crypto, no native add-on). Parameters are stored with
 * each hash so they can be raised later without locking anyone out: a hash made with weaker
 * ones is replaced at the next successful sign-in (see needsRehash).
 * N=2^17, r=8, p=1 is OWASP's minimum for scrypt: 128 MiB and a few hundred ms per check,
 * slow for a guesser, fine for one admin (sign-ins are rate limited).
 */
const DEFAULTS = { N: 2 ** 17, r: 8, p: 1 };
const KEY_LENGTH = 32;

function scryptAsync(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize("NFKC"), salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

// scrypt needs 128·N·r bytes; Node refuses anything over 32 MiB unless told, so allow twice that.
const maxmem = (N: number, r: number) => 128 * N * r * 2;

function paramsOf(stored: string): { N: number; r: number; p: number } | null {
  const parts = stored.split("$");
  if (parts.length !== 6 || parts[0] !== "scrypt") return null;
  const [N, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  return [N, r, p].every((n) => Number.isInteger(n) && n > 0) ? { N, r, p } : null;
}

/** True when a stored hash was made with weaker parameters than today's: rehash it after a good sign-in. */
export function needsRehash(stored: string): boolean {
  const params = paramsOf(stored);
  return !params || params.N < DEFAULTS.N || params.r < DEFAULTS.r || params.p < DEFAULTS.p;
}

/** `scrypt$N$r$p$salt$hash` (base64url parts). */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const { N, r, p } = DEFAULTS;
  const key = await scryptAsync(password, salt, { N, r, p, maxmem: maxmem(N, r) });
  return ["scrypt", N, r, p, salt.toString("base64url"), key.toString("base64url")].join("$");
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split("$");
  if (parts.length !== 6 || parts[0] !== "scrypt") return false;
  const [N, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  if (![N, r, p].every((n) => Number.isInteger(n) && n > 0) || N > 2 ** 20) return false;
  const salt = Buffer.from(parts[4]!, "base64url");
  const expected = Buffer.from(parts[5]!, "base64url");
  const key = await scryptAsync(password, salt, { N, r, p, maxmem: maxmem(N, r) });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** A generated password: 24 characters from a 56-letter alphabet without look-alikes (~139 bits). */
export function generatePassword(length = 24): string {
  const alphabet = "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789";
  let out = "";
  while (out.length < length) {
    for (const byte of randomBytes(length * 2)) {
      // Rejection sampling keeps every letter equally likely.
      if (byte < 256 - (256 % alphabet.length) && out.length < length) out += alphabet[byte % alphabet.length];
    }
  }
  return out;
}

/**
 * Passwords that appear at the top of every cracking list, and words an attacker tries
 * first against this site. A password made of these, padded with digits or symbols, is
 * refused as well.
 */
const wellKnown = [
  "password",
  "passw0rd",
  "p@ssword",
  "p@ssw0rd",
  "admin",
  "administrator",
  "letmein",
  "welcome",
  "changeme",
  "qwerty",
  "qwertyuiop",
  "asdfghjkl",
  "zxcvbnm",
  "iloveyou",
  "monkey",
  "dragon",
  "football",
  "baseball",
  "sunshine",
  "princess",
  "trustno1",
  "secret",
  "default",
  "canopy",
  "canopycreative",
  "atlanta",
  "correcthorsebatterystaple",
  "abc",
  "abcdef",
  "master",
  "login",
  "root",
  "test",
  "guest",
  "superman",
  "batman",
  "starwars",
  "whatever",
  "shadow",
  "michael",
  "jordan",
];

/** Why a password is too weak to protect the leads, or null when it is acceptable. */
export function passwordWeakness(password: string): string | null {
  if (password.length < 12) return "must be at least 12 characters";
  const lower = password.toLowerCase();
  if (new Set(lower).size < 6) return "repeats too few different characters";
  // Strip what people pad a known word with, then see whether anything of substance is left.
  const letters = lower.replace(/[^a-z]/g, "");
  const core = lower.replace(/[\s\d!@#$%^&*()_+\-=.,;:'"`~?/\\|[\]{}<>]/g, "");
  if (core.length < 4) return "is mostly digits and symbols";
  // "P@ssw0rd" is "password" to a cracker: undo the usual letter swaps too.
  const unswapped = lower
    .replace(/@|4/g, "a")
    .replace(/0/g, "o")
    .replace(/[1!|]/g, "i")
    .replace(/3/g, "e")
    .replace(/[$5]/g, "s")
    .replace(/7/g, "t")
    .replace(/[^a-z]/g, "");
  for (const candidate of [core, letters, unswapped]) {
    if (wellKnown.includes(candidate)) return "is a well-known password";
    for (const word of wellKnown) {
      if (word.length >= 5 && candidate.startsWith(word) && candidate.length - word.length < 4) return "is a well-known password with a short suffix";
    }
  }
  if (isSequence(lower)) return "is a keyboard or number sequence";
  return null;
}

function isSequence(s: string): boolean {
  const rows = ["abcdefghijklmnopqrstuvwxyz", "0123456789012345678901234567890", "qwertyuiopasdfghjklzxcvbnm", "1qaz2wsx3edc4rfv5tgb6yhn"];
  const compact = s.replace(/[^a-z0-9]/g, "");
  if (compact.length < 8) return false;
  // A repeated short chunk ("abcabcabcabc") or a run along a row.
  for (let size = 1; size <= 4; size++) {
    if (compact === compact.slice(0, size).repeat(Math.ceil(compact.length / size)).slice(0, compact.length)) return true;
  }
  return rows.some((row) => row.includes(compact) || [...row].reverse().join("").includes(compact));
}
