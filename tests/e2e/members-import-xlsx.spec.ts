import ExcelJS from 'exceljs'
import { readFileSync } from 'node:fs'
import { sampleImportTable } from '../../src/features/members/import/fixtures'
import { uniqueDigits } from './support/data'
import { expect, test } from './support/fixtures'
import { controlledBySw } from './support/members-pages'

/**
 * The members import's .xlsx side in the browser, offline: the template and the reading of a file
 * go through exceljs, loaded when they are used (its chunk precached by the service worker).
 * The file is one a spreadsheet program saves in the 1904 date system (Excel for Mac's old
 * default): a 10-year-old's birth date read as a 1900 serial made her 14, so her row passed
 * without the guardian the contract asks for under 12 (the hand-written reader before exceljs).
 */
test.use({ serviceWorkers: 'allow' })

test('offline: the .xlsx template, and a 1904-dated workbook read with its dates right', async ({
  page,
  context,
  loginAs,
}) => {
  await loginAs('secretaria', '/members')
  await controlledBySw(page)
  await context.setOffline(true)
  await page.goto('/members/import')
  await expect(page.getByRole('heading', { name: 'Importar membros' })).toBeVisible()

  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Modelo .xlsx' }).click()
  const template = new ExcelJS.Workbook()
  await template.xlsx.load(new Uint8Array(readFileSync(await (await download).path())).buffer)
  const sheet = template.worksheets[0]!
  const header = sampleImportTable(0)[0]!
  expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(header)
  expect(sheet.getColumn(header.indexOf('CPF') + 1).numFmt).toBe('@')

  const book = new ExcelJS.Workbook()
  book.properties.date1904 = true
  const people = book.addWorksheet('Membros')
  const [, adult, child] = sampleImportTable(2, 400_000_000 + Number(uniqueDigits(8)))
  const birth = header.indexOf('Data de nascimento')
  people.addRow(header)
  for (const [row, born] of [
    [adult!, new Date(Date.UTC(1980, 4, 17))],
    [child!, new Date(Date.UTC(new Date().getUTCFullYear() - 10, 5, 1))],
  ] as const)
    people.addRow(row.map((cell, i) => (i === birth ? born : cell)))
  people.getColumn(birth + 1).numFmt = 'dd/mm/yyyy'
  await page
    .getByRole('combobox', { name: 'Igreja' })
    .selectOption({ label: 'Congregação Vila Industrial' })
  await page.getByLabel('Arquivo para importar').setInputFiles({
    name: 'membros.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: Buffer.from(await book.xlsx.writeBuffer()),
  })
  await expect(page.getByTestId('import-summary')).toContainText(
    '1 linha válida, 1 com erros (não será importada).',
  )
})
