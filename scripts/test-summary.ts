/**
 * Sums the suites' reports into the one closing line CI reads: "N passed, N failed".
 * A missing report counts as a failure: a suite that did not run did not pass.
 */
import fs from "node:fs";

let passed = 0;
let failed = 0;
let skipped = 0;

const [vitestFile, playwrightFile, lintFile] = process.argv.slice(2);

// The reports are JSON written by other tools; their shapes are read field by field below.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
function read(file: string | undefined): any {
  if (!file || !fs.existsSync(file)) return undefined;
  try {
    return JSON.parse(fs.readFileSync(file, "utf8"));
  } catch {
    return undefined;
  }
}

const v = read(vitestFile);
if (v) {
  passed += v.numPassedTests ?? 0;
  // A file that fails to load has no failed tests of its own: count the file.
  failed += (v.numFailedTests ?? 0) || (v.numFailedTestSuites ?? 0);
  skipped += (v.numPendingTests ?? 0) + (v.numTodoTests ?? 0);
  console.log(`unit/integration: ${v.numPassedTests} passed, ${v.numFailedTests} failed`);
  // The suite's own output scrolls far above the browser journeys: the failures are named
  // again here, at the end, where a log cut to its last lines still shows them.
  for (const file of v.testResults ?? []) {
    const failures = (file.assertionResults ?? []).filter((a: { status: string }) => a.status === "failed");
    if (failures.length === 0 && file.status === "failed") console.log(`  failed to run: ${file.name}: ${String(file.message ?? "").split("\n")[0]}`);
    for (const a of failures) {
      console.log(`  failed: ${file.name} > ${a.fullName ?? a.title}`);
      const first = String(a.failureMessages?.[0] ?? "")
        .split("\n")
        .slice(0, 3)
        .join(" / ");
      if (first) console.log(`    ${first.slice(0, 400)}`);
    }
  }
} else {
  failed += 1;
  console.log("unit/integration: no report");
}

const p = read(playwrightFile);
if (p?.stats) {
  // A journey that passed on the one retry its file allows (tests/e2e/chat-widget.spec.ts says
  // why) counts as passed, and is named here so it is seen; one that failed twice counts as failed.
  const flaky = p.stats.flaky ?? 0;
  passed += (p.stats.expected ?? 0) + flaky;
  failed += p.stats.unexpected ?? 0;
  skipped += p.stats.skipped ?? 0;
  if ((p.errors ?? []).length > 0 && !(p.stats.expected || p.stats.unexpected || flaky)) failed += 1;
  console.log(`browser: ${(p.stats.expected ?? 0) + flaky} passed${flaky ? ` (${flaky} only on its retry)` : ""}, ${p.stats.unexpected} failed`);
} else {
  failed += 1;
  console.log("browser: no report");
}

// Lint (ESLint and Prettier) counts as one check.
const l = read(lintFile);
if (l && typeof l.ok === "boolean") {
  if (l.ok) passed += 1;
  else failed += 1;
  console.log(`lint: ${l.ok ? "passed" : "failed"}`);
} else if (lintFile) {
  failed += 1;
  console.log("lint: no report");
}

console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`);
process.exit(failed > 0 ? 1 : 0);
