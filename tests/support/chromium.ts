/**
 * Debian's Chromium for the browser tests and the bench: `CHROMIUM_PATH` or /usr/bin/chromium
 * (scripts/find-chromium.sh installs it), launched with the flags that work as root on this
 * project's machines and keep it off the network it cannot reach.
 */
export const chromiumLaunch = {
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
}
