import { expect, test } from './support/fixtures'

const FINANCIAL = [
  'Receitas',
  'Despesas',
  'Dízimos',
  'Repasse',
  'Relatório financeiro',
  'Calendário',
  'Campanhas',
]
const ADMINISTRATION = [
  'Igrejas',
  'Usuários',
  'Níveis',
  'Funções',
  'Convenções',
  'Campos eclesiásticos',
  'Setores regionais',
  'Patrimônio',
  'Passivos',
  'Registro de acessos',
]
const MEMBERS = [
  'Cadastro de membros',
  'Visitantes',
  'Transferência de membros',
  'Escola Bíblica Dominical',
]

test.describe('menu filtered by permission', () => {
  test('the treasurer sees Financial, member registration, and of Administration only the inventory and debts', async ({
    page,
    loginAs,
  }) => {
    await loginAs('tesoureiro')
    const sidebar = page.getByTestId('sidebar')
    await expect(sidebar.getByRole('link', { name: 'Início' })).toBeVisible()
    const financial = sidebar.locator('[data-menu-group="financial"]')
    for (const label of FINANCIAL)
      await expect(financial.getByRole('link', { name: label, exact: true })).toBeVisible()
    const members = sidebar.locator('[data-menu-group="members"]')
    await expect(members.getByRole('link', { name: 'Cadastro de membros' })).toBeVisible()
    await expect(members.getByRole('link', { name: 'Visitantes' })).toBeVisible()
    // VIEW_MEMBER_REPORT is not the treasurer's.
    await expect(members.getByRole('link', { name: 'Transferência de membros' })).toHaveCount(0)
    // The church's assets and liabilities are the treasurer's (the demo role, issue 17).
    const administration = sidebar.locator('[data-menu-group="administration"]')
    for (const label of ADMINISTRATION)
      await expect(administration.getByRole('link', { name: label, exact: true })).toHaveCount(
        label === 'Patrimônio' || label === 'Passivos' ? 1 : 0,
      )
  })

  test('the admin sees every group and item', async ({ page, loginAs }) => {
    await loginAs('admin')
    const sidebar = page.getByTestId('sidebar')
    for (const [group, labels] of [
      ['administration', ADMINISTRATION],
      ['members', MEMBERS],
      ['financial', FINANCIAL],
    ] as const) {
      const box = sidebar.locator(`[data-menu-group="${group}"]`)
      for (const label of labels)
        await expect(box.getByRole('link', { name: label, exact: true })).toBeVisible()
    }
    // The organisation's administrators (role level 0) also see the subscription.
    await expect(sidebar.getByRole('link', { name: 'Assinatura', exact: true })).toBeVisible()
    await expect(sidebar.getByRole('link')).toHaveCount(
      2 + ADMINISTRATION.length + MEMBERS.length + FINANCIAL.length,
    )
  })

  test('the active item is highlighted and follows navigation', async ({ page, loginAs }) => {
    await loginAs('tesoureiro')
    const sidebar = page.getByTestId('sidebar')
    await expect(sidebar.getByRole('link', { name: 'Início' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await sidebar.getByRole('link', { name: 'Dízimos' }).click()
    await expect(page).toHaveURL(/\/tithing$/)
    await expect(sidebar.getByRole('link', { name: 'Dízimos' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await expect(sidebar.getByRole('link', { name: 'Início' })).not.toHaveAttribute(
      'aria-current',
      'page',
    )
  })
})

test('the menu follows the language', async ({ page, loginAs }) => {
  await page.addInitScript(() => localStorage.setItem('preferred-language', 'en'))
  await loginAs('tesoureiro')
  const sidebar = page.getByTestId('sidebar')
  await expect(sidebar.getByRole('link', { name: 'Revenues' })).toBeVisible()
  await expect(sidebar.getByRole('link', { name: 'Member registration' })).toBeVisible()
  await expect(sidebar.getByText('Financial', { exact: true })).toBeVisible()
  await expect(page.getByTestId('home-greeting')).toHaveText('Hello, João!')
})
