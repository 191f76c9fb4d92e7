import { existsSync } from 'node:fs'

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

const debianHeadlessShell = '/usr/bin/chromium-headless-shell'
const headlessShell =
  process.env.CHROMIUM_HEADLESS_SHELL_PATH ||
  (existsSync(debianHeadlessShell) ? debianHeadlessShell : undefined)

/**
 * The same Chromium without the browser's own layers (Debian's chromium-headless-shell,
 * `scripts/find-chromium.sh --tests`), when there is one: it ran the same browser tests in 20-30 %
 * less time. It has no notifications (`Notification.permission` stays "denied", granted or not).
 */
export const headlessShellLaunch = headlessShell
  ? { ...chromiumLaunch, executablePath: headlessShell }
  : chromiumLaunch
