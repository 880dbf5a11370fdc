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
    out[k] = isSecretName(k) ? "[redacted]" : scrub(v, depth + 1);
  }
  return out;
}

/**
 * Lines to standard output, batched: a pipe's writes are synchronous on Linux, so one write a
 * line made the log line a real share of each request's cost. Lines gathered in one turn of the
 * event loop go out in one write on the next; the rest is flushed synchronously when the process
 * exits (an uncaught error included), so a crash loses no line. A batch past 64 KiB goes at once.
 */
export function createBufferedWriter(
  out: (text: string) => void = (text) => process.stdout.write(text),
  limit = 64 * 1024,
): { write: (line: string) => void; flush: () => void } {
  let pending: string[] = [];
  let size = 0;
  let scheduled = false;
  const flush = () => {
    scheduled = false;
    if (pending.length === 0) return;
    const text = pending.join("\n") + "\n";
    pending = [];
    size = 0;
    try {
      out(text);
    } catch {
      // A closed standard output must not take the site down with it.
    }
  };
  process.once("exit", flush);
  return {
    write(line) {
      pending.push(line);
      size += line.length + 1;
      if (size >= limit) flush();
      else if (!scheduled) {
        scheduled = true;
        setImmediate(flush).unref();
      }
    },
    flush,
  };
}

let stdoutWriter: ReturnType<typeof createBufferedWriter> | undefined;
const writeStdout = (line: string) => (stdoutWriter ??= createBufferedWriter()).write(line);

/** Whether a field name is a secret's, remembered: a site logs a few dozen distinct names. */
const secretNames = new Map<string, boolean>();
function isSecretName(key: string): boolean {
  let secret = secretNames.get(key);
  if (secret === undefined) {
    secret = secretKey.test(key);
    if (secretNames.size < 1024) secretNames.set(key, secret);
  }
  return secret;
}

/** The time as ISO 8601, made once per millisecond: a busy server logs many lines in one. */
let isoAt = 0;
let iso = "";
function isoNow(): string {
  const now = Date.now();
  if (now !== isoAt) {
    isoAt = now;
    iso = new Date(now).toISOString();
  }
  return iso;
}

/**
 * One field as `,"key":value`, scrubbed; "" for a value JSON leaves out (undefined, a function).
 * A line is written as text rather than built as an object and stringified whole: the request
 * line is written for every response, and this is a fraction of the cost (bench/serve.ts).
 */
function fieldJson(key: string, value: unknown): string {
  const json = isSecretName(key) ? '"[redacted]"' : JSON.stringify(value !== null && typeof value === "object" ? scrub(value) : value);
  return json === undefined ? "" : "," + JSON.stringify(key) + ":" + json;
}

export function createLogger(options: { level?: Level; base?: Record<string, unknown>; write?: (line: string) => void } = {}): Logger {
  const min = order[options.level ?? "info"];
  const write = options.write ?? writeStdout;
  const base = options.base ?? {};
  // The base fields' text, made once (a field given per line with a base field's name wins,
  // as the last of two equal keys does in JSON).
  let baseJson = "";
  for (const key of Object.keys(base)) baseJson += fieldJson(key, base[key]);
  const log = (level: Level, msg: string, fields?: Record<string, unknown>) => {
    if (order[level] < min) return;
    let line = '{"time":"' + isoNow() + '","level":"' + level + '","msg":' + JSON.stringify(msg) + baseJson;
    if (fields) for (const key of Object.keys(fields)) if (key !== "time" && key !== "level" && key !== "msg") line += fieldJson(key, fields[key]);
    write(line + "}");
  };
  return {
    debug: (m, f) => log("debug", m, f),
    info: (m, f) => log("info", m, f),
    warn: (m, f) => log("warn", m, f),
    error: (m, f) => log("error", m, f),
    child: (fields) => createLogger({ level: options.level, base: { ...base, ...fields }, write }),
  };
}
