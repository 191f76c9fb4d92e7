import { describe, expect, it } from 'vitest'
import type { AlertOccurrence } from '../../../sync'
import { reminderTitle, reminderToastContent } from './reminder-toast-content'
import type { ReminderTexts } from './use-reminder-texts'

const texts = {
  title: (r) => `Pagar: ${r.description}`,
  body: () => 'R$ 135,00 · vence hoje',
  url: (r) => `/expenses?id=${r.entryId}`,
  severalTitle: (count) => `${count} lembretes`,
  more: (count) => `e mais ${count} lembretes`,
  earlier: (count) => `Outros ${count} lembretes continuam na página inicial`,
  dismiss: 'Dispensar',
  dismissAll: 'Dispensar todos',
  snoozeHour: 'Adiar 1 hora',
  snoozeTomorrow: 'Adiar até amanhã às 9h',
} satisfies ReminderTexts

const gas = (churchId: string) =>
  ({
    id: `expense:${churchId}:2026-11-28`,
    entryId: `gas-${churchId}`,
    churchId,
    kind: 'expense',
    description: 'Gás da cantina',
  }) as AlertOccurrence

const names: Record<string, string> = { c1: 'Igreja Central', c2: 'Congregação São Bernardo' }
const churchOf = (id: string) => names[id] ?? '—'

describe('a reminder names its church for a user above several churches (issue 48)', () => {
  it('the toast of one reminder: "Pagar: Gás da cantina · Igreja Central"', () => {
    const content = reminderToastContent([gas('c1')], texts, '2026-11-28', churchOf)
    expect(content.title).toBe('Pagar: Gás da cantina · Igreja Central')
    expect(content.lines).toEqual(['R$ 135,00 · vence hoje'])
    expect(content.url).toBe('/expenses?id=gas-c1')
  })

  it("a group's lines tell the same bill of each church apart", () => {
    const content = reminderToastContent([gas('c1'), gas('c2')], texts, '2026-11-28', churchOf)
    expect(content.title).toBe('2 lembretes')
    expect(content.lines).toEqual([
      'Pagar: Gás da cantina · R$ 135,00 · vence hoje · Igreja Central',
      'Pagar: Gás da cantina · R$ 135,00 · vence hoje · Congregação São Bernardo',
    ])
    expect(content.url).toBe('/')
  })

  it("a church's own user does not read the name repeated", () => {
    expect(reminderTitle(gas('c1'), texts, null)).toBe('Pagar: Gás da cantina')
    const content = reminderToastContent([gas('c1'), gas('c1')], texts, '2026-11-28', null)
    expect(content.lines[0]).toBe('Pagar: Gás da cantina · R$ 135,00 · vence hoje')
  })
})
