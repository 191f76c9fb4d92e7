import { firstOfPreviousMonth, todayIso, type MirrorTable, type Tithe } from '../../../../sync'
import { clampPage } from '../../../components/list-screen'

/**
 * What the tithing screen reads from the mirror, through the tithes table's indexes (`date`,
 * `[memberId+date]`; sync/engine/device-registry.ts) so that a view over hundreds of thousands of
 * tithes reads only what it shows: the year list from a few index keys, one month's rows per chart
 * bar, the dates of one list page. Plain functions of a table, shared with the benchmark.
 */
export type TitheTable = MirrorTable<'tithes'>

/**
 * The list's order: newest date first; within a day, the latest entered first. "Entered" is the
 * id, a uuidv7 made on the device when the entry was typed: not `createdAt`, the server's time,
 * equal for every tithe of one sent batch (one transaction) and absent while an entry waits on
 * the phone, so a service's tithes kept their order only until they were sent (issue 48).
 * ISO strings and uuidv7 compare with `<`.
 */
export function newestFirst(
  a: { date: string; id: string },
  b: { date: string; id: string },
): number {
  if (a.date !== b.date) return a.date < b.date ? 1 : -1
  return a.id === b.id ? 0 : a.id < b.id ? 1 : -1
}

/** The years that have tithes, and `thisYear`, newest first: one index key per year. */
export async function readYears(table: TitheTable, thisYear: number): Promise<number[]> {
  const years = new Set([thisYear])
  let key = (await table.orderBy('date').limit(1).keys())[0]
  while (typeof key === 'string') {
    const year = Number(key.slice(0, 4))
    if (!Number.isInteger(year)) break
    years.add(year)
    // The first date of a later year ('2027' sorts before '2027-01-01').
    key = (
      await table
        .where('date')
        .aboveOrEqual(String(year + 1))
        .limit(1)
        .keys()
    )[0]
  }
  return [...years].sort((a, b) => b - a)
}

export interface TithesPage {
  /** The rows of the page, newest first. */
  rows: Tithe[]
  /** Every tithe in the mirror. */
  total: number
  /** The page shown (the asked one, kept within the pages there are). */
  page: number
}

/**
 * One page of every tithe, newest first, without reading the others: the page's first and last
 * dates from the `date` index (keys only), then the rows of those days, ordered, and the page cut
 * out of them (what comes before it = the rows dated after its first day).
 */
export function readTithesPage(
  table: TitheTable,
  page: number,
  pageSize: number,
): Promise<TithesPage> {
  return table.db.transaction('r', table, async () => {
    const total = await table.count()
    const current = clampPage(page, total, pageSize)
    const start = (current - 1) * pageSize
    const dates = await table.orderBy('date').reverse().offset(start).limit(pageSize).keys()
    const newest = dates[0]
    const oldest = dates.at(-1)
    if (typeof newest !== 'string' || typeof oldest !== 'string')
      return { rows: [], total, page: current }
    const before = await table.where('date').above(newest).count()
    const days = await table.where('date').between(oldest, newest, true, true).toArray()
    days.sort(newestFirst)
    const from = start - before
    return { rows: days.slice(from, from + pageSize), total, page: current }
  })
}

/** Every tithe, newest first (the list's search looks through all of them). */
export async function readAllTithes(table: TitheTable): Promise<Tithe[]> {
  const rows = await table.toArray()
  return rows.sort(newestFirst)
}

/** The tithes that decide a member's status on `today` (titheStatus): this month and the last, up to today. */
export function readRecentTithes(table: TitheTable, today: string = todayIso()): Promise<Tithe[]> {
  return table.where('date').between(firstOfPreviousMonth(today), today, true, true).toArray()
}

/** Each member's latest tithe date up to `today` (absent: none), one `[memberId+date]` key each. */
export async function readLastDates(
  table: TitheTable,
  memberIds: readonly string[],
  today: string = todayIso(),
): Promise<Map<string, string>> {
  const last = new Map<string, string>()
  await Promise.all(
    memberIds.map(async (id) => {
      const keys = await table
        .where('[memberId+date]')
        .between([id, ''], [id, today], true, true)
        .reverse()
        .limit(1)
        .keys()
      const key = keys[0]
      if (Array.isArray(key) && typeof key[1] === 'string') last.set(id, key[1])
    }),
  )
  return last
}
