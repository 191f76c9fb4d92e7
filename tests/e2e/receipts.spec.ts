import { execFileSync } from 'node:child_process'
import { firstSyncDone } from './support/first-sync'
import { expect, test } from './support/fixtures'

/**
 * A tithe's receipt (comprovante), made on the device from the tithe's view: shared where the
 * browser shares files, saved where it does not (this headless Chromium: saved), its text read
 * back with pdftotext.
 */
test("a tithe's receipt is made on the device with the member, amount, date and method", async ({
  page,
  loginAs,
}) => {
  await loginAs('tesoureiro', '/tithing')
  // The tithes are the first sync's: on a slow machine they came after the 30 s wait (session 46's proof).
  await firstSyncDone(page)
  const tithes = page.getByRole('region', { name: 'Dízimos' })
  const row = tithes.getByRole('row').filter({ hasText: 'R$' }).first()
  await expect(row).toBeVisible()
  const amount = /R\$\s?[\d.]+,\d{2}/.exec((await row.textContent()) ?? '')?.[0] ?? ''
  expect(amount).not.toBe('')
  await row.getByRole('button', { name: /^Ver / }).click()
  const dialog = page.getByRole('dialog')
  const download = page.waitForEvent('download')
  await dialog.getByRole('button', { name: 'Comprovante (PDF)' }).click()
  const file = await download
  expect(file.suggestedFilename()).toMatch(/^comprovante_\d{4}-\d{2}-\d{2}_[0-9a-f]{6}\.pdf$/)
  const path = test.info().outputPath(file.suggestedFilename())
  await file.saveAs(path)
  const text = execFileSync('pdftotext', ['-layout', path, '-'], { encoding: 'utf8' }).replace(
    /\s+/g,
    ' ',
  )
  expect(text).toMatch(/Comprovante de (dízimo|oferta)/)
  expect(text).toContain('Igreja Sede Campinas')
  expect(text).toContain(amount.replace(/\s/g, ' '))
  expect(text).toContain('Forma de pagamento')
  // issue 52: the amount in words beside the date, and a line to sign
  expect(text).toMatch(
    /Recebemos .*a importância de R\$ [\d.]+,\d{2} \([a-zçãéêíóú ]+(reais|real|centavos?)\), em \d{2}\/\d{2}\/\d{4}/,
  )
  expect(text).toContain('Tesouraria')
})
