import { defineConfig } from '@lingui/cli'

/**
 * One catalog per area, so a screen loads only its own strings: `app` (sign-in, the shared
 * components, the routes) is loaded at start-up; every other area is loaded by the routes
 * that show it (`loader: () => loadArea('members')`, src/lib/i18n.ts): `shell` by the
 * signed-in layout, a feature area by its screens.
 */
const AREAS = {
  shell: ['home', 'profile', 'faq', 'sync-attention'],
  members: ['members', 'ebd'],
  treasury: ['treasury'],
  admin: ['admin'],
  calendar: ['calendar', 'events'],
  reports: ['reports'],
  assets: ['assets', 'liabilities'],
  signup: ['signup', 'billing'],
} as const

/**
 * Shared components that belong to one area's screens keep their strings in its catalog, out of
 * the start-up one: those only the signed-in screens render go with `shell` (loaded by the
 * `_app` layout), the plan and payment names shared by the sign-up and billing screens with
 * `signup`.
 */
const AREA_COMPONENTS: Partial<Record<keyof typeof AREAS, readonly string[]>> = {
  shell: ['list-screen', 'sync-status', 'books', 'pdf', 'reminders'],
  signup: ['billing'],
}

const components = (names: readonly string[]) =>
  names.map((name) => `<rootDir>/src/components/${name}`)
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
      exclude: [
        ...folders(Object.values(AREAS).flat()),
        ...components(Object.values(AREA_COMPONENTS).flat()),
      ].map((folder) => `${folder}/**`),
    },
    ...Object.entries(AREAS).map(([area, features]) => ({
      path: `<rootDir>/locales/{locale}/${area}`,
      include: [
        ...folders(features),
        ...components(AREA_COMPONENTS[area as keyof typeof AREAS] ?? []),
      ],
    })),
  ],
  format: 'po',
})
