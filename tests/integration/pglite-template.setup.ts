import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { isDeepStrictEqual } from 'node:util'
import type { TestProject } from 'vitest/node'
import { openDatabase } from '../../server/db/client'
import { seedDemo } from '../../server/seed/demo'
import { seedDay, type Demo } from './pglite-template'

/** The server project's global setup: the PGlite templates of pglite-template.ts, made once. */
export default async function makePgliteTemplate(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'celeiro-template-'))
  const day = seedDay()
  const database = await openDatabase({ dataDir: null })
  const save = async (name: string) => {
    const file = join(dir, name)
    const dump = await database.dump?.()
    if (!dump) throw new Error('PGlite gave no dump of its data folder')
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()))
    return file
  }
  const migrated = await save('migrated.tar')
  const demo = await seedDemo(database.db)
  const seeded = await save('seeded.tar')
  await database.close()
  const asRead = JSON.parse(JSON.stringify(demo)) as Demo
  // Rows that do not survive JSON (a Date, say) would differ from a fresh seed's: no template then.
  project.provide(
    'pgliteTemplate',
    isDeepStrictEqual(asRead, demo) ? { migrated, seeded, demo: asRead, day } : null,
  )
  return () => rmSync(dir, { recursive: true, force: true })
}
