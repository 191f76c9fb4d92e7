import { execFile } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase, type Database } from '../../server/db/client'
import { seedDemo } from '../../server/seed/demo'
import { everyRow, withoutRestoreMarks } from './backup-support'

/**
 * `npm run backup` and `npm run restore` as an operator runs them (the script in its own
 * process): on embedded databases in folders, or on PostgreSQL databases of their own under
 * CELEIRO_TEST_DB=postgres.
 */

const root = new URL('../..', import.meta.url).pathname
const run = promisify(execFile)
const onPostgres = process.env.CELEIRO_TEST_DB === 'postgres' && !!process.env.TEST_DATABASE_URL

let dir: string
const dropped: (() => Promise<void>)[] = []

interface Place {
  env: Record<string, string>
  /** Opens it (`migrate`: as the server does, migrations applied). */
  open: (migrate?: boolean) => Promise<Database>
}

/** A database for the script: a PostgreSQL database of its own, or an embedded one in a folder. */
async function place(name: string): Promise<Place> {
  if (!onPostgres) {
    const dataDir = join(dir, name)
    return {
      env: { CELEIRO_DATA_DIR: dataDir, DATABASE_URL: '' },
      open: (migrate = false) => openDatabase({ dataDir, migrate }),
    }
  }
  const { default: pg } = await import('pg')
  const adminUrl = process.env.TEST_DATABASE_URL!
  const db = `celeiro_b_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${db}`)
  await admin.end()
  dropped.push(async () => {
    const again = new pg.Client({ connectionString: adminUrl })
    await again.connect()
    await again.query(`DROP DATABASE IF EXISTS ${db} WITH (FORCE)`)
    await again.end()
  })
  const url = new URL(adminUrl)
  url.pathname = `/${db}`
  return {
    env: { DATABASE_URL: url.toString(), CELEIRO_DATA_DIR: join(dir, 'unused') },
    open: (migrate = false) => openDatabase({ url: url.toString(), migrate }),
  }
}

async function script(args: string[], env: Record<string, string>) {
  try {
    const { stdout, stderr } = await run(
      'node',
      ['--import', 'tsx', 'scripts/backup.ts', ...args],
      {
        cwd: root,
        env: { ...process.env, ...env },
        maxBuffer: 64 * 1024 * 1024,
      },
    )
    return { code: 0, stdout, stderr }
  } catch (err) {
    const e = err as { code: number; stdout: string; stderr: string }
    return { code: e.code, stdout: e.stdout, stderr: e.stderr }
  }
}

let source: Place
let original: Record<string, string[]>

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'celeiro-backup-cli-'))
  source = await place('source')
  const database = await source.open(true)
  await seedDemo(database.db)
  original = await everyRow(database.db)
  await database.close()
})
afterAll(async () => {
  for (const drop of dropped) await drop()
  rmSync(dir, { recursive: true, force: true })
})

describe('npm run backup / npm run restore', { timeout: 180_000 }, () => {
  it('backs up to a file, refuses what is not a backup, and restores into another database', async () => {
    const out = join(dir, 'backups')
    const made = await script(['backup'], { ...source.env, CELEIRO_BACKUP_DIR: out })
    expect(made.stderr).toMatch(/backup of .*: \d+ tables, [\d,]+ rows \(migration \d{4}_\w+\) -> /)
    expect(made.code).toBe(0)
    const [file] = readdirSync(out)
    expect(file).toMatch(/^celeiro-\d{8}-\d{6}\.jsonl\.gz$/)
    const backupFile = join(out, file!)
    expect(statSync(backupFile).mode & 0o777).toBe(0o600)

    const target = await place('target')
    const notBackup = join(dir, 'notes.txt')
    writeFileSync(notBackup, 'not a backup\n')
    const refused = await script(['restore', notBackup, '--yes'], target.env)
    expect(refused).toMatchObject({ code: 1 })
    expect(refused.stderr).toMatch(/restore: not a Celeiro backup/)
    const unconfirmed = await script(['restore', backupFile], target.env)
    expect(unconfirmed).toMatchObject({ code: 1 })
    expect(unconfirmed.stderr).toMatch(/add --yes to go on/)
    expect((await script(['restore'], target.env)).code).toBe(2)

    const restored = await script(['restore', backupFile, '--yes'], target.env)
    expect(restored.stderr).toMatch(/restored .*: \d+ tables, [\d,]+ rows from the backup of /)
    expect(restored.code).toBe(0)
    const database = await target.open()
    try {
      expect(withoutRestoreMarks(await everyRow(database.db))).toEqual(
        withoutRestoreMarks(original),
      )
    } finally {
      await database.close()
    }
  })

  it('refuses a database in use unless --force, and leaves no file behind when it refuses', async () => {
    // What a running server holds: the embedded database's folder open, or a connection
    // (a client of its own: a pool would close an idle one).
    const { default: pg } = await import('pg')
    const connection = onPostgres
      ? new pg.Client({ connectionString: source.env.DATABASE_URL })
      : null
    await connection?.connect()
    const database = onPostgres ? null : await source.open()
    try {
      const out = join(dir, 'busy.jsonl.gz')
      if (!onPostgres) {
        // The embedded database has one user at a time: a running server holds its folder.
        const refused = await script(['backup', '--out', out], source.env)
        expect(refused).toMatchObject({ code: 1 })
        expect(refused.stderr).toMatch(/is open \(is the server running\?\)/)
        expect(existsSync(out)).toBe(false)
      } else {
        // PostgreSQL: a backup reads one snapshot beside the running server...
        expect((await script(['backup', '--out', out], source.env)).code).toBe(0)
        // ... but a restore under a running server is refused.
        const refused = await script(['restore', out, '--yes'], source.env)
        expect(refused).toMatchObject({ code: 1 })
        expect(refused.stderr).toMatch(/other connection\(s\) to this database/)
      }
    } finally {
      await connection?.end()
      await database?.close()
    }
  })
})
