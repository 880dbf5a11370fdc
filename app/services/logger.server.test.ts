import { describe, expect, it } from "vitest";
import { createLogger } from "./logger.server";

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
