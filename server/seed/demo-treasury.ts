import { and, inArray, isNull, ne } from 'drizzle-orm'
import { v7 as uuidv7 } from 'uuid'
import { addDays, addMonths } from '../../sync/contracts/dates'
import { brasiliaTodayIso } from '../dates'
import { demoAlertExpenses } from './demo-alerts'
import {
  periodBounds,
  periodLabel,
  periodOf,
  type PaymentMethod,
  type Recurrence,
} from '../../sync/contracts/treasury'
import { expandInstalments } from '../../sync/rules/instalments'
import { computeRepasse } from '../../sync/rules/treasury-money'
import type { DbOrTx } from '../db/client'
import {
  expensePayments,
  expenses,
  members,
  repasseRegisters,
  revenueReceipts,
  revenues,
  titheBudgets,
  tithes,
  treasuryCounters,
} from '../db/schema'

/**
 * The demo treasury (issue 6): for every demo church, the last 12 months up to today of
 * tithes (the demo members' and anonymous offerings), revenues with their receipts, expenses
 * (monthly bills, maintenance, office, events) with their payments, tithe budgets, and the
 * monthly repasse to the field (10 %) with its generated expenses, mostly paid. Deterministic
 * (seeded PRNG) and inserted in bulk. docs/treasury.md.
 */

interface ChurchLike {
  id: string
  clientId: string
  conventionId: string
  fieldId: string
  sectorId: string
}

/** mulberry32: a small deterministic PRNG, so the demo figures are the same on every start. */
function prng(seed: number) {
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

/** Live members (not visitors) of these churches, by church, in a stable order. */
export async function demoMembersByChurch(
  db: DbOrTx,
  churchIds: string[],
): Promise<Map<string, string[]>> {
  const byChurch = new Map<string, string[]>(churchIds.map((id) => [id, []]))
  if (churchIds.length === 0) return byChurch
  const rows = await db
    .select({ id: members.id, churchId: members.churchId })
    .from(members)
    .where(
      and(
        inArray(members.churchId, churchIds),
        isNull(members.deletedAt),
        ne(members.status, 'visitor'),
      ),
    )
    .orderBy(members.id)
  for (const row of rows) byChurch.get(row.churchId)?.push(row.id)
  return byChurch
}

/** Inserts rows in chunks (one multi-row INSERT per chunk). */
export async function insertChunks<T extends Record<string, unknown>>(
  db: DbOrTx,
  table: Parameters<DbOrTx['insert']>[0],
  rows: T[],
  size = 1000,
): Promise<void> {
  for (let i = 0; i < rows.length; i += size) await db.insert(table).values(rows.slice(i, i + size))
}

const scopeOf = (c: ChurchLike) => ({
  clientId: c.clientId,
  conventionId: c.conventionId,
  fieldId: c.fieldId,
  sectorId: c.sectorId,
  churchId: c.id,
})

/** Sundays from `from` to `to` (inclusive). */
function sundays(from: string, to: string): string[] {
  const start = new Date(`${from}T12:00:00Z`)
  const first = addDays(from, (7 - start.getUTCDay()) % 7)
  const out: string[] = []
  for (let d = first; d <= to; d = addDays(d, 7)) out.push(d)
  return out
}

type RevenueInsert = typeof revenues.$inferInsert
type ExpenseInsert = typeof expenses.$inferInsert
type PaymentInsert = typeof revenueReceipts.$inferInsert
type TitheInsert = typeof tithes.$inferInsert

export async function seedDemoTreasury(
  db: DbOrTx,
  churches: ChurchLike[],
  opts: { today?: string; membersByChurch?: Map<string, string[]> } = {},
): Promise<{ tithes: number; revenues: number; expenses: number; payments: number }> {
  const today = opts.today ?? brasiliaTodayIso()
  const firstMonth = `${periodOf(addMonths(today, -11))}-01`
  const membersByChurch =
    opts.membersByChurch ??
    (await demoMembersByChurch(
      db,
      churches.map((c) => c.id),
    ))
  const rand = prng(20261122)

  const titheRows: TitheInsert[] = []
  const revenueRows: RevenueInsert[] = []
  const expenseRows: ExpenseInsert[] = []
  const receiptRows: PaymentInsert[] = []
  const paymentRows: PaymentInsert[] = []
  const budgetRows: (typeof titheBudgets.$inferInsert)[] = []
  const registerRows: (typeof repasseRegisters.$inferInsert)[] = []
  const counters = new Map<string, number>()
  const nextCode = (churchId: string, kind: 'revenue' | 'expense', year: number) => {
    const key = `${churchId}|${kind}|${year}`
    const code = (counters.get(key) ?? 0) + 1
    counters.set(key, code)
    return code
  }
  const methods: PaymentMethod[] = [
    'dinheiro',
    'pix',
    'pix',
    'pix',
    'cartao_de_debito',
    'transferencia',
  ]

  churches.forEach((church, churchIndex) => {
    const scope = scopeOf(church)
    const size = churchIndex === 0 || churchIndex === 4 ? 1 : 0.45 // the two head churches are larger
    const memberIds = membersByChurch.get(church.id) ?? []

    // Tithes: each tithing member gives once a month, on a Sunday; anonymous offerings every Sunday.
    const services = sundays(firstMonth, today)
    const tithers = memberIds.filter(() => rand.next() < 0.6)
    const monthly = new Map<string, number>()
    for (let m = 0; m < 12; m++) {
      const period = periodOf(addMonths(firstMonth, m))
      const days = services.filter((d) => periodOf(d) === period)
      if (days.length === 0) continue
      for (const memberId of tithers) {
        if (rand.next() < 0.15) continue // a month without tithe: some members show as pending
        const amount = rand.int(40, 900) * 100 + rand.pick([0, 0, 50])
        titheRows.push({
          id: uuidv7(),
          ...scope,
          memberId,
          amount,
          date: rand.pick(days),
          paymentMethod: rand.pick(methods),
          notes: '',
        })
        monthly.set(period, (monthly.get(period) ?? 0) + amount)
      }
      for (const day of days) {
        const amount = Math.round(rand.int(8_000, 60_000) * size) + rand.int(0, 99)
        titheRows.push({
          id: uuidv7(),
          ...scope,
          memberId: null,
          amount,
          date: day,
          paymentMethod: rand.pick(['dinheiro', 'pix'] as const),
          notes: 'Oferta do culto',
        })
        monthly.set(period, (monthly.get(period) ?? 0) + amount)
      }
    }

    // Tithe budgets: the year and each month of the current year, a little above what came in.
    const year = Number(today.slice(0, 4))
    const average =
      [...monthly.values()].reduce((a, b) => a + b, 0) / Math.max(1, monthly.size) || 100_000
    for (let month = 1; month <= 12; month++)
      budgetRows.push({
        id: uuidv7(),
        ...scope,
        year,
        month,
        amount: Math.round((average * 1.1) / 1000) * 1000,
      })
    budgetRows.push({
      id: uuidv7(),
      ...scope,
      year,
      month: null,
      amount: Math.round((average * 12 * 1.1) / 1000) * 1000,
    })

    const entry = (
      kind: 'revenue' | 'expense',
      base: {
        amount: number
        dueDate: string
        recurrence?: Recurrence
        endDate?: string | null
        description: string
        paymentMethod?: PaymentMethod | null
        documentNumber?: string
        accountingCode?: string
      },
    ) => {
      const issueDate = base.dueDate < today ? addDays(base.dueDate, -rand.int(3, 15)) : today
      const codeYear = Number(issueDate.slice(0, 4))
      return {
        id: uuidv7(),
        ...scope,
        code: nextCode(church.id, kind, codeYear),
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
    const realize = (
      target: PaymentInsert[],
      row: {
        id: string
        amount: number
        dueDate: string
        recurrence: string
        endDate: string | null
      },
      history: string,
    ) => {
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
          ...scope,
          entryId: row.id,
          instalmentDate: due,
          amount,
          date: paidOn > today ? today : paidOn,
          history,
          paymentMethod: rand.pick(['pix', 'boleto', 'transferencia'] as const),
        })
      })
    }

    // Revenues: a monthly missions offering, a quarterly rent of the hall, one-off events and sales.
    const missions = {
      ...entry('revenue', {
        amount: Math.round(45_000 * size),
        dueDate: addDays(firstMonth, 14),
        recurrence: 'mensal',
        endDate: addMonths(addDays(firstMonth, 14), 11),
        description: 'Oferta de missões',
        paymentMethod: 'pix',
      }),
      origin: 'oferta',
      withoutRepasse: false,
    }
    const hall = {
      ...entry('revenue', {
        amount: 60_000,
        dueDate: addDays(firstMonth, 4),
        recurrence: 'trimestral',
        endDate: addMonths(addDays(firstMonth, 4), 11),
        description: 'Aluguel do salão social',
        paymentMethod: 'transferencia',
        documentNumber: 'CT-2025/07',
      }),
      origin: 'servico',
      // Rent is not church revenue for repasse purposes.
      withoutRepasse: true,
    }
    revenueRows.push(missions, hall)
    realize(receiptRows, missions, 'Oferta de missões recebida')
    realize(receiptRows, hall, 'Aluguel recebido')
    for (const [monthOffset, description, origin, amount] of [
      [2, 'Cantina da festa junina', 'venda', 185_040],
      [5, 'Congresso de jovens', 'evento', 320_000],
      [8, 'Doação para a reforma', 'doacao', 500_000],
      [10, 'Venda de livros', 'venda', 42_350],
    ] as const) {
      const dueDate = addDays(addMonths(firstMonth, monthOffset), rand.int(5, 20))
      if (dueDate > today) continue
      const row = {
        ...entry('revenue', { amount: Math.round(amount * size), dueDate, description }),
        origin,
        withoutRepasse: false,
      }
      revenueRows.push(row)
      realize(receiptRows, row, description)
    }

    // Expenses: monthly bills, maintenance and office purchases, an event.
    for (const [description, category, amount, day] of [
      ['Conta de energia elétrica', 'office', 38_000, 10],
      ['Conta de água', 'office', 12_500, 12],
      ['Internet e telefone', 'office', 14_990, 20],
      ['Zeladoria', 'maintenance', 150_000, 5],
    ] as const) {
      const dueDate = addDays(firstMonth, day - 1)
      const row = {
        ...entry('expense', {
          amount: Math.round(amount * (0.6 + size * 0.4)),
          dueDate,
          recurrence: 'mensal',
          endDate: addMonths(dueDate, 11),
          description,
          paymentMethod: 'boleto',
        }),
        category,
      }
      expenseRows.push(row)
      realize(paymentRows, row, `Pagamento: ${description.toLowerCase()}`)
    }
    for (const [monthOffset, description, category, amount] of [
      [1, 'Conserto do telhado', 'maintenance', 420_000],
      [4, 'Material de escritório', 'office', 23_470],
      [5, 'Som e estrutura do congresso', 'event', 210_000],
      [9, 'Pintura da fachada', 'maintenance', 380_000],
    ] as const) {
      const dueDate = addDays(addMonths(firstMonth, monthOffset), rand.int(3, 25))
      if (dueDate > today) continue
      const row = {
        ...entry('expense', { amount: Math.round(amount * size), dueDate, description }),
        category,
      }
      expenseRows.push(row)
      realize(paymentRows, row, description)
    }

    // Repasse to the field, 10 %, for every finished month: computed with the shared rule.
    const revenueById = new Map(revenueRows.map((r) => [r.id, r]))
    for (let m = 0; m < 12; m++) {
      const period = periodOf(addMonths(firstMonth, m))
      if (periodBounds(period).to >= today) continue
      const sources = [
        ...titheRows
          .filter((t) => t.churchId === church.id && periodOf(t.date) === period)
          .map((t) => ({ id: t.id!, amount: t.amount, bp: 1000 })),
        ...receiptRows
          .filter((r) => r.churchId === church.id && periodOf(r.date) === period)
          .filter((r) => !revenueById.get(r.entryId)?.withoutRepasse)
          .map((r) => ({ id: r.id!, amount: r.amount, bp: 1000 })),
      ]
      const { base, owed } = computeRepasse(sources)
      if (owed <= 0) continue
      const registerId = uuidv7()
      const dueDate = periodBounds(period).to
      const generated = {
        ...entry('expense', {
          amount: owed,
          dueDate,
          description: `Repasse ${periodLabel(period)}`,
        }),
        issueDate: addDays(dueDate, 1) > today ? today : addDays(dueDate, 1),
        category: 'other',
        withoutRepasse: true,
        repasseRegisterId: registerId,
      }
      expenseRows.push(generated)
      registerRows.push({
        id: registerId,
        ...scope,
        period,
        percentBp: 1000,
        category: 'field',
        recipientId: church.fieldId,
        budgetAmount: Math.round(owed / 10_000) * 10_000,
        baseAmount: base,
        expenseAmount: owed,
        expenseId: generated.id,
      })
      // Paid in the first days of the next month, except the last finished month.
      if (addMonths(dueDate, 1) < today)
        paymentRows.push({
          id: uuidv7(),
          ...scope,
          entryId: generated.id,
          instalmentDate: dueDate,
          amount: owed,
          date: addDays(dueDate, rand.int(2, 8)),
          history: `Repasse ao campo ${periodLabel(period)}`,
          paymentMethod: 'transferencia',
        })
    }

    // This week's bills with alerts, open: the demo's reminders (issue 15). Last, so the
    // random draws and codes of everything above stay as they were.
    for (const alert of demoAlertExpenses(today)) {
      const { alertTime, alertWeekday, alertDate, category, ...base } = alert
      expenseRows.push({
        ...entry('expense', { ...base, paymentMethod: 'boleto' }),
        category,
        alertTime,
        alertWeekday,
        alertDate,
      })
    }
  })

  await db.transaction(async (tx) => {
    await insertChunks(tx, tithes, titheRows)
    await insertChunks(tx, revenues, revenueRows)
    await insertChunks(tx, expenses, expenseRows)
    await insertChunks(tx, revenueReceipts, receiptRows)
    await insertChunks(tx, expensePayments, paymentRows)
    await insertChunks(tx, titheBudgets, budgetRows)
    await insertChunks(tx, repasseRegisters, registerRows)
    const counterRows = [...counters].map(([key, last]) => {
      const [churchId, kind, year] = key.split('|') as [string, string, string]
      return { churchId, kind, year: Number(year), last }
    })
    if (counterRows.length > 0) await tx.insert(treasuryCounters).values(counterRows)
  })
  return {
    tithes: titheRows.length,
    revenues: revenueRows.length,
    expenses: expenseRows.length,
    payments: receiptRows.length + paymentRows.length,
  }
}
