#!/usr/bin/env bash
# Prints the path of a Chromium: $CHROMIUM_PATH, else Debian's, installing it when absent (root
# only). Never downloads a browser build.
# --tests: also Debian's chromium-headless-shell, installed when absent (root only). The browser
# tests run in it, but for those that need what only the whole browser has (notifications):
# the same Chromium without the browser's own layers, it ran them in 20-30 % less time
# (playwright.config.ts; docs/frontend.md, "Browser tests", session 55).
set -euo pipefail
can_install() { [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; }
apt_install() {
  echo "Installing Debian's $1..." >&2
  apt-get update -qq >&2
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$1" fonts-dejavu-core >&2
}
if [ "${1:-}" = "--tests" ] && [ -z "${CHROMIUM_HEADLESS_SHELL_PATH:-}" ] &&
  [ ! -x /usr/bin/chromium-headless-shell ] && can_install; then
  apt_install chromium-headless-shell
fi
if [ -n "${CHROMIUM_PATH:-}" ] && [ -x "$CHROMIUM_PATH" ]; then echo "$CHROMIUM_PATH"; exit 0; fi
for candidate in /usr/bin/chromium /usr/bin/chromium-browser; do
  if [ -x "$candidate" ]; then echo "$candidate"; exit 0; fi
done
if can_install; then
  apt_install chromium
  echo /usr/bin/chromium
  exit 0
fi
echo "No Chromium found: install Debian's 'chromium' package or set CHROMIUM_PATH." >&2
exit 1
