import { uniqueCpf, uniqueDigits, uniqueMarker } from './support/data'
import { expect, test } from './support/fixtures'
import { AdminListPage, TINY_PNG } from './support/admin-pages'
import { LoginPage, linkIn } from './support/pages'

const CONVENTION = 'Convenção Estadual das Assembleias'
const PASSWORD = 'Igreja@Nova2026'

/** A valid CNPJ (14 digits) from 12 base digits: the two mod-11 check digits. */
function cnpjFrom(base: string): string {
  const digit = (digits: string, weights: number[]) => {
    const rest = weights.reduce((sum, w, i) => sum + w * Number(digits[i]), 0) % 11
    return rest < 2 ? 0 : 11 - rest
  }
  const d1 = digit(base, [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2])
  const d2 = digit(base + d1, [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2])
  return `${base}${d1}${d2}`
}
const masked = (d: string) =>
  `${d.slice(0, 2)}.${d.slice(2, 5)}.${d.slice(5, 8)}/${d.slice(8, 12)}-${d.slice(12)}`

test.describe('administration', () => {
  test('the admin builds a field, sector, church with logo, role and user; the user sees only that church; deactivation ends their session', async ({
    page,
    browser,
    baseURL,
    loginAs,
    waitForMail,
  }, info) => {
    const stamp = uniqueMarker()
    const names = {
      field: `Campo Teste ${stamp}`,
      sector: `Setor Teste ${stamp}`,
      church: `Igreja Teste ${stamp}`,
      role: `Função Teste ${stamp}`,
      user: `Usuária ${stamp}`,
    }
    const email = `igreja-${stamp}@celeiro.app`
    const cnpj = cnpjFrom(uniqueDigits(12))
    const cpf = uniqueCpf()
    const wrongCnpj = cnpj.slice(0, 13) + ((Number(cnpj[13]) + 1) % 10)
    const admin = new AdminListPage(page)

    await loginAs('admin', '/')
    // Field
    await admin.open('/ecclesiasticalFields', 'Campos eclesiásticos')
    await admin.add('Novo campo eclesiástico')
    await admin.choose('conventionId', CONVENTION)
    await admin.field('name').fill('Ca')
    await admin.save()
    await expect(admin.dialog.getByText('Informe pelo menos 3 caracteres.')).toBeVisible()
    await admin.field('name').fill(names.field)
    await admin.save()
    await expect(await admin.find(names.field)).toBeVisible()

    // Sector: the field select offers the fields of the chosen convention
    await admin.open('/regionalSectors', 'Setores regionais')
    await admin.add('Novo setor regional')
    await admin.choose('conventionId', CONVENTION)
    await admin.choose('fieldId', names.field)
    await admin.field('name').fill(names.sector)
    await admin.save()
    await expect(await admin.find(names.sector)).toBeVisible()

    // Church: CNPJ mask and check digits, colours with the live preview, then the logo
    await admin.open('/churches', 'Igrejas')
    await admin.add('Nova igreja')
    await admin.choose('conventionId', CONVENTION)
    await admin.choose('fieldId', names.field)
    await admin.choose('sectorId', names.sector)
    await admin.field('name').fill(names.church)
    await admin.field('cnpj').pressSequentially(wrongCnpj)
    await expect(admin.field('cnpj')).toHaveValue(masked(wrongCnpj))
    await admin.field('primaryColor').fill('#1d4ed8')
    await expect(admin.dialog.getByTestId('preview-button')).toHaveCSS(
      'background-color',
      'rgb(29, 78, 216)',
    )
    await expect(admin.dialog.getByTestId('preview-button')).toHaveCSS(
      'color',
      'rgb(255, 255, 255)',
    )
    await admin.field('primaryColor').fill('#fde047')
    await expect(admin.dialog.getByTestId('preview-button')).toHaveCSS('color', 'rgb(0, 0, 0)')
    await admin.save()
    await expect(admin.dialog.getByText('CNPJ inválido: confira os dígitos.')).toBeVisible()
    await admin.field('cnpj').fill('')
    await admin.field('cnpj').pressSequentially(cnpj)
    await admin.save()
    // A new church stays open (as its edit) so its logo can be sent at once.
    await expect(
      admin.dialog.getByRole('heading', { name: `Editar igreja ${names.church}` }),
    ).toBeVisible()
    const logoInput = admin.dialog.getByTestId('church-logo-input')
    await logoInput.setInputFiles({
      name: 'logo.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('x'),
    })
    await expect(admin.dialog.getByRole('alert')).toHaveText(
      'Formato não suportado. Envie uma imagem PNG, JPEG ou WebP.',
    )
    await logoInput.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: TINY_PNG })
    await expect(admin.dialog.getByTestId('church-logo-image')).toHaveAttribute(
      'data-state',
      'shown',
      {
        timeout: 20_000,
      },
    )
    await admin.dialog.screenshot({ path: info.outputPath('church-edit-with-logo.png') })
    await admin.dialog.getByRole('button', { name: 'Cancelar' }).click()
    await expect(await admin.find(names.church)).toContainText(masked(cnpj))

    // Search by CNPJ: found, and the spec's message when there is none
    await page.getByRole('button', { name: 'Buscar por CNPJ' }).click()
    await admin.field('cnpj').pressSequentially('11444777000161')
    await admin.dialog.getByRole('button', { name: 'Buscar' }).click()
    await expect(
      admin.dialog.getByText('Nenhuma igreja encontrada para o CNPJ informado.'),
    ).toBeVisible()
    await admin.field('cnpj').fill('')
    await admin.field('cnpj').pressSequentially(cnpj)
    await admin.dialog.getByRole('button', { name: 'Buscar' }).click()
    await expect(admin.dialog.getByRole('heading', { name: names.church })).toBeVisible()
    await admin.dialog.getByRole('button', { name: 'Fechar' }).click()

    // Role: select all, minus every delete
    await admin.open('/roles', 'Funções')
    await admin.add('Nova função')
    await admin.field('name').fill(names.role)
    await admin.choose('levelId', '2 · Igreja')
    await admin.dialog.getByTestId('permissions-all').click()
    const deletes = admin.dialog.locator('[data-testid^="permission-DELETE_"]')
    const count = await deletes.count()
    expect(count).toBe(20) // the Sunday school's DELETE_EBD among them
    for (let i = 0; i < count; i++) await deletes.nth(i).click()
    await admin.save()
    await expect(await admin.find(names.role)).toContainText('60')

    // User in that church with that role (online: the server e-mails the validation link)
    await admin.open('/users', 'Usuários')
    await admin.add('Novo usuário')
    await admin.field('name').fill(names.user)
    await admin.field('email').fill(email)
    await admin.field('cpf').pressSequentially(cpf)
    await expect(admin.field('cpf')).toHaveValue(
      `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`,
    )
    await admin.choose('roleId', names.role)
    await admin.choose('conventionId', CONVENTION)
    await admin.choose('fieldId', names.field)
    await admin.choose('sectorId', names.sector)
    await admin.choose('churchId', names.church)
    await admin.save()
    await expect(await admin.find(names.user)).toContainText(names.church, { timeout: 15_000 })

    // The user validates the e-mail and sets a password through the reset flow
    const context = await browser.newContext({ baseURL, locale: 'pt-BR', serviceWorkers: 'block' })
    const userPage = await context.newPage()
    await userPage.goto(linkIn((await waitForMail(email)).text, '/email-validation'))
    await expect(userPage.getByText('E-mail validado com sucesso!')).toBeVisible()
    await userPage.request.post('/api/auth/v1/reset-password', { data: { email } })
    const code = linkIn((await waitForMail(email, 1)).text, '/refresh-password')
      .split('/')
      .pop()
    const reset = await userPage.request.post('/api/auth/v1/reset-password-code', {
      data: { code, password: PASSWORD },
    })
    expect(reset.ok()).toBe(true)

    const login = new LoginPage(userPage)
    await login.goto()
    await login.signIn(email, PASSWORD)
    await expect(userPage).toHaveURL(/\/$/)
    const sidebar = userPage.getByTestId('sidebar')
    await expect(sidebar.getByRole('link', { name: 'Igrejas', exact: true })).toBeVisible()
    await userPage.goto('/churches')
    await expect(userPage.getByRole('heading', { level: 1, name: 'Igrejas' })).toBeVisible()
    await expect(userPage.getByRole('row').filter({ hasText: names.church })).toBeVisible()
    await expect(userPage.getByRole('row').filter({ hasText: 'Igreja Sede Campinas' })).toHaveCount(
      0,
    )
    await expect(userPage.getByRole('button', { name: /^Excluir / })).toHaveCount(0)
    await expect(userPage.getByRole('button', { name: `Editar ${names.church}` })).toBeVisible()
    // Their branding: the church's logo at the top of the sidebar
    await expect(sidebar.locator('img').first()).toHaveAttribute(
      'src',
      /\/api\/churches\/v1\/.+\/file\/logo/,
    )

    // The admin takes the churches away from the role (through the outbox); at the user's next
    // sync the menu loses the item and the open screen goes to /unauthorized.
    await admin.open('/roles', 'Funções')
    await admin.find(names.role)
    await page.getByRole('button', { name: `Editar ${names.role}` }).click()
    // The row box of a partly granted entity first selects all of it, then clears it.
    const churchesRow = admin.dialog.getByTestId('permissions-row-CHURCHES')
    await churchesRow.click()
    await expect(admin.dialog.getByTestId('permission-DELETE_CHURCHES')).toHaveAttribute(
      'data-state',
      'checked',
    )
    await churchesRow.click()
    await expect(admin.dialog.getByTestId('permission-VIEW_CHURCHES')).toHaveAttribute(
      'data-state',
      'unchecked',
    )
    await admin.save()
    await expect(await admin.find(names.role)).toContainText('57')
    await expect
      .poll(
        async () => {
          await userPage.evaluate(() => window.dispatchEvent(new Event('online')))
          return sidebar.getByRole('link', { name: 'Igrejas', exact: true }).count()
        },
        { timeout: 40_000, intervals: [2_000] },
      )
      .toBe(0)
    await expect(userPage).toHaveURL(/\/unauthorized$/)

    // The admin deactivates the user (with confirmation): their session ends
    await admin.open('/users', 'Usuários')
    await admin.find(names.user)
    await page.getByRole('button', { name: `Editar ${names.user}` }).click()
    await admin.dialog.getByRole('button', { name: 'Desativar usuário' }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Desativar' }).click()
    // The confirmation's toast lasts 2 s; the status the server sent back stays on the dialog.
    await expect(admin.dialog.getByTestId('user-status')).toContainText('Inativo')
    await userPage.evaluate(() => window.dispatchEvent(new Event('focus')))
    await expect(userPage).toHaveURL(/\/login$/, { timeout: 15_000 })
    await login.signIn(email, PASSWORD)
    await expect(login.alert).toBeVisible()
    await context.close()
  })
})
