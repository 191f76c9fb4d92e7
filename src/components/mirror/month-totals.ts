import {
  mirror,
  unconfirmedRows,
  type MirrorTable,
  type Tithe,
  type UnconfirmedRow,
} from '../../../sync'

/**
 * The tithes collected per month of a year from the server's monthly totals (one row per church
 * and month, kept with the tithes: docs/treasury.md, "Monthly totals") instead of every tithe,
 * adjusted by what this device shows and the server has not confirmed: a tithe entered offline
 * counts, one deleted here does not, an edited one counts as edited. Read by the tithing
 * charts and the home's figures.
 */
export type TotalsTable = MirrorTable<'titheMonthTotals'>

/** Centavos per month (January first) of `year`, summed over every church in the mirror. */
export async function readYearTotals(table: TotalsTable, year: number): Promise<number[]> {
  const months = new Array<number>(12).fill(0)
  const rows = await table.where('month').between(`${year}-01`, `${year}-12`, true, true).toArray()
  for (const row of rows) {
    const i = Number(row.month.slice(5, 7)) - 1
    months[i] = (months[i] ?? 0) + row.amount
  }
  return months
}

/** What the unconfirmed tithes change in each month of `year`: + the version shown, - the server's. */
export function unconfirmedByMonth(
  rows: readonly UnconfirmedRow<'tithes'>[],
  year: number,
): number[] {
  const months = new Array<number>(12).fill(0)
  const add = (tithe: Tithe | null | undefined, sign: 1 | -1) => {
    if (!tithe || !tithe.date.startsWith(`${year}-`)) return
    const i = Number(tithe.date.slice(5, 7)) - 1
    months[i] = (months[i] ?? 0) + sign * tithe.amount
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

/** The tithes per month of `year` as this device shows them (inside a live query: it re-runs on a write or a pull). */
export async function readTitheMonths(year: number): Promise<number[]> {
  return collectedByMonth(
    await readYearTotals(mirror('titheMonthTotals'), year),
    unconfirmedByMonth(await unconfirmedRows('tithes'), year),
  )
}
