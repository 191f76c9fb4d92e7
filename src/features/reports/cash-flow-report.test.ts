import { i18n } from '@lingui/core'
import { beforeAll, describe, expect, it } from 'vitest'
import type { CashFlow } from '../../../sync'
import { flat, pdfText } from '../../../tests/support/pdf-text'
import { renderReportPdf } from '../../components/pdf/report-pdf'
import { cashFlowReport } from './cash-flow-report'
import { signatureLines } from './report-signers'

const month = (period: string) => ({
  period,
  inflow: 108_500,
  outflow: 20_000,
  balance: 88_500,
  budgetedIn: 0,
  budgetedOut: 0,
  realizedIn: 0,
  realizedOut: 0,
})

const flow: CashFlow = {
  start: '2026-06-01',
  end: '2026-11-30',
  opening: 0,
  inflow: 108_500,
  outflow: 20_000,
  closing: 88_500,
  months: [month('2026-11')],
  inflowBySource: [
    { source: { kind: 'tithes' }, amount: 50_000 },
    { source: { kind: 'offerings' }, amount: 30_000 },
    { source: { kind: 'origin', origin: 'oferta' }, amount: 20_000 },
    { source: { kind: 'origin', origin: 'evento' }, amount: 8_500 },
  ],
  outflowBySource: [{ source: { kind: 'category', category: 'maintenance' }, amount: 20_000 }],
  hasData: true,
}

describe('the cash flow PDF an assembly signs', { timeout: 60_000 }, () => {
  beforeAll(() => i18n.loadAndActivate({ locale: 'pt-BR', messages: {} }))

  it('reads the CNPJ and address, one offering figure with its parts, and the three signature lines', async () => {
    const spec = cashFlowReport(flow, {
      owner: 'Igreja Sede',
      ownerLines: ['CNPJ 11.222.333/0001-81', 'Rua das Flores, 123, Centro, Curitiba/PR'],
      signatures: signatureLines({ treasurer: 'Rita Dias', pastor: 'Carlos Lima', council: '' }),
      branding: { color: '#2255aa' },
      userName: 'Rita Dias',
      now: '2026-11-29T12:00:00.000Z',
    })
    const text = flat(await pdfText(await renderReportPdf(spec)))
    expect(text).toMatch(
      /Igreja Sede CNPJ 11\.222\.333\/0001-81 Rua das Flores, 123, Centro, Curitiba\/PR/,
    )
    expect(text).toMatch(
      /Ofertas \(R\$\s300,00 nos cultos e R\$\s200,00 lançados como receita\) R\$\s500,00/,
    )
    expect(text).not.toContain('Receitas: Oferta')
    expect(text).toMatch(/Total R\$\s1\.085,00/)
    expect(text).toMatch(/Rita Dias\s+Carlos Lima Tesoureiro\s+Pastor presidente Conselho fiscal/)
  })
})
