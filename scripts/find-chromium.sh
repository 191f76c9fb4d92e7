#!/usr/bin/env bash
# Prints the path of a Chromium for the browser tests: $CHROMIUM_PATH, else Debian's, installing it when absent (root only). Never downloads a browser build.
set -euo pipefail
if [ -n "${CHROMIUM_PATH:-}" ] && [ -x "$CHROMIUM_PATH" ]; then echo "$CHROMIUM_PATH"; exit 0; fi
for candidate in /usr/bin/chromium /usr/bin/chromium-browser; do
  if [ -x "$candidate" ]; then echo "$candidate"; exit 0; fi
done
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "Installing Debian's chromium for the browser tests..." >&2
  apt-get update -qq >&2
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-dejavu-core >&2
  echo /usr/bin/chromium
  exit 0
fi
echo "No Chromium found: install Debian's 'chromium' package or set CHROMIUM_PATH." >&2
exit 1
