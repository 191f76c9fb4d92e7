#!/usr/bin/env bash
# Builds the app (unless E2E_BUILT=1 says scripts/test-all.sh just did) and runs the Playwright
# suite in Debian's Chromium (and its headless shell, playwright.config.ts) against the real server.
set -euo pipefail
cd "$(dirname "$0")/.."
CHROMIUM_PATH="$(bash scripts/find-chromium.sh --tests)"
export CHROMIUM_PATH
if [ "${E2E_BUILT:-}" != 1 ]; then
  # The /login first-load budget holds in every suite run, not only at `npm start`.
  npm run build --silent
fi
npx playwright test "$@"
