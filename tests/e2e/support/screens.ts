import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'

const root = resolve(import.meta.dirname, '../../..')

/**
 * Every screen of the menu (read from menu.ts, so new screens are checked too) and the main forms
 * and sub-screens a signed-in user reaches.
 */
export function menuPaths(): string[] {
  const source = readFileSync(resolve(root, 'src/components/layout/menu.ts'), 'utf8')
  const paths = [...source.matchAll(/item\(\s*'[^']+',\s*'(\/[^']*)'/g)].map((m) => m[1] ?? '/')
  return [
    ...new Set([
      ...paths,
      '/profile',
      '/faq',
      '/sync-attention',
      '/members/new',
      '/tithing/service',
      '/expenses/budgets',
    ]),
  ]
}
