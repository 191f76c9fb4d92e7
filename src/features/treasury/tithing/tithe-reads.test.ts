import { Dexie } from 'dexie'
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb'
import { v7 as uuidv7 } from 'uuid'
import { describe, expect, it } from 'vitest'
import type { Tithe } from '../../../../sync'
import { memberStatuses } from './member-status'
import {
  newestFirst,
  readLastDates,
  readRecentTithes,
  readTithesPage,
  readYears,
  type TitheTable,
} from './tithe-reads'

// Node has no indexedDB: give Dexie this test's.
Dexie.dependencies.indexedDB = new IDBFactory()
Dexie.dependencies.IDBKeyRange = IDBKeyRange

/** A mirror's tithes table with the device's indexes (sync/engine/device-registry.ts). */
async function tithesTable(rows: readonly Partial<Tithe>[]): Promise<TitheTable> {
  const db = new Dexie(`tithes-${Math.random()}`)
  db.version(1).stores({
    tithes: 'id, churchId, date, memberId, [churchId+date], [memberId+date]',
  })
  const table = db.table('tithes') as unknown as TitheTable
  await table.bulkPut(
    rows.map((row, i) => ({ id: `t${String(i).padStart(4, '0')}`, ...row }) as Tithe),
  )
  return table
}

/** A seeded generator, so a failure can be replayed. */
function random(seed: number) {
  let state = seed >>> 0
  return (n: number) => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0
    return Math.floor((state / 4_294_967_296) * n)
  }
}

/** Few days and few timestamps, so many rows share a day and some share a timestamp; some pending (no createdAt). */
function someTithes(count: number, seed: number): Partial<Tithe>[] {
  const int = random(seed)
  return Array.from({ length: count }, () => {
    const day = `2026-0${1 + int(3)}-1${int(4)}`
    const created = int(5)
    return {
      churchId: `c${int(3)}`,
      memberId: int(5) === 0 ? null : `m${int(8)}`,
      amount: 100 + int(10_000),
      date: day,
      ...(created === 0 ? {} : { createdAt: `${day}T1${created}:00:00.000Z` }),
    }
  })
}

/**
 * The list's order, the whole table sorted with localeCompare: newest date first, then within a
 * day the latest entered first (the id: a uuidv7 made where the entry was typed).
 */
const before = (a: Tithe, b: Tithe) =>
  a.date === b.date ? b.id.localeCompare(a.id) : b.date.localeCompare(a.date)

describe('tithing reads', () => {
  it('pages through every tithe in the order the whole sorted list had', async () => {
    for (const seed of [1, 2, 3]) {
      const table = await tithesTable(someTithes(137, seed))
      const all = (await table.toArray()).sort(before)
      for (const size of [5, 10, 25, 50]) {
        const seen: Tithe[] = []
        for (let page = 1; page <= Math.ceil(all.length / size); page++) {
          const result = await readTithesPage(table, page, size)
          expect(result.total).toBe(all.length)
          expect(result.page).toBe(page)
          expect(result.rows.length).toBe(Math.min(size, all.length - (page - 1) * size))
          seen.push(...result.rows)
        }
        expect(seen.map((x) => x.id)).toEqual(all.map((x) => x.id))
      }
      // A page past the end shows the last one (as the list's pagination keeps it in range).
      const last = await readTithesPage(table, 99, 50)
      expect(last.page).toBe(3)
      expect(last.rows.map((x) => x.id)).toEqual(all.slice(100).map((x) => x.id))
    }
    expect((await readTithesPage(await tithesTable([]), 1, 10)).rows).toEqual([])
  })

  it('keeps the order a service typed its tithes in once they are sent (one batch: one server time)', async () => {
    // Typed in this order at the table: 3 sent at once, 2 still waiting on the phone.
    const ids = Array.from({ length: 5 }, () => uuidv7())
    const typed = ids.map((id, i) => ({ id, date: '2026-11-29', amount: 100 + i }) as Tithe)
    const waiting = typed.map((x, i) =>
      i < 3 ? { ...x, createdAt: '2026-11-30T00:10:00.000Z' } : x,
    )
    // The mirror refreshed from the server: every one of them recorded in the same transaction.
    const sent = typed.map((x) => ({ ...x, createdAt: '2026-11-30T01:30:00.000Z' }))
    const newestTypedFirst = [...ids].reverse()
    expect([...waiting].sort(newestFirst).map((x) => x.id)).toEqual(newestTypedFirst)
    expect([...sent].sort(newestFirst).map((x) => x.id)).toEqual(newestTypedFirst)
    // The stored ids are not in typed order: the page reads them ordered, not as stored.
    const table = await tithesTable([])
    await table.bulkPut([...sent].sort(() => -1))
    const page = await readTithesPage(table, 1, 10)
    expect(page.rows.map((x) => x.id)).toEqual(newestTypedFirst)
  })

  it('orders like localeCompare for ISO dates and ids', () => {
    const rows = someTithes(300, 7).map((x, i) => ({ ...x, id: String(i) }) as Tithe)
    expect([...rows].sort(newestFirst)).toEqual([...rows].sort(before))
  })

  it('lists the years that have tithes (and this year), not the years between', async () => {
    const table = await tithesTable([
      { date: '2020-12-31', amount: 1 },
      { date: '2023-01-01', amount: 1 },
      { date: '2023-06-15', amount: 1 },
      { date: '2024-12-31', amount: 1 },
    ])
    expect(await readYears(table, 2026)).toEqual([2026, 2024, 2023, 2020])
    expect(await readYears(await tithesTable([]), 2026)).toEqual([2026])
  })

  it("gives the members' status from the last two months and their latest date by member", async () => {
    const rows = [
      { memberId: 'a', date: '2026-11-02' },
      { memberId: 'a', date: '2025-03-02' },
      { memberId: 'b', date: '2026-10-01' },
      { memberId: 'c', date: '2026-09-30' },
      { memberId: 'c', date: '2024-01-01' },
      { memberId: 'd', date: '2026-11-30' }, // after today
      { memberId: null, date: '2026-11-01' },
    ]
    const table = await tithesTable(rows.map((x) => ({ ...x, amount: 1 })))
    const today = '2026-11-22'
    const members = ['a', 'b', 'c', 'd', 'e'].map((id) => ({
      id,
      name: id,
      surname: 'Silva',
      churchId: 'c1',
      status: 'active',
    }))
    const recent = await readRecentTithes(table, today)
    expect(recent.map((x) => x.date).sort()).toEqual(
      ['2026-10-01', '2026-11-01', '2026-11-02', '2026-11-30'].filter((d) => d <= today),
    )
    const fromRecent = memberStatuses(members, recent, today)
    const fromAll = memberStatuses(members, rows, today)
    expect(fromRecent.map((r) => r.status)).toEqual(fromAll.map((r) => r.status))
    const last = await readLastDates(table, ['a', 'b', 'c', 'd', 'e'], today)
    expect(Object.fromEntries(last)).toEqual({ a: '2026-11-02', b: '2026-10-01', c: '2026-09-30' })
    expect(fromAll.map((r) => r.last)).toEqual(
      ['a', 'b', 'c', 'd', 'e'].map((id) => last.get(id) ?? null),
    )
  })
})
