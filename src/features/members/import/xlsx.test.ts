import { strToU8, zipSync } from 'fflate'
import { describe, expect, it } from 'vitest'
import { columnIndex, columnName, excelSerialToIso, readXlsx, writeXlsx, XlsxError } from './xlsx'

describe('xlsx', () => {
  it('reads back what it writes, with accents and XML characters', () => {
    const rows = [
      ['Nome', 'CPF', 'Obs'],
      ['José & <Maria>', '529.982.247-25', 'a "b"'],
      ['Ana', '', 'fim'],
    ]
    expect(readXlsx(writeXlsx('Membros', rows))).toEqual(rows)
  })

  it('reads shared strings, numbers and gaps as a spreadsheet program writes them', () => {
    const ns = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main'
    const file = zipSync({
      'xl/sharedStrings.xml': strToU8(
        `<sst xmlns="${ns}"><si><t>Nome</t></si><si><r><t>Jo</t></r><r><t>ão</t></r></si></sst>`,
      ),
      'xl/worksheets/sheet1.xml': strToU8(
        `<worksheet xmlns="${ns}"><sheetData><row r="1"><c r="A1" t="s"><v>0</v></c><c r="C1" t="s"><v>0</v></c></row><row r="2"/><row r="3"><c r="A3" t="s"><v>1</v></c><c r="B3"><v>52998224725</v></c><c r="C3"><v>32874</v></c></row></sheetData></worksheet>`,
      ),
    })
    expect(readXlsx(file)).toEqual([
      ['Nome', '', 'Nome'],
      ['João', '52998224725', '32874'],
    ])
  })

  it('refuses a file that is not a spreadsheet', () => {
    expect(() => readXlsx(strToU8('Nome;CPF'))).toThrow(XlsxError)
    expect(() => readXlsx(zipSync({ 'a.txt': strToU8('x') }))).toThrow(XlsxError)
  })

  it('names columns and converts serial dates', () => {
    expect([0, 25, 26, 27, 701].map(columnName)).toEqual(['A', 'Z', 'AA', 'AB', 'ZZ'])
    expect(columnIndex('AB')).toBe(27)
    expect(excelSerialToIso(32874)).toBe('1990-01-01')
    expect(excelSerialToIso(0)).toBeNull()
  })
})
