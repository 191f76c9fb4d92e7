import { i18n } from '@lingui/core'
import { beforeAll, describe, expect, it } from 'vitest'
import type { HistoryEntry } from '../../../../sync'
import { describeHistoryEntry } from './history-lines'

const SEDE = '01a22525-6b1c-7d2e-8f90-123456789abc'
const SAO_BERNARDO = '01a22525-6b1c-7d2e-8f90-1234567895b0'
const AWAY = '01a22525-0000-7000-8000-000000000000'
const CONVENTION = '01a22525-1111-7000-8000-000000000001'
const names = new Map([
  [SEDE, 'Igreja Sede Campinas'],
  [SAO_BERNARDO, 'Congregação São Bernardo'],
  [CONVENTION, 'Convenção Paulista'],
])

const entry = (changes: HistoryEntry['changes'], action = 'update'): HistoryEntry => ({
  id: 'h1',
  action,
  at: '2026-11-28T23:40:00Z',
  userId: 'u1',
  userName: 'Maria',
  changes,
})
const text = (described: ReturnType<typeof describeHistoryEntry>) =>
  described.lines.map((line) => `${line.label}: ${line.old} → ${line.new}`)

beforeAll(() => i18n.loadAndActivate({ locale: 'pt-BR', messages: {} }))

// Issue 48: a transfer read 'Alteração · Igreja: 01a22525-… → …5b'.
describe("a member's change history", () => {
  it('shows a transfer by the churches’ names', () => {
    const described = describeHistoryEntry(
      entry({ churchId: { old: SEDE, new: SAO_BERNARDO }, version: { old: 3, new: 4 } }),
      names,
    )
    expect(described.action).toBe('Transferência')
    expect(text(described)).toEqual([
      'Transferência: Igreja Sede Campinas → Congregação São Bernardo',
    ])
  })

  it('never shows an id: a church not on this device is another church', () => {
    const described = describeHistoryEntry(
      entry({
        churchId: { old: SEDE, new: AWAY },
        conventionId: { old: CONVENTION, new: AWAY },
        sectorId: { old: null, new: AWAY },
        someOtherId: { old: AWAY, new: SEDE },
      }),
      names,
    )
    const lines = text(described).join('\n')
    expect(lines).not.toMatch(/[0-9a-f]{8}-/)
    expect(lines).toContain('Transferência: Igreja Sede Campinas → outra igreja')
    expect(lines).toContain('Convenção: Convenção Paulista → outra convenção')
    expect(lines).toContain('Setor regional: — → outro setor')
  })

  it('keeps a plain change as it was, its values as people read them', () => {
    const described = describeHistoryEntry(
      entry({
        phone: { old: '', new: '19999990000' },
        baptized: { old: false, new: true },
        category: { old: 'member', new: 'deacon' },
      }),
      names,
    )
    expect(described.action).toBe('Alteração')
    expect(text(described)).toEqual([
      'Telefone: — → 19999990000',
      'Batizado(a): Não → Sim',
      'Categoria: Membro → Diácono',
    ])
  })
})
