import { describe, expect, it } from 'vitest'
import { sameCard, type MetricCardProps } from './metric-card'

const card = (
  value: string | undefined,
  extra: Partial<MetricCardProps> = {},
): MetricCardProps => ({
  title: 'Dízimos e ofertas',
  icon: 'heart',
  to: '/tithing',
  testId: 'metric-tithes',
  lines: [
    { label: 'novembro de 2026', value },
    { label: 'Em 2026', value: 'R$ 1.234,56' },
  ],
  ...extra,
})

describe('a home tile is drawn again only when what it shows changed', () => {
  it('the same figures, built anew, are the same tile', () => {
    expect(sameCard(card('R$ 100,00'), card('R$ 100,00'))).toBe(true)
  })

  it('a figure read, changed or toned differently is a new tile', () => {
    expect(sameCard(card(undefined), card('R$ 100,00'))).toBe(false)
    expect(sameCard(card('R$ 100,00'), card('R$ 10.000,00'))).toBe(false)
    const toned = card('R$ 100,00')
    const negative = card('R$ 100,00')
    negative.lines = [{ ...toned.lines[0]!, tone: 'negative' }, toned.lines[1]!]
    expect(sameCard(toned, negative)).toBe(false)
    expect(sameCard(card('R$ 100,00'), card('R$ 100,00', { title: 'Receitas recebidas' }))).toBe(
      false,
    )
  })

  it('a tile with a note is always drawn again', () => {
    expect(sameCard(card('R$ 1,00', { note: 'x' }), card('R$ 1,00', { note: 'x' }))).toBe(false)
  })
})
