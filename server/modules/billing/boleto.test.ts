import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { addDays } from '../../../sync/contracts/dates'
import {
  MAX_BOLETO_AMOUNT,
  barcodeToLinhaDigitavel,
  buildBoleto,
  dueFactor,
  formatLinhaDigitavel,
  linhaDigitavelToBarcode,
  mod10,
  mod11,
  validateLinhaDigitavel,
  type BoletoInput,
} from './boleto'

/**
 * Real boletos published by public reference implementations, reproduced digit for digit:
 * - github.com/fernandosavio/boleto-utils, boleto-utils/src/cobranca.rs (commit 3f293443), tests
 *   get_fator_vencimento_correctly and validate_convert_barcode_to_linha_digitavel: Sicoob,
 *   Banco do Brasil and Bradesco boletos with their due dates; boleto-utils/tests/builder_test.rs
 *   (bank 301, R$ 99.999.999,99, 2023-07-29, zeroed free field).
 * - github.com/mrmgomes/boleto-utils, test/test.js: a Caixa boleto of R$ 214,03 due 2022-05-10.
 * - github.com/mcrvaz/boleto-brasileiro-validator, test/boleto-bancario.js: a masked Bradesco
 *   line, valid, and the same line with a wrong general check digit.
 */
const PUBLISHED = [
  {
    source: 'fernandosavio/boleto-utils (Sicoob)',
    linha: '75691434360103372340200149330011690380000250000',
    formatted: '75691.43436 01033.723402 00149.330011 6 90380000250000',
    barcode: '75696903800002500001434301033723400014933001',
    dueDate: '2022-07-06',
    amount: 250000,
  },
  {
    source: 'fernandosavio/boleto-utils (Banco do Brasil)',
    linha: '00190000090265697301993624706185166790000243479',
    barcode: '00191667900002434790000002656973019362470618',
    dueDate: '2016-01-20',
    amount: 243479,
  },
  {
    source: 'fernandosavio/boleto-utils (Bradesco)',
    linha: '23792028296970594417671052052207167200000324905',
    barcode: '23791672000003249052028269705944177105205220',
    dueDate: '2016-03-01',
    amount: 324905,
  },
  {
    source: 'mrmgomes/boleto-utils (Caixa)',
    linha: '10492006506100010004200997263900989810000021403',
    barcode: '10499898100000214032006561000100040099726390',
    dueDate: '2022-05-10',
    amount: 21403,
  },
]

const MCRVAZ_VALID = '23793.38128 60007.827136 95000.063305 9 75520000370000'
const MCRVAZ_WRONG_DV = '23793.38128 60007.827136 95000.063305 4 75520000370000'

const inputOf = (barcode: string, dueDate: string, amount: number): BoletoInput => ({
  bankCode: barcode.slice(0, 3),
  dueDate,
  amount,
  freeField: barcode.slice(19),
})

describe('dueFactor', () => {
  it('counts days since 1997-10-07, from factor 1000 (2000-07-03)', () => {
    expect(dueFactor('2000-07-03')).toBe(1000)
    expect(dueFactor('2000-07-02')).toBeNull()
    expect(dueFactor('2010-11-17')).toBe(4789)
    expect(dueFactor('2022-07-06')).toBe(9038)
  })

  it('starts again at 1000 on 2025-02-22, the day after factor 9999', () => {
    expect(dueFactor('2025-02-21')).toBe(9999)
    expect(dueFactor('2025-02-22')).toBe(1000)
    expect(dueFactor('2025-02-24')).toBe(1002)
    expect(dueFactor('2026-12-21')).toBe(1667)
    // …and again 9000 days later: the same rule, not a one-off patch.
    expect(dueFactor(addDays('2025-02-22', 8999))).toBe(9999)
    expect(dueFactor(addDays('2025-02-22', 9000))).toBe(1000)
  })

  it('refuses what is not a calendar date', () => {
    expect(dueFactor('2025-02-30')).toBeNull()
    expect(dueFactor('22/02/2025')).toBeNull()
    expect(dueFactor('')).toBeNull()
  })
})

describe('check digits (examples of fernandosavio/boleto-utils, src/utils.rs)', () => {
  it('mod 10: weights 2,1 from the right, products add their digits', () => {
    expect(mod10('01230067896')).toBe(3)
    expect(mod10('01230167896')).toBe(2)
    expect(mod10('01230367896')).toBe(0)
    expect(mod10('01230967896')).toBe(4)
  })

  it('mod 11: weights 2..9 from the right, 10 and 11 become 1', () => {
    expect(mod11('01231068896')).toBe(9)
    expect(mod11('01230267896')).toBe(8)
    expect(mod11('01230367896')).toBe(1)
    expect(mod11('01230067896')).toBe(1) // 11 - remainder would be 10 or 11
    expect(mod11('8220000215048200974123220154098290108605940')).toBe(1)
  })
})

describe('published boletos', () => {
  it.each(PUBLISHED)('$source: build gives the barcode and the line', (b) => {
    const built = buildBoleto(inputOf(b.barcode, b.dueDate, b.amount))
    expect(built.ok && built.value.barcode).toBe(b.barcode)
    expect(built.ok && built.value.linhaDigitavel).toBe(b.linha)
    if (b.formatted) expect(built.ok && built.value.formatted).toBe(b.formatted)
  })

  it.each(PUBLISHED)('$source: the line validates and gives back barcode, amount and date', (b) => {
    expect(linhaDigitavelToBarcode(b.linha)).toBe(b.barcode)
    expect(barcodeToLinhaDigitavel(b.barcode)).toBe(b.linha)
    const read = validateLinhaDigitavel(b.linha)
    expect(read.ok && read.value).toMatchObject({
      barcode: b.barcode,
      bankCode: b.barcode.slice(0, 3),
      currency: '9',
      amount: b.amount,
      dueFactor: dueFactor(b.dueDate),
    })
  })

  it('fernandosavio/boleto-utils builder: bank 301, the largest amount, 2023-07-29', () => {
    const built = buildBoleto({
      bankCode: '301',
      dueDate: '2023-07-29',
      amount: MAX_BOLETO_AMOUNT,
      freeField: '0'.repeat(25),
    })
    expect(built.ok && built.value.barcode).toBe('30198942699999999990000000000000000000000000')
  })

  it('fernandosavio/boleto-utils: a barcode due after the rollover (factor 1002)', () => {
    const built = buildBoleto({
      bankCode: '111',
      dueDate: '2025-02-24',
      amount: 5_555_555_555,
      freeField: '6'.repeat(25),
    })
    expect(built.ok && built.value.barcode).toBe('11191100255555555556666666666666666666666666')
  })

  it('mcrvaz/boleto-brasileiro-validator: a masked line, valid, and with a wrong general DV', () => {
    const read = validateLinhaDigitavel(MCRVAZ_VALID)
    expect(read.ok && read.value).toMatchObject({ amount: 370000, dueFactor: 7552 })
    expect(dueFactor('2018-06-11')).toBe(7552)
    expect(validateLinhaDigitavel(MCRVAZ_WRONG_DV)).toEqual({
      ok: false,
      error: 'wrong_general_dv',
    })
  })
})

describe('validateLinhaDigitavel', () => {
  const line = PUBLISHED[0]?.linha ?? ''
  const withDigit = (at: number, digit: string) => line.slice(0, at) + digit + line.slice(at + 1)
  const bump = (at: number) => withDigit(at, String((Number(line[at]) + 1) % 10))

  it('says which field was mistyped', () => {
    expect(validateLinhaDigitavel(bump(2))).toEqual({ ok: false, error: 'wrong_field_1_dv' })
    expect(validateLinhaDigitavel(bump(9))).toEqual({ ok: false, error: 'wrong_field_1_dv' })
    expect(validateLinhaDigitavel(bump(15))).toEqual({ ok: false, error: 'wrong_field_2_dv' })
    expect(validateLinhaDigitavel(bump(25))).toEqual({ ok: false, error: 'wrong_field_3_dv' })
    expect(validateLinhaDigitavel(bump(40))).toEqual({ ok: false, error: 'wrong_general_dv' })
  })

  it('refuses a line that is not 47 digits', () => {
    expect(validateLinhaDigitavel(line.slice(1))).toEqual({ ok: false, error: 'wrong_length' })
    expect(validateLinhaDigitavel(`${line}0`)).toEqual({ ok: false, error: 'wrong_length' })
    expect(validateLinhaDigitavel(withDigit(3, 'x'))).toEqual({ ok: false, error: 'wrong_length' })
    expect(validateLinhaDigitavel(PUBLISHED[0]?.barcode ?? '')).toEqual({
      ok: false,
      error: 'wrong_length',
    })
    expect(linhaDigitavelToBarcode('1234')).toBeNull()
  })

  it('formats as printed on the boleto', () => {
    expect(formatLinhaDigitavel(line)).toBe(PUBLISHED[0]?.formatted)
  })
})

describe('buildBoleto refusals', () => {
  const good: BoletoInput = {
    bankCode: '756',
    dueDate: '2026-12-10',
    amount: 15000,
    freeField: '1434301033723400014933001',
  }

  it.each<[Partial<BoletoInput>, string]>([
    [{ bankCode: '75' }, 'invalid_bank_code'],
    [{ bankCode: 'abc' }, 'invalid_bank_code'],
    [{ dueDate: '2000-07-02' }, 'invalid_due_date'],
    [{ dueDate: '10/12/2026' }, 'invalid_due_date'],
    [{ amount: 0 }, 'invalid_amount'],
    [{ amount: -1 }, 'invalid_amount'],
    [{ amount: 10.5 }, 'invalid_amount'],
    [{ amount: MAX_BOLETO_AMOUNT + 1 }, 'invalid_amount'],
    [{ freeField: '1'.repeat(24) }, 'invalid_free_field'],
    [{ freeField: `${'1'.repeat(24)}a` }, 'invalid_free_field'],
  ])('refuses %o', (change, error) => {
    expect(buildBoleto({ ...good, ...change })).toEqual({ ok: false, error })
  })
})

const boletoInputArb = fc.record({
  bankCode: fc.stringMatching(/^\d{3}$/),
  dueDate: fc.integer({ min: 0, max: 40_000 }).map((days) => addDays('2000-07-03', days)),
  amount: fc.integer({ min: 1, max: MAX_BOLETO_AMOUNT }),
  freeField: fc.stringMatching(/^\d{25}$/),
})

describe('properties', () => {
  it('build → validate → back to the barcode, for any input', () => {
    fc.assert(
      fc.property(boletoInputArb, (input) => {
        const built = buildBoleto(input)
        if (!built.ok) return false
        const { barcode, linhaDigitavel, formatted } = built.value
        expect(barcode).toMatch(/^\d{44}$/)
        expect(linhaDigitavel).toMatch(/^\d{47}$/)
        expect(validateLinhaDigitavel(formatted)).toEqual({
          ok: true,
          value: {
            barcode,
            bankCode: input.bankCode,
            currency: '9',
            dueFactor: dueFactor(input.dueDate),
            amount: input.amount,
            freeField: input.freeField,
          },
        })
        expect(linhaDigitavelToBarcode(formatted)).toBe(barcode)
        expect(barcodeToLinhaDigitavel(barcode)).toBe(linhaDigitavel)
        return true
      }),
    )
  })

  it('one mistyped digit in the first three fields is always caught', () => {
    const position = fc.integer({ min: 0, max: 31 })
    fc.assert(
      fc.property(boletoInputArb, position, fc.integer({ min: 1, max: 9 }), (input, at, delta) => {
        const built = buildBoleto(input)
        if (!built.ok) return false
        const line = built.value.linhaDigitavel
        const typo =
          line.slice(0, at) + String((Number(line[at]) + delta) % 10) + line.slice(at + 1)
        return !validateLinhaDigitavel(typo).ok
      }),
    )
  })
})
