import { expect, test } from './support/fixtures'
import { openInApp } from './support/walk'

/** Spec §2: every permission-guarded route and its title. */
const SCREENS: [path: string, title: string][] = [
  ['/users', 'Usuários'],
  ['/roles', 'Funções'],
  ['/levels', 'Níveis'],
  ['/congregations', 'Convenções'],
  ['/ecclesiasticalFields', 'Campos eclesiásticos'],
  ['/regionalSectors', 'Setores regionais'],
  ['/churches', 'Igrejas'],
  ['/assets', 'Patrimônio'],
  ['/liabilities', 'Passivos'],
  ['/members', 'Cadastro de membros'],
  ['/visitors', 'Visitantes'],
  ['/transfer_members', 'Transferência de membros'],
  ['/revenues', 'Receitas'],
  ['/expenses', 'Despesas'],
  ['/tithing', 'Dízimos'],
  ['/repasse', 'Repasse'],
  ['/financial_report', 'Relatório financeiro'],
  ['/calendar', 'Calendário'],
  ['/events', 'Campanhas'],
]

test('a treasurer opening /users lands on /unauthorized', async ({ page, loginAs }) => {
  await loginAs('tesoureiro', '/users')
  await expect(page).toHaveURL(/\/unauthorized$/)
})

test('the secretary is turned away from treasury screens but opens member screens', async ({
  page,
  loginAs,
}) => {
  await loginAs('secretaria', '/revenues')
  await expect(page).toHaveURL(/\/unauthorized$/)
  await page.goto('/transfer_members')
  await expect(
    page.getByRole('heading', { level: 1, name: 'Transferência de membros' }),
  ).toBeVisible()
})

test('without a stored login a guarded screen goes to /login', async ({ page }) => {
  await page.goto('/revenues')
  await expect(page).toHaveURL(/\/login$/)
})

test('every guarded screen shows its title and its list frame or report form', async ({
  page,
  loginAs,
}) => {
  await loginAs('admin')
  // The app is up (its router follows the history) before a screen is opened in it.
  await expect(page.getByTestId('content')).toHaveAttribute('data-location', '/')
  for (const [path, title] of SCREENS) {
    await openInApp(page, path)
    await expect(page.getByRole('heading', { level: 1, name: title, exact: true })).toBeVisible()
    if (path === '/calendar') {
      // A month, not a list: its month and year choice and the previous/next buttons.
      await expect(page.getByRole('button', { name: 'Mês anterior' })).toBeVisible()
      await expect(page.getByLabel('Ano', { exact: true })).toBeVisible()
      continue
    }
    if (path === '/financial_report') {
      await expect(page.getByRole('form', { name: 'Período do relatório' })).toBeVisible()
      continue
    }
    await expect(page.getByRole('searchbox', { name: 'Pesquisar' })).toBeVisible()
    await expect(page.getByLabel('Linhas por página')).toBeVisible()
  }
})
