import { describe, expect, it } from 'vitest'
import type { MemberTransfer } from '../../../../sync'
import { ageBandOf, memberReport } from './member-report'
import { person } from './fixtures'

describe('memberReport', () => {
  it('counts people by category, status, church and age band; birthdays of the month; the period', () => {
    const report = memberReport({
      members: [
        person({ birthDate: '1990-11-05', createdAt: '2025-05-01T00:00:00Z' }),
        person({ category: 'deacon', birthDate: '2015-11-30', churchId: 'c2' }),
        person({ status: 'visitor', category: 'visitor', birthDate: '1960-11-02' }),
        person({ name: '—', surname: '' }), // deleted: anonymised, left out
      ],
      transfers: [
        { date: '2026-03-01', memberName: 'Ana Sá' } as MemberTransfer,
        { date: '2025-12-31', memberName: 'Outro' } as MemberTransfer,
      ],
      start: '2026-01-01',
      end: '2026-11-24',
      today: '2026-11-24',
    })
    expect(report.people).toBe(3)
    expect(report.byCategory).toEqual([
      { key: 'member', count: 1 },
      { key: 'deacon', count: 1 },
    ])
    expect(report.byStatus).toEqual([
      { key: 'active', count: 2 },
      { key: 'visitor', count: 1 },
    ])
    expect(report.byAgeBand).toEqual([
      { key: [0, 11], count: 1 },
      { key: [30, 44], count: 1 },
      { key: [60, 150], count: 1 },
    ])
    expect(report.birthdays.map((b) => b.day)).toEqual([5, 30])
    expect(report.newMembers).toHaveLength(1)
    expect(report.transfers.map((x) => x.memberName)).toEqual(['Ana Sá'])
    // Tithe statuses only when the rows carry them (a treasury role).
    expect(report.byTitheStatus).toBeNull()
  })

  it('puts each age in one band, the birthday counting', () => {
    expect(ageBandOf('2014-11-25', '2026-11-24')).toEqual([0, 11])
    expect(ageBandOf('2014-11-24', '2026-11-24')).toEqual([12, 17])
    expect(ageBandOf(null, '2026-11-24')).toBeNull()
  })
})
