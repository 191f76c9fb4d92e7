import { uniqueMarker } from './support/data'
import { expect, test } from './support/fixtures'
import { createUser } from './support/api'
import { linkIn } from './support/pages'

test.describe('/email-validation/$key', () => {
  test('validates the e-mailed key, counts down and goes to /login; a second visit says already validated', async ({
    page,
    request,
    waitForMail,
  }) => {
    const email = `validar-${uniqueMarker()}@celeiro.app`
    await createUser(request, email, 'Validação')
    const path = linkIn((await waitForMail(email)).text, '/email-validation')

    await page.goto(path)
    await expect(page.getByText('E-mail validado com sucesso!')).toBeVisible()
    await expect(page.getByTestId('countdown')).toContainText(
      /Indo para o login em [1-5] segundos?/,
    )
    await expect(page).toHaveURL(/\/login$/, { timeout: 8_000 })

    await page.goto(path)
    await expect(page.getByText('Este e-mail já foi validado.')).toBeVisible()
  })

  test('an unknown key is an invalid code', async ({ page }) => {
    await page.goto('/email-validation/chave-que-nao-existe')
    await expect(page.getByText('Código de validação inválido.')).toBeVisible()
    await page.getByRole('link', { name: 'Ir para o login' }).click()
    await expect(page).toHaveURL(/\/login$/)
  })

  test('an expired key says so (server answer stubbed: links live 48 h)', async ({ page }) => {
    await page.route('**/api/auth/v1/email-validation/*', (route) =>
      route.fulfill({ json: { ok: false, status: 'expired' } }),
    )
    await page.goto('/email-validation/chave-vencida')
    await expect(page.getByText('Código expirado ou inválido.')).toBeVisible()
  })

  test('a failure offers a retry', async ({ page }) => {
    let fail = true
    await page.route('**/api/auth/v1/email-validation/*', async (route) => {
      if (fail) await route.abort('internetdisconnected')
      else await route.continue()
    })
    await page.goto('/email-validation/chave-qualquer')
    await expect(page.getByText('Não foi possível validar seu e-mail.')).toBeVisible()
    fail = false
    await page.getByRole('button', { name: 'Tentar novamente' }).click()
    await expect(page.getByText('Código de validação inválido.')).toBeVisible()
  })
})
