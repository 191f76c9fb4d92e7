import { i18n } from '@lingui/core'
import { beforeAll, describe, expect, it } from 'vitest'
import { closingFigures } from '../../../../sync'
import { flat, pdfText } from '../../../../tests/support/pdf-text'
import { renderReportPdf } from '../../../components/pdf/report-pdf'
import { closingKinds, closingReport, type ClosingEntry } from './closing-report'

const entries: ClosingEntry[] = [
  { id: 'a', memberId: 'm1', amount: 10_000, paymentMethod: 'dinheiro' },
  { id: 'b', memberId: 'm2', amount: 25_000, paymentMethod: 'pix' },
  { id: 'c', memberId: 'm3', amount: 5_000, paymentMethod: 'pix' },
  { id: 'd', memberId: null, amount: 3_750, paymentMethod: 'dinheiro' },
  { id: 'e', memberId: null, amount: 1_200, paymentMethod: 'pix' },
]
const ids = entries.map((e) => e.id)
const counts = [
  { denomination: 5_000, quantity: 2 },
  { denomination: 2_000, quantity: 1 },
  { denomination: 1_000, quantity: 1 },
]

describe('closingKinds', () => {
  it('tells the tithes from the offerings, each by method', () => {
    expect(closingKinds(ids, entries)).toEqual({
      tithes: [
        { method: 'pix', count: 2, total: 30_000 },
        { method: 'dinheiro', count: 1, total: 10_000 },
      ],
      offerings: [
        { method: 'dinheiro', count: 1, total: 3_750 },
        { method: 'pix', count: 1, total: 1_200 },
      ],
    })
  })
  it('is null when the device does not hold every entry (the recorded figures only)', () => {
    expect(closingKinds(ids, entries.slice(1))).toBeNull()
    expect(closingKinds(undefined, entries)).toBeNull()
  })
})

describe('the closing PDF', { timeout: 60_000 }, () => {
  beforeAll(() => i18n.loadAndActivate({ locale: 'pt-BR', messages: {} }))

  it('prints tithes and offerings apart, by method, and a line for each counter', async () => {
    const record = {
      date: '2026-11-22',
      counts,
      counters: ['Pedro Alves', 'Rute Campos'],
      notes: 'Envelope sem nome',
      figures: closingFigures(ids, entries, counts),
    }
    const spec = closingReport(record, {
      owner: 'Igreja Sede',
      ownerLines: ['CNPJ 11.222.333/0001-81'],
      branding: { color: '#2255aa' },
      userName: 'Ana',
      now: '2026-11-29T12:00:00.000Z',
      kinds: closingKinds(ids, entries),
    })
    const text = flat(await pdfText(await renderReportPdf(spec)))
    expect(text).toContain('CNPJ 11.222.333/0001-81')
    expect(text).toMatch(
      /Dízimos por forma de pagamento Forma Lançamentos Total PIX 2 R\$\s300,00 Dinheiro 1 R\$\s100,00 Total de dízimos 3 R\$\s400,00/,
    )
    expect(text).toMatch(
      /Ofertas por forma de pagamento Forma Lançamentos Total Dinheiro 1 R\$\s37,50 PIX 1 R\$\s12,00 Total de ofertas 2 R\$\s49,50/,
    )
    expect(text).toContain('Observações: Envelope sem nome')
    expect(text).toMatch(/Pedro Alves\s+Rute Campos Conferente\s+Conferente/)
  })
})
