import { v7 as uuidv7 } from 'uuid'
import { addDays, addMonths } from '../../sync/contracts/dates'
import { periodBounds, periodLabel, periodOf } from '../../sync/contracts/treasury'
import { computeRepasse } from '../../sync/rules/treasury-money'
import { scopeOf, type ChurchLike, type DemoLedger } from './demo-ledger'

/**
 * A church's repasse to its field, 10 %, for every finished month of the 12 from `firstMonth`,
 * computed with the shared rule from the tithes and receipts already written: the register,
 * its generated expense, and its payment in the first days of the next month (all but the last
 * finished month's).
 */
export function demoRepasse(ledger: DemoLedger, church: ChurchLike, firstMonth: string): void {
  const { today, rand } = ledger
  const scope = scopeOf(church)
  const revenueById = new Map(ledger.revenues.map((r) => [r.id, r]))
  for (let m = 0; m < 12; m++) {
    const period = periodOf(addMonths(firstMonth, m))
    if (periodBounds(period).to >= today) continue
    const sources = [
      ...ledger.tithes
        .filter((t) => t.churchId === church.id && periodOf(t.date) === period)
        .map((t) => ({ id: t.id!, amount: t.amount, bp: 1000 })),
      ...ledger.receipts
        .filter((r) => r.churchId === church.id && periodOf(r.date) === period)
        .filter((r) => !revenueById.get(r.entryId)?.withoutRepasse)
        .map((r) => ({ id: r.id!, amount: r.amount, bp: 1000 })),
    ]
    const { base, owed } = computeRepasse(sources)
    if (owed <= 0) continue
    const registerId = uuidv7()
    const dueDate = periodBounds(period).to
    const generated = {
      ...ledger.entry(church, 'expense', {
        amount: owed,
        dueDate,
        description: `Repasse ${periodLabel(period)}`,
      }),
      issueDate: addDays(dueDate, 1) > today ? today : addDays(dueDate, 1),
      category: 'other',
      withoutRepasse: true,
      repasseRegisterId: registerId,
    }
    ledger.expenses.push(generated)
    ledger.registers.push({
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
    if (addMonths(dueDate, 1) < today)
      ledger.payments.push({
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
}
