import { i18n, type Messages } from '@lingui/core'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Member } from '../../../../sync'
import { memberReport } from './member-report'
import { memberReportSheets, memberReportSpec } from './member-report-files'
import { person as anyPerson, reportContext } from './fixtures'

/** Every person here pays tithes regularly unless told otherwise. */
const person = (extra: Partial<Member>) => anyPerson({ titheStatus: 'regular', ...extra })

const CTX = reportContext()

function reportOf(members: Member[]) {
  return memberReport({
    members,
    transfers: [],
    start: CTX.start,
    end: CTX.end,
    today: '2026-11-24',
  })
}

const sum = (rows: readonly (readonly string[])[]) =>
  rows.reduce((s, row) => s + Number(row.at(-1)), 0)

beforeAll(async () => {
  const load = async (area: string) =>
    ((await import(`../../../../locales/pt-BR/${area}.po`)) as { messages: Messages }).messages
  i18n.loadAndActivate({
    locale: 'pt-BR',
    messages: { ...(await load('app')), ...(await load('members')) },
  })
})

// Issue 48: the categories counted 104 people (visitors left out) where every other section
// counted 119, and nothing said why.
describe('the member report, members and visitors', () => {
  const members = [
    person({}),
    person({ category: 'deacon', churchId: 'c2', titheStatus: null }),
    person({ status: 'visitor', category: 'visitor', titheStatus: null }),
  ]

  it('counts members and visitors apart, and every table adds up to the people', () => {
    const report = reportOf(members)
    expect(report.people).toBe(3)
    expect(report.members).toBe(2)
    expect(report.visitors).toBe(1)
    const spec = memberReportSpec(report, CTX)
    const counts = spec.tables.filter((table) => table.columns.at(-1)?.header === 'Pessoas')
    expect(counts.length).toBeGreaterThanOrEqual(5)
    for (const table of counts) {
      expect(table.total?.at(-1), table.title).toBe('3')
      expect(sum(table.rows), table.title).toBe(3)
    }
    const summary = spec.tables[0]
    expect(summary?.title).toBe('3 pessoas: 2 membros e 1 visitante')
    const byCategory = spec.tables.find((table) => table.title === 'Por categoria')
    expect(byCategory?.rows.map((row) => row[0])).toContain('Visitantes (contados à parte)')
  })

  it('says one person, one member, no visitor in the singular', () => {
    const spec = memberReportSpec(reportOf([person({})]), CTX)
    expect(spec.tables[0]?.title).toBe('1 pessoa: 1 membro e nenhum visitante')
  })

  it('adds up in the spreadsheet too', () => {
    const report = reportOf(members)
    const totals = memberReportSheets(report, members, CTX)[1]
    const groups = new Map<string, number>()
    for (const [group, , count] of totals?.rows ?? [])
      groups.set(String(group), (groups.get(String(group)) ?? 0) + Number(count))
    for (const [group, count] of groups) expect(count, group).toBe(3)
  })
})
