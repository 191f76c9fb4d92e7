import { eq, sql } from 'drizzle-orm'
import { v7 as uuidv7 } from 'uuid'
import { addDays, addMonths } from '../../sync/contracts/dates'
import { periodOf } from '../../sync/contracts/treasury'
import { brasiliaTodayIso } from '../dates'
import { getTableConfig, type PgColumn, type PgTable } from 'drizzle-orm/pg-core'
import type { DbOrTx } from '../db/client'
import { revenueReceipts, revenues, tithes, treasuryCounters } from '../db/schema'

/**
 * The treasury's part of `npm run demo:large` (issue 6): 250,000 finance rows over the large
 * data set's churches and members, in the 12 months up to today — 200,000 tithes (members'
 * tithes and anonymous offerings), 25,000 revenues (único, with their code) and 25,000 receipts
 * realizing them. Bulk inserts of 5,000 rows (json_to_recordset); returns the counts and the time.
 */

export const LARGE_TREASURY_ROWS = { tithes: 200_000, revenues: 25_000, receipts: 25_000 }

interface LargeChurch {
  id: string
  clientId: string
  conventionId: string
  fieldId: string
  sectorId: string
}

/**
 * Inserts many rows with one `INSERT ... SELECT FROM json_to_recordset($1)` per chunk: one
 * parameter instead of one per value (about 3× faster than a multi-row VALUES on PGlite). The
 * rows must all have the keys of the first one (the table's TypeScript property names).
 */
export async function bulkInsert(
  db: DbOrTx,
  table: PgTable,
  rows: Record<string, unknown>[],
  size = 5_000,
): Promise<void> {
  const first = rows[0]
  if (!first) return
  const keys = Object.keys(first)
  const columns = keys.map((key) => {
    const column = (table as unknown as Record<string, PgColumn | undefined>)[key]
    if (!column) throw new Error(`bulkInsert: no column ${key}`)
    return column
  })
  const names = columns.map((c) => `"${c.name}"`).join(', ')
  const types = columns.map((c) => `"${c.name}" ${c.getSQLType()}`).join(', ')
  const target = sql.identifier(getTableConfig(table).name)
  for (let i = 0; i < rows.length; i += size) {
    const json = JSON.stringify(
      rows
        .slice(i, i + size)
        .map((row) => Object.fromEntries(columns.map((c, k) => [c.name, row[keys[k]!] ?? null]))),
    )
    await db.execute(
      sql`insert into ${target} (${sql.raw(names)}) select ${sql.raw(names)} from json_to_recordset(${json}::json) as x(${sql.raw(types)})`,
    )
  }
}

export async function seedLargeTreasury(
  db: DbOrTx,
  data: { churches: LargeChurch[]; membersByChurch: Map<string, string[]> },
  opts: { today?: string; seed?: number; counts?: typeof LARGE_TREASURY_ROWS } = {},
): Promise<{ rows: number; ms: number }> {
  const started = performance.now()
  const today = opts.today ?? brasiliaTodayIso()
  const counts = opts.counts ?? LARGE_TREASURY_ROWS
  const first = addMonths(today, -12)
  const span = Math.max(
    1,
    Math.round((Date.parse(`${today}T00:00:00Z`) - Date.parse(`${first}T00:00:00Z`)) / 86_400_000),
  )
  let state = (opts.seed ?? 250_000) >>> 0
  const rand = () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0
    return state / 4_294_967_296
  }
  const int = (min: number, max: number) => min + Math.floor(rand() * (max - min + 1))
  const churches = data.churches
  if (churches.length === 0) throw new Error('seedLargeTreasury: no churches')
  const scopeOf = (c: LargeChurch) => ({
    clientId: c.clientId,
    conventionId: c.conventionId,
    fieldId: c.fieldId,
    sectorId: c.sectorId,
    churchId: c.id,
  })
  const methods = ['dinheiro', 'pix', 'pix', 'cartao_de_debito', 'transferencia'] as const
  const CHUNK = 5_000

  // Tithes: generated and written chunk by chunk, so memory stays flat.
  for (let done = 0; done < counts.tithes; done += CHUNK) {
    const rows = []
    for (let i = done; i < Math.min(counts.tithes, done + CHUNK); i++) {
      const church = churches[i % churches.length]!
      const memberIds = data.membersByChurch.get(church.id) ?? []
      const anonymous = memberIds.length === 0 || rand() < 0.2
      rows.push({
        id: uuidv7(),
        ...scopeOf(church),
        memberId: anonymous ? null : (memberIds[int(0, memberIds.length - 1)] ?? null),
        amount: int(20, 1_500) * 100 + (rand() < 0.3 ? int(1, 99) : 0),
        date: addDays(first, int(1, span)),
        paymentMethod: methods[int(0, methods.length - 1)]!,
        notes: anonymous ? 'Oferta do culto' : '',
      })
    }
    await bulkInsert(db, tithes, rows)
  }

  // Revenues (único) with a sequential code per church and year, and their receipts.
  // Codes continue after what the churches already have (counters of earlier seeds or use).
  const counters = new Map<string, number>()
  const existing = await db
    .select()
    .from(treasuryCounters)
    .where(eq(treasuryCounters.kind, 'revenue'))
  const known = new Set(churches.map((c) => c.id))
  for (const c of existing)
    if (known.has(c.churchId)) counters.set(`${c.churchId}|${c.year}`, c.last)
  const origins = ['oferta', 'doacao', 'evento', 'venda', 'servico'] as const
  let receiptsLeft = counts.receipts
  for (let done = 0; done < counts.revenues; done += CHUNK) {
    const revenueRows = []
    const receiptRows = []
    for (let i = done; i < Math.min(counts.revenues, done + CHUNK); i++) {
      const church = churches[int(0, churches.length - 1)]!
      const dueDate = addDays(first, int(1, span))
      const issueDate = addDays(dueDate, -int(0, 10))
      const codeYear = Number(issueDate.slice(0, 4))
      const key = `${church.id}|${codeYear}`
      const code = (counters.get(key) ?? 0) + 1
      counters.set(key, code)
      const amount = int(50, 20_000) * 100
      const id = uuidv7()
      revenueRows.push({
        id,
        ...scopeOf(church),
        code,
        codeYear,
        amount,
        origin: origins[int(0, origins.length - 1)]!,
        dueDate,
        issueDate,
        recurrence: 'unico',
        description: `Receita ${periodOf(dueDate)}`,
        withoutRepasse: rand() < 0.1,
      })
      if (receiptsLeft > 0 && (counts.revenues - i <= receiptsLeft || rand() < 0.95)) {
        receiptsLeft--
        receiptRows.push({
          id: uuidv7(),
          ...scopeOf(church),
          entryId: id,
          instalmentDate: dueDate,
          amount,
          date: dueDate,
          history: 'Recebimento registrado',
          paymentMethod: 'pix' as const,
        })
      }
    }
    await bulkInsert(db, revenues, revenueRows)
    await bulkInsert(db, revenueReceipts, receiptRows)
  }
  const counterRows = [...counters].map(([key, last]) => {
    const [churchId, year] = key.split('|') as [string, string]
    return { churchId, kind: 'revenue', year: Number(year), last }
  })
  for (let i = 0; i < counterRows.length; i += CHUNK)
    await db
      .insert(treasuryCounters)
      .values(counterRows.slice(i, i + CHUNK))
      .onConflictDoUpdate({
        target: [treasuryCounters.churchId, treasuryCounters.kind, treasuryCounters.year],
        set: { last: sql`excluded.last` },
      })
  const rows = counts.tithes + counts.revenues + (counts.receipts - receiptsLeft)
  return { rows, ms: Math.round(performance.now() - started) }
}
