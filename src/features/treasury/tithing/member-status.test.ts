import { describe, expect, it } from 'vitest'
import { memberStatuses } from './member-status'

const m = (id: string, name: string, status = 'active') => ({
  id,
  name,
  surname: 'Silva',
  churchId: 'c1',
  status,
})

describe('members tithe status', () => {
  it('is up to date with a tithe this month or last, pending otherwise; visitors left out', () => {
    const rows = memberStatuses(
      [m('a', 'Ana'), m('b', 'Bruno'), m('c', 'Carla'), m('v', 'Vera', 'visitor'), m('d', 'Davi')],
      [
        { memberId: 'a', date: '2026-11-02' },
        { memberId: 'b', date: '2026-10-31' },
        { memberId: 'c', date: '2026-09-30' },
        { memberId: 'd', date: '2026-11-30' }, // after today: does not count yet
        { memberId: null, date: '2026-11-01' },
        { memberId: 'v', date: '2026-11-01' },
      ],
      '2026-11-22',
    )
    expect(rows.map((r) => [r.name, r.status, r.last])).toEqual([
      ['Ana Silva', 'up_to_date', '2026-11-02'],
      ['Bruno Silva', 'up_to_date', '2026-10-31'],
      ['Carla Silva', 'pending', '2026-09-30'],
      ['Davi Silva', 'pending', null],
    ])
  })
})
