import { defineConfig } from '@lingui/cli'

/**
 * One catalog per area, so a screen loads only its own strings: `app` (sign-in, the shared
 * components, the routes) is loaded at start-up; every other area is loaded by the routes
 * that show it (`loader: () => loadArea('members')`, src/lib/i18n.ts): `shell` by the
 * signed-in layout, a feature area by its screens.
 */
const AREAS = {
  shell: ['home', 'profile', 'faq', 'sync-attention'],
  members: ['members'],
  treasury: ['treasury'],
  admin: ['admin'],
  calendar: ['calendar', 'events'],
  reports: ['reports'],
  assets: ['assets', 'liabilities'],
  signup: ['signup', 'billing'],
} as const

/**
 * Shared components only the signed-in screens render (under the `_app` layout, whose loader
 * loads `shell`): their strings stay out of the start-up catalog.
 */
const SIGNED_IN_COMPONENTS = ['list-screen', 'sync-status', 'books', 'pdf', 'reminders'].map(
  (folder) => `<rootDir>/src/components/${folder}`,
)

const folders = (features: readonly string[]) =>
  features.map((feature) => `<rootDir>/src/features/${feature}`)

export default defineConfig({
  sourceLocale: 'pt-BR',
  locales: ['pt-BR', 'en', 'es'],
  fallbackLocales: { default: 'pt-BR' },
  catalogs: [
    {
      path: '<rootDir>/locales/{locale}/app',
      include: ['<rootDir>/src'],
      // glob ignore patterns: a folder's files, not the folder name
      exclude: [...folders(Object.values(AREAS).flat()), ...SIGNED_IN_COMPONENTS].map(
        (folder) => `${folder}/**`,
      ),
    },
    ...Object.entries(AREAS).map(([area, features]) => ({
      path: `<rootDir>/locales/{locale}/${area}`,
      include: [...folders(features), ...(area === 'shell' ? SIGNED_IN_COMPONENTS : [])],
    })),
  ],
  format: 'po',
})
