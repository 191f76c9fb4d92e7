#!/usr/bin/env bash
# Builds the app and runs the Playwright suite in Debian's Chromium against the real server.
set -euo pipefail
cd "$(dirname "$0")/.."
CHROMIUM_PATH="$(bash scripts/find-chromium.sh)"
export CHROMIUM_PATH
npx vite build
# The /login first-load budget holds in every suite run, not only at `npm start`.
node --import tsx scripts/bundle-size.ts --strict
npx playwright test "$@"
