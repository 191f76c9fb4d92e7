import { execFileSync } from 'node:child_process'
import type { Download, Page } from '@playwright/test'
import { uniqueCpf, uniqueMarker } from './support/data'
import { expect, test } from './support/fixtures'
import { MembersPage } from './support/members-pages'

/**
 * Issue 52: the documents a church hands a member, made on the device and read back with
 * pdftotext (this headless Chromium shares no files: they are saved). A baptised member is
 * transferred; the letter is offered right after the confirmation and says who, from where, to
 * where and when (in words); the baptism certificate says the baptism date in words.
 */
async function pdfText(page: Page, click: () => Promise<void>): Promise<[string, string]> {
  const download: Promise<Download> = page.waitForEvent('download')
  await click()
  const file = await download
  const path = test.info().outputPath(file.suggestedFilename())
  await file.saveAs(path)
  return [
    file.suggestedFilename(),
    execFileSync('pdftotext', ['-layout', path, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' '),
  ]
}

test('the transfer letter is offered after a transfer; the baptism certificate from the baptism date', async ({
  page,
  loginAs,
}) => {
  await loginAs('secretaria', '/members')
  const members = new MembersPage(page)
  const surname = `Documentos ${uniqueMarker()}`
  await page.goto('/members/new')
  await members.fillForm({
    church: 'Congregação Vila Industrial',
    name: 'Rute',
    surname,
    cpf: uniqueCpf(),
    birthDate: '17/05/1990',
    consent: true,
  })
  const form = page.getByRole('form').first()
  await form.getByText('Batizado(a)', { exact: true }).click()
  await form.getByRole('textbox', { name: 'Data de batismo' }).fill('04/03/2012')
  await members.save()
  await expect(page.getByTestId('member-view')).toBeVisible()
  await expect(members.pending()).toHaveAttribute('data-pending', '0', { timeout: 30_000 })

  const [certificateName, certificate] = await pdfText(page, () =>
    page.getByRole('button', { name: 'Certificado de batismo (PDF)' }).click(),
  )
  expect(certificateName).toMatch(/^certificado-de-batismo_rute-documentos-/)
  expect(certificate).toContain('Certificado de Batismo')
  expect(certificate).toContain(`Rute ${surname} foi batizado(a) nas águas em 4 de março de 2012`)
  expect(certificate).toContain('Congregação Vila Industrial')

  await page.getByRole('button', { name: 'Transferir' }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('combobox', { name: 'Convenção' }).selectOption({ index: 1 })
  await dialog
    .getByRole('combobox', { name: 'Igreja' })
    .selectOption({ label: 'Congregação São Bernardo' })
  await dialog.getByRole('button', { name: 'Transferir' }).click()
  await dialog.getByRole('button', { name: 'Confirmar transferência' }).click()
  await expect(dialog).toBeHidden()
  const offer = page.getByTestId('transfer-letter-offer')
  await expect(offer).toContainText('Transferência registrada para Congregação São Bernardo')
  const [letterName, letter] = await pdfText(page, () =>
    offer.getByRole('button', { name: 'Gerar carta de mudança' }).click(),
  )
  expect(letterName).toMatch(/^carta-de-mudanca_rute-documentos-/)
  expect(letter).toContain('Congregação Vila Industrial')
  expect(letter).toContain('Carta de mudança')
  expect(letter).toContain(`Nome Rute ${surname}`)
  expect(letter).toContain('Batismo nas águas 04/03/2012')
  expect(letter).toContain('Igreja de destino Congregação São Bernardo')
  expect(letter).toContain('À Congregação São Bernardo.')
  expect(letter).toMatch(/\d{1,2}º? de [a-zç]+ de \d{4}/)
  expect(letter).toMatch(/Pastor presidente.*Secretário\(a\)/)
  await expect(offer).toBeHidden()
  // later, from the member's last transfer
  await expect(page.getByRole('button', { name: 'Carta de mudança (PDF)' })).toBeVisible({
    timeout: 30_000,
  })
})
