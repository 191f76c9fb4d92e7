import { describe, expect, it } from 'vitest'
import type { CalendarItem } from '../../../sync'
import { calendarIcs, icsFileName } from './ics'

const item = (over: Partial<CalendarItem>): CalendarItem => ({
  id: 'expense:e1:2026-11-10',
  uid: 'expense:e1:2026-11-10',
  source: 'expense',
  date: '2026-11-10',
  start: '2026-11-10',
  end: '2026-11-10',
  title: 'Aluguel',
  category: 'maintenance',
  amount: 10_000,
  churchId: 'c1',
  node: null,
  status: 'open',
  instalment: null,
  time: null,
  link: { to: '/expenses', id: 'e1' },
  ...over,
})

const labels = { summary: (i: CalendarItem) => i.title, description: () => 'x' }

/** The VEVENTs of an iCalendar text, unfolded, as maps of their properties. */
function vevents(text: string): Record<string, string>[] {
  const unfolded = text.replace(/\r\n[ \t]/g, '')
  return [...unfolded.matchAll(/BEGIN:VEVENT\r\n([\s\S]*?)END:VEVENT/g)].map((m) =>
    Object.fromEntries(
      (m[1] ?? '')
        .split('\r\n')
        .filter(Boolean)
        .map((line) => {
          const colon = line.indexOf(':')
          return [line.slice(0, colon), line.slice(colon + 1)]
        }),
    ),
  )
}

describe('calendarIcs', () => {
  it('writes all-day VEVENTs with stable UIDs; an event once over its span, DTEND exclusive', async () => {
    const event = {
      source: 'event' as const,
      uid: 'event:ev1',
      start: '2026-10-30',
      end: '2026-11-02',
      amount: null,
      title: 'Congresso',
    }
    const text = await calendarIcs(
      [
        item({}),
        item({ ...event, id: 'event:ev1:2026-11-01', date: '2026-11-01' }),
        item({ ...event, id: 'event:ev1:2026-11-02', date: '2026-11-02' }),
        item({ id: 'alert:x', uid: 'alert:x', source: 'alert', time: '09:00' }),
        item({
          id: 'liability:l1',
          uid: 'liability:l1',
          source: 'liability',
          date: '2026-11-30',
          start: '2026-11-30',
          end: '2026-11-30',
          title: 'Empréstimo',
        }),
      ],
      labels,
      'Celeiro',
    )
    expect(text.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true)
    const events = vevents(text)
    expect(
      events.map((e) => [e.UID, e['DTSTART;VALUE=DATE'], e['DTEND;VALUE=DATE'], e.SUMMARY]),
    ).toEqual([
      ['expense:e1:2026-11-10@celeiro', '20261110', '20261111', 'Aluguel'],
      ['event:ev1@celeiro', '20261030', '20261103', 'Congresso'],
      ['liability:l1@celeiro', '20261130', '20261201', 'Empréstimo'],
    ])
    for (const e of events) expect(e.DTSTAMP).toMatch(/^\d{8}T\d{6}Z$/)
  })

  it('names the file after the month', () => {
    expect(icsFileName('2026-11')).toBe('calendario_2026-11.ics')
  })
})
