import { expect, test } from './support/fixtures'
import { AdminListPage } from './support/admin-pages'
import { uniqueDigits } from './support/data'

test.describe('administration offline', () => {
  test('names, levels and roles are edited offline through the outbox; what needs the server says so', async ({
    page,
    context,
    loginAs,
  }) => {
    const admin = new AdminListPage(page)
    const stamp = uniqueDigits(6)
    await loginAs('admin', '/')
    // Without the service worker (blocked in tests) offline navigation is in-app only: load
    // each screen's chunk while online, then move through the menu.
    const screens: [string, string][] = [
      ['/congregations', 'Convenções'],
      ['/users', 'Usuários'],
      ['/churches', 'Igrejas'],
    ]
    for (const [path, title] of screens) await admin.open(path, title)
    await admin.open('/levels', 'Níveis')
    await expect(admin.row('Administrador')).toBeVisible()

    await context.setOffline(true)
    // A level created offline shows at once and waits in the outbox.
    await admin.add('Novo nível')
    await admin.field('name').fill(`Setor ${stamp}`)
    await admin.field('order').fill('3')
    await admin.save()
    await expect(
      admin.dialog.getByText('Níveis de ordem 2 ou mais precisam de um nível superior.'),
    ).toBeVisible()
    await admin.choose('parentLevelId', '2 · Igreja')
    await admin.save()
    await expect(await admin.find(`Setor ${stamp}`)).toContainText('Igreja')

    // A convention renamed offline.
    await admin.nav('Convenções')
    await page.getByRole('button', { name: 'Editar Convenção Estadual das Assembleias' }).click()
    await admin.field('sigla').fill(`CE${stamp}`)
    await admin.save()
    await expect(await admin.find(`CE${stamp}`)).toBeVisible()

    // Creating a user needs the server (it sends the validation e-mail): disabled with the reason.
    await admin.nav('Usuários')
    await admin.add('Novo usuário')
    await expect(admin.dialog.getByRole('note')).toHaveText(
      'Criar um usuário precisa de conexão com a internet: o servidor envia o e-mail de validação.',
    )
    await expect(admin.dialog.getByRole('button', { name: 'Salvar' })).toBeDisabled()
    await admin.dialog.getByRole('button', { name: 'Cancelar' }).click()
    // Deactivating too.
    await page.getByRole('button', { name: 'Editar João' }).click()
    await expect(admin.dialog.getByRole('button', { name: 'Desativar usuário' })).toBeDisabled()
    await expect(
      admin.dialog.getByText(
        'Ativar, desativar e reenviar o e-mail precisam de conexão com a internet.',
      ),
    ).toBeVisible()
    await admin.dialog.getByRole('button', { name: 'Cancelar' }).click()
    // The logo upload too.
    await admin.nav('Igrejas')
    await page.getByRole('button', { name: 'Editar Igreja Sede Campinas' }).click()
    await expect(
      admin.dialog.getByText('O envio do logotipo precisa de conexão com a internet.'),
    ).toBeVisible()
    await expect(admin.dialog.getByTestId('church-logo-input')).toBeDisabled()
    await admin.dialog.getByRole('button', { name: 'Cancelar' }).click()

    // Back online: the queue reaches the server.
    await context.setOffline(false)
    const token = await page.evaluate(
      () => (JSON.parse(localStorage.getItem('KEY_LOGIN') ?? '{}') as { token?: string }).token,
    )
    await expect
      .poll(
        async () => {
          const res = await page.request.get('/api/levels/v1?pageSize=200', {
            headers: { authorization: `Bearer ${token}` },
          })
          const body = (await res.json()) as { data: { name: string }[] }
          return body.data.some((level) => level.name === `Setor ${stamp}`)
        },
        { timeout: 30_000 },
      )
      .toBe(true)
    const conventions = await page.request.get('/api/congregations/v1', {
      headers: { authorization: `Bearer ${token}` },
    })
    expect(JSON.stringify(await conventions.json())).toContain(`CE${stamp}`)
  })
})
