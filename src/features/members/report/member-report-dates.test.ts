import { i18n } from '@lingui/core'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { todayIso } from '../../../../sync'
import { formatDate } from '../../../lib/format'
import { memberReport } from './member-report'
import { memberReportSheets, memberReportSpec } from './member-report-files'
import { person, reportContext } from './fixtures'

/**
 * Issue 48: the member report at 22:30 in Brasília (01:30 UTC of the next day). Run under
 * America/Sao_Paulo, Manaus, Noronha and UTC by the zone-* projects (vitest.config.ts DATE_TESTS):
 * a member registered at 22:10 that evening is new in a period ending today, and their
 * "Cadastro" is that day — not the UTC date of createdAt, already tomorrow.
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

const ctx = (today: string) =>
  reportContext({
    owner: 'Igreja',
    userName: 'Ana',
    now: LATE.toISOString(),
    start: '2026-11-01',
    end: today,
  })

describe('the member report at 22:30 in Brasília', () => {
  beforeAll(() => {
    i18n.loadAndActivate({ locale: 'pt-BR', messages: {} })
  })
  beforeEach(() => {
    vi.useFakeTimers()
    vi.setSystemTime(LATE)
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('lists a member registered this evening as new in a period ending today, dated today', () => {
    const today = todayIso()
    const expected = EVENING_DAY[ZONE]
    if (expected) expect(today).toBe(expected)
    const evening = person({ name: 'Bia', createdAt: '2026-11-29T01:10:00.000Z' }) // 22:10 in Brasília
    const report = memberReport({
      members: [evening],
      transfers: [],
      start: '2026-11-01',
      end: today,
      today,
    })
    expect(report.newMembers.map((m) => m.name)).toEqual(['Bia'])
  })

  it('shows that evening as the "Cadastro" of the PDF and of the spreadsheet', () => {
    const today = todayIso()
    const evening = person({ name: 'Bia', createdAt: '2026-11-29T01:10:00.000Z' }) // 22:10 in Brasília
    const report = {
      ...memberReport({ members: [], transfers: [], start: '2026-11-01', end: today, today }),
      newMembers: [evening],
    }
    const table = memberReportSpec(report, ctx(today)).tables.find((x) =>
      x.rows.some((row) => row.includes('Bia Sá')),
    )
    expect(table?.rows).toEqual([[formatDate(today), 'Bia Sá', expect.any(String)]])
    const [people] = memberReportSheets(report, [evening], ctx(today))
    expect(people?.rows[0]?.[people.header.indexOf('Cadastro')]).toBe(formatDate(today))
  })

  it('leaves out a member registered after the period, on the day where the user is', () => {
    const report = memberReport({
      members: [person({ name: 'Caio', createdAt: '2026-11-29T01:10:00.000Z' })],
      transfers: [],
      start: '2026-11-01',
      end: '2026-11-27',
      today: '2026-11-28',
    })
    expect(report.newMembers).toEqual([])
  })
})
