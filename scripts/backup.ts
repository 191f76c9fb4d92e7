import {
  createReadStream,
  createWriteStream,
  existsSync,
  mkdirSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { createInterface } from 'node:readline/promises'
import { parseArgs } from 'node:util'
import { sql } from 'drizzle-orm'
import { readConfig } from '../server/config'
import { BackupError, readBackupHeader } from '../server/db/backup/format'
import { restore } from '../server/db/backup/restore'
import { backup } from '../server/db/backup/write'
import { openDatabase, type Database } from '../server/db/client'

/**
 * `npm run backup` and `npm run restore` (docs/backup.md), on the database the server uses:
 * DATABASE_URL, else the embedded database in CELEIRO_DATA_DIR (./data).
 *
 *   npm run backup                          backups/celeiro-<date>.jsonl.gz (CELEIRO_BACKUP_DIR)
 *   npm run backup -- --out FILE            that file ('-': standard output)
 *   npm run restore -- FILE [--yes]         replaces the whole database by the backup ('-': stdin)
 *
 * --force: go on although the database looks in use (the embedded database's folder is open, or
 * PostgreSQL has other connections). Exit status: 0 done, 1 refused or failed, 2 usage.
 */

const USAGE = `usage:
  npm run backup [-- --out FILE|-] [--force]
  npm run restore -- FILE|- [--yes] [--force]
The database is DATABASE_URL's, else the embedded one in CELEIRO_DATA_DIR (./data). See docs/backup.md.`

const say = (line: string) => process.stderr.write(`${line}\n`)

class Refusal extends Error {}

interface Target {
  describe: string
  /** The embedded database's folder, or null for PostgreSQL. */
  dataDir: string | null
  open: () => Promise<Database>
}

function target(): Target {
  const config = readConfig()
  if (config.databaseUrl) {
    const url = new URL(config.databaseUrl)
    if (url.password) url.password = '***'
    const databaseUrl = config.databaseUrl
    return {
      describe: `PostgreSQL ${url.toString()}`,
      dataDir: null,
      open: () => openDatabase({ url: databaseUrl, migrate: false }),
    }
  }
  const dir = config.dataDir
  return {
    describe: `the embedded database in ${dir}`,
    dataDir: dir,
    open: () => openDatabase({ dataDir: dir, migrate: false }),
  }
}

/**
 * Why the database looks in use. The embedded one: PGlite writes postmaster.pid while its
 * folder is open and removes it when it closes (checked before opening it ourselves).
 * PostgreSQL: other client connections to the database (checked once connected).
 */
function folderInUse(dir: string): string | null {
  return existsSync(join(dir, 'postmaster.pid'))
    ? `${dir} is open (is the server running?): the embedded database has one user at a time, stop the server first; if no server runs (it stopped abruptly), start and stop it once`
    : null
}

async function otherConnections({ db }: Database): Promise<string | null> {
  const result = await db.execute(
    sql`SELECT count(*)::int AS n FROM pg_stat_activity
         WHERE datname = current_database() AND pid <> pg_backend_pid() AND backend_type = 'client backend'`,
  )
  const n = (result as { rows: { n: number }[] }).rows[0]?.n ?? 0
  return n > 0 ? `${n} other connection(s) to this database: stop Celeiro's servers first` : null
}

function stamp(now: Date): string {
  return now
    .toISOString()
    .replace(/\.\d+Z$/, '')
    .replace(/[-:]/g, '')
    .replace('T', '-')
}

const kb = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024)).toLocaleString('en')} kB`
const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`

async function runBackup(args: string[]): Promise<void> {
  const { values } = parseArgs({
    args,
    options: { out: { type: 'string', short: 'o' }, force: { type: 'boolean' } },
  })
  const where = target()
  if (where.dataDir !== null && !existsSync(join(where.dataDir, 'PG_VERSION')))
    throw new Refusal(`no embedded database in ${where.dataDir} (CELEIRO_DATA_DIR)`)
  const started = performance.now()
  const now = new Date()
  const toStdout = values.out === '-'
  const out = resolve(
    values.out ??
      join(process.env.CELEIRO_BACKUP_DIR || 'backups', `celeiro-${stamp(now)}.jsonl.gz`),
  )
  // A backup of PostgreSQL reads one snapshot while the server runs; the embedded database
  // cannot be opened twice.
  const busy = where.dataDir !== null && !values.force ? folderInUse(where.dataDir) : null
  if (busy) throw new Refusal(`${busy} (or add --force)`)
  const database = await where.open()
  // Written beside the file and renamed once complete: a failed backup never looks like one.
  // Readable by its owner only: it holds members' data, password hashes and sessions.
  const partial = `${out}.partial`
  try {
    if (!toStdout) mkdirSync(dirname(out), { recursive: true })
    const summary = await backup(
      database,
      toStdout ? process.stdout : createWriteStream(partial, { mode: 0o600 }),
      {
        now,
      },
    )
    if (!toStdout) renameSync(partial, out)
    const size = toStdout ? '' : `, ${kb(statSync(out).size)}`
    say(
      `backup of ${where.describe}: ${summary.tables.length} tables, ${summary.rows.toLocaleString('en')} rows (migration ${summary.header.migration.tag ?? summary.header.migration.when}) -> ${toStdout ? 'standard output' : out}${size}, ${seconds(started)}`,
    )
  } catch (err) {
    if (!toStdout) rmSync(partial, { force: true })
    throw err
  } finally {
    await database.close()
  }
}

async function confirm(question: string): Promise<boolean> {
  const rl = createInterface({ input: process.stdin, output: process.stderr })
  try {
    return (await rl.question(question)).trim().toLowerCase() === 'yes'
  } finally {
    rl.close()
  }
}

async function runRestore(args: string[]): Promise<void> {
  const { values, positionals } = parseArgs({
    args,
    options: { yes: { type: 'boolean', short: 'y' }, force: { type: 'boolean' } },
    allowPositionals: true,
  })
  const [file, ...extra] = positionals
  if (!file || extra.length > 0) throw new UsageError()
  const fromStdin = file === '-'
  if (!fromStdin && !existsSync(file)) throw new Refusal(`no file ${file}`)
  const where = target()
  if (!fromStdin) {
    const header = await readBackupHeader(createReadStream(file))
    say(
      `${file}: a backup of ${header.createdAt} from ${header.source === 'pglite' ? 'an embedded database' : 'PostgreSQL'} (migration ${header.migration.tag ?? header.migration.when})`,
    )
  }
  if (!values.yes) {
    if (fromStdin || !process.stdin.isTTY)
      throw new Refusal(`restoring replaces every row of ${where.describe}: add --yes to go on`)
    if (!(await confirm(`This replaces every row of ${where.describe}. Type yes to go on: `)))
      throw new Refusal('nothing was restored')
  }
  const busyFolder = where.dataDir !== null && !values.force ? folderInUse(where.dataDir) : null
  if (busyFolder) throw new Refusal(`${busyFolder} (or add --force)`)
  const started = performance.now()
  const database = await where.open()
  try {
    const busy = where.dataDir === null && !values.force ? await otherConnections(database) : null
    if (busy) throw new Refusal(`${busy} (or add --force)`)
    const summary = await restore(database.db, fromStdin ? process.stdin : createReadStream(file))
    say(
      `restored ${where.describe}: ${summary.tables.length} tables, ${summary.rows.toLocaleString('en')} rows from the backup of ${summary.header.createdAt}, ${seconds(started)}`,
    )
    if (summary.migrated.length > 0)
      say(`migrations applied after the backup's: ${summary.migrated.join(', ')}`)
    say(
      'Devices start over from the restored data at their next sync, keeping the writes they have not sent (docs/backup.md).',
    )
  } finally {
    await database.close()
  }
}

class UsageError extends Error {}

async function main(argv: string[]): Promise<number> {
  const [mode, ...args] = argv
  try {
    if (mode === 'backup') await runBackup(args)
    else if (mode === 'restore') await runRestore(args)
    else throw new UsageError()
    return 0
  } catch (err) {
    if (
      err instanceof UsageError ||
      (err as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')
    ) {
      say(err instanceof UsageError ? USAGE : `${(err as Error).message}\n${USAGE}`)
      return 2
    }
    if (err instanceof Refusal || err instanceof BackupError) {
      say(`${mode}: ${err.message}`)
      return 1
    }
    const message = err instanceof Error ? err.message : String(err)
    say(
      mode === 'restore'
        ? `restore failed, nothing was changed: ${message}`
        : `backup failed: ${message}`,
    )
    return 1
  }
}

process.exitCode = await main(process.argv.slice(2))
