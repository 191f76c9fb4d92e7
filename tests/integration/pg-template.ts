import { inject } from 'vitest'
import { seedDay, type Demo } from './pglite-template'

/**
 * The server tests' databases on PostgreSQL are copies (CREATE DATABASE … TEMPLATE) of two
 * made once per run by pg-template.setup.ts, one migrated and one migrated with the demo seed:
 * a copy takes about a tenth of the migrations and the seed, and the run makes dozens.
 */
export interface PgTemplate {
  /** Names of the template databases on TEST_DATABASE_URL's server. */
  migrated: string
  seeded: string
  /** The seed's rows as the test reads them (they hold only strings, numbers and nulls). */
  demo: Demo
  /** The day (local and UTC) the seed was made: the seed dates things from today. */
  day: string
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgTemplate: PgTemplate | null
  }
}

/** The template database to copy a test database from, when this run made one today. */
export function pgTemplate(seed: boolean): { name: string; demo: Demo | undefined } | undefined {
  const template = inject('pgTemplate')
  if (!template || template.day !== seedDay()) return undefined
  return seed
    ? { name: template.seeded, demo: template.demo }
    : { name: template.migrated, demo: undefined }
}
