import { Dexie } from 'dexie'
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { recentVisitors } from './home-lists'

/**
 * Issue 48: the home's "Visitantes recentes" at 22:30 in Brasília (01:30 UTC of the next day),
 * run under America/Sao_Paulo, Manaus, Noronha and UTC by the zone-* projects (vitest.config.ts
 * DATE_TESTS). A visit is shown on its date: the visit date typed, else the day it was recorded
 * where the user is — not the UTC date of createdAt, already tomorrow.
 */
const ZONE = process.env.TZ || Intl.DateTimeFormat().resolvedOptions().timeZone
const LATE = new Date('2026-11-28T22:30:00-03:00')
/** The day of 22:10 in Brasília on 28 November where the process runs. */
const EVENING_DAY: Record<string, string> = {
  'America/Sao_Paulo': '2026-11-28',
  'America/Manaus': '2026-11-28',
  'America/Noronha': '2026-11-28',
  UTC: '2026-11-29',
  'Etc/UTC': '2026-11-29',
}

async function membersWith(rows: readonly object[]) {
  const db = new Dexie(`visitors-${Math.random()}`, { indexedDB: new IDBFactory(), IDBKeyRange })
  db.version(1).stores({ members: 'id, status' })
  await db
    .table('members')
    .bulkPut(rows.map((row, i) => ({ id: `m-${i}`, status: 'visitor', ...row })))
  return db.table('members') as never
}

describe('recent visitors at 22:30 in Brasília', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(LATE)
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('shows a visit recorded this evening on the day where the user is', async () => {
    const members = await membersWith([
      { name: 'Rui', surname: 'Dias', visitDate: null, createdAt: '2026-11-29T01:10:00.000Z' },
    ])
    const [rui] = await recentVisitors(members)
    const expected = EVENING_DAY[ZONE]
    if (expected) expect(rui?.date).toBe(expected)
    else expect(rui?.date).toMatch(/^2026-11-2[89]$/)
  })

  it('shows the visit date typed when there is one, newest registered first', async () => {
    const members = await membersWith([
      {
        name: 'Ana',
        surname: 'Sé',
        visitDate: '2026-11-28',
        createdAt: '2026-11-29T01:12:00.000Z',
      },
      { name: 'Caio', surname: '', visitDate: '2026-11-22', createdAt: '2026-11-25T12:00:00.000Z' },
    ])
    const list = await recentVisitors(members)
    expect(list.map((v) => [v.name, v.date])).toEqual([
      ['Ana Sé', '2026-11-28'],
      ['Caio', '2026-11-22'],
    ])
  })
})
