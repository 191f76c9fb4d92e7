import { expect, test } from './support/fixtures'
import { controlledBySw, serverRows, tokenOf } from './support/members-pages'

test.use({ serviceWorkers: 'allow', viewport: { width: 1280, height: 900 } })

test('service mode offline: "100.00" shows R$ 100,00 and an anonymous offering above R$ 5.000,00 asks first', async ({
  page,
  context,
  request,
  loginAs,
}) => {
  // This test's own amount above the ceiling (R$ 5.001,00..R$ 9.999,99).
  const centavos = 500_100 + Math.floor(Math.random() * 499_899)
  const reais = Math.floor(centavos / 100)
  const typed = `${reais}.${String(centavos % 100).padStart(2, '0')}` // a keypad with only a dot
  const shown = `R$ ${reais.toLocaleString('pt-BR')},${String(centavos % 100).padStart(2, '0')}`

  await loginAs('tesoureiro', '/tithing')
  await expect(page.getByRole('heading', { name: 'Dízimos', level: 1 })).toBeVisible()
  await controlledBySw(page)
  await expect(page.getByTestId('sync-last')).toContainText('Última sincronização', {
    timeout: 30_000,
  })
  await context.setOffline(true)
  await page.getByTestId('open-service-mode').click()
  await expect(page.getByTestId('service-mode')).toBeVisible()
  await expect(page.getByRole('combobox', { name: 'Buscar membro' })).toBeFocused()
  await page.keyboard.press('Enter') // the anonymous offering
  const value = page.getByRole('textbox', { name: /Valor/ })
  await expect(value).toBeFocused()

  // What will be saved, live while typing.
  await page.keyboard.type('100.00')
  await expect(page.getByTestId('money-preview')).toHaveText('= R$ 100,00')
  await value.fill('10,999')
  await expect(page.getByTestId('money-preview')).toContainText('dois dígitos')
  await value.fill(typed)
  await expect(page.getByTestId('money-preview')).toHaveText(`= ${shown}`)

  // Above the ceiling: the dialog asks; cancelling saves nothing.
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('alertdialog')
  await expect(dialog).toContainText('Confirmar este valor?')
  await expect(dialog).toContainText(shown)
  await dialog.getByRole('button', { name: 'Cancelar' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByTestId('service-count')).toHaveText('0')

  // Confirmed: saved as typed.
  await page.getByTestId('service-save').click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Salvar mesmo assim' }).click()
  await expect(page.getByTestId('service-count')).toHaveText('1')
  await expect(page.getByTestId('service-total')).toHaveText(shown)

  await context.setOffline(false)
  await expect(page.getByTestId('sync-pending')).toHaveText('Tudo enviado', { timeout: 60_000 })
  const token = await tokenOf(request, 'tesoureiro')
  const tithes = (await serverRows(request, token)).get('tithes') ?? []
  expect(tithes.filter((x) => x.amount === centavos && x.memberId === null)).toHaveLength(1)
})
