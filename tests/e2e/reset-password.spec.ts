import { uniqueMarker } from './support/data'
import { expect, test } from './support/fixtures'
import { createUser } from './support/api'
import { LoginPage, ResetPasswordPage, linkIn } from './support/pages'

test.describe('forgot and reset password', () => {
  test('end to end: request from the dialog, open the e-mailed link, set a new password, sign in', async ({
    page,
    request,
    waitForMail,
  }) => {
    const email = `reset-${uniqueMarker()}@celeiro.app`
    await createUser(request, email, 'Redefinição')
    const login = new LoginPage(page)
    await login.goto()
    await page.getByRole('button', { name: 'Esqueci minha senha' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('textbox', { name: /E-mail/ }).fill(email)
    await dialog.getByRole('button', { name: 'Enviar link' }).click()
    await expect(
      page.getByText(
        'Se o e-mail estiver cadastrado, enviaremos um link para criar uma nova senha.',
      ),
    ).toBeVisible()
    await expect(dialog).toBeHidden()

    const mail = await waitForMail(email, 1)
    await page.goto(linkIn(mail.text, '/refresh-password'))
    const reset = new ResetPasswordPage(page)
    await reset.password.fill('fraca')
    await expect(reset.strength).toHaveAttribute('data-strength', 'weak')
    await reset.password.fill('Boa@Senha1')
    await expect(reset.strength).toHaveAttribute('data-strength', 'medium')
    const newPassword = 'Muito@Forte2026'
    await reset.password.fill(newPassword)
    await expect(reset.strength).toHaveAttribute('data-strength', 'strong')
    await reset.confirm.fill('Outra@Coisa2026')
    await reset.submit.click()
    await expect(page.getByText('As senhas não conferem.')).toBeVisible()
    await reset.confirm.fill(newPassword)
    await reset.submit.click()
    await expect(
      page.getByText('Senha alterada com sucesso. Entre com a nova senha.'),
    ).toBeVisible()
    await expect(page).toHaveURL(/\/login$/)

    await login.signIn(email, newPassword)
    await expect(page).toHaveURL(/\/$/)
  })

  test('an unknown or used code shows "invalid or expired" with a way back to login', async ({
    page,
  }) => {
    await page.goto('/refresh-password/codigo-que-nao-existe')
    await expect(page.getByText('Link inválido ou expirado.')).toBeVisible()
    await page.getByRole('link', { name: 'Voltar para o login' }).click()
    await expect(page).toHaveURL(/\/login$/)
  })

  test('a failed code check offers a retry', async ({ page }) => {
    let fail = true
    await page.route('**/api/auth/v1/reset-password-check', async (route) => {
      if (fail) await route.abort('internetdisconnected')
      else await route.fulfill({ json: { data: { valid: true } } })
    })
    await page.goto('/refresh-password/qualquer')
    await expect(page.getByText('Falha ao verificar o código de redefinição.')).toBeVisible()
    fail = false
    await page.getByRole('button', { name: 'Tentar novamente' }).click()
    await expect(new ResetPasswordPage(page).password).toBeVisible()
  })
})
