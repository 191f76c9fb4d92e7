// @ts-check
import { readdirSync, existsSync } from 'node:fs'
import tseslint from 'typescript-eslint'
import importX from 'eslint-plugin-import-x'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import reactHooks from 'eslint-plugin-react-hooks'

/** `type` values of the browser's own date and time inputs (a regex for the selector below). */
const NATIVE_DATE_TYPES = '/^(date|datetime-local|month|week|time)$/'

const featureDir = './src/features'
const features = existsSync(featureDir)
  ? readdirSync(featureDir, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
  : []

/** Imports flow one way: sync/contracts <- sync <- src/lib|components <- src/features <- src/routes <- src/app; server <- sync/contracts. */
const zones = [
  { target: './sync/contracts', from: './sync', except: ['./contracts'] },
  { target: './sync', from: './src' },
  { target: './sync', from: './server' },
  { target: './server', from: './src' },
  { target: './server', from: './sync', except: ['./contracts', './rules'] },
  { target: './src', from: './server' },
  { target: './src', from: './sync', except: ['./index.ts'] },
  { target: './src/lib', from: './src', except: ['./lib'] },
  { target: './src/components', from: './src/features' },
  { target: './src/components', from: './src/routes' },
  { target: './src/components', from: './src/app' },
  { target: './src/features', from: './src/routes' },
  { target: './src/features', from: './src/app' },
  { target: './src/routes', from: './src/app' },
  ...features.map((name) => ({
    target: `./src/features/${name}`,
    from: './src/features',
    except: [`./${name}`],
    message: 'Features never import each other; compose them in a route.',
  })),
]

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'dist',
      'data',
      'server/drizzle',
      'locales',
      'src/routeTree.gen.ts',
      'test-results',
      'playwright-report',
      'dev-dist',
    ],
  },
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    // Without a resolver every `.ts` import is unresolved and no-restricted-paths skips it silently
    // (tests/lint/boundaries.test.ts keeps each zone firing).
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ alwaysTryTypes: true })],
      // Which files no-cycle reads to follow their imports (its default is .js only: it saw none).
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones }],
      // Within a folder too, imports flow one way: no module imports one that imports it back
      // (tests/lint/no-cycle.test.ts). Packages are not followed (they never import ours): with
      // them the whole lint took 2.6 times as long; without, the rule is ~13% of it.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false } },
      ],
      // TanStack Router guards throw `redirect(...)` / `notFound()` by design.
      '@typescript-eslint/only-throw-error': [
        'error',
        {
          allow: [
            {
              from: 'package',
              package: '@tanstack/router-core',
              name: ['Redirect', 'NotFoundError'],
            },
          ],
        },
      ],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      // The browser's date, month and time inputs are named in the phone's language, not the
      // app's (docs/frontend.md, "Date, month and time inputs"; tests/lint/native-date-inputs).
      'no-restricted-syntax': [
        'error',
        {
          selector: `JSXAttribute[name.name='type'][value.value=${NATIVE_DATE_TYPES}]`,
          message:
            "The browser's own date/time inputs follow the phone's language: use the form kit's DateField, PeriodField or a MaskedField with maskTime.",
        },
      ],
    },
  },
  {
    // What a route file declares besides its component (validateSearch, beforeLoad, loader) loads
    // with the entry, on /login's first load (docs/frontend.md, First-load size): classic zod there
    // costs ~12 KB gzip; zod/mini's core is on the first load already.
    files: ['src/main.tsx', 'src/app/**/*.{ts,tsx}', 'src/routes/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'zod',
              message: "Use 'zod/mini' here: this code loads with the entry (docs/frontend.md).",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.js'],
    ...tseslint.configs.disableTypeChecked,
  },
)
