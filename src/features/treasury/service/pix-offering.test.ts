import { describe, expect, it } from 'vitest'
import { parseBrCode } from '../../../../sync'
import { acceptsPix, offeringBrCode } from './pix-offering'

const church = {
  name: 'Congregação São Bernardo',
  pixKey: '11222333000181',
  pixCity: 'São José dos Campos',
}

describe('offeringBrCode', () => {
  it('reads back with the church key, an ASCII name and city, the amount and a txid', () => {
    const code = offeringBrCode(church, 5000, '01937a4e-8f1c-7b2a-9d3e-5f6a7b8c9d0e')
    expect(code.ok).toBe(true)
    if (!code.ok) return
    const parsed = parseBrCode(code.value)
    expect(parsed).toEqual({
      ok: true,
      value: {
        key: '11222333000181',
        description: 'Oferta',
        merchantName: 'Congregacao Sao Bernardo',
        merchantCity: 'Sao Jose dos Ca',
        amount: 5000,
        txid: expect.stringMatching(/^OF[0-9a-f]{23}$/) as string,
      },
    })
  })

  it('gives two offerings of the same amount different txids', () => {
    const a = offeringBrCode(church, 1000, '01937a4e-8f1c-7b2a-9d3e-000000000001')
    const b = offeringBrCode(church, 1000, '01937a4e-8f1c-7b2a-9d3e-000000000002')
    expect(a.ok && b.ok && a.value !== b.value).toBe(true)
  })

  it('refuses a church without a valid key or city, and a zero amount', () => {
    expect(offeringBrCode({ ...church, pixKey: '' }, 1000, 'x').ok).toBe(false)
    expect(offeringBrCode({ ...church, pixCity: ' ' }, 1000, 'x').ok).toBe(false)
    expect(offeringBrCode(church, 0, 'x').ok).toBe(false)
    expect(acceptsPix(church)).toBe(true)
    expect(acceptsPix({ name: 'Sede', pixKey: 'tesouraria@igreja.org', pixCity: '' })).toBe(false)
    expect(acceptsPix(undefined)).toBe(false)
  })
})
