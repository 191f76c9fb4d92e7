import { readFileSync } from 'node:fs'
import { inject } from 'vitest'
import type { seedDemo } from '../../server/seed/demo'

export type Demo = Awaited<ReturnType<typeof seedDemo>>

/**
 * The server tests' databases on PGlite start from a copy of one made once per run
 * (pglite-template.setup.ts: migrated, and migrated with the demo seed), not from migrations
 * and a seed each: ~2 s of a 2-core machine saved per test server, and there are dozens.
 */
export interface PgliteTemplate {
  migrated: string
  seeded: string
  /** The seed's rows as the test reads them (they hold only strings, numbers and nulls). */
  demo: Demo
  /** The day (local and UTC) the seed was made: the seed dates things from today. */
  day: string
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: PgliteTemplate | null
  }
}

/** The calendar day in the process's zone and in UTC: a template of another day is not used. */
export function seedDay(now = new Date()): string {
  return `${now.toDateString()} ${now.toISOString().slice(0, 10)}`
}

/** The template to start a test database from, when this run made one today. */
export function pgliteTemplate(seed: boolean): { dump: Blob; demo: Demo | undefined } | undefined {
  const template = inject('pgliteTemplate')
  if (!template || template.day !== seedDay()) return undefined
  const dump = new Blob([readFileSync(seed ? template.seeded : template.migrated)])
  return { dump, demo: seed ? template.demo : undefined }
}
