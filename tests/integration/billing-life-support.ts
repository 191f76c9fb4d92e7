import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { openDatabase, type Database } from '../../server/db/client'
import type { Mailer, MailMessage } from '../../server/http/app-env'
import { pgliteTemplate } from './pglite-template'

/**
 * Helpers of the subscription's life tests (issue 50): several handles on ONE database, as
 * several API processes have. On PostgreSQL (the server-pg project: CELEIRO_TEST_DB=postgres and
 * TEST_DATABASE_URL) a fresh database with one pool per handle, so two passes really run at the
 * same time; on PGlite one in-memory database that every handle shares (one connection).
 */
export const onPostgres =
  process.env.CELEIRO_TEST_DB === 'postgres' && !!process.env.TEST_DATABASE_URL

/** A fresh PostgreSQL database of this test's own (its URL, and how to drop it). */
async function freshPostgres(): Promise<{ url: string; drop: () => Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL!
  const { default: pg } = await import('pg')
  const name = `celeiro_life_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 6)}`
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${name}`)
  await admin.end()
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    drop: async () => {
      const again = new pg.Client({ connectionString: adminUrl })
      await again.connect()
      await again.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await again.end()
    },
  }
}

/**
 * A database that outlives the process using it: each `open()` is a process starting on it
 * (PostgreSQL: a new pool; PGlite: the same data folder opened again).
 */
export async function durableDatabase(): Promise<{
  open: () => Promise<Database>
  drop: () => Promise<void>
}> {
  if (onPostgres) {
    const { url, drop } = await freshPostgres()
    return { open: () => openDatabase({ url }), drop }
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'celeiro-mailq-'))
  return {
    open: () => openDatabase({ dataDir }),
    drop: () => {
      rmSync(dataDir, { recursive: true, force: true })
      return Promise.resolve()
    },
  }
}

export async function sharedDatabase(handles: number): Promise<{
  databases: Database[]
  close: () => Promise<void>
}> {
  if (!onPostgres) {
    const one = await openDatabase({ dataDir: null, pgliteDump: pgliteTemplate(false)?.dump })
    return { databases: Array.from({ length: handles }, () => one), close: () => one.close() }
  }
  const { url, drop } = await freshPostgres()
  const first = await openDatabase({ url })
  const others = await Promise.all(
    Array.from({ length: handles - 1 }, () => openDatabase({ url, migrate: false })),
  )
  const databases = [first, ...others]
  return {
    databases,
    close: async () => {
      for (const d of databases) await d.close()
      await drop()
    },
  }
}

/** A mailer that keeps what it is given (and can be made to fail, or to take its time). */
export function recordingMailer(opts: { fail?: () => boolean; delayMs?: number } = {}) {
  const sent: MailMessage[] = []
  const mailer: Mailer = {
    send: async (m) => {
      if (opts.delayMs) await new Promise((r) => setTimeout(r, opts.delayMs))
      if (opts.fail?.()) throw new Error('smtp down')
      sent.push(m)
    },
  }
  return { mailer, sent }
}
