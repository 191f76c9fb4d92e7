import { i18n } from '@lingui/core'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Tithe } from '../../../../sync'
import { flat, pdfText } from '../../../../tests/support/pdf-text'
import { renderReportPdf } from '../../../components/pdf/report-pdf'
import { receiptReport } from './tithe-receipt'

const tithe = {
  id: '0193a5b2-7c1e-7000-8000-00000000abcd',
  churchId: 'c1',
  memberId: 'm1',
  amount: 12_050,
  date: '2026-11-22',
  paymentMethod: 'pix',
  notes: '',
} as Tithe

const context = {
  memberName: 'Maria da Silva',
  churchName: 'Igreja Sede',
  branding: { color: '#2255aa' },
  userName: 'Ana Tesoureira',
  now: '2026-11-29T12:00:00.000Z',
}

describe('the tithe receipt', { timeout: 60_000 }, () => {
  beforeAll(() => i18n.loadAndActivate({ locale: 'pt-BR', messages: {} }))

  it('reads the CNPJ, the amount in words, the date beside the amount and a signature line', async () => {
    const text = await pdfText(
      await renderReportPdf(
        receiptReport(tithe, {
          ...context,
          letterhead: { name: 'Igreja Sede', cnpj: '11222333000181', address: '' },
        }),
      ),
    )
    const words = flat(text)
    expect(words).toContain('Igreja Sede')
    expect(words).toContain('CNPJ 11.222.333/0001-81')
    expect(words).toContain('Comprovante de dízimo')
    expect(words).toMatch(/Valor R\$\s120,50 em 22\/11\/2026/)
    expect(words).toContain('cento e vinte reais e cinquenta centavos')
    expect(words).toContain('Recebemos de Maria da Silva')
    expect(words).toContain('Ana Tesoureira Tesouraria')
  })

  it('leaves the CNPJ out when the church has none, and words an offering', async () => {
    const spec = receiptReport(
      { ...tithe, memberId: null, amount: 100_000_000 },
      { ...context, letterhead: { name: 'Igreja Sede', cnpj: '', address: '' } },
    )
    expect(spec.ownerLines).toEqual([])
    const words = flat(await pdfText(await renderReportPdf(spec)))
    expect(words).toContain('Comprovante de oferta')
    expect(words).not.toContain('CNPJ')
    expect(words).toContain('(um milhão de reais)')
  })
})
