import { describe, expect, it } from "vitest";
import { createBufferedWriter, createLogger } from "./logger.server";

describe("logger", () => {
  it("writes one JSON object a line and hides secrets wherever they appear", () => {
    const lines: string[] = [];
    const log = createLogger({ write: (l) => lines.push(l), base: { service: "web" } }).child({ requestId: "r1" });
    log.info("login", { password: "hunter2hunter2", nested: { apiKey: "sk-123", ok: 1 }, cookie: "sid=abc" });
    log.debug("hidden below the level");
    expect(lines).toHaveLength(1);
    const entry = JSON.parse(lines[0]!);
    expect(entry).toMatchObject({
      level: "info",
      msg: "login",
      service: "web",
      requestId: "r1",
      password: "[redacted]",
      nested: { apiKey: "[redacted]", ok: 1 },
      cookie: "[redacted]",
    });
    expect(lines[0]).not.toContain("hunter2");
    expect(lines[0]).not.toContain("sk-123");
  });
});

describe("logger lines", () => {
  it("are valid JSON whatever the fields: errors spelled out, undefined left out, a line's field over the base's, time/level/msg kept", () => {
    const lines: string[] = [];
    const log = createLogger({ write: (l) => lines.push(l), base: { service: "web", requestId: "base" } });
    log.warn('quote " and \n newline', {
      requestId: "r2",
      gone: undefined,
      fn: () => 1,
      error: new Error("disk full"),
      level: "debug",
      n: 1.5,
      none: null,
    });
    const entry = JSON.parse(lines[0]!);
    expect(entry).toMatchObject({ level: "warn", msg: 'quote " and \n newline', service: "web", requestId: "r2", n: 1.5, none: null });
    expect(entry.error).toMatchObject({ name: "Error", message: "disk full" });
    expect(entry).not.toHaveProperty("gone");
    expect(entry).not.toHaveProperty("fn");
    expect(new Date(entry.time).toISOString()).toBe(entry.time);
  });
});

describe("buffered writer", () => {
  it("sends the lines of one turn of the event loop in one write, in order, and flushes the rest on demand", async () => {
    const writes: string[] = [];
    const writer = createBufferedWriter((text) => writes.push(text), 1024);
    writer.write('{"n":1}');
    writer.write('{"n":2}');
    expect(writes).toEqual([]);
    await new Promise((resolve) => setImmediate(resolve));
    expect(writes).toEqual(['{"n":1}\n{"n":2}\n']);
    writer.write('{"n":3}');
    writer.flush();
    expect(writes).toEqual(['{"n":1}\n{"n":2}\n', '{"n":3}\n']);
  });

  it("writes at once when a batch grows past its limit", () => {
    const writes: string[] = [];
    const writer = createBufferedWriter((text) => writes.push(text), 16);
    writer.write("0123456789");
    writer.write("0123456789");
    expect(writes).toEqual(["0123456789\n0123456789\n"]);
  });
});
