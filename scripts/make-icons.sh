#!/usr/bin/env bash
# Renders the PWA icons (public/*.png) from public/default-logo.svg with headless Chromium. Run after changing the logo.
set -euo pipefail
cd "$(dirname "$0")/.."
CHROMIUM="$(bash scripts/find-chromium.sh)"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
logo="file://$PWD/public/default-logo.svg"
echo "<html><body style=\"margin:0\"><img src=\"$logo\" style=\"display:block;width:100vw;height:100vh\"></body></html>" >"$tmp/icon.html"
echo "<html><body style=\"margin:0;background:#ff0000;display:flex;align-items:center;justify-content:center;height:100vh\"><img src=\"$logo\" style=\"width:80vw;height:80vw\"></body></html>" >"$tmp/maskable.html"
shot() { "$CHROMIUM" --headless --no-sandbox --disable-gpu --hide-scrollbars --default-background-color=00000000 --screenshot="public/$1" --window-size="$2,$2" "file://$tmp/$3.html" 2>/dev/null; }
shot pwa-192x192.png 192 icon
shot pwa-512x512.png 512 icon
shot maskable-512x512.png 512 maskable # the logo inside the maskable safe zone (80 %)
shot apple-touch-icon.png 180 maskable # iOS draws no transparency: full-bleed background
