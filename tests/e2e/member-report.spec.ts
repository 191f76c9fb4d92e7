import { execFileSync } from 'node:child_process'
import { expect, test } from './support/fixtures'
import { serverRows, tokenOf } from './support/members-pages'

// The file names carry the device's date: a Brazilian device's, late in the evening too (UTC is already tomorrow).
test.use({ timezoneId: 'America/Sao_Paulo' })

/** The member report (MEMBER_REPORT), made on the device: its totals match the people the secretary sees. */
test('the secretary downloads the member report; its total is the number of people she sees', async ({
  page,
  loginAs,
  request,
}) => {
  const rows = await serverRows(request, await tokenOf(request, 'secretaria'))
  const people = (rows.get('members') ?? []).filter((m) => m.name !== '—')
  await loginAs('secretaria', '/members')
  await page.getByRole('button', { name: 'Relatório de membros' }).click()
  const dialog = page.getByRole('dialog')
  // The period is checked on the device, in the user's language: an end before the start is refused.
  await dialog.getByRole('textbox', { name: /Início/ }).fill('01/06/2026')
  await dialog.getByRole('textbox', { name: /Fim/ }).fill('31/05/2026')
  await dialog.getByRole('button', { name: 'Baixar PDF' }).click()
  await expect(dialog.getByText('O fim do período não pode ser antes do início.')).toBeVisible()
  await dialog.getByRole('textbox', { name: /Fim/ }).fill('30/11/2026')
  const download = page.waitForEvent('download')
  await dialog.getByRole('button', { name: 'Baixar PDF' }).click()
  const file = await download
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(
    new Date(),
  )
  expect(file.suggestedFilename()).toBe(`relatorio-de-membros_${today}.pdf`)
  const path = test.info().outputPath(file.suggestedFilename())
  await file.saveAs(path)
  const text = execFileSync('pdftotext', ['-layout', path, '-'], { encoding: 'utf8' }).replace(
    /[ \t]+/g,
    ' ',
  )
  expect(text).toContain('Relatório de membros')
  expect(text).toContain('Por faixa etária')
  expect(text).toContain('Novos membros e transferências de 01/06/2026 a 30/11/2026')
  // The status table counts everyone: its total is the number of people.
  const statusTable = text.slice(text.indexOf('Por situação'), text.indexOf('Por igreja'))
  expect(statusTable).toContain(`Total ${people.length.toLocaleString('pt-BR')}`)
  // A secretary is no treasurer: no tithe status.
  expect(text).not.toContain('Situação de dízimo')
  // LGPD: the report is in the administrators' access log, with its period (issue 50).
  const admin = await tokenOf(request, 'admin')
  await expect
    .poll(async () => {
      const answer = await request.get('/api/members/v1/access-log?pageSize=100', {
        headers: { authorization: `Bearer ${admin}` },
      })
      const { data } = (await answer.json()) as {
        data: { kind: string; format: string; label: string }[]
      }
      return data.filter((e) => e.kind === 'member_report').map((e) => `${e.format} ${e.label}`)
    })
    .toContain('pdf 01/06/2026 – 30/11/2026')
})
