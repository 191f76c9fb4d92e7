import { readFileSync } from 'node:fs'
import { eq, sql } from 'drizzle-orm'
import { v7 as uuidv7 } from 'uuid'
import { createApp } from '../server/app'
import { readConfig } from '../server/config'
import { modelOfSchema } from '../server/db/citus/model'
import { openDatabase, type Db } from '../server/db/client'
import { analyze } from '../server/db/maintenance'
import * as schema from '../server/db/schema'
import { createLogger } from '../server/logger'
import { insertSession } from '../server/modules/auth/sessions.repo'
import { hashSecret, newSecret } from '../server/modules/auth/tokens'
import { createMailer } from '../server/modules/mail/mailer'
import { seedDemo } from '../server/seed/demo'
import { seedDemoAssets } from '../server/seed/demo-assets'
import { seedDemoTreasury } from '../server/seed/demo-treasury'
import { seedLargeMembers } from '../server/seed/large'
import { seedLargeTreasury } from '../server/seed/large-treasury'
import { SYNC_SCHEMA_VERSION } from '../sync/contracts/sync'

/**
 * Bytes per row on a real PostgreSQL, for docs/scaling.md (issue 20). In a scratch database
 * (created here, dropped at the end): the migrations, the demo organisation (its rows per
 * church are printed: the demo's yearly rates), the large data set of `npm run demo:large`
 * (members over 700 churches and its finance rows), the demo treasury's rules over `--churches`
 * of the large churches (expenses, payments, budgets, repasse), their demo inventory, and
 * `--pushes` tithes and member edits replayed through the real push (sync_mutations and
 * row_history as the server writes them). Then per table: rows, total bytes (heap + indexes +
 * TOAST) and bytes per row. `--check-ddl` also runs server/db/citus/distribute.sql in that
 * database with stand-ins for the Citus functions (they check the table and column named),
 * which proves its migration part runs on the real schema and data.
 *
 *   node --import tsx scripts/scaling-measure.ts [--url URL] [--people 50000] [--churches 100]
 *     [--pushes 1000] [--check-ddl]
 */
const args = process.argv.slice(2)
const option = (name: string, fallback: string) => {
  const at = args.indexOf(`--${name}`)
  return at >= 0 ? (args[at + 1] ?? fallback) : fallback
}
const adminUrl = option(
  'url',
  process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
)
const people = Number(option('people', '50000'))
const demoChurches = Number(option('churches', '100'))
const pushes = Number(option('pushes', '1000'))
const checkDdl = args.includes('--check-ddl')

const { default: pg } = await import('pg')
const name = `celeiro_scaling_${Date.now().toString(36)}`
async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl })
  await client.connect()
  try {
    await client.query(statement)
  } finally {
    await client.end()
  }
}

const tables = [...modelOfSchema(schema).keys()].sort()

async function sizes(db: Db): Promise<Map<string, { rows: number; bytes: number; heap: number }>> {
  const out = new Map<string, { rows: number; bytes: number; heap: number }>()
  for (const table of tables) {
    const result = await db.execute(
      sql.raw(`SELECT count(*)::bigint AS rows, pg_total_relation_size('"${table}"')::bigint AS bytes,
        pg_relation_size('"${table}"')::bigint AS heap FROM "${table}"`),
    )
    const row = (result as { rows: { rows: string; bytes: string; heap: string }[] }).rows[0]!
    out.set(table, { rows: Number(row.rows), bytes: Number(row.bytes), heap: Number(row.heap) })
  }
  return out
}

const log = (line: string) => process.stdout.write(`${line}\n`)
const started = performance.now()
const elapsed = () => `${((performance.now() - started) / 1000).toFixed(0)} s`

await admin(`CREATE DATABASE ${name}`)
const url = new URL(adminUrl)
url.pathname = `/${name}`
const database = await openDatabase({ url: url.toString() })
const db = database.db
try {
  const demo = await seedDemo(db)
  const demoCounts = await sizes(db)
  log(`\n# demo organisation: ${demo.churches.length} churches, 12 months (rows / church)`)
  for (const [table, { rows }] of demoCounts)
    if (rows > 0) log(`demo ${table} ${rows} ${(rows / demo.churches.length).toFixed(1)}`)

  const large = await seedLargeMembers(db, { people })
  log(
    `\nlarge members: ${large.memberIds.length} + ${large.visitorIds.length} visitors (${elapsed()})`,
  )
  const some = large.churches.slice(0, demoChurches)
  for (const church of some)
    await seedDemoTreasury(db, [church], { membersByChurch: large.membersByChurch })
  await seedDemoAssets(db, some)
  log(`demo treasury and assets over ${some.length} large churches (${elapsed()})`)
  const treasury = await seedLargeTreasury(db, large)
  log(`large treasury: ${treasury.rows} rows (${elapsed()})`)

  // Real pushes: the administrator's device enters tithes at a large church and edits members.
  const config = { ...readConfig({ LOG_LEVEL: 'silent' }), staticDir: null }
  const logger = createLogger('silent')
  const app = createApp({
    db,
    config,
    logger,
    mailer: await createMailer(config, logger),
    now: () => new Date(),
  })
  const [user] = await db
    .select()
    .from(schema.users)
    .where(eq(schema.users.email, 'admin@celeiro.app'))
  if (!user) throw new Error('no administrator')
  const token = newSecret()
  await insertSession(db, {
    userId: user.id,
    tokenHash: hashSecret(token),
    expiresAt: new Date(Date.now() + 86_400_000),
    userAgent: 'scaling-measure',
  })
  const church = large.churches[0]!
  const memberIds = large.membersByChurch.get(church.id) ?? []
  const clientId = uuidv7()
  const today = new Date().toISOString().slice(0, 10)
  // Services of ten writes, as the treasurer's phone sends them: seven tithes, the service's
  // offering, the closing that counts them, and a member's new phone from the secretary.
  const mutations: { mutationId: number; name: string; args: unknown }[] = []
  let session: string[] = []
  for (let i = 0; i < pushes; i++) {
    const memberId = memberIds[i % memberIds.length] ?? null
    const step = i % 10
    const add = (name: string, mutationArgs: unknown) =>
      mutations.push({ mutationId: i + 1, name, args: mutationArgs })
    if (step <= 7) {
      const id = uuidv7()
      session.push(id)
      add('tithe.create', {
        id,
        churchId: church.id,
        memberId: step === 7 ? null : memberId,
        amount: step === 7 ? 48_350 : 1_000 + ((i * 3_779) % 50_000),
        date: today,
        paymentMethod: step % 3 === 0 ? 'pix' : 'dinheiro',
        notes: step === 7 ? 'Oferta do culto' : '',
      })
    } else if (step === 8) {
      add('serviceClosing.create', {
        id: uuidv7(),
        churchId: church.id,
        date: today,
        titheIds: session,
        counts: [
          { denomination: 10_000, quantity: 2 },
          { denomination: 5_000, quantity: 3 },
          { denomination: 2_000, quantity: 4 },
          { denomination: 200, quantity: 7 },
        ],
        counters: ['Maria José da Silva', 'João Batista Souza'],
        notes: '',
      })
      session = []
    } else add('member.update', { id: memberId, patch: { phone: `(19) 9${10_000_000 + i}` } })
  }
  const batch = (from: number) =>
    mutations.slice(from, from + 100).map((m) => ({
      ...m,
      schemaVersion: SYNC_SCHEMA_VERSION,
      createdAt: new Date().toISOString(),
    }))
  const pushStarted = performance.now()
  let applied = 0
  for (let i = 0; i < mutations.length; i += 100) {
    const response = await app.request('/api/sync/v1/push', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        clientId,
        schemaVersion: SYNC_SCHEMA_VERSION,
        mutations: batch(i),
      }),
    })
    if (!response.ok) throw new Error(`push: ${response.status} ${await response.text()}`)
    const answer = (await response.json()) as {
      data: { results: { status: string; reason?: { code: string } }[] }
    }
    applied += answer.data.results.filter((r) => r.status === 'applied').length
    const other = answer.data.results.find((r) => r.status !== 'applied')
    if (other) log(`not applied: ${JSON.stringify(other)}`)
  }
  const pushMs = performance.now() - pushStarted
  log(
    `pushed ${mutations.length} mutations, ${applied} applied, ${(pushMs / mutations.length).toFixed(1)} ms each (${elapsed()})`,
  )

  // Pulls with nothing new (what the 60 s refresh of every online device asks): per request,
  // in process and one at a time, for a church's treasurer and for the administrator.
  for (const email of ['tesoureiro@celeiro.app', 'admin@celeiro.app']) {
    const [puller] = await db.select().from(schema.users).where(eq(schema.users.email, email))
    if (!puller) throw new Error(`no user ${email}`)
    const pullToken = newSecret()
    await insertSession(db, {
      userId: puller.id,
      tokenHash: hashSecret(pullToken),
      expiresAt: new Date(Date.now() + 86_400_000),
      userAgent: 'scaling-measure',
    })
    const device = uuidv7()
    const pull = async (cursor: number) => {
      const response = await app.request(
        `/api/sync/v1/pull?clientId=${device}&cursor=${cursor}&limit=1000`,
        { headers: { authorization: `Bearer ${pullToken}` } },
      )
      if (!response.ok) throw new Error(`pull: ${response.status} ${await response.text()}`)
      return ((await response.json()) as { data: { cursor: number; changes: unknown[] } }).data
    }
    await pull(0) // the first pull records the device's scope; then straight to the top
    const seqs = await db.execute(sql`SELECT last_value::text AS top FROM change_seq`)
    const top = Number((seqs as { rows: { top: string }[] }).rows[0]!.top)
    const runs = 200
    const pullStarted = performance.now()
    for (let i = 0; i < runs; i++) {
      const page = await pull(top)
      if (page.changes.length > 0) throw new Error('pull: changes where none were expected')
    }
    log(
      `empty pull, ${email}: ${((performance.now() - pullStarted) / runs).toFixed(1)} ms each (${runs}, in process, one at a time)`,
    )
  }

  await analyze(db)
  await db.execute(sql`VACUUM`)
  const measured = await sizes(db)
  log(`\n# table rows total_bytes bytes_per_row heap_bytes_per_row`)
  for (const [table, { rows, bytes, heap }] of measured)
    log(
      `size ${table} ${rows} ${bytes} ${rows > 0 ? Math.round(bytes / rows) : '-'} ${rows > 0 ? Math.round(heap / rows) : '-'}`,
    )
  const all = [...measured.values()].reduce((sum, t) => sum + t.bytes, 0)
  log(`size database ${all}`)

  if (checkDdl) {
    // Stand-ins for Citus's functions: same names and named arguments; they check what they name.
    await db.execute(
      sql.raw(`
      CREATE FUNCTION create_distributed_table(table_name regclass, distribution_column text,
          colocate_with text DEFAULT 'default') RETURNS void AS $$
      BEGIN
        IF NOT EXISTS (SELECT 1 FROM pg_attribute WHERE attrelid = table_name
            AND attname = distribution_column AND attnotnull AND NOT attisdropped) THEN
          RAISE EXCEPTION '%: no NOT NULL column %', table_name, distribution_column;
        END IF;
        IF colocate_with NOT IN ('default', 'none') THEN PERFORM colocate_with::regclass; END IF;
      END $$ LANGUAGE plpgsql;
      CREATE FUNCTION create_reference_table(table_name regclass) RETURNS void AS $$
      BEGIN END $$ LANGUAGE plpgsql;`),
    )
    const ddl = readFileSync(new URL('../server/db/citus/distribute.sql', import.meta.url), 'utf8')
    const ddlStarted = performance.now()
    await db.transaction(async (tx) => {
      await tx.execute(sql.raw(ddl))
    })
    log(
      `\ndistribute.sql ran on the scratch database (stand-in Citus functions) in ${((performance.now() - ddlStarted) / 1000).toFixed(1)} s`,
    )
  }
  log(`\ndone (${elapsed()})`)
} finally {
  await database.close()
  await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
}
