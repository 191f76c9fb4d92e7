import { defineConfig } from 'vitest/config'
import react from '@vitejs/plugin-react'
import { lingui } from '@lingui/vite-plugin'
import { stylesInRender } from './vite.config'

/** The date and money tests, run again under each of these zones (docs/dates.md). */
const ZONES = ['America/Sao_Paulo', 'America/Manaus', 'America/Noronha', 'UTC']
const DATE_TESTS = [
  'sync/contracts/dates.test.ts',
  'server/dates.test.ts',
  'src/lib/dates.test.ts',
  'src/lib/format.test.ts',
  'src/lib/money.test.ts',
  // Issue 48: the day of a moment, and the screens that show one, at 22:30 in Brasília.
  'sync/contracts/local-date.test.ts',
  'src/lib/format-moment.test.ts',
  'src/features/members/report/member-report-dates.test.ts',
  'src/features/home/recent-visitors-dates.test.ts',
  'src/features/billing/billing-dates.test.tsx',
]

/**
 * The libraries the screens' tests load, bundled once per run by Vite's dependency optimizer
 * (node_modules/.vite/vitest): each test file runs in a fresh module graph and loaded Chakra's
 * hundreds of modules (inlined for the styles alias) and the others' files again. Measured on a
 * slow day: the unit tests 247 s → 191 s, their "import" 249 s → 132 s (docs/frontend.md,
 * "Browser tests", session 55). react and react-dom are in the list so the bundles share one copy.
 */
const bundledOnce = {
  enabled: true,
  include: [
    '@chakra-ui/react',
    '@tanstack/react-router',
    '@testing-library/react',
    '@lingui/core',
    '@lingui/react',
    'dexie',
    'dexie-react-hooks',
    'react',
    'react-dom',
    'react-dom/client',
    'react-hook-form',
    'zod',
  ],
}
const screenLibraries = { optimizer: { ssr: bundledOnce, client: bundledOnce } }

/**
 * The server tests share a process per worker (no isolation): each file loaded the whole server
 * again (Hono, drizzle, the schema, PGlite) in a fresh module graph, about half of the stage's time
 * (session 53, a slow day: PGlite 454 s → 241 s, PostgreSQL 257 s → 161 s, the same 320 and 329
 * tests passing, and again with the files shuffled). It holds because a test server takes its
 * database, clock, settings and mailer as its own `AppDeps` (harness.ts), and the server's
 * module-level state is registries and caches of values that depend on nothing else (the pull
 * plans, the mail kinds, the sandbox provider): docs/frontend.md, "Browser tests". A test that
 * sets `process.env` puts it back in its `afterAll` (linked-logos.test.ts).
 */
const serverTest = {
  include: ['tests/integration/**/*.test.ts'],
  isolate: false,
  environment: 'node',
  testTimeout: 60_000,
  hookTimeout: 120_000,
}

export default defineConfig({
  plugins: [react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }), lingui()],
  resolve: { alias: stylesInRender },
  test: {
    // vitest's default is one worker less than the cores: one worker on this project's 2-core
    // machines, the other core idle while the server tests wait on PGlite (issue 46).
    maxWorkers: Number(process.env.VITEST_MAX_WORKERS ?? 2),
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: [
            'src/**/*.test.{ts,tsx}',
            'sync/**/*.test.ts',
            'server/**/*.test.ts',
            'tests/lint/**/*.test.ts',
          ],
          environment: 'node',
          // Chakra through Vite, so its styles are written while rendering, as in the app (the alias).
          server: { deps: { inline: ['@chakra-ui/react'] } },
          deps: screenLibraries,
        },
      },
      // Each test file runs in a process of its own (vitest's forks), so each zone's TZ holds.
      ...ZONES.map((zone) => ({
        extends: true as const,
        test: {
          name: `zone-${zone}`,
          include: DATE_TESTS,
          environment: 'node',
          env: { TZ: zone },
        },
      })),
      {
        extends: true,
        test: {
          ...serverTest,
          name: 'server',
          globalSetup: ['tests/integration/pglite-template.setup.ts'],
        },
      },
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              extends: true as const,
              test: {
                ...serverTest,
                name: 'server-pg',
                env: { CELEIRO_TEST_DB: 'postgres' },
                globalSetup: ['tests/integration/pg-template.setup.ts'],
              },
            },
          ]
        : []),
    ],
  },
})
