import { describe, expect, it } from 'vitest'
import { LANGUAGES } from '../../http/i18n'
import { BILLING_MAIL_KINDS, mailDate, mailMoney } from './billing-mails'
import { renderQueuedMail } from '../mail-queue/mail-queue'

/** Issue 50: each subscription mail in pt-BR, en and es, with the facts of its payload. */

const payload = {
  organisation: 'Igreja Batista Esperança',
  link: 'https://app.celeiro.example/billing',
  days: 3,
  trialEndsOn: '2026-12-28',
  amountCents: 123_456,
  periodStart: '2026-12-28',
  periodEnd: '2027-01-27',
  dueDate: '2027-01-02',
  pixPayload: '00020126580014BR.GOV.BCB.PIX0136pix@celeiro.app5204000053039865406',
  boletoLine: '00190000090123456700100000017111811230000123456',
}

describe('the subscription mails', () => {
  it('write money in reais and dates in words in every language', () => {
    expect(mailMoney(123_456, 'pt-BR')).toBe('R$ 1.234,56')
    expect(mailMoney(123_456, 'en')).toBe('R$ 1,234.56')
    expect(mailMoney(123_456, 'es')).toBe('R$ 1.234,56')
    expect(mailDate('2027-01-02', 'pt-BR')).toBe('2 de janeiro de 2027')
    expect(mailDate('2027-01-02', 'en')).toBe('2 January 2027')
    expect(mailDate('2027-01-02', 'es')).toBe('2 de enero de 2027')
  })

  it('render every kind in every language, the name on its own quoted line, nothing missing', () => {
    for (const kind of Object.values(BILLING_MAIL_KINDS))
      for (const lang of LANGUAGES) {
        const mail = renderQueuedMail(kind, lang, payload)
        expect(mail.subject, `${kind} ${lang}`).toMatch(/^Celeiro: /)
        expect(mail.text).not.toMatch(/undefined|NaN|\{|\}/)
        expect(mail.text).toMatch(/: “Igreja Batista Esperança”\n/)
        expect(mail.text).toContain(payload.link)
        if (kind === BILLING_MAIL_KINDS.invoiceIssued) {
          expect(mail.text).toContain(payload.pixPayload)
          expect(mail.text).toContain(payload.boletoLine)
        }
        if (kind !== BILLING_MAIL_KINDS.trialEnding) expect(mail.text).toContain('R$ 1')
      }
  })

  it('leave out an organisation name that could read as our words (a link)', () => {
    const mail = renderQueuedMail(BILLING_MAIL_KINDS.invoicePaid, 'pt-BR', {
      ...payload,
      organisation: 'Pague em https://golpe.example',
    })
    expect(mail.text).not.toContain('golpe')
  })
})
