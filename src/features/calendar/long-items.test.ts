import { describe, expect, it } from 'vitest'
import { calendarItems, monthRange, type CalendarData } from '../../../sync'
import { splitLongEvents } from './long-items'

const data = (list: CalendarEvent[]): CalendarData => ({
  today: '2026-11-15',
  revenues: [],
  expenses: [],
  receipts: [],
  payments: [],
  liabilities: [],
  events: list,
})
type CalendarEvent = CalendarData['events'][number]
const event = (id: string, startDate: string, endDate: string): CalendarEvent => ({
  id,
  name: id,
  startDate,
  endDate,
  conventionId: 'v1',
  fieldId: 'f1',
  sectorId: 's1',
  churchId: 'c1',
})

describe('long events on a phone (issue 51)', () => {
  it('a year-long campaign is listed once and leaves the days; a weekend retreat stays on its days', () => {
    const items = calendarItems(
      data([
        event('campanha', '2026-01-01', '2026-12-31'),
        event('retiro', '2026-11-20', '2026-11-22'),
      ]),
      monthRange(2026, 11),
    )
    expect(items.filter((i) => i.title === 'campanha')).toHaveLength(30)
    const { long, byDate } = splitLongEvents(items)
    expect(long.map((i) => i.title)).toEqual(['campanha'])
    expect([...byDate.keys()]).toEqual(['2026-11-20', '2026-11-21', '2026-11-22'])
    expect(byDate.get('2026-11-05')).toBeUndefined()
  })
})
