import { describe, expect, it } from 'vitest'
import type { MemberTransfer } from '../../../../sync'
import { parseCsv } from '../import/csv'
import { filterTransfers, transfersCsv } from './transfers'

const t = (id: string, date: string, from: string, to: string) =>
  ({
    id,
    date,
    fromChurchId: from,
    toChurchId: to,
    createdAt: date,
    memberName: `M ${id}`,
    fromSectorId: '',
    fromFieldId: '',
    fromConventionId: 'c',
    toSectorId: '',
    toFieldId: '',
    toConventionId: 'c',
    titheStatus: 'regular',
  }) as unknown as MemberTransfer
const rows = [
  t('1', '2026-01-10', 'a', 'b'),
  t('2', '2026-03-01', 'b', 'c'),
  t('3', '2026-02-15', 'c', 'a'),
]

describe('transfers', () => {
  it('filters by period (inclusive) and by origin or destination church, newest first', () => {
    expect(filterTransfers(rows, { from: '', to: '', churchId: '' }).map((r) => r.id)).toEqual([
      '2',
      '3',
      '1',
    ])
    expect(
      filterTransfers(rows, { from: '2026-01-10', to: '2026-02-15', churchId: '' }).map(
        (r) => r.id,
      ),
    ).toEqual(['3', '1'])
    expect(filterTransfers(rows, { from: '', to: '', churchId: 'a' }).map((r) => r.id)).toEqual([
      '3',
      '1',
    ])
  })

  it('exports names, not ids', () => {
    const csv = transfersCsv(
      rows.slice(0, 1),
      ['Data', 'Membro', 'De', 'a', 'b', 'c', 'Para', 'd', 'e', 'f', 'Dízimo'],
      (id) =>
        (id
          ? ({ a: 'Igreja A', b: 'Igreja B', c: 'Convenção' } as Record<string, string>)[id]
          : undefined) ?? '',
      () => 'Em dia',
    )
    expect(parseCsv(csv)[1]).toEqual([
      '2026-01-10',
      'M 1',
      'Igreja A',
      '',
      '',
      'Convenção',
      'Igreja B',
      '',
      '',
      'Convenção',
      'Em dia',
    ])
  })

  it('writes a formula-like member name as text (OWASP CSV injection)', () => {
    const evil: MemberTransfer = { ...rows[0]!, memberName: '@SUM(1+1)' }
    const csv = transfersCsv(
      [evil],
      ['Data', 'Membro'],
      () => 'Igreja',
      () => '-1',
    )
    expect(parseCsv(csv)[1]?.slice(0, 2)).toEqual(['2026-01-10', "'@SUM(1+1)"])
    expect(parseCsv(csv)[1]?.at(-1)).toBe('-1')
  })
})
