import { expect, test } from './support/fixtures'

/**
 * Issue 50: the billing screen says what a past-due or cancelled organisation keeps, and an
 * administrator cancels and reactivates the subscription after a confirmation (390 px).
 */
test.use({ viewport: { width: 390, height: 844 } })

test('the administrator cancels, then reactivates, the subscription; nothing is locked', async ({
  page,
  loginAs,
}) => {
  await loginAs('admin', '/billing')
  await expect(page.getByRole('heading', { name: 'Assinatura', level: 1 })).toBeVisible()
  await expect(page.getByTestId('billing-nothing-locked')).toHaveText(
    'Nada é bloqueado por atraso ou cancelamento: os dados da organização continuam disponíveis para ler e editar, on-line e off-line.',
  )
  await page.screenshot({ path: '/tmp/billing-shots/billing-pt.png', fullPage: true })
  await page.getByRole('button', { name: 'Cancelar assinatura' }).click()
  const dialog = page.getByRole('alertdialog')
  await expect(dialog).toContainText('Nada é bloqueado')
  await page.screenshot({ path: '/tmp/billing-shots/cancel-dialog-pt.png' })
  await dialog.getByRole('button', { name: 'Sim, cancelar a assinatura' }).click()
  await expect(page.getByTestId('billing-status')).toContainText('Cancelada')
  await page.screenshot({ path: '/tmp/billing-shots/cancelled-pt.png', fullPage: true })
  await page.getByRole('button', { name: 'Reativar assinatura' }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Reativar' }).click()
  await expect(page.getByTestId('billing-status')).not.toContainText('Cancelada')
  await expect(page.getByRole('button', { name: 'Cancelar assinatura' })).toBeVisible()
})

test('the billing screen in Spanish says nothing is locked', async ({ page, loginAs }) => {
  await page.addInitScript(() => localStorage.setItem('preferred-language', 'es'))
  await loginAs('admin', '/billing')
  await expect(page.getByRole('heading', { name: 'Suscripción', level: 1 })).toBeVisible()
  // The summary comes from the server (billing needs the network): give a loaded machine time.
  await expect(page.getByTestId('billing-nothing-locked')).toHaveText(
    'Nada se bloquea por atraso o cancelación: los datos de la organización siguen disponibles para leer y editar, en línea y sin conexión.',
    { timeout: 30_000 },
  )
  await expect(page.getByRole('button', { name: 'Cancelar suscripción' })).toBeVisible()
  await page.screenshot({ path: '/tmp/billing-shots/billing-es.png', fullPage: true })
})
