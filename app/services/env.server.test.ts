import { describe, expect, it } from "vitest";
import { ConfigError, parseEnv } from "./env.server";

describe("configuration", () => {
  it("runs with no configuration at all on the embedded defaults", () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      PORT: 3000,
      HOST: "0.0.0.0",
      DATA_DIR: "./data",
      PUBLIC_SITE_URL: "http://localhost:3000",
      RATE_LIMITS: true,
      TRUST_PROXY: false,
      NODE_ENV: "production",
    });
    expect(env.DATABASE_URL).toBeUndefined();
    // The LLM waits, also when .env.example's empty values are copied as they are.
    expect(parseEnv({ LLM_CONNECT_TIMEOUT_MS: "" })).toMatchObject({
      LLM_CONNECT_TIMEOUT_MS: 8000,
      LLM_CHUNK_TIMEOUT_MS: 10000,
      LLM_TOTAL_TIMEOUT_MS: 30000,
    });
  });

  it.each([
    [{ PORT: "abc" }, /^Invalid configuration: PORT must be a number \(got "abc"\)$/],
    [{ PORT: "70000" }, /PORT must be between 1 and 65535 \(got "70000"\)/],
    [{ DATABASE_URL: "mysql://x" }, /DATABASE_URL must be a postgres:\/\/ or postgresql:\/\/ URL/],
    [{ PUBLIC_SITE_URL: "example.com" }, /PUBLIC_SITE_URL must be an absolute http\(s\) URL/],
    [{ SMTP_URL: "http://mail" }, /SMTP_URL must be an smtp:\/\/ or smtps:\/\/ URL/],
    [{ ADMIN_NOTIFY_EMAIL: "nobody" }, /ADMIN_NOTIFY_EMAIL must be an email address/],
    [{ RATE_LIMITS: "maybe" }, /RATE_LIMITS must be on or off/],
    [{ TRUST_PROXY: "yes please" }, /TRUST_PROXY must be true, false or the number of proxy hops/],
    [{ LLM_BASE_URL: "http://127.0.0.1:11434/v1" }, /LLM_BASE_URL and LLM_MODEL must be set together/],
    [{ ADMIN_PASSWORD: "short" }, /^Invalid configuration: ADMIN_PASSWORD must be at least 12 characters$/],
    [{ ADMIN_PASSWORD: "Password1234!" }, /^Invalid configuration: ADMIN_PASSWORD is a well-known password/],
    [{ ADMIN_PASSWORD: "qwertyuiopasdf" }, /^Invalid configuration: ADMIN_PASSWORD is a/],
    [{ ADMIN_NOTIFY_EMAIL: "team@example.com" }, /ADMIN_NOTIFY_EMAIL needs SMTP_URL/],
    [{ WEBHOOK_URL: "ftp://hooks.example.com" }, /WEBHOOK_URL must be an http\(s\) URL/],
    [{ WEBHOOK_URL: "https://hooks.example.com/lead" }, /WEBHOOK_SECRET \(16\+ characters\) is required with WEBHOOK_URL/],
    [{ WEBHOOK_URL: "https://hooks.example.com/lead", WEBHOOK_SECRET: "short" }, /WEBHOOK_SECRET must be at least 16 characters$/],
    [{ MAIL_FROM: "website" }, /MAIL_FROM must be an email address/],
    [{ LLM_CONNECT_TIMEOUT_MS: "soon" }, /LLM_CONNECT_TIMEOUT_MS must be a number of milliseconds/],
    [{ LLM_CHUNK_TIMEOUT_MS: "5" }, /LLM_CHUNK_TIMEOUT_MS must be at least 100/],
    [{ BACKUP_EVERY: "daily" }, /BACKUP_EVERY must be a number with s, m, h or d \(e\.g\. 24h, 6h, 30m\), or off \(got "daily"\)/],
    [{ BACKUP_EVERY: "0s" }, /BACKUP_EVERY must be between 1s and 7d, or off/],
    [{ BACKUP_EVERY: "30d" }, /BACKUP_EVERY must be between 1s and 7d, or off/],
    [{ BACKUP_KEEP: "0" }, /BACKUP_KEEP must be at least 1/],
    [{ BACKUP_KEEP: "lots" }, /BACKUP_KEEP must be a number of backups/],
  ])("rejects %o with one clear line", (source, message) => {
    let error: unknown;
    try {
      parseEnv(source);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toMatch(message);
    expect((error as Error).message).not.toContain("\n");
    // A secret never appears in the message, even a rejected one.
    for (const [k, v] of Object.entries(source)) if (/PASSWORD|SECRET/.test(k)) expect((error as Error).message).not.toContain(v);
  });

  it("takes a backup a day and keeps 14, in a folder inside DATA_DIR, unless told otherwise", () => {
    expect(parseEnv({})).toMatchObject({ BACKUP_EVERY: 86_400_000, BACKUP_KEEP: 14, BACKUP_DIR: "data/backups" });
    expect(parseEnv({ DATA_DIR: "/srv/site", BACKUP_EVERY: "", BACKUP_KEEP: "" })).toMatchObject({
      BACKUP_DIR: "/srv/site/backups",
      BACKUP_EVERY: 86_400_000,
      BACKUP_KEEP: 14,
    });
    expect(parseEnv({ BACKUP_EVERY: "6h", BACKUP_KEEP: "30", BACKUP_DIR: "/mnt/usb/site-backups" })).toMatchObject({
      BACKUP_EVERY: 21_600_000,
      BACKUP_KEEP: 30,
      BACKUP_DIR: "/mnt/usb/site-backups",
    });
    expect(parseEnv({ BACKUP_EVERY: "OFF" }).BACKUP_EVERY).toBeNull();
    expect(parseEnv({ BACKUP_EVERY: "30m" }).BACKUP_EVERY).toBe(1_800_000);
  });

  it("never echoes a rejected password", () => {
    expect(() => parseEnv({ ADMIN_PASSWORD: "short" })).toThrow(/^Invalid configuration: ADMIN_PASSWORD must be at least 12 characters$/);
  });

  it("reads switches and proxy hops", () => {
    const env = parseEnv({ RATE_LIMITS: "off", TRUST_PROXY: "2", PUBLIC_SITE_URL: "https://www.example.com/" });
    expect(env.RATE_LIMITS).toBe(false);
    expect(env.TRUST_PROXY).toBe(2);
    expect(env.PUBLIC_SITE_URL).toBe("https://www.example.com");
    expect(parseEnv({ TRUST_PROXY: "true" }).TRUST_PROXY).toBe(1);
  });

  it("treats empty values as unset", () => {
    const env = parseEnv({ DATABASE_URL: "", SMTP_URL: " ", LLM_BASE_URL: "" });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.SMTP_URL).toBeUndefined();
  });
});
