/**
 * How fast prerendered pages are served: wrk against `/` and one landing page with no
 * compression, gzip and br, at 50 connections, for this project's server (its per-request
 * log line on, then off) beside nginx serving the same pages with gzip_static (when Debian's
 * nginx is installed) or else a 20-line Node static server as the floor. Figures, not a test.
 *
 *   npm run build && npm run bench:serve [-- --duration 10 --connections 50 --label after]
 *   npm run bench:serve -- --root ../other-checkout --label before   (another built checkout)
 *
 * Each run is stored under its label in bench/results/serve.json; serve.md shows every label.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";

const here = path.resolve(import.meta.dirname, "..");
const args = process.argv.slice(2);
const flag = (name: string, fallback: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1]! : fallback;
};
const ROOT = path.resolve(flag("root", here));
const LABEL = flag("label", "after");
const DURATION = Number(flag("duration", "10"));
const CONNECTIONS = Number(flag("connections", "50"));
const THREADS = Number(flag("threads", "2"));
const PATHS = flag("paths", "/,/branding-agency-atlanta").split(",");
const ENCODINGS = ["identity", "gzip", "br"] as const;
type Enc = (typeof ENCODINGS)[number];
const RESULTS = path.join(here, "bench/results");

interface Row {
  server: string;
  path: string;
  encoding: Enc;
  /** What the server actually answered with to that Accept-Encoding. */
  servedAs: string;
  bytes: number;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

function has(cmd: string): boolean {
  return spawnSync("sh", ["-c", `command -v ${cmd}`]).status === 0;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on("error", reject);
  });
}

async function waitFor(url: string) {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not come up`);
}

function stop(proc: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (proc.exitCode !== null) return resolve();
    proc.on("exit", () => resolve());
    proc.kill("SIGTERM");
  });
}

const toMs = (v: string) => {
  const m = /^([\d.]+)(us|ms|s)$/.exec(v.trim());
  if (!m) return NaN;
  const n = Number(m[1]);
  return m[2] === "us" ? n / 1000 : m[2] === "s" ? n * 1000 : n;
};

function wrk(url: string, encoding: Enc): { rps: number; p50: number; p99: number; errors: number } {
  const header = encoding === "identity" ? [] : ["-H", `Accept-Encoding: ${encoding}`];
  const out = spawnSync("wrk", [`-t${THREADS}`, `-c${CONNECTIONS}`, `-d${DURATION}s`, "--latency", ...header, url], {
    encoding: "utf8",
  }).stdout;
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? NaN);
  const p50 = toMs(/\s50%\s+(\S+)/.exec(out)?.[1] ?? "");
  const p99 = toMs(/\s99%\s+(\S+)/.exec(out)?.[1] ?? "");
  const non2xx = Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(out)?.[1] ?? 0);
  const sockErr = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out);
  const errors = non2xx + (sockErr ? sockErr.slice(1).reduce((a, b) => a + Number(b), 0) : 0);
  return { rps: Math.round(rps), p50: Math.round(p50 * 100) / 100, p99: Math.round(p99 * 100) / 100, errors };
}

/** One response's body size and encoding, as the client sees them on the wire. */
function probe(url: string, encoding: Enc): Promise<{ bytes: number; servedAs: string }> {
  return new Promise((resolve, reject) => {
    const headers = encoding === "identity" ? {} : { "accept-encoding": encoding };
    http
      .get(url, { headers }, (res) => {
        if (res.statusCode !== 200) reject(new Error(`${url} answered ${res.statusCode}`));
        let bytes = 0;
        res.on("data", (d: Buffer) => (bytes += d.length));
        res.on("end", () => resolve({ bytes, servedAs: String(res.headers["content-encoding"] ?? "identity") }));
      })
      .on("error", reject);
  });
}

async function measure(server: string, url: string, p: string, encoding: Enc, rows: Row[]) {
  const { bytes, servedAs } = await probe(url, encoding);
  const r = wrk(url, encoding);
  rows.push({ server, path: p, encoding, servedAs, bytes, ...r });
  const figures = `${String(r.rps).padStart(7)} req/s  p50 ${r.p50} ms  p99 ${r.p99} ms  ${bytes} B (${servedAs})`;
  console.log(`${server.padEnd(30)} ${p.padEnd(26)} ${encoding.padEnd(8)} ${figures}`);
}

/** The project's own server from ROOT, with its request log line on (info) or off (warn). */
async function projectServer(logOn: boolean): Promise<{ base: string; proc: ChildProcess }> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-serve-"));
  const proc = spawn(process.execPath, ["server/index.ts"], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? "",
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: logOn ? "info" : "warn",
      ADMIN_PASSWORD: "bench-serve-Quokka-Tundra-51",
    },
    // Logs go down a pipe that is read and dropped, as a log collector would read them.
    stdio: ["ignore", "pipe", "inherit"],
  });
  proc.stdout!.resume();
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}/healthz`);
  return { base, proc };
}

/** The benchmarked pages copied to a directory with a .gz made once, as nginx's gzip_static wants. */
function staticCopy(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-serve-static-"));
  // nginx's workers run as an unprivileged user: they must be able to read it.
  fs.chmodSync(dir, 0o755);
  for (const p of PATHS) {
    const rel = p === "/" ? "index.html" : `${p.slice(1)}/index.html`;
    const html = fs.readFileSync(path.join(ROOT, "build/client", rel));
    fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    fs.writeFileSync(path.join(dir, rel), html);
    fs.writeFileSync(path.join(dir, rel + ".gz"), zlib.gzipSync(html, { level: 9 }));
    fs.writeFileSync(path.join(dir, rel + ".br"), zlib.brotliCompressSync(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }));
  }
  return dir;
}

async function nginx(dir: string): Promise<{ base: string; proc: ChildProcess }> {
  const port = await freePort();
  const conf = path.join(dir, "nginx.conf");
  fs.writeFileSync(
    conf,
    `worker_processes 2;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/tmp;
  proxy_temp_path ${dir}/tmp;
  fastcgi_temp_path ${dir}/tmp;
  uwsgi_temp_path ${dir}/tmp;
  scgi_temp_path ${dir}/tmp;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 100000;
  default_type text/html;
  gzip_static on;
  gzip_vary on;
  server {
    listen 127.0.0.1:${port};
    root ${dir};
    location / { try_files $uri $uri/index.html =404; }
  }
}
`,
  );
  fs.mkdirSync(path.join(dir, "tmp"), { recursive: true });
  const proc = spawn("nginx", ["-c", conf, "-p", dir], { stdio: ["ignore", "ignore", "inherit"] });
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}/`);
  return { base, proc };
}

/** The floor when nginx is absent: a plain Node http server answering precompressed files from memory. */
async function nodeFloor(dir: string): Promise<{ base: string; close: () => void }> {
  const files = new Map<string, Record<string, Buffer>>();
  for (const p of PATHS) {
    const f = path.join(dir, p === "/" ? "index.html" : `${p.slice(1)}/index.html`);
    files.set(p, { identity: fs.readFileSync(f), gzip: fs.readFileSync(f + ".gz"), br: fs.readFileSync(f + ".br") });
  }
  const srv = http.createServer((req, res) => {
    const f = files.get((req.url ?? "/").split("?")[0]!);
    if (!f) return res.writeHead(404).end();
    const ae = req.headers["accept-encoding"] ?? "";
    const enc = /\bbr\b/.test(ae) ? "br" : /\bgzip\b/.test(ae) ? "gzip" : "identity";
    const headers: Record<string, string | number> = {
      "content-type": "text/html; charset=utf-8",
      vary: "Accept-Encoding",
      "content-length": f[enc]!.length,
    };
    if (enc !== "identity") headers["content-encoding"] = enc;
    res.writeHead(200, headers).end(f[enc]);
  });
  const port = await freePort();
  await new Promise<void>((r) => srv.listen(port, "127.0.0.1", r));
  return { base: `http://127.0.0.1:${port}`, close: () => srv.close() };
}

function table(label: string, run: { date: string; cores: number; load: string; rows: Row[] }): string {
  const lines = [
    `### ${label} (${run.date}, ${run.cores} cores, load average at start ${run.load})`,
    "",
    "| server | path | Accept-Encoding | served as | bytes | req/s | p50 ms | p99 ms | errors |",
    "| --- | --- | --- | --- | --: | --: | --: | --: | --: |",
  ];
  for (const r of run.rows) {
    lines.push(`| ${r.server} | ${r.path} | ${r.encoding} | ${r.servedAs} | ${r.bytes} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.errors} |`);
  }
  const ref = run.rows.filter((r) => r.server.startsWith("nginx") || r.server.startsWith("node floor"));
  const best = (rs: Row[], p: string) => Math.max(...rs.filter((r) => r.path === p && r.servedAs !== "identity").map((r) => r.rps), 0);
  if (ref.length) {
    lines.push("", "Compressed responses: the project's best encoding against the reference server's, same path, same run:", "");
    for (const name of ["project (log on)", "project (log off)"]) {
      for (const p of PATHS) {
        const a = best(
          run.rows.filter((r) => r.server === name),
          p,
        );
        const b = best(ref, p);
        if (b > 0) lines.push(`- ${name} ${p}: ${a} vs ${b} req/s = ${Math.round((100 * a) / b)}%`);
      }
    }
  }
  return lines.join("\n");
}

async function main() {
  if (!has("wrk")) {
    console.error("bench:serve needs wrk: apt-get install -y wrk");
    process.exit(1);
  }
  if (!fs.existsSync(path.join(ROOT, "build/server/index.js"))) {
    console.error(`no build in ${ROOT}: run npm run build there first`);
    process.exit(1);
  }
  const rows: Row[] = [];
  const load = os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(" ");
  console.log(`bench:serve "${LABEL}" on ${ROOT}: wrk -t${THREADS} -c${CONNECTIONS} -d${DURATION}s, load average ${load}`);

  // All servers up at once and measured in turn for each path and encoding, so a change in
  // the shared machine's load hits them alike.
  const servers: Array<{ name: string; base: string; close: () => Promise<void> }> = [];
  const dir = staticCopy();
  try {
    for (const logOn of [true, false]) {
      const s = await projectServer(logOn);
      servers.push({ name: `project (log ${logOn ? "on" : "off"})`, base: s.base, close: () => stop(s.proc) });
    }
    if (has("nginx")) {
      const n = await nginx(dir);
      servers.push({ name: "nginx (gzip_static, 2 workers)", base: n.base, close: () => stop(n.proc) });
    } else {
      console.log("nginx not installed (apt-get install -y nginx): measuring a plain Node static server as the floor");
      const f = await nodeFloor(dir);
      servers.push({ name: "node floor (http, in memory)", base: f.base, close: async () => f.close() });
    }
    for (const p of PATHS) {
      for (const encoding of ENCODINGS) {
        for (const server of servers) await measure(server.name, server.base + p, p, encoding, rows);
      }
    }
  } finally {
    for (const server of servers) await server.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }

  const jsonFile = path.join(RESULTS, "serve.json");
  type Run = { date: string; cores: number; load: string; rows: Row[] };
  const all = (fs.existsSync(jsonFile) ? JSON.parse(fs.readFileSync(jsonFile, "utf8")) : {}) as Record<string, Run>;
  all[LABEL] = { date: new Date().toISOString(), cores: os.cpus().length, load, rows };
  fs.mkdirSync(RESULTS, { recursive: true });
  fs.writeFileSync(jsonFile, JSON.stringify(all, null, 2) + "\n");
  const md = [
    "# Serving prerendered pages (`npm run bench:serve`)",
    "",
    `wrk -t${THREADS} -c${CONNECTIONS} -d${DURATION}s --latency per row; bytes = one response's body on the wire.`,
    "The machine is shared: compare rows of one run, not figures across runs.",
    "",
    ...Object.entries(all).flatMap(([label, run]) => [table(label, run), ""]),
  ].join("\n");
  fs.writeFileSync(path.join(RESULTS, "serve.md"), md);
  console.log(`wrote ${path.relative(here, jsonFile)} and serve.md`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
