import fc from 'fast-check'
import { isStaticPix, parsePix } from 'pix-utils'
import { describe, expect, it } from 'vitest'
import { completeCpf } from '../contracts/documents'
import { MAX_PIX_AMOUNT, buildStaticBrCode, toBrCodeText, validatePixKey } from './pix-br-code'

/**
 * The BR Codes we build, read by an independent decoder: `pix-utils` (thalesog/pix-utils, a
 * dev dependency only), which checks the CRC16 itself and splits the EMV fields its own way.
 */

const keyArb = fc
  .oneof(
    fc.integer({ min: 0, max: 999_999_999 }).map((n) => completeCpf(String(n).padStart(9, '0'))),
    fc.uuid({ version: 4 }),
    fc
      .tuple(fc.stringMatching(/^[a-z0-9._-]{1,20}$/), fc.stringMatching(/^[a-z0-9]{1,15}$/))
      .map(([user, domain]) => `${user}@${domain}.org.br`),
    fc
      .integer({ min: 0, max: 99_999_999 })
      .map((n) => `+551998${String(n).padStart(7, '0').slice(-7)}`),
  )
  .filter((key) => validatePixKey(key).ok)
const words = (max: number) =>
  fc
    .stringMatching(new RegExp(`^[A-Za-zÀ-ÿ0-9 ]{1,${max}}$`))
    .filter((s) => toBrCodeText(s, 99) !== '')

describe('BR Codes read by an independent decoder (pix-utils)', () => {
  it('give back the key, name, city, amount, description and txid, with a valid CRC', () => {
    fc.assert(
      fc.property(
        keyArb,
        words(40),
        words(30),
        fc.option(fc.integer({ min: 1, max: MAX_PIX_AMOUNT }), { nil: undefined }),
        fc.option(fc.stringMatching(/^[A-Za-z0-9]{1,25}$/), { nil: undefined }),
        fc.option(fc.stringMatching(/^[A-Za-z ]{1,20}$/), { nil: undefined }),
        (key, name, city, amount, txid, description) => {
          const code = buildStaticBrCode({
            key,
            merchantName: name,
            merchantCity: city,
            amount,
            txid,
            description,
          })
          if (!code.ok) throw new Error(code.error)
          const read = parsePix(code.value)
          if ('error' in read) throw new Error(read.message)
          const expectedKey = validatePixKey(key)
          if (!isStaticPix(read)) throw new Error(`not a static code: ${code.value}`)
          expect(read.pixKey).toBe(expectedKey.ok ? expectedKey.value.key : null)
          expect(read.merchantName).toBe(toBrCodeText(name, 25))
          expect(read.merchantCity).toBe(toBrCodeText(city, 15))
          expect(Math.round((read.transactionAmount ?? 0) * 100)).toBe(amount ?? 0)
          expect(read.txid).toBe(txid ?? '***')
          const info = toBrCodeText(description ?? '', 99)
          expect(read.infoAdicional ?? '').toBe(info)
        },
      ),
      { numRuns: 300 },
    )
  })

  it('is refused by that decoder when one character is mistyped', () => {
    const code = buildStaticBrCode({
      key: '11.222.333/0001-81',
      merchantName: 'Igreja Sede Campinas',
      merchantCity: 'Campinas',
      amount: 5000,
      txid: 'OF123',
    })
    if (!code.ok) throw new Error(code.error)
    expect('error' in parsePix(code.value)).toBe(false)
    const mistyped = code.value.replace('50.00', '80.00')
    expect(parsePix(mistyped)).toMatchObject({ error: true, message: 'invalid crc' })
  })
})
