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

export function createLogger(options: { level?: Level; base?: Record<string, unknown>; write?: (line: string) => void } = {}): Logger {
  const min = order[options.level ?? "info"];
  const write = options.write ?? writeStdout;
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
