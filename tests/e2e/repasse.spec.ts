import { expect, test } from './support/fixtures'

test.use({ viewport: { width: 390, height: 844 }, locale: 'pt-BR' })

/**
 * The period is picked from the months named in the app's language, not from the browser's month
 * input (named in the phone's language, a bare 'yyyy-mm' box in some browsers); generating a
 * church's repasse keeps that month.
 */
test('repasse: a month picked by its name, the expense generated for it', async ({
  page,
  loginAs,
}) => {
  await loginAs('tesoureiro', '/repasse')
  const period = page.getByRole('combobox', { name: 'Período', exact: true })
  await expect(period).toBeVisible()
  const names = await period.locator('option').allTextContents()
  // This month first, then the months before it, each 'outubro de 2026'.
  expect(names.length).toBeGreaterThan(12)
  for (const name of names) expect(name).toMatch(/^[a-zç]+ de \d{4}$/)
  // The default is last month.
  await expect(period.locator('option:checked')).toHaveText(names[1] ?? '')

  const month = names[2] ?? ''
  await period.selectOption({ label: month })
  // The demo generated every finished month's repasse to the field; the convention's is left.
  await page.getByRole('combobox', { name: 'Quem recebe' }).selectOption({ label: 'Convenção' })
  const owed = page.getByTestId('repasse-owed')
  const generate = owed.getByRole('button', { name: 'Gerar despesa' })
  await expect(generate.first()).toBeVisible()
  const before = await generate.count()
  const row = owed
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: 'Gerar despesa' }) })
    .first()
  const church = (await row.getByRole('cell').first().textContent()) ?? ''
  await generate.first().click()

  const dialog = page.getByRole('dialog', { name: 'Gerar repasse' })
  const dialogPeriod = dialog.getByRole('combobox', { name: 'Período (mês)' })
  await expect(dialogPeriod.locator('option:checked')).toHaveText(month)
  await dialog.getByRole('button', { name: 'Gerar despesa' }).click()
  await expect(dialog).toBeHidden()

  await expect(generate).toHaveCount(before - 1)
  await expect(owed.getByRole('row').filter({ hasText: church })).toContainText('Gerado')
  await expect(page.getByRole('button', { name: `Editar ${month} · Convenção` })).toBeVisible()
})
