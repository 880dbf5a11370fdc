import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

export const root = path.resolve(import.meta.dirname, "../..");

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on("error", reject);
  });
}

export interface RunningServer {
  url: string;
  proc: ChildProcess;
  /** Everything the process wrote to stdout, line by line. */
  stdout: string[];
  stderr: string[];
  /** Parsed JSON log entries. */
  logs(): Record<string, unknown>[];
  stop(signal?: NodeJS.Signals): Promise<number | null>;
  dataDir: string;
}

/**
 * Starts the production server (built with `npm run build`) on a free port, from the
 * project's folder unless `cwd` says otherwise (it is where the server looks for `.env`).
 */
export async function startServer(env: Record<string, string> = {}, options: { cwd?: string } = {}): Promise<RunningServer> {
  if (!fs.existsSync(path.join(root, "build/server/index.js"))) {
    throw new Error("No production build: run `npm run build` before the integration tests");
  }
  const port = await freePort();
  const dataDir = env.DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), "site-srv-"));
  const proc = spawn(process.execPath, [path.join(root, "server/index.ts")], {
    cwd: options.cwd ?? root,
    env: {
      PATH: process.env.PATH ?? "",
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      DATA_DIR: dataDir,
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
    // Its own process group, so a start that fails or hangs can be ended with everything it started.
    detached: true,
  });
  const stdout: string[] = [];
  const stderr: string[] = [];
  let outBuf = "";
  proc.stdout!.on("data", (d: Buffer) => {
    outBuf += d.toString();
    const lines = outBuf.split("\n");
    outBuf = lines.pop() ?? "";
    stdout.push(...lines.filter(Boolean));
  });
  proc.stderr!.on("data", (d: Buffer) => stderr.push(...d.toString().split("\n").filter(Boolean)));
  const exited = new Promise<number | null>((resolve) => proc.on("exit", (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  // Up means /healthz answers; the process exiting ends the wait at once. The ceiling only
  // catches a server that hangs, and is wide because a busy machine starts slowly.
  const deadline = Date.now() + 150_000;
  try {
    for (;;) {
      if (proc.exitCode !== null) throw new Error(`server exited: ${stderr.join("\n")}`);
      try {
        const r = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(5_000) });
        if (r.ok) break;
      } catch {
        /* not up yet */
      }
      if (Date.now() > deadline) throw new Error(`server did not start within 150 s: ${stderr.join("\n")}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  } catch (error) {
    // A server that did not come up must not stay behind holding its port and database.
    await killGroup(proc, exited);
    throw error;
  }
  return {
    url,
    proc,
    stdout,
    stderr,
    dataDir,
    logs: () =>
      stdout.flatMap((l) => {
        try {
          return [JSON.parse(l) as Record<string, unknown>];
        } catch {
          return [];
        }
      }),
    async stop(signal = "SIGTERM") {
      if (proc.exitCode !== null) return proc.exitCode;
      proc.kill(signal);
      return exited;
    },
  };
}

/** Ends a process and its whole group (SIGKILL), waiting for it to be gone. */
export async function killGroup(proc: ChildProcess, exited?: Promise<unknown>): Promise<void> {
  if (proc.pid === undefined || proc.exitCode !== null || proc.signalCode !== null) return;
  const gone = exited ?? new Promise((resolve) => proc.once("exit", resolve));
  try {
    process.kill(-proc.pid, "SIGKILL");
  } catch {
    // The group is already gone (or was never its own): end the process itself.
    proc.kill("SIGKILL");
  }
  await gone;
}

/** Runs the server expecting it to refuse to start; its exit code and stderr. */
export async function runServerExpectingExit(env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  const proc = spawn(process.execPath, ["server/index.ts"], {
    cwd: root,
    env: { PATH: process.env.PATH ?? "", NODE_ENV: "production", HOST: "127.0.0.1", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stderr = "";
  proc.stderr!.on("data", (d: Buffer) => (stderr += d.toString()));
  const code = await new Promise<number | null>((resolve) => proc.on("exit", resolve));
  return { code, stderr };
}
