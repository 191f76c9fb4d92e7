import { describe, expect, it } from 'vitest'
import { amountInWords, integerInWords } from './amount-in-words'

describe('amountInWords', () => {
  it.each([
    [0, 'zero reais'],
    [1, 'um centavo'],
    [2, 'dois centavos'],
    [50, 'cinquenta centavos'],
    [99, 'noventa e nove centavos'],
    [100, 'um real'],
    [101, 'um real e um centavo'],
    [200, 'dois reais'],
    [1_000, 'dez reais'],
    [1_450, 'catorze reais e cinquenta centavos'],
    [1_900, 'dezenove reais'],
    [2_100, 'vinte e um reais'],
    [10_000, 'cem reais'],
    [10_100, 'cento e um reais'],
    [12_050, 'cento e vinte reais e cinquenta centavos'],
    [20_000, 'duzentos reais'],
    [34_567, 'trezentos e quarenta e cinco reais e sessenta e sete centavos'],
    [99_999, 'novecentos e noventa e nove reais e noventa e nove centavos'],
    [100_000, 'mil reais'],
    [100_001, 'mil reais e um centavo'],
    [100_100, 'mil e um reais'],
    [110_000, 'mil e cem reais'],
    [102_000, 'mil e vinte reais'],
    [150_000, 'mil e quinhentos reais'],
    [123_000, 'mil duzentos e trinta reais'],
    [200_000, 'dois mil reais'],
    [1_000_000, 'dez mil reais'],
    [10_000_000, 'cem mil reais'],
    [10_100_000, 'cento e um mil reais'],
    [
      99_999_999,
      'novecentos e noventa e nove mil novecentos e noventa e nove reais e noventa e nove centavos',
    ],
    [100_000_000, 'um milhão de reais'],
    [100_000_001, 'um milhão de reais e um centavo'],
    [100_000_100, 'um milhão e um reais'],
    [120_000_000, 'um milhão e duzentos mil reais'],
    [200_000_000, 'dois milhões de reais'],
    [250_000_099, 'dois milhões e quinhentos mil reais e noventa e nove centavos'],
    [100_000_000_000, 'um bilhão de reais'],
    [300_000_000_000, 'três bilhões de reais'],
  ])('%i centavos → %s', (centavos, words) => {
    expect(amountInWords(centavos)).toBe(words)
  })

  it('refuses what is not whole centavos', () => {
    expect(() => amountInWords(-1)).toThrow()
    expect(() => amountInWords(1.5)).toThrow()
    expect(() => amountInWords(Number.NaN)).toThrow()
  })

  it('never says "um mil", never doubles a space, and ends with the currency', () => {
    for (let reais = 1; reais < 3_000_000; reais += 997) {
      const words = amountInWords(reais * 100)
      expect(words).not.toMatch(/(^|[^e] )um mil\b|\s\s|^ | $| e e /)
      expect(words).toMatch(/ (real|reais)$/)
    }
  })
})

describe('integerInWords', () => {
  it('says every number below one hundred', () => {
    expect(integerInWords(16)).toBe('dezesseis')
    expect(integerInWords(17)).toBe('dezessete')
    expect(integerInWords(19)).toBe('dezenove')
    expect(integerInWords(40)).toBe('quarenta')
    expect(integerInWords(88)).toBe('oitenta e oito')
  })
  it('says "cem" alone and "cento" before more', () => {
    expect(integerInWords(100)).toBe('cem')
    expect(integerInWords(101)).toBe('cento e um')
    expect(integerInWords(500)).toBe('quinhentos')
    expect(integerInWords(999)).toBe('novecentos e noventa e nove')
  })
  it('joins the groups of thousands and millions', () => {
    expect(integerInWords(1_001)).toBe('mil e um')
    expect(integerInWords(1_100)).toBe('mil e cem')
    expect(integerInWords(1_101)).toBe('mil cento e um')
    expect(integerInWords(21_000)).toBe('vinte e um mil')
    expect(integerInWords(1_000_001)).toBe('um milhão e um')
    expect(integerInWords(1_001_000)).toBe('um milhão e mil')
    expect(integerInWords(2_345_678)).toBe(
      'dois milhões trezentos e quarenta e cinco mil seiscentos e setenta e oito',
    )
  })
})
