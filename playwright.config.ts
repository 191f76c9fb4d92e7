import { defineConfig } from '@playwright/test'
import { chromiumLaunch, headlessShellLaunch } from './tests/support/chromium'

/** Playwright's trace modes this suite takes from E2E_TRACE. */
const TRACE_MODES = ['off', 'on', 'retain-on-failure'] as const
type TraceMode = (typeof TRACE_MODES)[number]

function traceMode(): TraceMode {
  const asked = process.env.E2E_TRACE
  if (asked === undefined || asked === '') return process.env.CI ? 'off' : 'retain-on-failure'
  if ((TRACE_MODES as readonly string[]).includes(asked)) return asked as TraceMode
  throw new Error(`E2E_TRACE must be one of ${TRACE_MODES.join(', ')}, not "${asked}"`)
}

/** The specs that need the whole browser: notifications (the headless shell has none). */
const WHOLE_BROWSER = ['reminders.spec.ts', 'toasts-never-cover.spec.ts']

/**
 * Browser tests in Debian's Chromium (CHROMIUM_PATH, set by scripts/e2e.sh; its headless shell
 * where that holds what is tested) against the real server serving the built app
 * (tests/e2e/support/server.ts). Never downloads a browser.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  // Several people run the suite in one tree: PW_OUTPUT_DIR keeps their artifacts apart.
  outputDir: process.env.PW_OUTPUT_DIR ?? 'test-results',
  // Two at a time on the 2-core machines here: each worker has its own server and database
  // (fixtures.ts), so no test sees another worker's writes. E2E_WORKERS=1 for one at a time.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  fullyParallel: false,
  retries: 0,
  // Room for a slow day: a fresh clone's CI ran every stage twice as slow as the day before
  // (unit 268 s against 102 s), and tests failed only because a first sync's list took more than
  // 8 s, then 15 s, to show (the browser stage took 50 min that day, 25 on a quick one). A limit
  // costs nothing while the assertion holds; what a user waits for is measured by the bench.
  // A whole test's time moves with the day too: the sign-up axe walk took 84 s in one CI run and
  // passed the 90 s it had in the next, so a test gets twice a slow day's longest.
  timeout: 180_000,
  expect: { timeout: 30_000 },
  reporter: [['list']],
  use: {
    browserName: 'chromium',
    headless: true,
    locale: 'pt-BR',
    // Service workers only where a test needs them (offline.spec.ts): they would hide requests from page.route.
    serviceWorkers: 'block',
    // A trace records every action's page and screenshots in every test, then keeps them only
    // for a failure: a third of the browser stage's time (docs/frontend.md, "Browser tests"). A CI
    // run keeps no file, so it records none (a failure prints its page and console instead,
    // fixtures.ts); E2E_TRACE=retain-on-failure records them there too, E2E_TRACE=off here.
    trace: traceMode(),
  },
  // The headless shell where it holds what is tested, 20-30 % quicker (tests/support/chromium.ts).
  projects: [
    {
      name: 'headless-shell',
      testIgnore: WHOLE_BROWSER,
      use: { launchOptions: headlessShellLaunch },
    },
    { name: 'chromium', testMatch: WHOLE_BROWSER, use: { launchOptions: chromiumLaunch } },
  ],
})
