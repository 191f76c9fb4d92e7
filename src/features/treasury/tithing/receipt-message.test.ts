import { i18n } from '@lingui/core'
import { beforeAll, describe, expect, it } from 'vitest'
import { receiptMessage } from './receipt-message'

describe('receiptMessage', () => {
  beforeAll(() => i18n.loadAndActivate({ locale: 'pt-BR', messages: {} }))

  it('says what a receipt holds, for a tithe and for an offering', () => {
    const receipt = {
      name: 'Maria',
      amount: 12_050,
      date: '2026-11-22',
      record: 'ABC123',
      tithe: true,
    }
    expect(receiptMessage(receipt, 'Igreja Sede').replace(/\u00a0/g, ' ')).toBe(
      'Olá, Maria! A Igreja Sede confirma o recebimento do seu dízimo de R$ 120,50 em 22/11/2026 (registro ABC123). Deus abençoe!',
    )
    expect(
      receiptMessage({ ...receipt, tithe: false }, 'Igreja Sede').replace(/\u00a0/g, ' '),
    ).toBe(
      'Olá! A Igreja Sede confirma o recebimento da oferta de R$ 120,50 em 22/11/2026 (registro ABC123). Deus abençoe!',
    )
  })
})
