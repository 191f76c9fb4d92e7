import { defineConfig } from 'vitest/config'
import react from '@vitejs/plugin-react'
import { lingui } from '@lingui/vite-plugin'
import { stylesInRender } from './vite.config'

const serverTest = {
  include: ['tests/integration/**/*.test.ts'],
  environment: 'node',
  testTimeout: 60_000,
  hookTimeout: 120_000,
}

export default defineConfig({
  plugins: [react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }), lingui()],
  resolve: { alias: stylesInRender },
  test: {
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
        },
      },
      { extends: true, test: { ...serverTest, name: 'server' } },
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              extends: true as const,
              test: { ...serverTest, name: 'server-pg', env: { CELEIRO_TEST_DB: 'postgres' } },
            },
          ]
        : []),
    ],
  },
})
