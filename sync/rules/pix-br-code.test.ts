import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { completeCpf } from '../contracts/documents'
import {
  MAX_PAYLOAD_LENGTH,
  MAX_PIX_AMOUNT,
  buildStaticBrCode,
  crc16ccitt,
  parseBrCode,
  parsePixAmount,
  toBrCodeText,
  validatePixKey,
  type StaticPixInput,
} from './pix-br-code'

// Published payloads reproduced byte for byte:
// - BCB_EXAMPLE: Banco Central, "Manual de Padrões para Iniciação do Pix" (Regulamento Pix,
//   anexo II), p. 26 — the static code for "Fulano de Tal", BRASILIA, CRC 1D3D.
// - THALESOG_*: github.com/thalesog/pix-utils, tests/emvCodes.ts (commit 17ebf444), built there
//   by tests/creator.test.ts from the inputs repeated below.
const BCB_EXAMPLE =
  '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D'
const THALESOG_STATIC =
  '00020126510014br.gov.bcb.pix0115thalesog@me.com0210Pedido 123520400005303986540510.005802BR5914Thales Ogliari6015SAO MIGUEL DO O62070503***63044367'
const THALESOG_NO_AMOUNT =
  '00020126510014br.gov.bcb.pix0115thalesog@me.com0210Pedido 1235204000053039865802BR5914Thales Ogliari6015SAO MIGUEL DO O62070503***63042C6B'
const THALESOG_ZERO_AMOUNT =
  '00020126510014br.gov.bcb.pix0115thalesog@me.com0210Pedido 12352040000530398654040.005802BR5914Thales Ogliari6015SAO MIGUEL DO O62070503***63044406'
const THALESOG_DYNAMIC =
  '00020126740014br.gov.bcb.pix2552payload.psp.com/3ec9d2f9-5f03-4e0e-820d-63a81e769e875204000053039865802BR5914Thales Ogliari6015SAO MIGUEL DO O62070503***63040C64'

const thales = {
  key: 'thalesog@me.com',
  merchantName: 'Thales Ogliari',
  merchantCity: 'SÃO MIGUÉL DO O',
  description: 'Pedido 123',
}

const church: StaticPixInput = {
  key: 'tesouraria@igreja.org.br',
  merchantName: 'Igreja Batista São José',
  merchantCity: 'Campinas',
}

const built = (input: StaticPixInput): string => {
  const result = buildStaticBrCode(input)
  if (!result.ok) throw new Error(result.error)
  return result.value
}

describe('crc16ccitt', () => {
  it('is CRC-16/CCITT-FALSE (the catalogue check value of "123456789" is 29B1)', () => {
    expect(crc16ccitt('123456789')).toBe('29B1')
    expect(crc16ccitt('')).toBe('FFFF')
  })

  it('gives the CRC printed in published payloads, over everything up to "6304"', () => {
    for (const payload of [BCB_EXAMPLE, THALESOG_STATIC, THALESOG_NO_AMOUNT, THALESOG_DYNAMIC])
      expect(crc16ccitt(payload.slice(0, -4))).toBe(payload.slice(-4))
  })
})

describe('buildStaticBrCode: published examples', () => {
  it("reproduces the Banco Central manual's example", () => {
    const input = {
      key: '123e4567-e12b-12d1-a456-426655440000',
      merchantName: 'Fulano de Tal',
      merchantCity: 'BRASILIA',
    }
    expect(built(input)).toBe(BCB_EXAMPLE)
  })

  it("reproduces pix-utils' static code with an amount (R$ 10,00 = 1000 centavos)", () => {
    expect(built({ ...thales, amount: 1000 })).toBe(THALESOG_STATIC)
    expect(built({ ...thales, amount: 1000, txid: '' })).toBe(THALESOG_STATIC)
  })

  it("reproduces pix-utils' static code without an amount", () => {
    expect(built(thales)).toBe(THALESOG_NO_AMOUNT)
  })
})

describe('buildStaticBrCode: fields', () => {
  it('strips accents and truncates the name to 25 and the city to 15 characters', () => {
    const payload = built({ ...church, merchantCity: 'São José dos Campos' })
    expect(payload).toContain('5923Igreja Batista Sao Jose')
    expect(payload).toContain('6015Sao Jose dos Ca')
    const long = built({ ...church, merchantName: 'Assembleia de Deus Ministério Belém' })
    expect(long).toContain('5925Assembleia de Deus Minis')
  })

  it('writes the amount with a dot and two decimals, from integer centavos', () => {
    expect(built({ ...church, amount: 1 })).toContain('54040.01')
    expect(built({ ...church, amount: 15050 })).toContain('5406150.50')
    expect(built({ ...church, amount: MAX_PIX_AMOUNT })).toContain('541199999999.99')
  })

  it('puts the txid in 62/05, "***" when there is none', () => {
    expect(built({ ...church, txid: 'DIZIMO2026MAR' })).toContain('62170513DIZIMO2026MAR6304')
    expect(built(church)).toContain('62070503***6304')
  })

  it('stores the key normalised (a masked CPF as digits, an e-mail in lowercase)', () => {
    const cpf = completeCpf('529982247')
    const masked = `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`
    expect(built({ ...church, key: masked })).toContain(`0111${cpf}`)
    expect(built({ ...church, key: 'Tesouraria@Igreja.ORG.br' })).toContain(
      '0124tesouraria@igreja.org.br',
    )
  })

  it('stays within 512 characters with every field at its longest', () => {
    const payload = built({
      ...church,
      merchantName: 'N'.repeat(80),
      merchantCity: 'C'.repeat(80),
      amount: MAX_PIX_AMOUNT,
      description: 'D'.repeat(49),
      txid: 'T'.repeat(25),
    })
    expect(payload.length).toBeLessThanOrEqual(MAX_PAYLOAD_LENGTH)
    expect(parseBrCode(payload).ok).toBe(true)
  })
})

describe('buildStaticBrCode: refusals', () => {
  it.each([0, -100, 10.5, MAX_PIX_AMOUNT + 1, Number.NaN])('refuses the amount %s', (amount) => {
    expect(buildStaticBrCode({ ...church, amount })).toEqual({ ok: false, error: 'invalid_amount' })
  })

  it.each(['PEDIDO-42', 'T'.repeat(26), 'ação', '***'])('refuses the txid %s', (txid) => {
    expect(buildStaticBrCode({ ...church, txid })).toEqual({ ok: false, error: 'invalid_txid' })
  })

  it('refuses a bad key, an empty name or city, and a description that does not fit', () => {
    expect(buildStaticBrCode({ ...church, key: '111.111.111-11' })).toEqual({
      ok: false,
      error: 'invalid_cpf',
    })
    expect(buildStaticBrCode({ ...church, merchantName: ' 😀 ' })).toEqual({
      ok: false,
      error: 'empty_name',
    })
    expect(buildStaticBrCode({ ...church, merchantCity: '' })).toEqual({
      ok: false,
      error: 'empty_city',
    })
    // Field 26 holds 99: GUI (18) + key (4 + 24) + description (4 + at most 49).
    expect(buildStaticBrCode({ ...church, description: 'x'.repeat(50) })).toEqual({
      ok: false,
      error: 'description_too_long',
    })
    expect(buildStaticBrCode({ ...church, description: 'x'.repeat(49) }).ok).toBe(true)
  })
})

describe('toBrCodeText', () => {
  it('keeps plain ASCII, drops accents and symbols, collapses spaces', () => {
    expect(toBrCodeText('Igreja Batista São José', 25)).toBe('Igreja Batista Sao Jose')
    expect(toBrCodeText('  Coração   de Maria ✝ ', 25)).toBe('Coracao de Maria')
    expect(toBrCodeText('Ç ã é í õ ü ñ', 25)).toBe('C a e i o u n')
    expect(toBrCodeText('Igreja Nova Vida ', 12)).toBe('Igreja Nova')
  })
})

describe('parseBrCode', () => {
  it('reads the published examples', () => {
    expect(parseBrCode(BCB_EXAMPLE)).toEqual({
      ok: true,
      value: {
        key: '123e4567-e12b-12d1-a456-426655440000',
        description: null,
        merchantName: 'Fulano de Tal',
        merchantCity: 'BRASILIA',
        amount: null,
        txid: null,
      },
    })
    const thalesRead = parseBrCode(THALESOG_STATIC)
    expect(thalesRead.ok && thalesRead.value).toMatchObject({
      key: 'thalesog@me.com',
      description: 'Pedido 123',
      merchantCity: 'SAO MIGUEL DO O',
      amount: 1000,
    })
    const zero = parseBrCode(THALESOG_ZERO_AMOUNT)
    expect(zero.ok && zero.value.amount).toBeNull()
  })

  it('refuses a code whose CRC does not match (one mistyped character)', () => {
    const typo = BCB_EXAMPLE.replace('Fulano', 'Fulana')
    expect(parseBrCode(typo)).toEqual({ ok: false, error: 'crc_mismatch' })
    expect(parseBrCode(BCB_EXAMPLE.slice(0, -8))).toEqual({ ok: false, error: 'crc_missing' })
    expect(parseBrCode(BCB_EXAMPLE.toLowerCase().slice(0, -4) + '1d3d')).toEqual({
      ok: false,
      error: 'crc_mismatch',
    })
  })

  it('accepts a lowercase CRC', () => {
    expect(parseBrCode(BCB_EXAMPLE.slice(0, -4) + '1d3d').ok).toBe(true)
  })

  it('refuses what is not a static PIX code', () => {
    const withCrc = (body: string) => `${body}6304${crc16ccitt(`${body}6304`)}`
    expect(parseBrCode(THALESOG_DYNAMIC)).toEqual({ ok: false, error: 'not_static' })
    expect(parseBrCode(withCrc('000201261200081234567852040000'))).toEqual({
      ok: false,
      error: 'not_pix',
    })
    expect(parseBrCode(withCrc('00020126580014br.gov'))).toEqual({
      ok: false,
      error: 'malformed_field',
    })
    expect(parseBrCode(withCrc('000201000201'))).toEqual({ ok: false, error: 'malformed_field' })
    const noCity = '00020126330014br.gov.bcb.pix0111529982247255913Fulano de Tal'
    expect(parseBrCode(withCrc(noCity))).toEqual({ ok: false, error: 'missing_field' })
    const badAmount = `${noCity}6008BRASILIA54041,00`
    expect(parseBrCode(withCrc(badAmount))).toEqual({ ok: false, error: 'invalid_amount' })
    expect(parseBrCode(withCrc('0'.repeat(600)))).toEqual({ ok: false, error: 'too_long' })
  })

  it('reads amounts by string arithmetic', () => {
    expect(parsePixAmount('10.00')).toBe(1000)
    expect(parsePixAmount('10.5')).toBe(1050)
    expect(parsePixAmount('7')).toBe(700)
    expect(parsePixAmount('0.07')).toBe(7)
    expect(parsePixAmount('1,00')).toBeNull()
    expect(parsePixAmount('.50')).toBeNull()
  })

  it('gives back what was built, for any valid input', () => {
    const text = fc.string({ unit: 'grapheme', minLength: 1, maxLength: 40 })
    fc.assert(
      fc.property(
        fc.record({
          merchantName: text,
          merchantCity: text,
          amount: fc.option(fc.integer({ min: 1, max: MAX_PIX_AMOUNT }), { nil: undefined }),
          txid: fc.option(fc.stringMatching(/^[A-Za-z0-9]{1,25}$/), { nil: undefined }),
          description: fc.option(fc.string({ maxLength: 20 }), { nil: undefined }),
          key: fc.constantFrom(
            '+5519987654321',
            completeCpf('123456789'),
            '7f6844d0-de89-47e5-9ef7-e0a35a681615',
            'tesouraria@igreja.org.br',
          ),
        }),
        (input) => {
          const payload = buildStaticBrCode(input)
          const name = toBrCodeText(input.merchantName, 25)
          const city = toBrCodeText(input.merchantCity, 15)
          if (name === '' || city === '') return !payload.ok
          if (!payload.ok) return false
          const read = parseBrCode(payload.value)
          expect(read).toEqual({
            ok: true,
            value: {
              key: input.key,
              description: toBrCodeText(input.description ?? '', 99) || null,
              merchantName: name,
              merchantCity: city,
              amount: input.amount ?? null,
              txid: input.txid ?? null,
            },
          })
          return payload.value.length <= MAX_PAYLOAD_LENGTH
        },
      ),
    )
  })
})

describe('validatePixKey', () => {
  it('reads CPF and CNPJ keys, masked or not, checking their digits', () => {
    const cpf = completeCpf('529982247')
    expect(validatePixKey(cpf)).toEqual({ ok: true, value: { type: 'cpf', key: cpf } })
    expect(validatePixKey('529.982.247-25')).toEqual({
      ok: true,
      value: { type: 'cpf', key: '52998224725' },
    })
    expect(validatePixKey('529.982.247-26')).toEqual({ ok: false, error: 'invalid_cpf' })
    expect(validatePixKey('11.222.333/0001-81')).toEqual({
      ok: true,
      value: { type: 'cnpj', key: '11222333000181' },
    })
    expect(validatePixKey('11222333000182')).toEqual({ ok: false, error: 'invalid_cnpj' })
    expect(validatePixKey('00000000000000')).toEqual({ ok: false, error: 'invalid_cnpj' })
  })

  it('reads e-mails in lowercase, at most 77 characters', () => {
    expect(validatePixKey(' Tesouraria@Igreja.org.br ')).toEqual({
      ok: true,
      value: { type: 'email', key: 'tesouraria@igreja.org.br' },
    })
    expect(validatePixKey(`${'a'.repeat(66)}@igreja.com`).ok).toBe(true) // 77
    expect(validatePixKey(`${'a'.repeat(67)}@igreja.com`)).toEqual({
      ok: false,
      error: 'invalid_email',
    })
    expect(validatePixKey('tesouraria@')).toEqual({ ok: false, error: 'invalid_email' })
    expect(validatePixKey('a b@igreja.org')).toEqual({ ok: false, error: 'invalid_email' })
  })

  it('reads Brazilian mobile numbers in E.164 (+55, area code, 9 digits)', () => {
    expect(validatePixKey('+55 (11) 98765-4321')).toEqual({
      ok: true,
      value: { type: 'phone', key: '+5511987654321' },
    })
    expect(validatePixKey('+551187654321')).toEqual({ ok: false, error: 'invalid_phone' })
    expect(validatePixKey('+5501987654321')).toEqual({ ok: false, error: 'invalid_phone' })
    expect(validatePixKey('+14155550123')).toEqual({ ok: false, error: 'invalid_phone' })
  })

  it('reads random keys (EVP) in lowercase', () => {
    expect(validatePixKey('7F6844D0-DE89-47E5-9EF7-E0A35A681615')).toEqual({
      ok: true,
      value: { type: 'evp', key: '7f6844d0-de89-47e5-9ef7-e0a35a681615' },
    })
    expect(validatePixKey('7f6844d0-de89-47e5-9ef7-e0a35a68161')).toEqual({
      ok: false,
      error: 'unknown_key_format',
    })
  })

  it('says when the key is empty or of no known kind', () => {
    expect(validatePixKey('   ')).toEqual({ ok: false, error: 'empty_key' })
    expect(validatePixKey('igreja')).toEqual({ ok: false, error: 'unknown_key_format' })
    expect(validatePixKey('119876543210')).toEqual({ ok: false, error: 'unknown_key_format' })
  })
})
