#!/usr/bin/env bash
# The whole suite: types and lint (side by side), unit tests, server tests (PGlite, and
# PostgreSQL when TEST_DATABASE_URL is set), dates under the users' time zones, the build and the
# browser tests. Each stage's time is printed at the end (scripts/stages.sh).
set -euo pipefail
cd "$(dirname "$0")/.."
# shellcheck source=scripts/stages.sh
source scripts/stages.sh

types() { npx tsr generate >/dev/null && npx tsc -b; }
lint() { npx eslint . --max-warnings=0 && npx prettier --check . --log-level warn; }
side_by_side types types lint lint

stage "unit tests" npx vitest run --project unit
stage "server tests on PGlite" npx vitest run --project server
if [ -n "${TEST_DATABASE_URL:-}" ]; then
  stage "server tests on PostgreSQL" npx vitest run --project server-pg
fi
# The date and money tests again under the zones of Brazil's users and UTC (docs/dates.md).
stage "dates under four time zones" npx vitest run --project 'zone-*' --reporter=dot
stage build npm run build --silent
stage "browser tests" env E2E_BUILT=1 bash scripts/e2e.sh
