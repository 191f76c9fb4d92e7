import { pathToFileURL } from 'node:url'
import { and, asc, eq, isNull, like } from 'drizzle-orm'
import { readConfig } from '../config'
import { openDatabase, type Db } from '../db/client'
import {
  churches,
  clients,
  conventions,
  fields,
  memberCategoryChanges,
  members,
  sectors,
  subscriptions,
  users,
} from '../db/schema'
import { createLogger } from '../logger'
import { seedDemoIfEmpty } from './demo'
import { analyze } from '../db/maintenance'
import { seedLargeTreasury } from './large-treasury'
import {
  categoryHistoryOf,
  insertChunked,
  peopleGenerator,
  seededRandom,
  type ChurchPlace,
} from './demo-members'

/**
 * `npm run demo:large`: a convention-sized data set in the database the server would use
 * (same env as server/main.ts: DATABASE_URL, else PGlite in CELEIRO_DATA_DIR). Under the demo
 * client: 10 fields x 7 sectors x 10 churches = 700 churches, and 50,000 people (47,500
 * members + 2,500 visitors) with category history. Bulk inserts; prints the time.
 * Other areas add their rows by one call in main() with the LargeDataSet below.
 */

export const LARGE_FIELDS = 10
export const LARGE_SECTORS_PER_FIELD = 7
export const LARGE_CHURCHES_PER_SECTOR = 10
export const LARGE_PEOPLE = 50_000
export const LARGE_VISITORS = 2_500
const MARK = 'Campo Eclesiástico Grande'

/** What demo:large created, for the seeds of other areas (e.g. treasury's finance rows). */
export interface LargeDataSet {
  clientId: string
  conventionId: string
  churches: ChurchPlace[]
  /** Member ids (status active/inactive) per church id. */
  membersByChurch: Map<string, string[]>
  memberIds: string[]
  visitorIds: string[]
  /** The administrator who "made" the rows. */
  userId: string
}

/** `people` (default 50,000; the bench scales it) of whom 5 % are visitors. */
export async function seedLargeMembers(
  db: Db,
  opts: { seed?: number; people?: number } = {},
): Promise<LargeDataSet> {
  const seed = opts.seed ?? 5050
  const people = opts.people ?? LARGE_PEOPLE
  const visitorCount = Math.round((people * LARGE_VISITORS) / LARGE_PEOPLE)
  const [client] = await db.select().from(clients).orderBy(asc(clients.createdAt)).limit(1)
  if (!client) throw new Error('demo:large needs the demo client (start the server once)')
  const [convention] = await db
    .select()
    .from(conventions)
    .where(and(eq(conventions.clientId, client.id), isNull(conventions.deletedAt)))
    .orderBy(asc(conventions.createdAt))
    .limit(1)
  if (!convention) throw new Error('demo:large: the demo client has no convention')
  const existing = await db
    .select({ id: fields.id })
    .from(fields)
    .where(and(eq(fields.clientId, client.id), like(fields.name, `${MARK}%`)))
    .limit(1)
  if (existing.length > 0) throw new Error('demo:large: the large data set is already there')
  const [admin] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.clientId, client.id))
    .orderBy(asc(users.createdAt))
    .limit(1)
  if (!admin) throw new Error('demo:large: no user in the demo client')

  return db.transaction(async (tx) => {
    const base = { clientId: client.id, conventionId: convention.id }
    const fieldRows = await tx
      .insert(fields)
      .values(
        Array.from({ length: LARGE_FIELDS }, (_, i) => ({
          ...base,
          name: `${MARK} ${i + 1}`,
          sigla: `CEG${i + 1}`,
        })),
      )
      .returning({ id: fields.id })
    const sectorRows = await tx
      .insert(sectors)
      .values(
        fieldRows.flatMap((field, f) =>
          Array.from({ length: LARGE_SECTORS_PER_FIELD }, (_, s) => ({
            ...base,
            fieldId: field.id,
            name: `Setor Regional ${f + 1}.${s + 1}`,
            sigla: `SR${f + 1}${s + 1}`,
          })),
        ),
      )
      .returning({ id: sectors.id, fieldId: sectors.fieldId })
    const churchValues = sectorRows.flatMap((sector, s) =>
      Array.from({ length: LARGE_CHURCHES_PER_SECTOR }, (_, c) => ({
        ...base,
        fieldId: sector.fieldId,
        sectorId: sector.id,
        name: `Congregação ${s * LARGE_CHURCHES_PER_SECTOR + c + 1}`,
        sigla: `C${s * LARGE_CHURCHES_PER_SECTOR + c + 1}`,
      })),
    )
    const churchRows = await tx.insert(churches).values(churchValues).returning({
      id: churches.id,
      clientId: churches.clientId,
      conventionId: churches.conventionId,
      fieldId: churches.fieldId,
      sectorId: churches.sectorId,
    })

    const person = peopleGenerator(seed, 300_000_000)
    const rng = seededRandom(seed + 1)
    const rows: (typeof members.$inferInsert)[] = []
    for (let i = 0; i < people; i++) {
      const church = churchRows[i % churchRows.length] as ChurchPlace
      const status = i < visitorCount ? 'visitor' : rng() < 0.9 ? 'active' : 'inactive'
      rows.push(person(church, status, admin.id))
    }
    await insertChunked(rows, 1000, (chunk) => tx.insert(members).values(chunk))
    // Tens of thousands of members are beyond every plan ("above 750 by contact", spec §9):
    // the organisation leaves the self-service subscription, so no plan limit refuses its
    // members (docs/billing.md). Its invoice history stays.
    await tx.delete(subscriptions).where(eq(subscriptions.clientId, client.id))
    const history = categoryHistoryOf(rows, admin.id, rng)
    await insertChunked(history, 2000, (chunk) => tx.insert(memberCategoryChanges).values(chunk))

    const membersByChurch = new Map<string, string[]>()
    const memberIds: string[] = []
    const visitorIds: string[] = []
    for (const row of rows) {
      const id = row.id as string
      if (row.status === 'visitor') {
        visitorIds.push(id)
        continue
      }
      memberIds.push(id)
      const list = membersByChurch.get(row.churchId) ?? []
      list.push(id)
      membersByChurch.set(row.churchId, list)
    }
    return {
      clientId: client.id,
      conventionId: convention.id,
      churches: churchRows,
      membersByChurch,
      memberIds,
      visitorIds,
      userId: admin.id,
    }
  })
}

async function main(): Promise<void> {
  const config = readConfig()
  const logger = createLogger(config.logLevel)
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir })
  try {
    await seedDemoIfEmpty(database.db, logger)
    const started = performance.now()
    const data = await seedLargeMembers(database.db)
    const seconds = ((performance.now() - started) / 1000).toFixed(1)
    console.log(
      `demo:large: ${data.churches.length} churches, ${data.memberIds.length} members and ${data.visitorIds.length} visitors in ${seconds} s (${database.kind})`,
    )
    // Other areas: one call each here, e.g. `await seedLargeTreasury(database.db, data)`.
    const treasury = await seedLargeTreasury(database.db, data)
    console.log(`demo:large: ${treasury.rows} finance rows in ${(treasury.ms / 1000).toFixed(1)} s`)
    // After a bulk load, the planner's statistics (docs/sync.md: pull pages depend on them).
    await analyze(database.db)
  } finally {
    await database.close()
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  })
}
