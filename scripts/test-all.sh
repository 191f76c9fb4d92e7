#!/usr/bin/env bash
# The whole suite: types, lint, unit + server tests (PGlite, and PostgreSQL when TEST_DATABASE_URL is set), browser tests.
set -euo pipefail
cd "$(dirname "$0")/.."
echo "== types"
npx tsr generate >/dev/null
npx tsc -b
echo "== lint"
npx eslint . --max-warnings=0
npx prettier --check . --log-level warn
echo "== unit and server tests"
npx vitest run
echo "== browser tests"
bash scripts/e2e.sh
