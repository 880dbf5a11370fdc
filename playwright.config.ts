import { defineConfig } from "@playwright/test";
import os from "node:os";
import path from "node:path";

const port = Number(process.env.E2E_PORT ?? 3210);
// Set once in the runner and inherited by the workers, so journeys can read the database they wrote.
const dataDir = (process.env.E2E_DATA_DIR ??= path.join(os.tmpdir(), `site-e2e-${process.pid}`));
// A strong test-only password (the generated-password path is covered by integration tests).
process.env.E2E_ADMIN_PASSWORD ??= "e2e-admin-Quokka-Tundra-91";

const desktop = { browserName: "chromium" as const, viewport: { width: 1280, height: 800 } };
// The journeys through a TLS proxy (tests/e2e/behind-proxy.spec.ts) run once per proxy sample;
// each worker starts its own site and proxy, on ports just above E2E_PORT.
const behindProxy = /behind-proxy\.spec\.ts$/;

export default defineConfig<object, { tlsProxy: "nginx" | "caddy" }>({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  // Journeys wait on conditions (an element, a response, a row); these budgets only end a
  // journey that is stuck. They are wide because on a busy two-core machine one axe scan or one
  // page load can take tens of seconds, and a tight budget then fails a journey that works.
  timeout: 180_000,
  expect: { timeout: 30_000 },
  reporter: process.env.CI ? [["list"], ["json", { outputFile: ".reports/playwright.json" }]] : "list",
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: "retain-on-failure",
    launchOptions: {
      // Debian's Chromium, installed by the test command; Playwright never downloads a browser.
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [
    { name: "chromium", testIgnore: behindProxy, use: desktop },
    { name: "behind-nginx", testMatch: behindProxy, use: { ...desktop, tlsProxy: "nginx", ignoreHTTPSErrors: true } },
    { name: "behind-caddy", testMatch: behindProxy, use: { ...desktop, tlsProxy: "caddy", ignoreHTTPSErrors: true } },
  ],
  webServer: {
    command: "node server/index.ts",
    url: `http://127.0.0.1:${port}/healthz`,
    reuseExistingServer: false,
    timeout: 180_000,
    env: {
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      ADMIN_PASSWORD: process.env.E2E_ADMIN_PASSWORD,
    },
  },
});
