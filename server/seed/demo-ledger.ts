import { v7 as uuidv7 } from 'uuid'
import { addDays } from '../../sync/contracts/dates'
import type { PaymentMethod, Recurrence } from '../../sync/contracts/treasury'
import { expandInstalments } from '../../sync/rules/instalments'
import type { DbOrTx } from '../db/client'
import {
  expensePayments,
  expenses,
  repasseRegisters,
  revenueReceipts,
  revenues,
  titheBudgets,
  tithes,
  treasuryCounters,
} from '../db/schema'

/**
 * The demo treasury's rows as they are written, church by church (./demo-treasury.ts), and
 * inserted in bulk at the end: the same seeded random draws in the same order give the same
 * figures on every start.
 */

export interface ChurchLike {
  id: string
  clientId: string
  conventionId: string
  fieldId: string
  sectorId: string
}

/** mulberry32: a small deterministic PRNG, so the demo figures are the same on every start. */
export function prng(seed: number) {
  let a = seed >>> 0
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
  }
}
export type Rand = ReturnType<typeof prng>

export const scopeOf = (c: ChurchLike) => ({
  clientId: c.clientId,
  conventionId: c.conventionId,
  fieldId: c.fieldId,
  sectorId: c.sectorId,
  churchId: c.id,
})

/** Inserts rows in chunks (one multi-row INSERT per chunk). */
export async function insertChunks<T extends Record<string, unknown>>(
  db: DbOrTx,
  table: Parameters<DbOrTx['insert']>[0],
  rows: T[],
  size = 1000,
): Promise<void> {
  for (let i = 0; i < rows.length; i += size) await db.insert(table).values(rows.slice(i, i + size))
}

export type PaymentInsert = typeof revenueReceipts.$inferInsert

/** What a revenue or expense is made of before its code and dates (`DemoLedger.entry`). */
export interface EntryBase {
  amount: number
  dueDate: string
  recurrence?: Recurrence
  endDate?: string | null
  description: string
  paymentMethod?: PaymentMethod | null
  documentNumber?: string
  accountingCode?: string
}

export class DemoLedger {
  readonly tithes: (typeof tithes.$inferInsert)[] = []
  readonly revenues: (typeof revenues.$inferInsert)[] = []
  readonly expenses: (typeof expenses.$inferInsert)[] = []
  readonly receipts: PaymentInsert[] = []
  readonly payments: PaymentInsert[] = []
  readonly budgets: (typeof titheBudgets.$inferInsert)[] = []
  readonly registers: (typeof repasseRegisters.$inferInsert)[] = []
  /** The last code of each church, kind and year. */
  private readonly counters = new Map<string, number>()

  constructor(
    readonly today: string,
    readonly rand: Rand,
  ) {}

  private nextCode(churchId: string, kind: 'revenue' | 'expense', year: number): number {
    const key = `${churchId}|${kind}|${year}`
    const code = (this.counters.get(key) ?? 0) + 1
    this.counters.set(key, code)
    return code
  }

  /** A revenue or expense of `church`: its code the next of its year, issued before it is due. */
  entry(church: ChurchLike, kind: 'revenue' | 'expense', base: EntryBase) {
    const { today, rand } = this
    const issueDate = base.dueDate < today ? addDays(base.dueDate, -rand.int(3, 15)) : today
    const codeYear = Number(issueDate.slice(0, 4))
    return {
      id: uuidv7(),
      ...scopeOf(church),
      code: this.nextCode(church.id, kind, codeYear),
      codeYear,
      amount: base.amount,
      paymentMethod: base.paymentMethod ?? null,
      documentNumber: base.documentNumber ?? '',
      accountingCode: base.accountingCode ?? '',
      dueDate: base.dueDate,
      issueDate,
      recurrence: base.recurrence ?? 'unico',
      endDate: base.recurrence && base.recurrence !== 'unico' ? (base.endDate ?? null) : null,
      description: base.description,
    }
  }

  /** Pays/receives the instalments due by today (the last one sometimes partially or not yet). */
  realize(
    church: ChurchLike,
    target: PaymentInsert[],
    row: {
      id: string
      amount: number
      dueDate: string
      recurrence: string
      endDate: string | null
    },
    history: string,
  ): void {
    const { today, rand } = this
    const dates = expandInstalments({
      dueDate: row.dueDate,
      recurrence: row.recurrence as Recurrence,
      endDate: row.endDate,
    }).filter((d) => d <= today)
    dates.forEach((due, i) => {
      const last = i === dates.length - 1
      const roll = rand.next()
      if (last && roll < 0.3) return // not paid yet
      const amount = last && roll < 0.5 ? Math.round(row.amount / 2) : row.amount
      const paidOn = addDays(due, -rand.int(0, 3))
      target.push({
        id: uuidv7(),
        ...scopeOf(church),
        entryId: row.id,
        instalmentDate: due,
        amount,
        date: paidOn > today ? today : paidOn,
        history,
        paymentMethod: rand.pick(['pix', 'boleto', 'transferencia'] as const),
      })
    })
  }

  /** Every row written, in one transaction. */
  async insert(db: DbOrTx): Promise<void> {
    await db.transaction(async (tx) => {
      await insertChunks(tx, tithes, this.tithes)
      await insertChunks(tx, revenues, this.revenues)
      await insertChunks(tx, expenses, this.expenses)
      await insertChunks(tx, revenueReceipts, this.receipts)
      await insertChunks(tx, expensePayments, this.payments)
      await insertChunks(tx, titheBudgets, this.budgets)
      await insertChunks(tx, repasseRegisters, this.registers)
      const counterRows = [...this.counters].map(([key, last]) => {
        const [churchId, kind, year] = key.split('|') as [string, string, string]
        return { churchId, kind, year: Number(year), last }
      })
      if (counterRows.length > 0) await tx.insert(treasuryCounters).values(counterRows)
    })
  }
}
