/**
 * Structured JSON logs, one object a line. Secrets never reach a log: known secret keys
 * are masked wherever they appear in the fields.
 */
type Level = "debug" | "info" | "warn" | "error";
const order: Record<Level, number> = { debug: 10, info: 20, warn: 30, error: 40 };
const secretKey = /pass(word)?|secret|token|api[_-]?key|authorization|cookie|smtp_url|database_url/i;

export interface Logger {
  debug(msg: string, fields?: Record<string, unknown>): void;
  info(msg: string, fields?: Record<string, unknown>): void;
  warn(msg: string, fields?: Record<string, unknown>): void;
  error(msg: string, fields?: Record<string, unknown>): void;
  child(fields: Record<string, unknown>): Logger;
}

function scrub(value: unknown, depth = 0): unknown {
  if (value instanceof Error) {
    return { name: value.name, message: value.message, stack: value.stack };
  }
  if (!value || typeof value !== "object" || depth > 4) return value;
  if (Array.isArray(value)) return value.map((v) => scrub(v, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) {
    out[k] = secretKey.test(k) ? "[redacted]" : scrub(v, depth + 1);
  }
  return out;
}

export function createLogger(options: { level?: Level; base?: Record<string, unknown>; write?: (line: string) => void } = {}): Logger {
  const min = order[options.level ?? "info"];
  const write = options.write ?? ((line: string) => process.stdout.write(line + "\n"));
  const base = options.base ?? {};
  const log = (level: Level, msg: string, fields?: Record<string, unknown>) => {
    if (order[level] < min) return;
    const entry = { time: new Date().toISOString(), level, msg, ...base, ...(scrub(fields ?? {}) as object) };
    write(JSON.stringify(entry));
  };
  return {
    debug: (m, f) => log("debug", m, f),
    info: (m, f) => log("info", m, f),
    warn: (m, f) => log("warn", m, f),
    error: (m, f) => log("error", m, f),
    child: (fields) => createLogger({ level: options.level, base: { ...base, ...fields }, write }),
  };
}
