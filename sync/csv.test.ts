import { describe, expect, it } from 'vitest'
import { csvLine, isFormulaLike, writeCsv } from './csv'

/** OWASP "CSV Injection" payloads: each must come out as text, never as a live formula. */
const payloads = [
  '=HYPERLINK("http://x","y")',
  '=1+1',
  '+1+1',
  '-1+1',
  '@SUM(1+1)',
  '\t=1+1',
  '\r=1+1',
  "=cmd|' /C calc'!A0",
  ' =1+1',
  '  @SUM(A1)',
  '"=1+1',
  "'=1+1",
  ' "+1',
  '\uFF1D1+1',
  "-2+3+cmd|' /C calc'!A0",
]

describe('csv writer: formula injection (OWASP)', () => {
  it.each(payloads)('neutralises %j with a leading quote, quoted', (payload) => {
    expect(isFormulaLike(payload)).toBe(true)
    const cell = csvLine([payload], ';')
    expect(cell).toBe(`"'${payload.replace(/"/g, '""')}"`)
  })

  it('leaves plain numbers (negative too), plain text and empty cells as they are', () => {
    expect(csvLine(['-12', '-3,50', '+1.5', '1.234,56', 'Ana', '', 'a-b', 'x=1'], ';')).toBe(
      '-12;-3,50;+1.5;1.234,56;Ana;;a-b;x=1',
    )
  })

  it('a neutralised cell with the delimiter, quotes or line breaks stays one cell', () => {
    expect(writeCsv([['=A1;B1', '@"x"\r\ny']])).toBe('\uFEFF"\'=A1;B1";"\'@""x""\r\ny"\r\n')
  })
})
