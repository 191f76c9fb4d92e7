import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { drizzle } from 'drizzle-orm/pglite'
import { migrate } from 'drizzle-orm/pglite/migrator'
import { afterAll, describe, expect, it } from 'vitest'
import { migrationsFolder } from '../../server/db/client'

/**
 * Migration 0024 (issue 47 #2) on a database where the sign-up race already made several
 * organisations with one CNPJ: it must not fail; the earliest claims the CNPJ, the others are left.
 */

const MIGRATION = '0024_signup_cnpj_claims'
const folders: string[] = []
afterAll(() => {
  for (const dir of folders) rmSync(dir, { recursive: true, force: true })
})

/** A copy of the migrations folder that stops before `tag`. */
function migrationsBefore(tag: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'celeiro-migrations-'))
  folders.push(dir)
  cpSync(migrationsFolder, dir, { recursive: true })
  const journalFile = join(dir, 'meta', '_journal.json')
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] }
  const at = journal.entries.findIndex((e) => e.tag === tag)
  expect(at).toBeGreaterThan(0)
  journal.entries = journal.entries.slice(0, at)
  writeFileSync(journalFile, JSON.stringify(journal))
  return dir
}

describe(`migration ${MIGRATION}`, () => {
  it('keeps organisations that share a CNPJ, and lets the earliest sign-up claim it', async () => {
    const client = new PGlite()
    const db = drizzle({ client })
    await migrate(db, { migrationsFolder: migrationsBefore(MIGRATION) })
    // Three organisations signed up with one CNPJ (the race), one with another, one without a sign-up row.
    const orgs = [
      ['01900000-0000-7000-8000-000000000001', '11222333000181', '2026-11-01T10:00:02Z'],
      ['01900000-0000-7000-8000-000000000002', '11222333000181', '2026-11-01T10:00:01Z'],
      ['01900000-0000-7000-8000-000000000003', '11222333000181', '2026-11-01T10:00:03Z'],
      ['01900000-0000-7000-8000-000000000004', '44555666000199', '2026-11-02T10:00:00Z'],
      ['01900000-0000-7000-8000-000000000005', '', null],
    ] as const
    for (const [id, cnpj, signedUp] of orgs) {
      await client.query(`INSERT INTO clients (id, name) VALUES ($1, 'Igreja')`, [id])
      await client.query(
        `INSERT INTO subscriptions (id, client_id, plan_id, status, trial_ends_at, payment_method, payer_cnpj)
         VALUES (gen_random_uuid(), $1, 'up_to_50', 'trial', now(), 'pix', $2)`,
        [id, cnpj],
      )
      if (signedUp)
        await client.query(
          `INSERT INTO signups (id, idempotency_key, client_id, created_at) VALUES (gen_random_uuid(), gen_random_uuid(), $1, $2)`,
          [id, signedUp],
        )
    }
    await client.query(
      `INSERT INTO signups (id, idempotency_key) VALUES (gen_random_uuid(), gen_random_uuid())`,
    )

    await migrate(db, { migrationsFolder })

    const claims = await client.query<{ client_id: string | null; cnpj: string | null }>(
      `SELECT client_id, cnpj FROM signups ORDER BY created_at, client_id`,
    )
    expect(claims.rows.filter((r) => r.cnpj !== null)).toEqual([
      { client_id: orgs[1][0], cnpj: '11222333000181' },
      { client_id: orgs[3][0], cnpj: '44555666000199' },
    ])
    expect((await client.query(`SELECT count(*)::int AS n FROM clients`)).rows).toEqual([{ n: 5 }])
    // From now on the index holds: a second live claim of the CNPJ is refused.
    await expect(
      client.query(
        `INSERT INTO signups (id, idempotency_key, cnpj) VALUES (gen_random_uuid(), gen_random_uuid(), '11222333000181')`,
      ),
    ).rejects.toMatchObject({ code: '23505' })
    await client.close()
  })
})
