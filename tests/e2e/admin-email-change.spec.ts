import { AdminListPage } from './support/admin-pages'
import { createUser } from './support/api'
import { uniqueMarker } from './support/data'
import { expect, test } from './support/fixtures'
import { linkIn } from './support/pages'

test.describe('changing a user’s e-mail', () => {
  test('the new address waits for its confirmation and the users screen says so', async ({
    page,
    loginAs,
    waitForMail,
  }) => {
    const stamp = uniqueMarker()
    const name = `Troca ${stamp}`
    const email = `troca-${stamp}@celeiro.app`
    const next = `nova-${stamp}@celeiro.app`
    await createUser(page.request, email, name)
    await loginAs('admin', '/')
    const admin = new AdminListPage(page)
    await admin.open('/users', 'Usuários')
    await admin.find(name)
    await page.getByRole('button', { name: `Editar ${name}` }).click()
    await admin.field('email').fill(next)
    await admin.save()

    // The server keeps the current address and mails the new one; the screen shows both.
    const confirmation = await waitForMail(next)
    await expect(await admin.find(name)).toContainText(email, { timeout: 20_000 })
    await page.getByRole('button', { name: `Editar ${name}` }).click()
    await expect(admin.dialog.getByTestId('pending-email')).toHaveText(
      `Aguardando a confirmação de ${next}: até lá, o acesso continua com ${email}.`,
      { timeout: 20_000 },
    )
    await expect(
      admin.dialog.getByRole('button', { name: 'Reenviar e-mail de validação' }),
    ).toBeVisible()
    await page.keyboard.press('Escape')

    // Opening the link makes the new address the user's.
    const link = await page.context().newPage()
    await link.goto(linkIn(confirmation.text, '/email-validation'))
    await expect(link.getByText('E-mail validado com sucesso!')).toBeVisible()
    await link.close()
    await admin.open('/users', 'Usuários') // a fresh start pulls at once
    await expect(await admin.find(name)).toContainText(next, { timeout: 30_000 })
  })
})
