import { i18n } from '@lingui/core'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Member } from '../../../../sync'
import { formatDate } from '../../../lib/format'
import { memberReport } from './member-report'
import { memberReportSheets } from './member-report-files'

const member = (name: string, extra: Partial<Member>): Member =>
  ({
    id: crypto.randomUUID(),
    name,
    surname: 'Lima',
    churchId: 'c1',
    status: 'active',
    category: 'member',
    birthDate: null,
    createdAt: '2026-11-20T12:00:00Z',
    ...extra,
  }) as Member

const report = (members: Member[]) =>
  memberReport({
    members,
    transfers: [],
    start: '2026-11-01',
    end: '2026-11-30',
    today: '2026-11-29',
  })

// Issue 50: an imported congregation was all "Novos membros no período" on import day.
describe('new members of the period: by the admission date', () => {
  it('a congregation imported this month whose members came years ago is not new', () => {
    const imported = [
      member('Ana', { admissionDate: '1998-05-10', admissionWay: 'baptism' }),
      member('Bruno', { admissionDate: '2015-02-01', admissionWay: 'letter' }),
    ]
    expect(report(imported).newMembers).toEqual([])
  })

  it('counts who was admitted in the period, even when the record is older', () => {
    const old = member('Carla', {
      createdAt: '2024-03-01T12:00:00Z',
      admissionDate: '2026-11-08',
      admissionWay: 'acclamation',
    })
    expect(report([old]).newMembers.map((m) => m.name)).toEqual(['Carla'])
  })

  it('falls back to the creation day when there is no admission date, sorted by the day', () => {
    const noDate = member('Davi', { createdAt: '2026-11-15T12:00:00Z', admissionDate: null })
    const stored = member('Eva', { createdAt: '2026-11-03T12:00:00Z' }) // before the field existed
    const admitted = member('Fábio', { admissionDate: '2026-11-10' })
    expect(report([noDate, stored, admitted]).newMembers.map((m) => m.name)).toEqual([
      'Eva',
      'Fábio',
      'Davi',
    ])
  })
})

describe("the spreadsheet's people", () => {
  beforeAll(() => {
    i18n.loadAndActivate({ locale: 'pt-BR', messages: {} })
  })
  it('say since when each is a member, and when the record was made', () => {
    const imported = member('Gil', { admissionDate: '1998-05-10', admissionWay: 'baptism' })
    const [people] = memberReportSheets(report([imported]), [imported], {
      churchName: () => 'Sede',
    })
    const at = (header: string) => people!.header.indexOf(header)
    expect(people!.rows[0]![at('Membro desde')]).toBe(formatDate('1998-05-10'))
    expect(people!.rows[0]![at('Cadastro')]).toBe(formatDate('2026-11-20'))
  })
})
