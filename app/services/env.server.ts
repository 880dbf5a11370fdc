import path from "node:path";
import { z } from "zod";
import { passwordWeakness } from "./password.server.ts";

/**
 * All configuration, checked once at start-up. A bad value stops the process with one
 * line naming the variable, instead of failing later in the middle of a request.
 */
const optionalString = z
  .string()
  .trim()
  .transform((v) => (v === "" ? undefined : v))
  .optional();

const boolish = (name: string) =>
  z
    .string()
    .trim()
    .toLowerCase()
    .refine((v) => ["on", "off", "true", "false", "1", "0"].includes(v), {
      message: `${name} must be on or off`,
    })
    .transform((v) => v === "on" || v === "true" || v === "1");

/** A duration setting; an empty value (as in .env.example) means the default. */
const milliseconds = (name: string, fallback: number) =>
  z.preprocess(
    (v) => (typeof v === "string" && v.trim() === "" ? undefined : v),
    z.coerce
      .number({ message: `${name} must be a number of milliseconds` })
      .int(`${name} must be a whole number of milliseconds`)
      .min(100, `${name} must be at least 100`)
      .max(600_000, `${name} must be at most 600000`)
      .default(fallback),
  );

/** `BACKUP_EVERY`: a number and a unit (s, m, h, d), or off; as milliseconds, or null for off. */
const backupEvery = z
  .string()
  .trim()
  .toLowerCase()
  .default("24h")
  .transform((v) => (v === "" ? "24h" : v))
  .refine((v) => v === "off" || /^\d+(?:s|m|h|d)$/.test(v), {
    message: "BACKUP_EVERY must be a number with s, m, h or d (e.g. 24h, 6h, 30m), or off",
  })
  .transform((v): number | null =>
    v === "off" ? null : Number(v.slice(0, -1)) * { s: 1_000, m: 60_000, h: 3_600_000, d: 86_400_000 }[v.at(-1) as "s"],
  )
  .refine((ms) => ms === null || (ms >= 1_000 && ms <= 7 * 86_400_000), { message: "BACKUP_EVERY must be between 1s and 7d, or off" });

export const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
    PORT: z.coerce
      .number({ message: "PORT must be a number" })
      .int("PORT must be a whole number")
      .min(1, "PORT must be between 1 and 65535")
      .max(65535, "PORT must be between 1 and 65535")
      .default(3000),
    HOST: z.string().trim().min(1).default("0.0.0.0"),
    DATA_DIR: z.string().trim().min(1).default("./data"),
    DATABASE_URL: optionalString.pipe(
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, "DATABASE_URL must be a postgres:// or postgresql:// URL")
        .optional(),
    ),
    PUBLIC_SITE_URL: z
      .url({ message: "PUBLIC_SITE_URL must be an absolute http(s) URL" })
      .regex(/^https?:\/\//, "PUBLIC_SITE_URL must be an absolute http(s) URL")
      .default("http://localhost:3000")
      .transform((v) => v.replace(/\/+$/, "")),
    ADMIN_PASSWORD: optionalString.pipe(
      z
        .string()
        .min(12, "ADMIN_PASSWORD must be at least 12 characters")
        .superRefine((v, ctx) => {
          const weakness = passwordWeakness(v);
          if (weakness) ctx.addIssue({ code: "custom", message: `ADMIN_PASSWORD ${weakness}; choose a long, uncommon one` });
        })
        .optional(),
    ),
    LLM_BASE_URL: optionalString.pipe(z.url({ message: "LLM_BASE_URL must be an http(s) URL" }).optional()),
    LLM_API_KEY: optionalString,
    LLM_MODEL: optionalString,
    LLM_CONNECT_TIMEOUT_MS: milliseconds("LLM_CONNECT_TIMEOUT_MS", 8_000),
    LLM_CHUNK_TIMEOUT_MS: milliseconds("LLM_CHUNK_TIMEOUT_MS", 10_000),
    LLM_TOTAL_TIMEOUT_MS: milliseconds("LLM_TOTAL_TIMEOUT_MS", 30_000),
    SMTP_URL: optionalString.pipe(
      z
        .string()
        .regex(/^smtps?:\/\//, "SMTP_URL must be an smtp:// or smtps:// URL")
        .optional(),
    ),
    ADMIN_NOTIFY_EMAIL: optionalString.pipe(z.email({ message: "ADMIN_NOTIFY_EMAIL must be an email address" }).optional()),
    MAIL_FROM: optionalString.pipe(z.email({ message: "MAIL_FROM must be an email address" }).optional()),
    WEBHOOK_URL: optionalString.pipe(
      z
        .url({ message: "WEBHOOK_URL must be an http(s) URL" })
        .regex(/^https?:\/\//, "WEBHOOK_URL must be an http(s) URL")
        .optional(),
    ),
    WEBHOOK_SECRET: optionalString.pipe(z.string().min(16, "WEBHOOK_SECRET must be at least 16 characters").optional()),
    RATE_LIMITS: boolish("RATE_LIMITS").default(true),
    TRUST_PROXY: z
      .string()
      .trim()
      .toLowerCase()
      .default("false")
      .refine((v) => ["true", "false"].includes(v) || /^\d+$/.test(v), {
        message: "TRUST_PROXY must be true, false or the number of proxy hops",
      })
      .transform((v): false | number => (v === "false" || v === "0" ? false : v === "true" ? 1 : Number(v))),
    LOG_LEVEL: z.enum(["debug", "info", "warn", "error"]).default("info"),
    /** Unset: a folder inside DATA_DIR (see the README on moving it to another disk). */
    BACKUP_DIR: optionalString,
    BACKUP_EVERY: backupEvery,
    BACKUP_KEEP: z.preprocess(
      (v) => (typeof v === "string" && v.trim() === "" ? undefined : v),
      z.coerce
        .number({ message: "BACKUP_KEEP must be a number of backups" })
        .int("BACKUP_KEEP must be a whole number of backups")
        .min(1, "BACKUP_KEEP must be at least 1")
        .max(10_000, "BACKUP_KEEP must be at most 10000")
        .default(14),
    ),
  })
  .superRefine((env, ctx) => {
    const llm = [env.LLM_BASE_URL, env.LLM_MODEL];
    if (llm.some(Boolean) && !llm.every(Boolean)) {
      ctx.addIssue({
        code: "custom",
        path: ["LLM_MODEL"],
        message: "LLM_BASE_URL and LLM_MODEL must be set together (LLM_API_KEY as the provider needs)",
      });
    }
    // Each of these would queue messages that could never be sent, or sent unsigned.
    if (env.ADMIN_NOTIFY_EMAIL && !env.SMTP_URL) {
      ctx.addIssue({ code: "custom", path: ["ADMIN_NOTIFY_EMAIL"], message: "ADMIN_NOTIFY_EMAIL needs SMTP_URL to send through" });
    }
    if (env.WEBHOOK_URL && !env.WEBHOOK_SECRET) {
      ctx.addIssue({
        code: "custom",
        path: ["WEBHOOK_SECRET"],
        message: "WEBHOOK_SECRET (16+ characters) is required with WEBHOOK_URL, to sign each call",
      });
    }
  })
  .transform((env) => ({ ...env, BACKUP_DIR: env.BACKUP_DIR ?? path.join(env.DATA_DIR, "backups") }));

export type Env = z.infer<typeof envSchema>;

export class ConfigError extends Error {
  override name = "ConfigError";
}

/** Parse an environment; throws a ConfigError whose message is one line. */
export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = envSchema.safeParse(source);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  const key = String(issue.path[0] ?? "environment");
  const raw = source[key];
  const shown = /PASSWORD|KEY|SECRET|SMTP_URL/.test(key) || raw === undefined ? "" : ` (got "${raw}")`;
  const message = issue.message.startsWith(key) ? issue.message : `${key}: ${issue.message}`;
  throw new ConfigError(`Invalid configuration: ${message}${shown}`);
}
