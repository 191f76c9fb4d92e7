import {
  mirror,
  readYearSums,
  unconfirmedRows,
  type MirrorTable,
  type UnconfirmedRow,
} from '../../../sync'

/**
 * The tithes, receipts or payments per month of a year from the server's monthly totals (one row
 * per church and month, kept with the rows: docs/treasury.md, "Monthly totals"), read as the
 * device's sums of them (12 rows a year: sync/engine/month-sums.ts) instead of every row,
 * adjusted by what this device shows and the server has not confirmed: a row entered offline
 * counts, one deleted here does not, an edited one counts as edited. Read by the tithing charts
 * and the home's figures.
 */

/** Each dated entity that has monthly totals, and the entity of its totals. */
const TOTALS_OF = {
  tithes: 'titheMonthTotals',
  revenueReceipts: 'receiptMonthTotals',
  expensePayments: 'paymentMonthTotals',
} as const
export type TotalledEntity = keyof typeof TOTALS_OF

/** The three totals entities have one row shape (sync/contracts/treasury/month-totals.ts). */
export type TotalsTable = MirrorTable<(typeof TOTALS_OF)[TotalledEntity]>

/** What the unconfirmed rows change in each month of `year`: + the version shown, - the server's. */
export function unconfirmedByMonth(
  rows: readonly UnconfirmedRow<TotalledEntity>[],
  year: number,
): number[] {
  const months = new Array<number>(12).fill(0)
  const add = (row: { date: string; amount: number } | null | undefined, sign: 1 | -1) => {
    if (!row || !row.date.startsWith(`${year}-`)) return
    const i = Number(row.date.slice(5, 7)) - 1
    months[i] = (months[i] ?? 0) + sign * row.amount
  }
  for (const { server, local } of rows) {
    add(local, 1)
    add(server, -1)
  }
  return months
}

/** The months shown: the kept totals plus the device's unconfirmed changes. */
export function collectedByMonth(
  kept: readonly number[],
  unconfirmed: readonly number[],
): number[] {
  return kept.map((total, i) => total + (unconfirmed[i] ?? 0))
}

/** `entity`'s sums per month of `year` as this device shows them (inside a live query: it re-runs on a write or a pull). */
export async function readMonthTotals(entity: TotalledEntity, year: number): Promise<number[]> {
  return collectedByMonth(
    await readYearSums(mirror(TOTALS_OF[entity]), year),
    unconfirmedByMonth(await unconfirmedRows(entity), year),
  )
}
