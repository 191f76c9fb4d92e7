import { Dexie } from 'dexie'
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { todayIso } from '../../../sync'
import { debtsDue } from './home-lists'

/**
 * Issue 48: "Passivos a vencer em novembro" lists the ones already overdue apart and first, on
 * the user's calendar: at 22:30 on 28 November in Brasília (01:30 UTC on the 29th) a liability
 * due on the 28th is due today, not overdue, and one due on the 29th is tomorrow's.
 */
const LATE = new Date('2026-11-28T22:30:00-03:00')
let zone: string | undefined

async function liabilitiesWith(rows: readonly object[]) {
  const db = new Dexie(`debts-${Math.random()}`, { indexedDB: new IDBFactory(), IDBKeyRange })
  db.version(1).stores({ liabilities: 'id, churchId, dueDate' })
  await db.table('liabilities').bulkPut(
    rows.map((row, i) => ({
      id: `l-${i}`,
      settledOn: null,
      churchId: 'c1',
      value: 100_00,
      ...row,
    })),
  )
  return db.table('liabilities') as never
}

describe('liabilities due this month, on the home', () => {
  beforeAll(() => {
    zone = process.env.TZ
    process.env.TZ = 'America/Sao_Paulo'
  })
  afterAll(() => {
    process.env.TZ = zone
  })
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(LATE)
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('puts the overdue ones apart, the most overdue first; due today and later are to fall due', async () => {
    const today = todayIso()
    expect(today).toBe('2026-11-28')
    const table = await liabilitiesWith([
      { name: 'Parcela do som', dueDate: '2026-11-29' },
      { name: 'Empréstimo da reforma', dueDate: '2026-11-28' },
      { name: 'IPTU', dueDate: '2026-11-10' },
      { name: 'Conta antiga', dueDate: '2026-10-05' },
      { name: 'Quitado', dueDate: '2026-11-01', settledOn: '2026-11-01' },
      { name: 'Dezembro', dueDate: '2026-12-01' },
    ])
    const debts = await debtsDue(table, today)
    expect(debts.overdue.total).toBe(2)
    expect(debts.overdue.shown.map((d) => [d.name, d.late])).toEqual([
      ['Conta antiga', 54],
      ['IPTU', 18],
    ])
    expect(debts.thisMonth.total).toBe(2)
    expect(debts.thisMonth.shown.map((d) => [d.name, d.late])).toEqual([
      ['Empréstimo da reforma', 0],
      ['Parcela do som', 0],
    ])
  })
})
