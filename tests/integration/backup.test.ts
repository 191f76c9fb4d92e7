import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gunzipSync, gzipSync } from 'node:zlib'
import { eq, sql } from 'drizzle-orm'
import { v7 as uuidv7 } from 'uuid'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PassThrough } from 'node:stream'
import { BackupError } from '../../server/db/backup/format'
import { backup } from '../../server/db/backup/write'
import { migrate } from 'drizzle-orm/pglite/migrator'
import { migrationsFolder, openDatabase, type Database } from '../../server/db/client'
import {
  databaseRestores,
  fields,
  members,
  nodeLogos,
  rateLimits,
  rowHistory,
  syncClients,
  syncMutations,
  treasuryFiles,
  users,
} from '../../server/db/schema'
import { startTestServer, type TestServer } from './harness'
import {
  backupToFile,
  everyRow,
  restoreFromFile,
  rowCount,
  withoutRestoreMarks,
} from './backup-support'
import { tokenFor } from './sync-support'

let server: TestServer
let dir: string
let kind: Database['kind']

beforeAll(async () => {
  server = await startTestServer()
  dir = mkdtempSync(join(tmpdir(), 'celeiro-backup-'))
  kind = process.env.CELEIRO_TEST_DB === 'postgres' ? 'postgres' : 'pglite'
  await addAwkwardRows()
})
afterAll(async () => {
  await server.close()
  rmSync(dir, { recursive: true, force: true })
})

const db = () => server.deps.db
const database = () => ({ db: db(), kind })

/** Rows the demo has none of, with values a dump can get wrong: bytes, JSON null, quotes, microseconds. */
async function addAwkwardRows() {
  const demo = server.demo!
  const bytes = Buffer.from([0, 1, 2, 0x27, 0x5c, 0xff, 0xfe, 0x0a, 0x22])
  await db().insert(nodeLogos).values({
    nodeId: demo.convention.id,
    clientId: demo.client.id,
    sourceUrl: 'https://example.org/logo.png?a=1&b="2"',
    mimeType: 'image/png',
    size: bytes.length,
    content: bytes,
  })
  await db()
    .insert(treasuryFiles)
    .values({ key: uuidv7(), clientId: demo.client.id, content: Buffer.alloc(300_000, 7) })
  await db()
    .insert(rateLimits)
    .values({ key: "login:o'brien\\x", count: 3, windowStart: '2026-01-02 03:04:05.123456+00' })
  const { userId } = await tokenFor(server, 'admin@celeiro.app')
  const clientId = uuidv7()
  await db().insert(syncClients).values({ id: clientId, userId, lastMutationId: 3 })
  const mutation = {
    clientId,
    userId,
    name: 'field.update',
    fingerprint: 'f'.repeat(64),
    status: 'applied' as const,
  }
  await db()
    .insert(syncMutations)
    .values([
      { ...mutation, mutationId: 1, answer: { id: 'x', nested: { a: null, b: [1, 'dois'] } } },
      { ...mutation, mutationId: 2, answer: null },
      {
        ...mutation,
        mutationId: 3,
        status: 'rejected',
        reason: { code: 'validation_failed', message: 'nome "curto" \\ ção' },
      },
    ])
  // A JSON null (not a missing answer): must come back as JSON null.
  await db().execute(
    sql`UPDATE sync_mutations SET answer = 'null'::jsonb WHERE client_id = ${clientId} AND mutation_id = 2`,
  )
  await db()
    .insert(rowHistory)
    .values({
      entity: 'fields',
      rowId: demo.convention.id,
      action: 'update',
      changes: { name: { old: 'Á', new: 'B\n"c"' } },
      userId,
    })
  // A member moved to another church: a departure row (written by a trigger, seq kept).
  const [member] = await db().select().from(members).limit(1)
  const churches = await db().execute(
    sql`SELECT id, sector_id, field_id FROM churches WHERE id <> ${member!.churchId} LIMIT 1`,
  )
  const [other] = (churches as { rows: { id: string; sector_id: string; field_id: string }[] }).rows
  await db()
    .update(members)
    .set({ churchId: other!.id, sectorId: other!.sector_id, fieldId: other!.field_id })
    .where(eq(members.id, member!.id))
}

/** What the tables hold that is not the demo's: each awkward row is in the comparison. */
function expectAwkwardRows(rows: Record<string, string[]>) {
  for (const table of [
    'node_logos',
    'treasury_files',
    'rate_limits',
    'sessions',
    'sync_clients',
    'sync_mutations',
    'row_history',
    'sync_departures',
    'members',
    'tithes',
  ])
    expect(rows[table]?.length, table).toBeGreaterThan(0)
}

async function sequenceValue(): Promise<number> {
  const result = await db().execute(sql`SELECT last_value::text AS v FROM change_seq`)
  return Number((result as { rows: { v: string }[] }).rows[0]!.v)
}

describe('npm run backup / restore (the library)', { timeout: 180_000 }, () => {
  it('restores every row of every table after the data was changed and destroyed', async () => {
    const before = await everyRow(db())
    expectAwkwardRows(before)
    const seqBefore = await sequenceValue()
    const file = join(dir, 'round-trip.jsonl.gz')
    const made = await backupToFile(database(), file)
    expect(made.rows).toBe(rowCount(before))
    expect(made.header).toMatchObject({ format: 'celeiro-backup', version: 1, source: kind })
    expect(made.header.migration.tag).toMatch(/^\d{4}_/)

    // Changes and destruction after the backup.
    await db().update(fields).set({ name: 'Mudado depois' })
    await db().insert(fields).values({
      id: uuidv7(),
      clientId: server.demo!.client.id,
      conventionId: server.demo!.convention.id,
      name: 'Campo novo depois do backup',
    })
    await db().execute(sql`DELETE FROM tithes`)
    await db().execute(sql`DELETE FROM sync_mutations`)
    await db().execute(sql`DROP TABLE node_logos`)

    const done = await restoreFromFile(db(), file)
    expect(done.rows).toBe(made.rows)
    expect(done.migrated).toEqual([])
    const after = await everyRow(db())
    expect(withoutRestoreMarks(after)).toEqual(withoutRestoreMarks(before))
    // The sequence behind the sync cursor is where it was (seq values are kept with the rows).
    expect(await sequenceValue()).toBe(seqBefore)
    // Every client resets at its next pull and may resume past a gap; the restore is recorded.
    const clients = await db().select().from(syncClients)
    expect(clients.length).toBeGreaterThan(0)
    for (const c of clients)
      expect(c).toMatchObject({ scopeFingerprint: null, resumeAfterRestore: true })
    const [restored] = await db().select().from(databaseRestores)
    expect(restored).toMatchObject({
      backupMigration: made.header.migration.tag,
      backupSource: kind,
    })
    // The triggers work again: a write takes a new seq above every restored one.
    const id = uuidv7()
    await db().insert(fields).values({
      id,
      clientId: server.demo!.client.id,
      conventionId: server.demo!.convention.id,
      name: 'Campo após o restore',
    })
    const [row] = await db().select().from(fields).where(eq(fields.id, id))
    expect(Number(row!.seq)).toBe(seqBefore + 1)
    await db().delete(fields).where(eq(fields.id, id))
  })

  it('refuses a file that is not a backup, and changes nothing', async () => {
    const before = await everyRow(db())
    const cases: [string, Buffer, RegExp][] = [
      ['text.txt', Buffer.from('hello\nworld\n'), /not a Celeiro backup/],
      ['empty.gz', Buffer.alloc(0), /empty/],
      ['json.gz', gzipSync('{"format":"something-else"}\n'), /not a Celeiro backup/],
      ['garbage.gz', Buffer.from([0x1f, 0x8b, 1, 2, 3, 4, 5, 6, 7, 8, 9]), /damaged/],
    ]
    for (const [name, content, message] of cases) {
      const file = join(dir, name)
      writeFileSync(file, content)
      const error = await restoreFromFile(db(), file).catch((e: unknown) => e)
      expect(error, name).toBeInstanceOf(BackupError)
      expect((error as Error).message, name).toMatch(message)
    }
    expect(await everyRow(db())).toEqual(before)
  })

  it('refuses a backup from a newer schema or format, and changes nothing', async () => {
    const file = join(dir, 'current.jsonl.gz')
    await backupToFile(database(), file)
    const [head, ...rest] = gunzipSync(readFileSync(file)).toString('utf8').split('\n')
    const header = JSON.parse(head!) as {
      migration: { when: number; tag: string }
      version: number
    }
    const before = await everyRow(db())

    const newer = {
      ...header,
      migration: { ...header.migration, when: header.migration.when + 1, tag: '0099_future' },
    }
    writeFileSync(
      join(dir, 'newer.jsonl.gz'),
      gzipSync([JSON.stringify(newer), ...rest].join('\n')),
    )
    await expect(restoreFromFile(db(), join(dir, 'newer.jsonl.gz'))).rejects.toThrow(
      /newer Celeiro \(database migration 0099_future.*update Celeiro first/,
    )
    const format = { ...header, version: 2 }
    writeFileSync(
      join(dir, 'format.jsonl.gz'),
      gzipSync([JSON.stringify(format), ...rest].join('\n')),
    )
    await expect(restoreFromFile(db(), join(dir, 'format.jsonl.gz'))).rejects.toThrow(
      /format \(version 2\) is newer/,
    )
    const other = { ...header, migration: { ...header.migration, when: 1, hash: 'x' } }
    writeFileSync(
      join(dir, 'other.jsonl.gz'),
      gzipSync([JSON.stringify(other), ...rest].join('\n')),
    )
    await expect(restoreFromFile(db(), join(dir, 'other.jsonl.gz'))).rejects.toThrow(
      /not one of this Celeiro's/,
    )
    expect(await everyRow(db())).toEqual(before)
  })

  it('never leaves a half-restored database: a truncated or damaged file rolls back whole', async () => {
    const file = join(dir, 'whole.jsonl.gz')
    await backupToFile(database(), file)
    const lines = gunzipSync(readFileSync(file)).toString('utf8').split('\n')
    // Changes after the backup, which a failed restore must keep.
    await db().update(users).set({ name: 'Depois' }).where(eq(users.email, 'admin@celeiro.app'))
    const before = await everyRow(db())

    // Cut before the end line (and in the middle of the tithes): every table before it loads, then it fails.
    const tithes = lines.findIndex((l) => l.startsWith('["table",{"name":"tithes"'))
    const cut = join(dir, 'cut.jsonl.gz')
    writeFileSync(cut, gzipSync(lines.slice(0, tithes + 100).join('\n')))
    await expect(restoreFromFile(db(), cut)).rejects.toThrow(/ends early.*nothing was restored/)
    // A gzip stream cut short.
    const gz = readFileSync(file)
    writeFileSync(join(dir, 'half.gz'), gz.subarray(0, Math.floor(gz.length / 2)))
    await expect(restoreFromFile(db(), join(dir, 'half.gz'))).rejects.toThrow(/damaged|ends early/)
    // A row the database refuses (a member without its church), late in the file.
    const members = lines.findIndex((l) => l.startsWith('["table",{"name":"members"'))
    const bad = [...lines]
    const row = JSON.parse(bad[members + 1]!) as Record<string, unknown>
    bad[members + 1] = JSON.stringify({ ...row, church_id: uuidv7() })
    writeFileSync(join(dir, 'bad.jsonl.gz'), gzipSync(bad.join('\n')))
    await expect(restoreFromFile(db(), join(dir, 'bad.jsonl.gz'))).rejects.toThrow(
      /table members.*refused.*nothing was restored/,
    )
    // A row count that does not match the end line.
    const short = lines.filter((_, i) => i !== members + 2)
    writeFileSync(join(dir, 'short.jsonl.gz'), gzipSync(short.join('\n')))
    await expect(restoreFromFile(db(), join(dir, 'short.jsonl.gz'))).rejects.toThrow(
      /table members: \d+ rows read, the backup says/,
    )
    expect(await everyRow(db())).toEqual(before)
  })

  it("restores a plain (not gzip'd) JSON-lines file too", async () => {
    const file = join(dir, 'plain.jsonl.gz')
    await backupToFile(database(), file)
    const before = await everyRow(db())
    writeFileSync(join(dir, 'plain.jsonl'), gunzipSync(readFileSync(file)))
    await db().update(users).set({ name: 'Outro' })
    await restoreFromFile(db(), join(dir, 'plain.jsonl'))
    expect(withoutRestoreMarks(await everyRow(db()))).toEqual(withoutRestoreMarks(before))
  })

  it("leaves the database's other tables and sequences alone, and refuses a backup that has one", async () => {
    await db().execute(sql`CREATE TABLE other_app (id int PRIMARY KEY, note text)`)
    await db().execute(sql`INSERT INTO other_app VALUES (1, 'antes')`)
    await db().execute(sql`CREATE SEQUENCE other_seq`)
    await db().execute(sql`SELECT setval('other_seq', 42)`)
    try {
      const file = join(dir, 'others.jsonl.gz')
      const made = await backupToFile(database(), file)
      expect(made.tables.map((t) => t.name)).not.toContain('other_app')
      expect(made.header.sequences.map((q) => q.name)).toEqual(['change_seq'])
      await db().execute(sql`UPDATE other_app SET note = 'depois'`)
      await db().execute(sql`SELECT setval('other_seq', 77)`)
      await restoreFromFile(db(), file)
      const other = await db().execute(
        sql`SELECT note, (SELECT last_value FROM other_seq)::int AS seq FROM other_app`,
      )
      expect((other as { rows: unknown[] }).rows).toEqual([{ note: 'depois', seq: 77 }])

      // A file with someone else's table in it is refused whole.
      const lines = gunzipSync(readFileSync(file)).toString('utf8').split('\n')
      const end = lines.findIndex((l) => l.startsWith('["end"'))
      const foreign = [
        ...lines.slice(0, end),
        JSON.stringify(['table', { name: 'other_app', columns: [{ name: 'id', json: false }] }]),
        ...lines.slice(end),
      ]
      writeFileSync(join(dir, 'foreign.jsonl.gz'), gzipSync(foreign.join('\n')))
      const before = await everyRow(db())
      await expect(restoreFromFile(db(), join(dir, 'foreign.jsonl.gz'))).rejects.toThrow(
        /table other_app, which is not Celeiro's: nothing was restored/,
      )
      expect(await everyRow(db())).toEqual(before)
    } finally {
      await db().execute(sql`DROP TABLE other_app`)
      await db().execute(sql`DROP SEQUENCE other_seq`)
    }
  })

  it('refuses to back up a database migrated by another version of Celeiro', async () => {
    const other = await openDatabase({ dataDir: null })
    try {
      await other.db.execute(
        sql`INSERT INTO drizzle.__drizzle_migrations (hash, created_at) VALUES ('future', ${Date.now() * 2})`,
      )
      const sink = new PassThrough()
      sink.resume()
      await expect(backup(other, sink)).rejects.toThrow(/migrated by another version of Celeiro/)
    } finally {
      await other.close()
    }
  })

  it.runIf(process.env.CELEIRO_TEST_DB === 'postgres')(
    'moves between PGlite and PostgreSQL: a backup of either restores into the other',
    async () => {
      const original = await everyRow(db())
      const fromPostgres = join(dir, 'from-postgres.jsonl.gz')
      await backupToFile(database(), fromPostgres)
      const embedded = await openDatabase({ dataDir: null, migrate: false })
      try {
        await restoreFromFile(embedded.db, fromPostgres)
        expect(withoutRestoreMarks(await everyRow(embedded.db))).toEqual(
          withoutRestoreMarks(original),
        )
        const fromPglite = join(dir, 'from-pglite.jsonl.gz')
        const made = await backupToFile(embedded, fromPglite)
        expect(made.header.source).toBe('pglite')
        await db().execute(sql`DELETE FROM sync_mutations`)
        await restoreFromFile(db(), fromPglite)
        expect(withoutRestoreMarks(await everyRow(db()))).toEqual(withoutRestoreMarks(original))
      } finally {
        await embedded.close()
      }
    },
  )

  it('restores a backup of an older schema: the later migrations run after its rows are in', async () => {
    // A database one migration behind this code: the migrations folder without the last one.
    const folder = join(dir, 'older-migrations')
    cpSync(migrationsFolder, folder, { recursive: true })
    const journalFile = join(folder, 'meta', '_journal.json')
    const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] }
    const newest = journal.entries.pop()!
    writeFileSync(journalFile, JSON.stringify(journal))
    const older = await openDatabase({ dataDir: null, migrate: false })
    try {
      await migrate(older.db as never, { migrationsFolder: folder })
      const clientId = uuidv7()
      await older.db.execute(
        sql`INSERT INTO clients (id, name, sigla) VALUES (${clientId}, 'Igreja d''Antes', 'IA')`,
      )
      await older.db.execute(
        sql`INSERT INTO conventions (id, client_id, convention_id, name) VALUES (${clientId}, ${clientId}, ${clientId}, 'Convenção Antiga')`,
      )
      const file = join(dir, 'older.jsonl.gz')
      const made = await backupToFile(older, file)
      expect(made.header.migration.tag).toBe(journal.entries.at(-1)!.tag)
      const olderRows = await everyRow(older.db)

      const done = await restoreFromFile(db(), file)
      expect(done.migrated).toEqual([newest.tag])
      const after = await everyRow(db())
      expect(after.clients).toEqual(olderRows.clients)
      expect(after.conventions).toEqual(olderRows.conventions)
      for (const [table, rows] of Object.entries(after))
        if (!['clients', 'conventions', 'database_restores'].includes(table))
          expect(rows, table).toEqual(olderRows[table] ?? [])
      // The database is at this code's schema: a later start applies nothing more.
      const reopened = await backupToFile(database(), join(dir, 'after-older.jsonl.gz'))
      expect(reopened.header.migration.tag).toBe(newest.tag)
    } finally {
      await older.close()
    }
  })
})
