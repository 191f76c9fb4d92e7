import ExcelJS from 'exceljs'
import { describe, expect, it } from 'vitest'
import { parseImportDate } from './validate'
import { excelSerialToIso, readXlsx, writeXlsx, XlsxError } from './xlsx'

/** A workbook as a spreadsheet program saves one (shared strings, styles), built by `fill`. */
async function saved(fill: (sheet: ExcelJS.Worksheet, book: ExcelJS.Workbook) => void) {
  const book = new ExcelJS.Workbook()
  fill(book.addWorksheet('Membros'), book)
  return new Uint8Array(await book.xlsx.writeBuffer())
}

/** A zip holding only a.txt ("x"): a zip, not a workbook. */
const PLAIN_ZIP = Uint8Array.from(
  atob(
    'UEsDBBQAAAAIAIcofV2DFtyMAwAAAAEAAAAFAAAAYS50eHSrAABQSwECFAAUAAAACACHKH1dgxbcjAMAAAABAAAABQAAAAAAAAAAAAAAAAAAAAAAYS50eHRQSwUGAAAAAAEAAQAzAAAAJgAAAAAA',
  ),
  (c) => c.charCodeAt(0),
)

describe('xlsx', () => {
  it('reads back what it writes, with accents and XML characters', async () => {
    const rows = [
      ['Nome', 'CPF', 'Obs'],
      ['José & <Maria>', '529.982.247-25', 'a "b"'],
      ['Ana', '', 'fim'],
    ]
    expect(await readXlsx(await writeXlsx('Membros', rows))).toEqual(rows)
  })

  it('writes the template with every column as text, the header bold and frozen', async () => {
    const book = new ExcelJS.Workbook()
    await book.xlsx.load((await writeXlsx('Membros', [['Nome', 'CPF']], [30, 16])).buffer)
    const sheet = book.worksheets[0]!
    expect(sheet.name).toBe('Membros')
    expect([1, 2].map((i) => sheet.getColumn(i).numFmt)).toEqual(['@', '@'])
    expect([1, 2].map((i) => sheet.getColumn(i).width)).toEqual([30, 16])
    expect(sheet.getCell('A1').font?.bold).toBe(true)
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 })
  })

  it('reads shared strings, numbers, gaps, rich text, links and formulas as a spreadsheet program writes them', async () => {
    const file = await saved((sheet) => {
      sheet.getCell('A1').value = 'Nome'
      sheet.getCell('C1').value = 'Nome'
      sheet.getCell('A3').value = {
        richText: [{ text: 'Jo' }, { text: 'ão', font: { bold: true } }],
      }
      sheet.getCell('B3').value = 52998224725
      sheet.getCell('C3').value = 32874
      sheet.getCell('D3').value = { formula: 'B3*0+1', result: 1 }
      sheet.getCell('E3').value = { text: 'site', hyperlink: 'https://exemplo.org' }
      sheet.getCell('F3').value = true
    })
    expect(await readXlsx(file)).toEqual([
      ['Nome', '', 'Nome'],
      ['João', '52998224725', '32874', '1', 'site', 'TRUE'],
    ])
  })

  // A workbook in the 1904 date system (Excel for Mac's old default) counts days from 1904: read as
  // a 1900 serial, 01/01/1990 was 31/12/1985 (the hand-written reader before exceljs did so).
  it('reads a date cell as its day, in the 1900 and the 1904 date systems', async () => {
    for (const date1904 of [false, true]) {
      const file = await saved((sheet, book) => {
        book.properties.date1904 = date1904
        sheet.addRow(['Nome', 'Data de nascimento'])
        sheet.addRow(['Ana', new Date(Date.UTC(1990, 0, 1))])
        sheet.getCell('B2').numFmt = 'dd/mm/yyyy'
      })
      const [, row] = await readXlsx(file)
      expect(parseImportDate(row?.[1] ?? '')).toBe('1990-01-01')
    }
  })

  it('gives a merged range its value once', async () => {
    const file = await saved((sheet) => {
      sheet.addRow(['Nome', 'Sobrenome'])
      sheet.addRow(['Ana', 'Sá'])
      sheet.mergeCells('A2:B2')
    })
    expect(await readXlsx(file)).toEqual([
      ['Nome', 'Sobrenome'],
      ['Ana', ''],
    ])
  })

  it('refuses a file that is not a spreadsheet', async () => {
    await expect(readXlsx(new TextEncoder().encode('Nome;CPF'))).rejects.toThrow(XlsxError)
    await expect(readXlsx(PLAIN_ZIP)).rejects.toThrow(XlsxError)
  })

  it('converts serial dates', () => {
    expect(excelSerialToIso(32874)).toBe('1990-01-01')
    expect(excelSerialToIso(0)).toBeNull()
  })
})
