import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { startServer, type RunningServer } from "../support/server-process";

describe("settings from .env", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "site-envfile-"));
  let server: RunningServer | undefined;
  afterAll(async () => {
    await server?.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("reads .env from the folder it starts in, and a variable set in the environment wins", async () => {
    // Copied from .env.example and edited, as the example says: empty values mean "default".
    const example = fs.readFileSync(path.join(import.meta.dirname, "../../.env.example"), "utf8");
    fs.writeFileSync(
      path.join(dir, ".env"),
      example
        .replace(/^LLM_BASE_URL=.*$/m, "LLM_BASE_URL=http://127.0.0.1:9/v1")
        .replace(/^LLM_MODEL=.*$/m, "LLM_MODEL=from-dotenv")
        // Refused at start if it were used: the environment's value must win.
        .replace(/^LOG_LEVEL=.*$/m, "LOG_LEVEL=shouting"),
    );
    server = await startServer({ LOG_LEVEL: "warn" }, { cwd: dir });
    const ready = (await (await fetch(`${server.url}/readyz`)).json()) as { llm: unknown };
    // An LLM is configured only through the file.
    expect(ready.llm).toMatchObject({ configured: true, state: "untested" });
  });
});
