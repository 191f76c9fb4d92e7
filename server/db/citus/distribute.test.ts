import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import * as schema from '../schema'
import { checkDistribution } from './check'
import { modelOfSchema, type TableModel } from './model'

/**
 * server/db/citus/distribute.sql against the drizzle schema (docs/scaling.md): a table added
 * to the schema, a distribution column that does not exist, a key or unique index without it,
 * or a foreign key Citus refuses fails here.
 */
const script = readFileSync(new URL('./distribute.sql', import.meta.url), 'utf8')
const model = () => modelOfSchema(schema)
const problemsOf = (text: string, tables: Map<string, TableModel> = model()) =>
  checkDistribution(text, tables).problems
/** The script with one exact piece replaced (the piece must be there). */
function edited(from: string, to: string): string {
  expect(script).toContain(from)
  return script.replace(from, to)
}

describe('the Citus distribution script', () => {
  it('places every table of the schema by rules Citus accepts', () => {
    expect(problemsOf(script)).toEqual([])
  })

  it('distributes every tenant table by client_id in one colocation group', () => {
    const { placements, tables } = checkDistribution(script, model())
    expect(tables.size).toBeGreaterThanOrEqual(43)
    for (const [name, p] of placements) {
      if (p.kind === 'reference' || ['rate_limits', 'user_emails'].includes(name)) continue
      expect(p.column, name).toBe(name === 'clients' ? 'id' : 'client_id')
      expect(p.colocateWith, name).toBe(name === 'clients' ? 'none' : 'clients')
    }
    expect([...placements].filter(([, p]) => p.kind === 'reference').map(([n]) => n)).toEqual([
      'signups',
      'billing_webhook_events',
      'database_restores',
      'mail_queue',
    ])
  })

  it('fails for a schema table the script does not place', () => {
    expect(
      problemsOf(
        edited(
          "SELECT create_distributed_table('tithes', 'client_id', colocate_with => 'clients');",
          '',
        ),
      ),
    ).toContain('tithes: in the schema but neither distributed nor a reference table')
    const tables = model()
    tables.set('offerings', { ...tables.get('tithes')!, name: 'offerings', foreignKeys: [] })
    expect(problemsOf(script, tables)).toContain(
      'offerings: in the schema but neither distributed nor a reference table',
    )
  })

  it('fails for a distribution column the table does not have', () => {
    expect(
      problemsOf(
        edited(
          "create_distributed_table('churches', 'client_id'",
          "create_distributed_table('churches', 'church_id'",
        ),
      ),
    ).toContain('churches: distribution column church_id does not exist')
  })

  it('fails for a primary key or unique index without the distribution column', () => {
    const noKey = edited(
      'ALTER TABLE "members" DROP CONSTRAINT "members_pkey";\nALTER TABLE "members" ADD CONSTRAINT "members_pkey" PRIMARY KEY ("client_id", "id");',
      '',
    )
    const problems = problemsOf(noKey)
    expect(problems).toContain(
      'members: primary key members_pkey (id) does not include the distribution column client_id',
    )
    // The foreign keys to members (client_id, id) then have no key to point to.
    expect(problems.some((p) => p.startsWith('member_transfers: foreign key'))).toBe(true)

    const noIndex = edited(
      'DROP INDEX "revenues_code_uq";\nCREATE UNIQUE INDEX "revenues_code_uq" ON "revenues" USING btree ("client_id", "church_id", "code_year", "code");',
      '',
    )
    expect(problemsOf(noIndex)).toContain(
      'revenues: unique index revenues_code_uq (church_id, code_year, code) does not include the distribution column client_id',
    )
  })

  it('fails for foreign keys Citus refuses', () => {
    // From a reference table to a distributed one.
    expect(
      problemsOf(
        edited('ALTER TABLE "signups" DROP CONSTRAINT "signups_client_id_clients_id_fk";', ''),
      ),
    ).toContain(
      'signups: reference table with foreign key signups_client_id_clients_id_fk to distributed table clients',
    )
    // Between distributed tables without the distribution column.
    expect(
      problemsOf(
        edited(
          'ALTER TABLE "tithes" DROP CONSTRAINT "tithes_church_id_churches_id_fk";',
          'ALTER TABLE "tithes" DROP CONSTRAINT "tithes_client_id_clients_id_fk";',
        ),
      ).some((p) => p.startsWith('tithes: foreign key tithes_church_id_churches_id_fk')),
    ).toBe(true)
  })

  it('refuses statements outside the subset it reads', () => {
    expect(problemsOf(`${script}\nALTER TABLE "members" ADD CONSTRAINT x CHECK (true);`)).toContain(
      'statement not understood: ALTER TABLE "members" ADD CONSTRAINT x CHECK (true)',
    )
  })
})
