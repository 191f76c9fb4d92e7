import { describe, expect, it } from 'vitest'
import {
  alertDayOf,
  alertOccurrences,
  dueBy,
  localInstant,
  localStamp,
  type AlertEntry,
  type AlertPayment,
} from './alerts'

const entry = (over: Partial<AlertEntry> = {}): AlertEntry => ({
  id: 'e1',
  churchId: 'c1',
  amount: 10_000,
  description: 'Conta de luz',
  dueDate: '2026-11-27',
  recurrence: 'unico',
  endDate: null,
  alertTime: null,
  alertWeekday: null,
  alertDate: null,
  ...over,
})

const none = { revenues: [], expenses: [], receipts: [], payments: [] }
const expenses = (list: AlertEntry[], payments: AlertPayment[] = []) =>
  alertOccurrences({ ...none, expenses: list, payments }, '2000-01-01', '2999-12-31')

describe('alerts', () => {
  it('gives no reminder to an entry without an alert', () => {
    expect(expenses([entry()])).toEqual([])
  })

  it('a time alone falls on the due date at that time', () => {
    const [r, ...rest] = expenses([entry({ alertTime: '14:30' })])
    expect(rest).toEqual([])
    expect(r).toMatchObject({
      id: 'expense:e1:2026-11-27',
      kind: 'expense',
      entryId: 'e1',
      churchId: 'c1',
      instalmentDate: '2026-11-27',
      date: '2026-11-27',
      time: '14:30',
      amount: 10_000,
      remaining: 10_000,
    })
  })

  it('a weekday falls on the last such weekday on or before the due date, at 09:00 by default', () => {
    // 2026-11-27 is a Friday.
    expect(expenses([entry({ alertWeekday: 1 })])[0]).toMatchObject({
      date: '2026-11-23',
      time: '09:00',
    })
    expect(expenses([entry({ alertWeekday: 5 })])[0]?.date).toBe('2026-11-27')
    expect(expenses([entry({ alertWeekday: 6 })])[0]?.date).toBe('2026-11-21')
    // Across a month end: due Tue 2026-12-01, alert on Sunday -> 2026-11-29.
    expect(expenses([entry({ dueDate: '2026-12-01', alertWeekday: 0 })])[0]?.date).toBe(
      '2026-11-29',
    )
  })

  it('a date applies to the first instalment and at the same offset to the later ones', () => {
    const rule = entry({
      dueDate: '2026-01-31',
      recurrence: 'mensal',
      endDate: '2026-04-30',
      alertDate: '2026-01-28',
      alertTime: '07:15',
    })
    // Monthly from 31 Jan: 31 Jan, 28 Feb, 31 Mar, 30 Apr; the alert 3 days before each.
    expect(expenses([rule]).map((r) => [r.instalmentDate, r.date, r.time])).toEqual([
      ['2026-01-31', '2026-01-28', '07:15'],
      ['2026-02-28', '2026-02-25', '07:15'],
      ['2026-03-31', '2026-03-28', '07:15'],
      ['2026-04-30', '2026-04-27', '07:15'],
    ])
    // An alert date after the due date: 2 days after, across a leap February.
    const after = entry({
      dueDate: '2028-01-28',
      recurrence: 'mensal',
      endDate: '2028-03-01',
      alertDate: '2028-01-30',
    })
    expect(expenses([after]).map((r) => r.date)).toEqual(['2028-01-30', '2028-03-01'])
    expect(alertDayOf({ alertDate: null, alertWeekday: null, alertTime: null }, 'x', 'y')).toBe(
      null,
    )
  })

  it('a weekly recurrence has a reminder per instalment; a realised one is cleared', () => {
    const rule = entry({
      dueDate: '2026-11-24',
      recurrence: 'semanal',
      endDate: '2026-12-15',
      alertTime: '08:00',
    })
    const paid: AlertPayment[] = [
      { entryId: 'e1', instalmentDate: '2026-12-01', amount: 10_000, date: '2026-11-30' },
      { entryId: 'e1', instalmentDate: '2026-12-08', amount: 4_000, date: '2026-12-07' },
      { entryId: 'other', instalmentDate: '2026-11-24', amount: 10_000, date: '2026-11-24' },
    ]
    const list = expenses([rule], paid)
    expect(list.map((r) => r.instalmentDate)).toEqual(['2026-11-24', '2026-12-08', '2026-12-15'])
    expect(list[1]).toMatchObject({ amount: 10_000, remaining: 6_000 })
  })

  it('keeps revenues and expenses apart, each with its own receipts or payments', () => {
    const rev = entry({ id: 'r1', alertTime: '10:00', description: 'Aluguel do salão' })
    const exp = entry({ id: 'r1', alertTime: '09:00' })
    const paid = { entryId: 'r1', instalmentDate: '2026-11-27', amount: 10_000, date: '2026-11-27' }
    const input = { revenues: [rev], expenses: [exp], receipts: [], payments: [paid] }
    expect(alertOccurrences(input, '2026-11-01', '2026-11-30').map((r) => r.id)).toEqual([
      'revenue:r1:2026-11-27',
    ])
    const received = { ...input, receipts: [paid], payments: [] }
    expect(alertOccurrences(received, '2026-11-01', '2026-11-30').map((r) => r.id)).toEqual([
      'expense:r1:2026-11-27',
    ])
  })

  it('keeps only the reminders within the range, ordered by date and time', () => {
    const list = alertOccurrences(
      {
        ...none,
        expenses: [
          entry({ id: 'a', dueDate: '2026-11-30', alertTime: '08:00' }),
          entry({ id: 'b', dueDate: '2026-11-29', alertTime: '18:00' }),
          entry({ id: 'c', dueDate: '2026-11-29', alertTime: '07:00' }),
          entry({ id: 'd', dueDate: '2026-12-01', alertTime: '07:00' }),
          // Due in December, its reminder (Sunday before) falls in November.
          entry({ id: 'e', dueDate: '2026-12-04', alertWeekday: 0 }),
        ],
      },
      '2026-11-29',
      '2026-11-30',
    )
    expect(list.map((r) => `${r.entryId} ${r.date} ${r.time}`)).toEqual([
      'c 2026-11-29 07:00',
      'e 2026-11-29 09:00',
      'b 2026-11-29 18:00',
      'a 2026-11-30 08:00',
    ])
  })

  it('late evening in São Paulo is still the local day (UTC already tomorrow)', () => {
    // 2026-11-26 01:30 UTC = 2026-11-25 22:30 in Brasília (UTC-3).
    const now = new Date('2026-11-26T01:30:00Z')
    const stamp = localStamp(now, 'America/Sao_Paulo')
    expect(stamp).toBe('2026-11-25 22:30')
    const reminders = [
      { id: 'tonight', date: '2026-11-25', time: '22:00' },
      { id: 'late', date: '2026-11-25', time: '23:00' },
      { id: 'tomorrow', date: '2026-11-26', time: '01:00' },
    ]
    expect(dueBy(reminders, stamp).map((r) => r.id)).toEqual(['tonight'])
    expect(localStamp(now, 'UTC')).toBe('2026-11-26 01:30')
  })

  it('turns a local stamp into the device instant and back', () => {
    const instant = localInstant('2026-12-31 23:59')
    expect(localStamp(instant)).toBe('2026-12-31 23:59')
    expect(instant.getFullYear()).toBe(2026)
    expect(instant.getHours()).toBe(23)
  })
})

describe('alerts of a bill that recurs until cancelled (issue 51)', () => {
  const light = entry({ dueDate: '2026-01-02', recurrence: 'mensal', endDate: null })
  it('remind in any window looked at, also of an instalment due after the window', () => {
    // Alert 3 days before each due date: the 2 May 2031 instalment reminds on 29 April.
    const early = { ...light, alertDate: '2025-12-30' }
    const april = alertOccurrences({ ...none, expenses: [early] }, '2031-04-01', '2031-04-30')
    expect(april.map((r) => [r.date, r.instalmentDate])).toEqual([['2031-04-29', '2031-05-02']])
  })
  it('paid ahead, an instalment has no reminder', () => {
    const timed = { ...light, alertTime: '08:00' }
    const paid = [
      { entryId: 'e1', instalmentDate: '2030-07-02', amount: 10_000, date: '2030-05-30' },
    ]
    const july = alertOccurrences(
      { ...none, expenses: [timed], payments: paid },
      '2030-06-01',
      '2030-07-31',
    )
    expect(july.map((r) => r.instalmentDate)).toEqual(['2030-06-02'])
  })
})
