/**
 * Figures for the fault handling (not a pass/fail test): run `npm run build && npm run
 * bench:faults`. Writes bench/results/faults.md with
 * - /healthz and a static page's latency while another process holds the SQLite write lock
 *   for 10 s, and what a lead submitted meanwhile gets;
 * - the admin sign-in time (argon2id, 19 MiB, t=2), median of several;
 * - the time until the visitor has an answer for each way an LLM provider can misbehave.
 */
import fs from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import { startServer } from "../tests/support/server-process.ts";
import {
  doneWithoutFinishReason,
  endless,
  hang,
  httpError,
  stallAfter,
  startFakeOpenAi,
  trickle,
  type Script,
} from "../tests/support/fake-openai.ts";

const ADMIN_PASSWORD = "Juniper-Kettle-Orbit-7731";
const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]!;
const ms = (n: number) => `${n.toFixed(1)} ms`;

async function lockFigures() {
  const server = await startServer({ ADMIN_PASSWORD, RATE_LIMITS: "off" });
  const other = new SQLite(path.join(server.dataDir, "site.db"));
  try {
    other.prepare("begin exclusive").run();
    const lockedAt = performance.now();
    const body = new URLSearchParams({ idempotencyKey: crypto.randomUUID(), company_website: "", name: "Bench", email: "bench@example.com" });
    const submission = fetch(`${server.url}/api/leads/contact`, { method: "POST", body }).then((r) => ({
      status: r.status,
      retryAfter: r.headers.get("retry-after"),
      ms: performance.now() - lockedAt,
    }));
    const health: number[] = [];
    const page: number[] = [];
    while (performance.now() - lockedAt < 10_000) {
      let t = performance.now();
      await (await fetch(`${server.url}/healthz`)).arrayBuffer();
      health.push(performance.now() - t);
      t = performance.now();
      await (await fetch(`${server.url}/contact`)).arrayBuffer();
      page.push(performance.now() - t);
    }
    other.prepare("rollback").run();
    const sub = await submission;
    return { health, page, sub };
  } finally {
    if (other.inTransaction) other.prepare("rollback").run();
    other.close();
    await server.stop();
  }
}

async function signInFigures() {
  const server = await startServer({ ADMIN_PASSWORD });
  try {
    const times: number[] = [];
    for (let i = 0; i < 7; i++) {
      const t = performance.now();
      const res = await fetch(`${server.url}/admin`, {
        method: "POST",
        body: new URLSearchParams({ intent: "login", password: ADMIN_PASSWORD }),
        redirect: "manual",
      });
      await res.arrayBuffer();
      if (res.status !== 303) throw new Error(`sign-in answered ${res.status}`);
      times.push(performance.now() - t);
    }
    return times;
  } finally {
    await server.stop();
  }
}

async function llmFigures() {
  const fake = await startFakeOpenAi();
  // The README's defaults, so the figures are what a deployment gets.
  const server = await startServer({ LLM_BASE_URL: fake.baseURL, LLM_MODEL: "bench-model", LLM_API_KEY: "sk-bench" });
  const modes: [string, Script][] = [
    ["never answers", hang()],
    ["stalls after the first words", stallAfter("The bundle ")],
    ["trickles a word a second forever", trickle(1000)],
    ["streams an endless reply", endless()],
    ["HTTP 500", httpError(500)],
    ["[DONE] without finish_reason", doneWithoutFinishReason("We design logos, websites and AI receptionists.")],
  ];
  const rows: string[] = [];
  try {
    for (const [label, script] of modes) {
      fake.queue(script);
      const t = performance.now();
      const res = await fetch(`${server.url}/api/chat/ava`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ conversationId: crypto.randomUUID(), message: "Do you do SEO?", history: [] }),
      });
      const text = await res.text();
      const elapsed = performance.now() - t;
      const finish = text.split("\n").find((l) => l.includes('"type":"finish"')) ?? "";
      const meta = /"messageMetadata":(\{[^}]*\})/.exec(finish)?.[1] ?? "?";
      rows.push(`| ${label} | ${(elapsed / 1000).toFixed(2)} s | \`${meta}\` |`);
      // Consecutive failures pause the LLM for 30 s; restart the count between modes.
      if (label !== "[DONE] without finish_reason") {
        fake.queue(doneWithoutFinishReason("We design logos."));
        await (
          await fetch(`${server.url}/api/chat/ava`, {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify({ conversationId: crypto.randomUUID(), message: "What do you do?", history: [] }),
          })
        ).text();
      }
    }
  } finally {
    await server.stop();
    await fake.close();
  }
  return rows;
}

const lock = await lockFigures();
const signIn = await signInFigures();
const llm = await llmFigures();
const load = fs.readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(" ");

const report = `# Fault handling figures

Measured ${new Date().toISOString().slice(0, 16)} UTC with \`npm run build && npm run bench:faults\` (load average at the end: ${load}).

## SQLite write lock held by another process for 10 s

| what | requests | median | p95 | max |
| --- | --- | --- | --- | --- |
| \`GET /healthz\` | ${lock.health.length} | ${ms(pct(lock.health, 50))} | ${ms(pct(lock.health, 95))} | ${ms(Math.max(...lock.health))} |
| \`GET /contact\` (prerendered) | ${lock.page.length} | ${ms(pct(lock.page, 50))} | ${ms(pct(lock.page, 95))} | ${ms(Math.max(...lock.page))} |

A contact submission sent when the lock was taken: ${lock.sub.status}, \`Retry-After: ${lock.sub.retryAfter}\`, after ${(lock.sub.ms / 1000).toFixed(2)} s (retried without blocking, then refused; nothing stored, nothing acknowledged).

## Admin sign-in (argon2id, m=19 MiB, t=2, p=1)

${signIn.length} sign-ins: median ${ms(pct(signIn, 50))}, min ${ms(Math.min(...signIn))}, max ${ms(Math.max(...signIn))}.

## Time until the visitor has an answer, per LLM fault (default time limits)

| provider | answer after | engine |
| --- | --- | --- |
${llm.join("\n")}
`;
fs.mkdirSync("bench/results", { recursive: true });
fs.writeFileSync("bench/results/faults.md", report);
process.stdout.write(report);
