import { argon2, randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";

/**
 * Password hashing with argon2id from node:crypto (no native add-on) at OWASP's minimum:
 * m = 19 MiB, t = 2, p = 1. It costs a guesser as much as scrypt N=2^17 for a fraction of the
 * time and memory per sign-in, which matters on a small shared machine (see ADR 007).
 * Parameters are stored with each hash; a hash made before (scrypt, or weaker argon2id
 * settings) still verifies and is replaced at the next successful sign-in (needsRehash).
 */
const ARGON2 = { memory: 19_456, passes: 2, parallelism: 1 };
const KEY_LENGTH = 32;

const prepare = (password: string) => password.normalize("NFKC");

function argon2idAsync(password: string, salt: Buffer, params: { memory: number; passes: number; parallelism: number }, length = KEY_LENGTH) {
  return new Promise<Buffer>((resolve, reject) => {
    argon2("argon2id", { message: prepare(password), nonce: salt, tagLength: length, ...params }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

function scryptAsync(password: string, salt: Buffer, options: ScryptOptions, length: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(prepare(password), salt, length, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

// scrypt needs 128·N·r bytes; Node refuses anything over 32 MiB unless told, so allow twice that.
const maxmem = (N: number, r: number) => 128 * N * r * 2;

type Parsed =
  | { kind: "argon2id"; memory: number; passes: number; parallelism: number; salt: Buffer; hash: Buffer }
  | { kind: "scrypt"; N: number; r: number; p: number; salt: Buffer; hash: Buffer };

function parse(stored: string): Parsed | null {
  const parts = stored.split("$");
  if (parts.length !== 6) return null;
  const nums = parts.slice(1, 4).map(Number);
  if (!nums.every((n) => Number.isInteger(n) && n > 0)) return null;
  const salt = Buffer.from(parts[4]!, "base64url");
  const hash = Buffer.from(parts[5]!, "base64url");
  const [a, b, c] = nums as [number, number, number];
  // Bounds keep a tampered row from making one check take minutes or gigabytes.
  if (parts[0] === "argon2id" && a <= 1_048_576 && b <= 10 && c <= 8) return { kind: "argon2id", memory: a, passes: b, parallelism: c, salt, hash };
  if (parts[0] === "scrypt" && a <= 2 ** 20 && b <= 32 && c <= 8) return { kind: "scrypt", N: a, r: b, p: c, salt, hash };
  return null;
}

/** `argon2id$memoryKiB$passes$parallelism$salt$hash` (base64url parts). */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await argon2idAsync(password, salt, ARGON2);
  return ["argon2id", ARGON2.memory, ARGON2.passes, ARGON2.parallelism, salt.toString("base64url"), key.toString("base64url")].join("$");
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const p = parse(stored);
  if (!p || p.hash.length < 16) return false;
  const key =
    p.kind === "argon2id"
      ? await argon2idAsync(password, p.salt, p, p.hash.length)
      : await scryptAsync(password, p.salt, { N: p.N, r: p.r, p: p.p, maxmem: maxmem(p.N, p.r) }, p.hash.length);
  return key.length === p.hash.length && timingSafeEqual(key, p.hash);
}

/** True when a stored hash was made with anything weaker than today's settings: rehash it after a good sign-in. */
export function needsRehash(stored: string): boolean {
  const p = parse(stored);
  if (!p || p.kind !== "argon2id") return true;
  return p.memory < ARGON2.memory || p.passes < ARGON2.passes;
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
    if (
      compact ===
      compact
        .slice(0, size)
        .repeat(Math.ceil(compact.length / size))
        .slice(0, compact.length)
    )
      return true;
  }
  return rows.some((row) => row.includes(compact) || [...row].reverse().join("").includes(compact));
}
