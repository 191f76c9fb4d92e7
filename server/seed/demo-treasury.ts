import { and, inArray, isNull, ne } from 'drizzle-orm'
import { addMonths } from '../../sync/contracts/dates'
import { periodOf } from '../../sync/contracts/treasury'
import { brasiliaTodayIso } from '../dates'
import type { DbOrTx } from '../db/client'
import { members } from '../db/schema'
import { demoAlerts, demoRevenuesAndExpenses } from './demo-entries'
import { DemoLedger, prng, type ChurchLike } from './demo-ledger'
import { demoRepasse } from './demo-repasse'
import { demoTithes } from './demo-tithes'

/**
 * The demo treasury (issue 6): for every demo church, the last 12 months up to today of
 * tithes (the demo members' and anonymous offerings), revenues with their receipts, expenses
 * (monthly bills, maintenance, office, events) with their payments, tithe budgets, and the
 * monthly repasse to the field (10 %) with its generated expenses, mostly paid. Deterministic
 * (seeded PRNG) and inserted in bulk. docs/treasury.md.
 */

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
  const ledger = new DemoLedger(today, prng(20261122))

  // Church by church, each part in this order: the random draws, and so the figures and codes,
  // stay the same on every start.
  churches.forEach((church, churchIndex) => {
    const size = churchIndex === 0 || churchIndex === 4 ? 1 : 0.45 // the two head churches are larger
    demoTithes(ledger, church, membersByChurch.get(church.id) ?? [], firstMonth, size)
    demoRevenuesAndExpenses(ledger, church, firstMonth, size)
    demoRepasse(ledger, church, firstMonth)
    // Last, so the random draws and codes of everything above stay as they were.
    demoAlerts(ledger, church)
  })

  await ledger.insert(db)
  return {
    tithes: ledger.tithes.length,
    revenues: ledger.revenues.length,
    expenses: ledger.expenses.length,
    payments: ledger.receipts.length + ledger.payments.length,
  }
}
