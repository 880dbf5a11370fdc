/**
 * First tap: how long a visitor on a mid-range phone waits for a control to answer when they
 * tap it right after the page's `load` event, beside a floor page (a static page whose menu
 * toggles with a few lines of plain script) served by the same server in the same run.
 *
 * Chromium at 390x844 with touch, CPU slowed through the DevTools protocol
 * (Emulation.setCPUThrottlingRate), a fresh browser context per sample (a new visitor, cold
 * cache). Times are taken in the page: from the tap's pointerdown event to the first
 * animation frame where the control's answer is on screen ("responds"), and, for the chats
 * and the booking form, to the frame where a typed message is answered or a typed field keeps
 * its text ("usable"); for the chats also from the message's send to its answer ("reply").
 *
 *   npm run build && npm run bench:first-tap [-- --runs 5 --cpu 4,1 --port 3390 --only menu,book --out first-tap]
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { spawn } from "node:child_process";
import { chromium, type Browser, type Page } from "@playwright/test";

const root = path.resolve(import.meta.dirname, "..");
const clientDir = path.join(root, "build/client");
const args = process.argv.slice(2);
const flag = (name: string, fallback: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1]! : fallback;
};
const RUNS = Number(flag("runs", "5"));
const RATES = flag("cpu", "4,1").split(",").map(Number);
const PORT = Number(flag("port", "3390"));
const ONLY = flag("only", "").split(",").filter(Boolean);
const OUT = flag("out", "first-tap");
const base = `http://127.0.0.1:${PORT}`;
const FLOOR_DIR = path.join(clientDir, "bench-first-tap-floor");
// `.htm`: the server answers files under build/client as they are, but never `*.html` (prerendered pages are served from the build manifest only).
const FLOOR_PAGE = "/bench-first-tap-floor/page.htm";

/** The floor: the same header height and a menu toggled by a tiny classic script (no framework). */
const FLOOR_HTML = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Floor</title>
<style>body{margin:0;font:16px system-ui}header{display:flex;justify-content:space-between;align-items:center;height:64px;padding:0 16px;border-bottom:1px solid #ddd}button{width:44px;height:44px}nav{padding:12px 16px}nav[hidden]{display:none}main{padding:16px}</style>
<script src="/bench-first-tap-floor/menu.js" defer></script></head>
<body><header><a href="/">Home</a><button type="button" id="floor-toggle" aria-expanded="false" aria-controls="floor-menu"><span>Open menu</span></button></header>
<nav id="floor-menu" aria-label="Mobile" hidden><ul><li><a href="/services">Services</a></li><li><a href="/portfolio">Portfolio</a></li><li><a href="/contact">Contact</a></li></ul></nav>
<main><h1>A static page</h1>${"<p>Lorem ipsum dolor sit amet, consectetur adipiscing elit.</p>".repeat(40)}</main></body></html>`;
// A same-origin file rather than an inline block, so the page runs under any CSP the server sets.
const FLOOR_JS = `document.getElementById("floor-toggle").addEventListener("click",function(){var m=document.getElementById("floor-menu");m.hidden=!m.hidden;this.setAttribute("aria-expanded",String(!m.hidden))});`;

interface Control {
  id: string;
  label: string;
  path: string;
  /** Finds the control to tap. */
  tap: (page: Page) => ReturnType<Page["locator"]>;
  /** Browser-side predicate (function source): the control's answer is on screen. */
  responded: string;
  /** Optional: makes the answered control do its job (type and send), then `usable` must hold. */
  use?: (page: Page) => Promise<void>;
  usable?: string;
  /** Waits for the control to be shown at all before tapping (the home card's options appear after 1.5 s). */
  waitShown?: boolean;
}

const visible = (selector: string) =>
  `() => [...document.querySelectorAll(${JSON.stringify(selector)})].some((e) => e.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true }))`;
const chatPanel = "#ava-chat-panel:not([hidden]), #ava-chat-shell:popover-open";
const sendInPanel = (panel: string) => async (page: Page) => {
  const input = page.locator(`:is(${panel}) input[type=text]`).first();
  await input.fill("How much is a website?");
  await input.press("Enter");
};
/** The message is answered: a reply (the conversation's, or the one the boot script showed) follows it on screen. */
const answeredIn = (root: string, said: string) =>
  `() => { const all = [...document.querySelectorAll(${JSON.stringify(`:is(${root}) :is([data-message], p[data-chat-sent])`)})]; const i = all.findIndex((e) => e.textContent.includes(${JSON.stringify(said)})); return i >= 0 && all.slice(i + 1).some((e) => !e.textContent.includes(${JSON.stringify(said)}) && e.getAttribute("data-message") !== "user" && e.checkVisibility()); }`;
const sentIn = (panel: string) => answeredIn(panel, "How much is a website?");
const typeInDialog = async (page: Page) => {
  await page.locator("dialog[open] input[type=text], dialog[open] input:not([type])").first().fill("Jordan");
};
const typedInDialog = `() => [...document.querySelectorAll("dialog[open] input")].some((e) => e.value === "Jordan")`;
const regionOf = (title: string) =>
  `() => { const t = [...document.querySelectorAll("summary, button")].find((b) => b.textContent.includes(${JSON.stringify(title)})); if (!t) return false; const d = t.closest("details"); const r = d ? d.querySelector(":scope > :not(summary)") : document.getElementById(t.getAttribute("aria-controls")); return !!r && r.checkVisibility(); }`;

const CONTROLS: Control[] = [
  {
    id: "floor-menu",
    label: "floor: static page, menu with a plain script handler",
    path: FLOOR_PAGE,
    tap: (p) => p.getByRole("button", { name: "Open menu" }),
    responded: visible("#floor-menu"),
  },
  {
    id: "menu",
    label: "mobile menu on / (menu shown)",
    path: "/",
    tap: (p) => p.getByRole("button", { name: "Open menu" }),
    responded: visible('nav[aria-label="Mobile"]'),
  },
  {
    id: "chat-float",
    label: "floating Ava button on / (chat panel shown)",
    path: "/",
    tap: (p) => p.locator("#chat-widget-root > button"),
    responded: visible(chatPanel),
    use: sendInPanel(chatPanel),
    usable: sentIn(chatPanel),
  },
  {
    id: "chat-button",
    label: '"Chat with Ava" on /contact (chat panel shown)',
    path: "/contact",
    tap: (p) => p.locator("main").getByRole("button", { name: "Chat with Ava" }).first(),
    responded: visible(chatPanel),
    use: sendInPanel(chatPanel),
    usable: sentIn(chatPanel),
  },
  {
    id: "book",
    label: '"Book the Bundle" on / (intake form open)',
    path: "/",
    tap: (p) => p.getByRole("button", { name: "Book the Bundle" }),
    responded: visible("dialog[open]"),
    use: typeInDialog,
    usable: typedInDialog,
  },
  {
    id: "test-it-out",
    label: '"Test It Out" on /free-ai-agent-demo (Tina\'s dialog open)',
    path: "/free-ai-agent-demo",
    tap: (p) => p.getByRole("button", { name: "Test It Out" }).first(),
    responded: visible("dialog[open]"),
    use: sendInPanel("dialog[open]"),
    usable: sentIn("dialog[open]"),
  },
  {
    id: "services-accordion",
    label: 'services accordion "AI Agents & Automation" (section open)',
    path: "/services",
    tap: (p) => p.locator("main").locator("summary, button").filter({ hasText: "AI Agents & Automation" }).first(),
    responded: regionOf("AI Agents & Automation"),
  },
  {
    id: "faq-accordion",
    label: "FAQ accordion, first question (answer shown)",
    path: "/faq",
    tap: (p) => p.locator("main").locator("summary, button[aria-controls]").first(),
    responded: `() => { const t = document.querySelector("main summary, main button[aria-controls]"); const d = t.closest("details"); const r = d ? d.querySelector(":scope > :not(summary)") : document.getElementById(t.getAttribute("aria-controls")); return !!r && r.checkVisibility(); }`,
  },
  {
    id: "portfolio-filter",
    label: 'portfolio filter "Branding" (only Branding shown)',
    path: "/portfolio",
    tap: (p) => p.locator("main").getByText("Branding", { exact: true }).first(),
    responded: `() => { const shown = [...document.querySelectorAll("main li[data-category]")].filter((e) => e.checkVisibility()); return shown.length > 0 && shown.every((e) => e.getAttribute("data-category") === "Branding"); }`,
  },
  {
    id: "card-option",
    label: 'home chat card option "I need a website" (answer shown as sent)',
    path: "/",
    tap: (p) => p.locator("#hero-chat-card").getByRole("button", { name: "I need a website" }),
    responded: `() => [...document.querySelectorAll("#hero-chat-card [data-message=user]")].some((e) => e.textContent.includes("I need a website") && e.checkVisibility())`,
    use: async () => {},
    usable: answeredIn("#hero-chat-card", "I need a website"),
    waitShown: true,
  },
];

/** Runs before any page script: notes the tap and polls each frame for the answer. */
const PROBE = `(() => {
  const w = window;
  w.__tap = { t0: null, responded: null, usable: null, sent: null, checks: {} };
  addEventListener("pointerdown", (e) => { if (w.__tap.t0 === null) { w.__tap.t0 = e.timeStamp; poll(); } }, true);
  addEventListener("submit", (e) => { if (w.__tap.sent === null) w.__tap.sent = e.timeStamp; }, true);
  function poll() {
    const now = performance.now();
    for (const k of ["responded", "usable"]) {
      const f = w.__tap.checks[k];
      if (f && w.__tap[k] === null) { try { if (f()) w.__tap[k] = now; } catch {} }
    }
    if (w.__tap.responded === null || (w.__tap.checks.usable && w.__tap.usable === null)) requestAnimationFrame(poll);
  }
})();`;

async function startServer() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-first-tap-"));
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
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) return { proc, dataDir };
    } catch {
      /* starting */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error("server did not start");
}

interface Sample {
  responded: number | null;
  usable: number | null;
  /** From the chat message's send (or the card option's tap) to its answer. */
  reply: number | null;
}

async function sampleOnce(browser: Browser, control: Control, rate: number): Promise<Sample> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 3 });
  try {
    await context.addInitScript(PROBE);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate });
    await page.goto(base + control.path, { waitUntil: "load" });
    // Predicates are installed before the tap, so the page checks them from the first frame after it.
    await page.evaluate(
      ([responded, usable]) => {
        const t = (window as unknown as { __tap: { checks: Record<string, unknown> } }).__tap;
        t.checks.responded = (0, eval)(`(${responded})`);
        if (usable) t.checks.usable = (0, eval)(`(${usable})`);
      },
      [control.responded, control.usable ?? ""] as const,
    );
    const target = control.tap(page);
    if (control.waitShown) await target.waitFor({ state: "visible" });
    // A control below the fold is scrolled to first, as a visitor would, and the tap comes once
    // that scroll has been painted: the figure is the tap's, not the scroll's.
    await target.scrollIntoViewIfNeeded();
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    await target.tap();
    await page.waitForFunction(() => (window as unknown as { __tap: { responded: number | null } }).__tap.responded !== null, undefined, {
      timeout: 30_000,
    });
    if (control.use) {
      await control.use(page);
      await page.waitForFunction(() => (window as unknown as { __tap: { usable: number | null } }).__tap.usable !== null, undefined, {
        timeout: 30_000,
      });
    }
    const t = await page.evaluate(
      () => (window as unknown as { __tap: { t0: number; responded: number; usable: number | null; sent: number | null } }).__tap,
    );
    const usable = t.usable === null ? null : t.usable - t.t0;
    const chat = control.id.startsWith("chat") || control.id === "test-it-out" || control.id === "card-option";
    return { responded: t.responded - t.t0, usable, reply: chat && t.usable !== null ? t.usable - (t.sent ?? t.t0) : null };
  } catch (error) {
    console.warn(`  ${control.id} at ${rate}x: ${(error as Error).message.split("\n")[0]}`);
    return { responded: null, usable: null, reply: null };
  } finally {
    await context.close();
  }
}

const median = (xs: number[]) => {
  if (!xs.length) return null;
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};
const fmt = (v: number | null) => (v === null ? "—" : `${Math.round(v)} ms`);

interface Row {
  id: string;
  label: string;
  responded: number | null;
  usable: number | null;
  reply: number | null;
  overFloor: number | null;
  samples: Sample[];
}

async function main() {
  if (!fs.existsSync(path.join(clientDir, "index.html"))) throw new Error("no build: run `npm run build` first");
  fs.mkdirSync(FLOOR_DIR, { recursive: true });
  fs.writeFileSync(path.join(clientDir, FLOOR_PAGE), FLOOR_HTML);
  fs.writeFileSync(path.join(FLOOR_DIR, "menu.js"), FLOOR_JS);
  const { proc, dataDir } = await startServer();
  const browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
  const results: Record<string, Row[]> = {};
  try {
    const controls = CONTROLS.filter((c) => c.id === "floor-menu" || !ONLY.length || ONLY.includes(c.id));
    for (const rate of RATES) {
      const samples = new Map<string, Sample[]>(controls.map((c) => [c.id, []]));
      // Interleaved, so a burst of load on the shared machine lands on every control alike.
      for (let run = 0; run < RUNS; run++) {
        for (const control of controls) samples.get(control.id)!.push(await sampleOnce(browser, control, rate));
      }
      const floor = median(samples.get("floor-menu")!.flatMap((s) => (s.responded === null ? [] : [s.responded])));
      results[`${rate}x`] = controls.map((c) => {
        const s = samples.get(c.id)!;
        const responded = median(s.flatMap((x) => (x.responded === null ? [] : [x.responded])));
        const usable = median(s.flatMap((x) => (x.usable === null ? [] : [x.usable])));
        const reply = median(s.flatMap((x) => (x.reply === null ? [] : [x.reply])));
        return {
          id: c.id,
          label: c.label,
          responded,
          usable,
          reply,
          overFloor: responded !== null && floor !== null ? responded - floor : null,
          samples: s,
        };
      });
    }
  } finally {
    await browser.close();
    proc.kill("SIGTERM");
    fs.rmSync(FLOOR_DIR, { recursive: true, force: true });
    fs.rmSync(dataDir, { recursive: true, force: true });
  }

  const lines = [
    `# First tap (${OUT})`,
    "",
    `Chromium ${RUNS} runs per control (median), 390x844 touch, tap right after \`load\`; "responds" = the answer is on screen, "usable" = from the tap until a typed chat message is answered (the card: its option) / a typed form field keeps its text; "reply" = from the chat message's send (the card: the tap) to its answer, which includes the assistant's 0.8-1.2 s typing time (Ava, the card); "vs floor" = responds minus the floor page's figure in the same run. \`npm run build && npm run bench:first-tap\`, ${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} cores shared, load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(" ")} at the end.`,
  ];
  for (const [rate, rows] of Object.entries(results)) {
    lines.push(
      "",
      `## CPU ${rate}`,
      "",
      "| control | responds | vs floor | usable | reply | samples (responds) |",
      "| --- | --- | --- | --- | --- | --- |",
    );
    for (const r of rows) {
      lines.push(
        `| ${r.label} | ${fmt(r.responded)} | ${r.id === "floor-menu" ? "" : r.overFloor === null ? "—" : `${r.overFloor >= 0 ? "+" : ""}${Math.round(r.overFloor)} ms`} | ${fmt(r.usable)} | ${fmt(r.reply)} | ${r.samples.map((s) => (s.responded === null ? "fail" : Math.round(s.responded))).join(", ")} |`,
      );
    }
  }
  const md = lines.join("\n") + "\n";
  console.log(md);
  fs.mkdirSync(path.join(root, "bench/results"), { recursive: true });
  fs.writeFileSync(path.join(root, `bench/results/${OUT}.md`), md);
  fs.writeFileSync(
    path.join(root, `bench/results/${OUT}.json`),
    JSON.stringify({ date: new Date().toISOString(), runs: RUNS, results }, null, 2) + "\n",
  );
}

await main();
