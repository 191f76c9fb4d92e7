import { isDeepStrictEqual } from 'node:util'
import pg from 'pg'
import type { TestProject } from 'vitest/node'
import { openDatabase } from '../../server/db/client'
import { seedDemo } from '../../server/seed/demo'
import { seedDay, type Demo } from './pglite-template'

/** The PostgreSQL project's global setup: the template databases of pg-template.ts, made once. */
export default async function makePgTemplate(project: TestProject) {
  const adminUrl = process.env.TEST_DATABASE_URL
  if (!adminUrl) {
    project.provide('pgTemplate', null)
    return
  }
  const run = `celeiro_tpl_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 6)}`
  const names = { migrated: `${run}_m`, seeded: `${run}_s` }
  const admin = (sql: string) => onAdmin(adminUrl, sql)
  const urlOf = (name: string) => {
    const url = new URL(adminUrl)
    url.pathname = `/${name}`
    return url.toString()
  }
  const day = seedDay()
  await admin(`CREATE DATABASE ${names.migrated}`)
  await (await openDatabase({ url: urlOf(names.migrated) })).close()
  // The seeded one is a copy of the migrated one, then seeded: the migrations run once.
  await admin(`CREATE DATABASE ${names.seeded} TEMPLATE ${names.migrated}`)
  const seeded = await openDatabase({ url: urlOf(names.seeded) })
  const demo = await seedDemo(seeded.db)
  await seeded.close()
  const asRead = JSON.parse(JSON.stringify(demo)) as Demo
  // Rows that do not survive JSON (a Date, say) would differ from a fresh seed's: no template then.
  project.provide(
    'pgTemplate',
    isDeepStrictEqual(asRead, demo) ? { ...names, demo: asRead, day } : null,
  )
  return async () => {
    await admin(`DROP DATABASE IF EXISTS ${names.seeded} WITH (FORCE)`)
    await admin(`DROP DATABASE IF EXISTS ${names.migrated} WITH (FORCE)`)
  }
}

async function onAdmin(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    await client.query(sql)
  } finally {
    await client.end()
  }
}
