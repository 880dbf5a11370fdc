import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { spawn } from "node:child_process";
import Database from "better-sqlite3";
import { afterAll, describe, expect, it } from "vitest";
import { ADMIN_PASSWORD, signIn } from "../support/admin";
import { root, startServer, type RunningServer } from "../support/server-process";

/** Runs `npm run backup` / `npm run restore` as an operator would: the script, its exit code and output. */
function runScript(script: "backup" | "restore", args: string[], env: Record<string, string>) {
  const proc = spawn(process.execPath, [path.join(root, `scripts/${script}.ts`), ...args], {
    cwd: root,
    env: { PATH: process.env.PATH ?? "", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  proc.stdout.on("data", (d: Buffer) => (stdout += d.toString()));
  proc.stderr.on("data", (d: Buffer) => (stderr += d.toString()));
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
    proc.on("exit", (code) => resolve({ code, stdout, stderr })),
  );
}

interface Ready {
  status: string;
  backups: { every: string; keep: number; lastGoodAt: string | null; lastGoodAgeSeconds: number | null; lastFailure: string | null } | null;
}
const readyz = async (url: string) => (await (await fetch(`${url}/readyz`)).json()) as Ready;

function leadNames(dataDir: string): string[] {
  const db = new Database(path.join(dataDir, "site.db"), { readonly: true });
  try {
    return (db.prepare("select name from leads").all() as { name: string }[]).map((r) => r.name);
  } finally {
    db.close();
  }
}

describe("backups of a running site, and restoring one", () => {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), "site-backups-"));
  const dataDir = path.join(work, "data");
  const backupDir = path.join(work, "elsewhere", "backups");
  const env = { DATA_DIR: dataDir, BACKUP_DIR: backupDir, ADMIN_PASSWORD, LOG_LEVEL: "error" };
  let server: RunningServer | undefined;
  afterAll(async () => {
    await server?.stop();
    fs.rmSync(work, { recursive: true, force: true });
  });

  it("takes one on schedule, reports its age in /readyz and the admin, and restores it into the stopped site", async () => {
    server = await startServer({ ...env, BACKUP_EVERY: "1h", BACKUP_KEEP: "5" });
    const body = new URLSearchParams({
      idempotencyKey: crypto.randomUUID(),
      company_website: "",
      name: "Before the backup",
      email: "before@example.com",
    });
    expect((await fetch(`${server.url}/api/leads/contact`, { method: "POST", body })).status).toBe(201);

    // Nothing in the folder yet: the first backup is taken shortly after start.
    await expect.poll(async () => (await readyz(server!.url)).backups?.lastGoodAt ?? null).not.toBeNull();
    const ready = await readyz(server.url);
    expect(ready.status).toBe("ready");
    expect(ready.backups).toMatchObject({ every: "1h", keep: 5, lastFailure: null });
    expect(ready.backups!.lastGoodAgeSeconds).toBeGreaterThanOrEqual(0);
    expect(ready.backups!.lastGoodAgeSeconds).toBeLessThan(3_600);
    const [scheduled] = fs.readdirSync(backupDir);
    expect(scheduled).toMatch(/^site-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z\.db\.gz$/);

    const cookie = await signIn(server.url);
    const dashboard = await (await fetch(`${server.url}/admin`, { headers: { cookie } })).text();
    expect(dashboard).toMatch(/Last backup (less than a minute|\d+ minutes?) ago\. One every 1h, keeping 5\./);

    // An operator's backup while the site runs, after one more lead.
    const later = new URLSearchParams({
      idempotencyKey: crypto.randomUUID(),
      company_website: "",
      name: "After the first backup",
      email: "after@example.com",
    });
    expect((await fetch(`${server.url}/api/leads/contact`, { method: "POST", body: later })).status).toBe(201);
    const manual = await runScript("backup", [], env);
    expect(manual.code, manual.stderr).toBe(0);
    const file = /Backup written: (\S+)/.exec(manual.stdout)![1]!;
    expect(fs.readdirSync(backupDir)).toHaveLength(2);

    // Restoring while it runs is refused, and nothing is touched.
    const before = fs.readdirSync(dataDir).sort();
    const refused = await runScript("restore", [file], env);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(
      /^Restore refused: The site is running on .*: its database is open in another process\. Stop the site, then run the restore again\. Nothing was changed/,
    );
    expect(fs.readdirSync(dataDir).sort()).toEqual(before);
    expect((await readyz(server.url)).status).toBe("ready");

    // Stopped, a lead written after the backup is replaced by the backup's state.
    const afterBackup = new URLSearchParams({
      idempotencyKey: crypto.randomUUID(),
      company_website: "",
      name: "Not in the backup",
      email: "late@example.com",
    });
    expect((await fetch(`${server.url}/api/leads/contact`, { method: "POST", body: afterBackup })).status).toBe(201);
    await server.stop();
    const restored = await runScript("restore", [file], env);
    expect(restored.code, restored.stderr).toBe(0);
    expect(restored.stdout).toMatch(/Restored .* 2 leads, integrity check ok/);
    const kept = fs.readdirSync(dataDir).find((f) => f.startsWith("site.db.replaced-"));
    expect(kept).toBeTruthy();
    expect(leadNames(dataDir).sort()).toEqual(["After the first backup", "Before the backup"]);

    // The site starts on it.
    server = await startServer({ ...env, BACKUP_EVERY: "off" });
    const again = await readyz(server.url);
    expect(again.status).toBe("ready");
    expect(again.backups).toMatchObject({ every: "off", lastFailure: null });
    await server.stop();
    expect(leadNames(dataDir)).toHaveLength(2);
  });
});
