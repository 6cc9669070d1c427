#!/usr/bin/env bash
# `npm test`: every check and every test suite, then one closing line "N passed, N failed".
#   1. lint (Biome, and scripts/check-imports.mjs: no import cycles, the web app's layers) and typecheck (tsc)
#   2. domain rules and the API suite on embedded PGlite
#   3. the API suite again on a real PostgreSQL server (scripts/with-postgres.sh)
#   4. the built server twice behind nginx on PostgreSQL (deploy/test: sessions, sales across instances)
#   5. the built app end to end in Chromium (Playwright)
set -uo pipefail
cd "$(dirname "$0")/.."

results=$(mktemp -d /tmp/assist-results.XXXXXX)
status=0
started=$SECONDS
step() { printf '\n=== %s (at %d s) ===\n' "$*" $((SECONDS - started)); }
check() { # a check without test counts: counts as one test
  local name=$1; shift
  if "$@"; then echo "pass $name" >> "$results/checks"; else echo "fail $name" >> "$results/checks"; status=1; fi
}

# npm puts node_modules/.bin first on the PATH: the `node` package's Node 24 runs every step below
# (npm itself may run on the machine's older Node).
step "Node $(node --version) runs the checks and tests"
check node24 node -e "process.exit(Number(process.versions.node.split('.')[0]) >= 24 ? 0 : 1)"

step "lint"
check lint npm run lint --silent
step "typecheck"
check typecheck npm run typecheck --silent

step "domain, web and API tests on PGlite"
npx vitest run --project domain --project web --project server --reporter=default --reporter=json \
  --outputFile.json="$results/vitest-pglite.json" || status=1

step "API tests on PostgreSQL"
scripts/with-postgres.sh npx vitest run --project server --reporter=default --reporter=json \
  --outputFile.json="$results/vitest-postgres.json" || status=1

step "build"
check build npm run build --silent

step "two server instances behind nginx on PostgreSQL (deploy/test)"
scripts/with-postgres.sh npx vitest run -c deploy/test/vitest.config.ts --reporter=default --reporter=json \
  --outputFile.json="$results/vitest-replicas.json" || status=1

step "end-to-end tests in Chromium"
PLAYWRIGHT_JSON_OUTPUT_NAME="$results/playwright.json" npx playwright test -c e2e/playwright.config.ts \
  --reporter=list,json || status=1

step "summary"
node scripts/summarize-tests.mjs "$results" || status=1
rm -rf "$results"
exit $status
