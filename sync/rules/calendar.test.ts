import { afterEach, describe, expect, it } from 'vitest'
import type { Recurrence } from '../contracts/treasury-dates'
import {
  calendarItems,
  events,
  expenseInstalments,
  firstDayOfWeek,
  itemOfChurch,
  itemsByDate,
  liabilities,
  monthGrid,
  monthRange,
  weekdayOrder,
  type CalendarData,
  type CalendarEntry,
  type CalendarEvent,
} from './calendar'

const entry = (over: Partial<CalendarEntry> = {}): CalendarEntry => ({
  id: 'e1',
  churchId: 'c1',
  amount: 10_000,
  description: 'Aluguel',
  dueDate: '2026-11-10',
  recurrence: 'unico',
  endDate: null,
  alertTime: null,
  alertWeekday: null,
  alertDate: null,
  category: 'maintenance',
  ...over,
})

const data = (over: Partial<CalendarData> = {}): CalendarData => ({
  today: '2026-11-15',
  revenues: [],
  expenses: [],
  receipts: [],
  payments: [],
  liabilities: [],
  events: [],
  ...over,
})

const month = (yyyyMm: string) => {
  const [y, m] = yyyyMm.split('-').map(Number) as [number, number]
  return monthRange(y, m)
}

/** The days an expense's instalments show on in one month of the calendar. */
const daysIn = (e: CalendarEntry, yyyyMm: string) =>
  expenseInstalments(data({ expenses: [e] }), month(yyyyMm)).map((i) => i.date)

describe('instalments in the calendar, every recurrence', () => {
  it.each<[Recurrence, string, string | null, string, string[]]>([
    ['unico', '2028-02-29', null, '2028-02', ['2028-02-29']],
    ['unico', '2028-02-29', null, '2028-03', []],
    ['diaria', '2028-02-27', '2028-03-02', '2028-02', ['2028-02-27', '2028-02-28', '2028-02-29']],
    ['diaria', '2028-02-27', '2028-03-02', '2028-03', ['2028-03-01', '2028-03-02']],
    [
      'semanal',
      '2028-01-31',
      '2028-12-31',
      '2028-02',
      ['2028-02-07', '2028-02-14', '2028-02-21', '2028-02-28'],
    ],
    ['quinzenal', '2028-01-31', '2028-12-31', '2028-02', ['2028-02-15']],
    [
      'quinzenal',
      '2028-01-31',
      '2028-12-31',
      '2028-03',
      ['2028-03-01', '2028-03-16', '2028-03-31'],
    ],
    // 31 Jan -> 29 Feb (leap) -> 31 Mar -> 30 Apr: every date from the first due date.
    ['mensal', '2028-01-31', '2028-12-31', '2028-02', ['2028-02-29']],
    ['mensal', '2028-01-31', '2028-12-31', '2028-03', ['2028-03-31']],
    ['mensal', '2028-01-31', '2028-12-31', '2028-04', ['2028-04-30']],
    ['mensal', '2027-01-31', '2027-12-31', '2027-02', ['2027-02-28']],
    ['bimestral', '2027-12-31', '2028-12-31', '2028-02', ['2028-02-29']],
    ['bimestral', '2027-12-31', '2028-12-31', '2028-03', []],
    ['bimestral', '2027-12-31', '2028-12-31', '2028-04', ['2028-04-30']],
    ['trimestral', '2027-11-30', '2028-12-31', '2028-02', ['2028-02-29']],
    ['trimestral', '2027-11-30', '2028-12-31', '2028-05', ['2028-05-30']],
    ['semestral', '2027-08-31', '2029-12-31', '2028-02', ['2028-02-29']],
    ['semestral', '2027-08-31', '2029-12-31', '2029-02', ['2029-02-28']],
    ['semestral', '2027-08-31', '2029-12-31', '2028-08', ['2028-08-31']],
  ])('%s from %s until %s, in %s', (recurrence, dueDate, endDate, yyyyMm, expected) => {
    expect(daysIn(entry({ recurrence, dueDate, endDate }), yyyyMm)).toEqual(expected)
  })

  it('a month slices a monthly entry that started months before: its 9th of 13 instalments', () => {
    const e = entry({ recurrence: 'mensal', dueDate: '2026-03-15', endDate: '2027-03-15' })
    const items = expenseInstalments(data({ expenses: [e] }), month('2026-11'))
    expect(items.map((i) => [i.date, i.instalment])).toEqual([['2026-11-15', { n: 9, of: 13 }]])
    expect(items[0]?.link).toEqual({ to: '/expenses', id: 'e1' })
  })

  it('shows nothing after the end date, nor before the first due date', () => {
    const e = entry({ recurrence: 'mensal', dueDate: '2026-03-15', endDate: '2026-10-15' })
    expect(daysIn(e, '2026-11')).toEqual([])
    expect(daysIn(e, '2026-02')).toEqual([])
    expect(daysIn(e, '2026-10')).toEqual(['2026-10-15'])
  })
})

describe('status: overdue vs realised', () => {
  const e = entry({ recurrence: 'semanal', dueDate: '2026-11-02', endDate: '2026-11-30' })
  const pay = (instalmentDate: string, amount: number) => ({
    entryId: 'e1',
    instalmentDate,
    amount,
    date: instalmentDate,
  })
  const statuses = (today: string) =>
    expenseInstalments(
      data({
        today,
        expenses: [e],
        payments: [pay('2026-11-02', 10_000), pay('2026-11-16', 4_000)],
      }),
      month('2026-11'),
    ).map((i) => [i.date, i.status])

  it('paid in full is realised even when past; unpaid past is overdue; partial past is overdue', () => {
    expect(statuses('2026-11-20')).toEqual([
      ['2026-11-02', 'realized'],
      ['2026-11-09', 'overdue'],
      ['2026-11-16', 'overdue'],
      ['2026-11-23', 'open'],
      ['2026-11-30', 'open'],
    ])
  })

  it('on its due day an instalment is not yet overdue; a partial one still to come is partial', () => {
    expect(statuses('2026-11-09')).toEqual([
      ['2026-11-02', 'realized'],
      ['2026-11-09', 'open'],
      ['2026-11-16', 'partial'],
      ['2026-11-23', 'open'],
      ['2026-11-30', 'open'],
    ])
  })

  it('a liability is realised once settled, overdue after its day, open before', () => {
    const row = { churchId: 'c1', name: 'Empréstimo', value: 500 }
    const items = liabilities(
      data({
        today: '2026-11-15',
        liabilities: [
          { ...row, id: 'l1', dueDate: '2026-11-01', settledOn: '2026-11-02' },
          { ...row, id: 'l2', dueDate: '2026-11-05', settledOn: null },
          { ...row, id: 'l3', dueDate: '2026-11-20', settledOn: null },
          { ...row, id: 'l4', dueDate: '2026-12-01', settledOn: null },
        ],
      }),
      month('2026-11'),
    )
    expect(items.map((i) => [i.id, i.status])).toEqual([
      ['liability:l1', 'realized'],
      ['liability:l2', 'overdue'],
      ['liability:l3', 'open'],
    ])
  })
})

describe('events', () => {
  const congress: CalendarEvent = {
    id: 'ev1',
    name: 'Congresso',
    startDate: '2026-10-30',
    endDate: '2026-11-02',
    conventionId: 'cv',
    fieldId: 'f1',
    sectorId: null,
    churchId: null,
  }

  it('an event across a month boundary shows on each of its days inside the range, with its span', () => {
    const nov = events(data({ events: [congress] }), month('2026-11'))
    expect(nov.map((i) => [i.date, i.start, i.end])).toEqual([
      ['2026-11-01', '2026-10-30', '2026-11-02'],
      ['2026-11-02', '2026-10-30', '2026-11-02'],
    ])
    const oct = events(data({ events: [congress] }), month('2026-10'))
    expect(oct.map((i) => i.date)).toEqual(['2026-10-30', '2026-10-31'])
    expect(new Set([...nov, ...oct].map((i) => i.uid))).toEqual(new Set(['event:ev1']))
  })

  it("a field's campaign shows in the field's churches only", () => {
    const [item] = events(data({ events: [congress] }), month('2026-11'))
    if (!item) throw new Error('no item')
    const church = { id: 'c1', conventionId: 'cv', fieldId: 'f1', sectorId: 's1' }
    expect(itemOfChurch(item, church)).toBe(true)
    expect(itemOfChurch(item, { ...church, fieldId: 'f2' })).toBe(false)
  })
})

describe('calendarItems', () => {
  it('gathers every source by date and indexes them by day', () => {
    const all = calendarItems(
      data({
        expenses: [entry({ dueDate: '2026-11-10', alertWeekday: 1 })],
        revenues: [entry({ id: 'r1', dueDate: '2026-11-03', origin: 'oferta' })],
        liabilities: [
          {
            id: 'l1',
            churchId: 'c1',
            name: 'Dívida',
            value: 1,
            dueDate: '2026-11-10',
            settledOn: null,
          },
        ],
      }),
      month('2026-11'),
    )
    // 10 Nov 2026 is a Tuesday: the Monday alert falls on the 9th.
    expect(all.map((i) => [i.date, i.source])).toEqual([
      ['2026-11-03', 'revenue'],
      ['2026-11-09', 'alert'],
      ['2026-11-10', 'expense'],
      ['2026-11-10', 'liability'],
    ])
    const byDay = itemsByDate(all)
    // Within a day: the overdue before the open, the open before the realised.
    const day = calendarItems(
      data({
        today: '2026-11-10',
        expenses: [
          entry({ id: 'paid', dueDate: '2026-11-05' }),
          entry({ id: 'late', dueDate: '2026-11-05' }),
        ],
        payments: [
          { entryId: 'paid', instalmentDate: '2026-11-05', amount: 10_000, date: '2026-11-05' },
        ],
        liabilities: [
          {
            id: 'l1',
            churchId: 'c1',
            name: 'Dívida',
            value: 1,
            dueDate: '2026-11-05',
            settledOn: null,
          },
        ],
      }),
      month('2026-11'),
    )
    expect(day.map((i) => [i.id, i.status])).toEqual([
      ['expense:late:2026-11-05', 'overdue'],
      ['liability:l1', 'overdue'],
      ['expense:paid:2026-11-05', 'realized'],
    ])
    expect(byDay.get('2026-11-10')?.map((i) => i.source)).toEqual(['expense', 'liability'])
    expect(byDay.get('2026-11-11')).toBeUndefined()
  })
})

describe('the week and the month grid', () => {
  it.each([
    ['pt-BR', 0],
    ['en', 0],
    ['en-US', 0],
    ['es', 1],
    ['es-ES', 1],
  ] as const)('%s starts the week on %i (0 = Sunday)', (locale, day) => {
    expect(firstDayOfWeek(locale)).toBe(day)
  })

  describe('without Intl week info', () => {
    const original = Intl.Locale
    const setLocale = (value: unknown) =>
      Object.defineProperty(Intl, 'Locale', { value, configurable: true, writable: true })
    afterEach(() => setLocale(original))
    it('falls back to the table: pt-BR and en on Sunday, es on Monday', () => {
      setLocale(
        class {
          constructor(readonly tag: string) {}
        },
      )
      expect([firstDayOfWeek('pt-BR'), firstDayOfWeek('en'), firstDayOfWeek('es')]).toEqual([
        0, 0, 1,
      ])
    })
  })

  it('orders the weekdays from the first day', () => {
    expect(weekdayOrder(0)).toEqual([0, 1, 2, 3, 4, 5, 6])
    expect(weekdayOrder(1)).toEqual([1, 2, 3, 4, 5, 6, 0])
  })

  it('November 2026 from Sunday: 5 weeks, 1 Nov first; from Monday: 6 weeks from 26 Oct', () => {
    const sunday = monthGrid(2026, 11, 0)
    expect(sunday.length).toBe(5)
    expect(sunday[0]?.[0]).toBe('2026-11-01')
    expect(sunday[4]).toEqual([
      '2026-11-29',
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
      '2026-12-05',
    ])
    const monday = monthGrid(2026, 11, 1)
    expect(monday.length).toBe(6)
    expect(monday[0]?.[0]).toBe('2026-10-26')
    expect(monday[0]?.[6]).toBe('2026-11-01')
    expect(monday[5]?.[6]).toBe('2026-12-06')
  })

  it('February 2028 (leap) ends on the 29th inside the grid', () => {
    const weeks = monthGrid(2028, 2, 0)
    expect(weeks[0]?.[0]).toBe('2028-01-30')
    expect(weeks.flat()).toContain('2028-02-29')
    expect(weeks.at(-1)?.[6]).toBe('2028-03-04')
    for (const week of weeks) expect(week.length).toBe(7)
  })
})

describe('a bill that recurs until cancelled (issue 51)', () => {
  const rent = entry({ dueDate: '2025-01-31', recurrence: 'mensal', endDate: null })
  it('falls due in any month looked at, years on, numbered without a total', () => {
    const [item, ...rest] = expenseInstalments(data({ expenses: [rent] }), month('2034-02'))
    expect(rest).toEqual([])
    expect(item).toMatchObject({ date: '2034-02-28', instalment: { n: 110, of: null } })
    expect(daysIn(rent, '2024-12')).toEqual([])
  })
  it('a daily one fills the month looked at, and only it', () => {
    expect(daysIn({ ...rent, recurrence: 'diaria' }, '2031-02')).toHaveLength(28)
  })
})
