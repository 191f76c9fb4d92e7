import { Dexie } from 'dexie'
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb'
import { describe, expect, it } from 'vitest'
import { billsDue, birthdaysOfMonth, recentVisitors } from './home-lists'

async function mirrorWith(rows: Record<string, readonly object[]>) {
  const db = new Dexie(`home-lists-${Math.random()}`, { indexedDB: new IDBFactory(), IDBKeyRange })
  db.version(1).stores({
    expenses: 'id, churchId, dueDate, issueDate, category, [churchId+dueDate]',
    expensePayments: 'id, entryId, churchId, date',
    members: 'id, churchId, sectorId, fieldId, status, category, cpf, name, approval',
  })
  for (const [table, list] of Object.entries(rows))
    await db.table(table).bulkPut(list.map((row, i) => ({ id: `${table}-${i}`, ...row })))
  return (name: string) => db.table(name) as never
}

const expense = (id: string, dueDate: string, amount: number, extra: object = {}) => ({
  id,
  dueDate,
  amount,
  description: id,
  recurrence: 'unico',
  endDate: null,
  ...extra,
})

describe('home lists', () => {
  it('counts overdue bills and those due within a week, most overdue first', async () => {
    const table = await mirrorWith({
      expenses: [
        expense('pintura', '2026-09-19', 380_000), // overdue 66 days
        expense('luz', '2026-11-24', 20_000), // due today
        expense('agua', '2026-12-01', 9_000), // due in 7 days
        expense('aluguel', '2026-12-02', 150_000), // in 8 days: not this week
        expense('paga', '2026-11-10', 5_000), // paid
      ],
      expensePayments: [
        { entryId: 'paga', instalmentDate: '2026-11-10', date: '2026-11-10', amount: 5_000 },
        { entryId: 'pintura', instalmentDate: '2026-09-19', date: '2026-10-01', amount: 80_000 },
      ],
    })
    const bills = await billsDue(table('expenses'), table('expensePayments'), '2026-11-24')
    expect(bills.overdue).toBe(1)
    expect(bills.dueThisWeek).toBe(2)
    expect(bills.shown.map((b) => [b.id, b.remaining, b.late])).toEqual([
      ['pintura', 300_000, 66],
      ['luz', 20_000, 0],
      ['agua', 9_000, 0],
    ])
  })

  it("lists the month's birthdays from today on, then the days gone, with full names", async () => {
    const table = await mirrorWith({
      members: [
        { status: 'active', name: 'Maria', surname: 'Sá', birthDate: '1970-11-03' },
        { status: 'active', name: 'José', surname: 'Lima', birthDate: '1980-11-28' },
        { status: 'active', name: 'Ana', surname: 'Sé', birthDate: '1990-12-28' }, // next month
        { status: 'visitor', name: 'Rui', surname: 'Dias', birthDate: '1990-11-25' }, // a visitor
        { status: 'active', name: 'Caio', surname: 'Reis', birthDate: null },
      ],
    })
    expect(await birthdaysOfMonth(table('members'), '2026-11-24')).toEqual({
      shown: [
        { id: 'members-1', name: 'José Lima', day: 28 },
        { id: 'members-0', name: 'Maria Sá', day: 3 },
      ],
      total: 2,
    })
  })

  it('lists the visitors registered last', async () => {
    const table = await mirrorWith({
      members: Array.from({ length: 7 }, (_, i) => ({
        status: i === 6 ? 'active' : 'visitor',
        name: `V${i}`,
        surname: '',
        createdAt: `2026-11-${String(10 + i).padStart(2, '0')}T12:00:00Z`,
      })),
    })
    const visitors = await recentVisitors(table('members'))
    expect(visitors.map((v) => v.name)).toEqual(['V5', 'V4', 'V3', 'V2', 'V1'])
  })
})
