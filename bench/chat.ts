/**
 * Chat figures: time to the first streamed token of the built-in engine (over HTTP against
 * the production server, one request at a time), and the bytes of chat code a
 * page loads before the chat is first opened and after (Chromium, gzip as served).
 *
 *   npm run build && npm run bench:chat [-- --count 300 --port 3388]
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { chromium } from "@playwright/test";

const root = path.resolve(import.meta.dirname, "..");
const args = process.argv.slice(2);
const flag = (name: string, fallback: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1]! : fallback;
};
const COUNT = Number(flag("count", "300"));
const PORT = Number(flag("port", "3388"));
const base = `http://127.0.0.1:${PORT}`;

const QUESTIONS = [
  "How much does a website cost?",
  "How long does a logo take?",
  "Can I get a refund?",
  "Do you build mobile apps?",
  "What's included in the bundle?",
  "Do you work in Buckhead?",
];

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function startServer() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-chat-"));
  const proc = spawn(process.execPath, ["server/index.ts"], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? "",
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(PORT),
      DATA_DIR: dataDir,
      RATE_LIMITS: "off",
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) return { proc, dataDir };
    } catch {
      /* starting */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error("server did not start");
}

/** Milliseconds from sending the request to the first text-delta chunk, and to the end. */
async function timeOne(question: string): Promise<{ first: number; total: number }> {
  const started = performance.now();
  const res = await fetch(`${base}/api/chat/ava`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ conversationId: randomUUID(), message: question, history: [] }),
  });
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  let first = -1;
  let buffer = "";
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    buffer += value;
    if (first < 0 && buffer.includes('"type":"text-delta"')) first = performance.now() - started;
  }
  return { first, total: performance.now() - started };
}

interface Bytes {
  page: string;
  before: number;
  after: number;
  files: string[];
}

/** Chat JavaScript a page fetched, as transferred (compressed). */
async function chatBytes(): Promise<Bytes[]> {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: ["--no-sandbox"] });
  const out: Bytes[] = [];
  const cases = [
    { page: "/", open: "launcher" },
    { page: "/services", open: "launcher" },
    { page: "/free-ai-agent-demo", open: "tina" },
  ] as const;
  for (const c of cases) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    const urls = new Map<string, string>();
    const sizes = new Map<string, number>();
    cdp.on("Network.responseReceived", (e) => urls.set(e.requestId, e.response.url));
    cdp.on("Network.loadingFinished", (e) => sizes.set(e.requestId, e.encodedDataLength));
    const chatJs = () =>
      [...sizes].filter(([id]) =>
        /\/assets\/(ava-widget|tina-chat|chat-client|use-chat-conversation|chat-messages)[^/]*\.js$/.test(urls.get(id) ?? ""),
      );
    await page.goto(`${base}${c.page}`, { waitUntil: "networkidle" });
    await page.keyboard.press("Shift");
    await page.waitForTimeout(800);
    const before = chatJs().reduce((n, [, b]) => n + b, 0);
    if (c.open === "launcher") await page.getByRole("button", { name: "Chat with Ava" }).last().click();
    else await page.getByRole("button", { name: "Test It Out" }).click();
    await page.getByRole("dialog").first().waitFor();
    await page.waitForLoadState("networkidle");
    const after = chatJs().reduce((n, [, b]) => n + b, 0);
    out.push({ page: c.page, before, after, files: chatJs().map(([id]) => path.basename(urls.get(id)!)) });
    await context.close();
  }
  await browser.close();
  return out;
}

async function main() {
  const { proc, dataDir } = await startServer();
  try {
    for (let i = 0; i < 20; i++) await timeOne(QUESTIONS[i % QUESTIONS.length]!); // warm up
    const http: { first: number; total: number }[] = [];
    for (let i = 0; i < COUNT; i++) http.push(await timeOne(QUESTIONS[i % QUESTIONS.length]!));
    const firsts = http.map((h) => h.first).sort((a, b) => a - b);
    const totals = http.map((h) => h.total).sort((a, b) => a - b);
    const bytes = await chatBytes();
    const fmt = (n: number) => n.toFixed(2);
    const lines = [
      `Chat benchmark, ${new Date().toISOString()}, ${os.cpus().length} cores (load average ${os.loadavg()[0]!.toFixed(1)} at the end: other work on the machine widens the tail), ${COUNT} questions, built-in engine`,
      "",
      "Time to first streamed token (ms):",
      "",
      "| where | p50 | p95 | p99 | max |",
      "| --- | --: | --: | --: | --: |",
      `| HTTP, POST /api/chat/ava to first text-delta | ${fmt(percentile(firsts, 50))} | ${fmt(percentile(firsts, 95))} | ${fmt(percentile(firsts, 99))} | ${fmt(firsts.at(-1)!)} |`,
      `| HTTP, whole reply | ${fmt(percentile(totals, 50))} | ${fmt(percentile(totals, 95))} | ${fmt(percentile(totals, 99))} | ${fmt(totals.at(-1)!)} |`,
      "",
      "The widget still shows the reply only after 0.8-1.2 s of typing (the product's pacing).",
      "",
      "Chat code fetched by the page (bytes as transferred, gzip):",
      "",
      "| page | before the first open | after | files |",
      "| --- | --: | --: | --- |",
      ...bytes.map((b) => `| ${b.page} | ${b.before} | ${b.after} | ${b.files.join(", ")} |`),
      "",
    ];
    fs.mkdirSync(path.join(root, "bench/results"), { recursive: true });
    fs.writeFileSync(path.join(root, "bench/results/chat.md"), lines.join("\n"));
    fs.writeFileSync(path.join(root, "bench/results/chat.json"), JSON.stringify({ firsts, totals, bytes }, null, 1));
    process.stdout.write(lines.join("\n"));
  } finally {
    proc.kill("SIGTERM");
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
