import { i18n } from '@lingui/core'
import { beforeAll, describe, expect, it } from 'vitest'
import type { CashFlow } from '../../../sync'
import { inflowRows } from './inflow-rows'

type Sources = CashFlow['inflowBySource']

describe('inflowRows', () => {
  beforeAll(() => i18n.loadAndActivate({ locale: 'pt-BR', messages: {} }))

  it('makes "Ofertas" and "Receitas: Oferta" one figure that says where it came from', () => {
    const sources: Sources = [
      { source: { kind: 'tithes' }, amount: 100_000 },
      { source: { kind: 'origin', origin: 'evento' }, amount: 7_000 },
      { source: { kind: 'origin', origin: 'oferta' }, amount: 20_000 },
      { source: { kind: 'offerings' }, amount: 30_000 },
    ]
    const rows = inflowRows(sources)
    expect(rows.map((r) => r.label.replace(/\u00a0/g, ' '))).toEqual([
      'Dízimos',
      'Receitas: Evento',
      'Ofertas (R$ 300,00 nos cultos e R$ 200,00 lançados como receita)',
    ])
    expect(rows.map((r) => r.amount)).toEqual([100_000, 7_000, 50_000])
    // the lines still add up to the inflow
    expect(rows.reduce((s, r) => s + r.amount, 0)).toBe(sources.reduce((s, x) => s + x.amount, 0))
  })

  it('does the same for tithes entered as revenues, and leaves a source alone as it is', () => {
    const rows = inflowRows([
      { source: { kind: 'offerings' }, amount: 5_000 },
      { source: { kind: 'tithes' }, amount: 90_000 },
      { source: { kind: 'origin', origin: 'dizimo' }, amount: 10_000 },
    ])
    expect(rows.map((r) => [r.label.replace(/\u00a0/g, ' '), r.amount])).toEqual([
      ['Ofertas', 5_000],
      ['Dízimos (R$ 900,00 dos membros e R$ 100,00 lançados como receita)', 100_000],
    ])
    expect(
      inflowRows([{ source: { kind: 'origin', origin: 'oferta' }, amount: 1 }])[0]!.label,
    ).toBe('Receitas: Oferta')
  })
})
