import { defineConfig } from "vitest/config";

export default defineConfig({
  define: { __PUBLIC_SITE_URL__: JSON.stringify("http://localhost:3000") },
  test: {
    include: [
      "app/**/*.test.{ts,tsx}",
      "content/**/*.test.ts",
      "server/**/*.test.ts",
      "scripts/**/*.test.ts",
      "tests/integration/**/*.test.ts",
      "tests/architecture/**/*.test.ts",
    ],
    environment: "node",
    // Tests wait on conditions; this budget only ends one that is stuck, and is wide because a
    // busy two-core machine can take tens of seconds to start a server or a database.
    testTimeout: 180_000,
    hookTimeout: 180_000,
    // expect.poll waits on a condition; its default of one second is a time limit in disguise.
    expect: { poll: { timeout: 30_000 } },
    // Integration tests start servers and databases; two cores do not gain from more.
    maxWorkers: 2,
  },
});
