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
echo "== dates and money under the users' time zones (docs/dates.md)"
for zone in America/Sao_Paulo America/Manaus America/Noronha UTC; do
  TZ=$zone npx vitest run --project unit sync/contracts/dates.test.ts server/dates.test.ts \
    src/lib/dates.test.ts src/lib/format.test.ts src/lib/money.test.ts --reporter=dot
done
echo "== browser tests"
bash scripts/e2e.sh
