#!/usr/bin/env bash
# Every test: unit and integration (Vitest, on SQLite and PostgreSQL), then the browser
# journeys (Playwright on Debian's Chromium) against the production build.
set -uo pipefail
cd "$(dirname "$0")/.."

bash scripts/ensure-services.sh || exit 1
mkdir -p .reports
rm -f .reports/vitest.json .reports/playwright.json .reports/lint.json

echo "== build"
npm run build --silent || { echo "0 passed, 1 failed"; exit 1; }
echo "== typecheck"
tsc || { echo "0 passed, 1 failed"; exit 1; }

echo "== lint"
if npm run lint --silent; then echo '{"ok":true}' > .reports/lint.json; else echo '{"ok":false}' > .reports/lint.json; fi

echo "== unit and integration tests"
vitest run --reporter=default --reporter=json --outputFile.json=.reports/vitest.json
unit=$?

echo "== browser journeys"
PLAYWRIGHT_JSON_OUTPUT_NAME=.reports/playwright.json playwright test --reporter=list,json
e2e=$?

node scripts/test-summary.ts .reports/vitest.json .reports/playwright.json .reports/lint.json
summary=$?
[ $unit -eq 0 ] && [ $e2e -eq 0 ] && [ $summary -eq 0 ]
