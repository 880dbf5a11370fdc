/**
 * The site as operators run it: Debian's nginx or Caddy terminating TLS in front of the
 * production server, configured by the samples in docs/deploy/ (only addresses, ports,
 * certificate and cache paths are swapped in, and the swap fails if a sample no longer has
 * the line it expects). The proxy runs as a child process with its files in a temp folder,
 * never as a system service; the certificate is made here with openssl.
 */
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import https from "node:https";
import os from "node:os";
import path from "node:path";
import { killGroup, root } from "./server-process.ts";

export type ProxyKind = "nginx" | "caddy";
export const PROXY_KINDS: readonly ProxyKind[] = ["nginx", "caddy"];

export interface Certificate {
  certFile: string;
  keyFile: string;
  /** The certificate (PEM), for clients that trust it rather than ignore errors. */
  pem: string;
}

/** A self-signed certificate for 127.0.0.1 and localhost, valid two days. */
export function makeCertificate(dir: string): Certificate {
  const certFile = path.join(dir, "cert.pem");
  const keyFile = path.join(dir, "key.pem");
  execFileSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "ec",
      "-pkeyopt",
      "ec_paramgen_curve:prime256v1",
      "-nodes",
      "-days",
      "2",
      "-subj",
      "/CN=127.0.0.1",
      "-addext",
      "subjectAltName=IP:127.0.0.1,DNS:localhost",
      "-keyout",
      keyFile,
      "-out",
      certFile,
    ],
    { stdio: "pipe" },
  );
  return { certFile, keyFile, pem: fs.readFileSync(certFile, "utf8") };
}

/** Replaces one line the sample must have; a sample that changed shape fails loudly. */
function swap(text: string, from: string | RegExp, to: string, what: string): string {
  const found = typeof from === "string" ? text.includes(from) : from.test(text);
  if (!found) throw new Error(`the sample configuration no longer has ${what} (${String(from)})`);
  return typeof from === "string" ? text.replaceAll(from, to) : text.replace(from, to);
}

export interface ProxyOptions {
  kind: ProxyKind;
  /** HTTPS port the proxy listens on (127.0.0.1). */
  port: number;
  /** A second port for anything the sample listens on besides HTTPS (nginx's redirect). */
  spare: number;
  /** The site's instances, e.g. ["127.0.0.1:41234"]. */
  upstreams: string[];
  cert: Certificate;
  dir: string;
}

/** nginx: the sample is the `http` block's site; the rest (pid, temp paths) is local. */
function nginxConfig(o: ProxyOptions): string {
  let site = fs.readFileSync(path.join(root, "docs/deploy/nginx.conf"), "utf8");
  site = swap(site, "server 127.0.0.1:3000;", o.upstreams.map((u) => `server ${u};`).join("\n    "), "the upstream");
  site = swap(site, "/var/cache/nginx/canopy", path.join(o.dir, "cache"), "the cache path");
  site = swap(site, "listen 443 ssl http2;", `listen 127.0.0.1:${o.port} ssl http2;`, "the HTTPS listen line");
  site = swap(site, "listen 80;", `listen 127.0.0.1:${o.spare};`, "the HTTP listen line");
  site = swap(site, "/etc/ssl/certs/www.example.com.pem", o.cert.certFile, "the certificate");
  site = swap(site, "/etc/ssl/private/www.example.com.key", o.cert.keyFile, "the certificate key");
  fs.writeFileSync(path.join(o.dir, "site.conf"), site);
  const temp = (name: string) => `${name} ${path.join(o.dir, name.replace(/_path$/, ""))};`;
  return [
    "daemon off;",
    "worker_processes 1;",
    `pid ${path.join(o.dir, "nginx.pid")};`,
    `error_log ${path.join(o.dir, "error.log")} warn;`,
    // As root nginx would hand its workers to another user, who could not read this folder.
    ...(process.getuid?.() === 0 ? ["user root;"] : []),
    "events { worker_connections 512; }",
    "http {",
    "  access_log off;",
    ...["client_body_temp_path", "proxy_temp_path", "fastcgi_temp_path", "uwsgi_temp_path", "scgi_temp_path"].map((t) => `  ${temp(t)}`),
    `  include ${path.join(o.dir, "site.conf")};`,
    "}",
    "",
  ].join("\n");
}

/** Caddy: the sample's site block, with the test's certificate and a global block of local settings. */
function caddyConfig(o: ProxyOptions): string {
  let site = fs.readFileSync(path.join(root, "docs/deploy/Caddyfile"), "utf8");
  site = swap(site, /^www\.example\.com \{$/m, `https://127.0.0.1:${o.port} {`, "the site address");
  site = swap(site, "# tls internal", `tls ${o.cert.certFile} ${o.cert.keyFile}`, "the tls line");
  site = swap(site, "127.0.0.1:3000", o.upstreams.join(" "), "the upstream");
  // No admin endpoint, loopback only, no port 80 and no certificate authority installed on this machine.
  const global = [
    "{",
    "\tadmin off",
    "\tdefault_bind 127.0.0.1",
    "\tauto_https disable_redirects",
    "\tskip_install_trust",
    `\thttp_port ${o.spare}`,
    `\thttps_port ${o.port}`,
    `\tstorage file_system ${path.join(o.dir, "data")}`,
    "}",
    "",
  ].join("\n");
  return global + site;
}

export interface RunningProxy {
  kind: ProxyKind;
  url: string;
  cert: Certificate;
  /** What the proxy wrote (its error log for nginx). */
  output(): string;
  stop(): Promise<void>;
}

/** Starts the proxy and waits until the site answers through it over HTTPS. */
export async function startProxy(o: Omit<ProxyOptions, "dir" | "cert"> & { cert?: Certificate }): Promise<RunningProxy> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `site-${o.kind}-`));
  const cert = o.cert ?? makeCertificate(dir);
  const options: ProxyOptions = { ...o, cert, dir };
  let proc: ChildProcess;
  if (o.kind === "nginx") {
    fs.writeFileSync(path.join(dir, "nginx.conf"), nginxConfig(options));
    proc = spawn(nginxBinary(), ["-p", dir, "-c", path.join(dir, "nginx.conf"), "-e", path.join(dir, "error.log")], {
      stdio: ["ignore", "pipe", "pipe"],
      detached: true,
    });
  } else {
    fs.writeFileSync(path.join(dir, "Caddyfile"), caddyConfig(options));
    proc = spawn("caddy", ["run", "--adapter", "caddyfile", "--config", path.join(dir, "Caddyfile")], {
      stdio: ["ignore", "pipe", "pipe"],
      // Caddy keeps its state under HOME / XDG folders: here, not the user's.
      env: { PATH: process.env.PATH ?? "", HOME: dir, XDG_DATA_HOME: path.join(dir, "data"), XDG_CONFIG_HOME: path.join(dir, "config") },
      detached: true,
    });
  }
  let out = "";
  proc.stdout!.on("data", (d: Buffer) => (out += d.toString()));
  proc.stderr!.on("data", (d: Buffer) => (out += d.toString()));
  const exited = new Promise<void>((resolve) => proc.once("exit", () => resolve()));
  const errorLog = path.join(dir, "error.log");
  const output = () => out + (fs.existsSync(errorLog) ? fs.readFileSync(errorLog, "utf8") : "");
  const url = `https://127.0.0.1:${o.port}`;
  const stop = async () => {
    await killGroup(proc, exited);
    fs.rmSync(dir, { recursive: true, force: true });
  };
  // Up means the site's /healthz answers through it; the proxy exiting ends the wait at once.
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (proc.exitCode !== null) {
      const said = output();
      await stop();
      throw new Error(`${o.kind} exited at start: ${said}`);
    }
    const res = await httpsRequest(`${url}/healthz`, { ca: cert.pem }).catch(() => null);
    if (res?.status === 200) break;
    if (Date.now() > deadline) {
      const said = output();
      await stop();
      throw new Error(`${o.kind} did not answer /healthz within 60 s: ${said}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return { kind: o.kind, url, cert, output, stop };
}

function nginxBinary(): string {
  for (const candidate of ["/usr/sbin/nginx", "/usr/local/sbin/nginx"]) if (fs.existsSync(candidate)) return candidate;
  return "nginx";
}

export interface HttpsResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** One HTTPS request trusting the given certificate (Node's fetch cannot be given one). */
export function httpsRequest(
  url: string,
  options: { ca: string; method?: string; headers?: Record<string, string>; body?: string; onFirstByte?: (chunk: string) => void },
): Promise<HttpsResponse> {
  return new Promise((resolve, reject) => {
    const req = https.request(url, { method: options.method ?? "GET", headers: options.headers, ca: options.ca, agent: false }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => {
        if (body === "") options.onFirstByte?.(chunk);
        body += chunk;
      });
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      res.on("error", reject);
    });
    req.on("error", reject);
    req.setTimeout(60_000, () => req.destroy(new Error(`no answer from ${url} in 60 s`)));
    req.end(options.body);
  });
}
