import type { Page } from '@playwright/test'
import { expect, test } from './support/fixtures'
import { controlledBySw, serverRows, tokenOf } from './support/members-pages'

test.use({ serviceWorkers: 'allow', viewport: { width: 1280, height: 900 } })

const ENTRIES = 200

/** What the treasurer types for entry i: a member (by 3 letters of the name) or, every 10th, the anonymous offering. */
function entry(i: number, names: string[]) {
  const centavos = ((i * 37) % 500) * 100 + ((i * 13) % 100) + 100
  const name = i % 10 === 0 ? null : (names[i % names.length] ?? null)
  const amount = `${Math.floor(centavos / 100)},${String(centavos % 100).padStart(2, '0')}`
  return { centavos, name, amount }
}

async function enter(page: Page, i: number, names: string[]) {
  const { name, amount } = entry(i, names)
  const search = page.getByRole('combobox', { name: 'Buscar membro' })
  await expect(search).toBeFocused()
  if (name) {
    await page.keyboard.type(name.slice(0, 4))
    await expect(page.getByRole('option').first()).toContainText(name.slice(0, 4))
  }
  await page.keyboard.press('Enter')
  const value = page.getByRole('textbox', { name: /Valor/ })
  await expect(value).toBeFocused()
  await page.keyboard.type(amount)
  await page.keyboard.press('Enter')
}

test('service mode: 200 tithes offline with a reload in the middle reach the server exactly once', async ({
  page,
  context,
  request,
  loginAs,
}) => {
  test.setTimeout(6 * 60_000)
  const token = await tokenOf(request, 'tesoureiro')
  const before = await serverRows(request, token)
  const me = (await (
    await request.get('/api/auth/v1/me', { headers: { authorization: `Bearer ${token}` } })
  ).json()) as { data: { id: string; node: { churchId: string } } }
  const members = (before.get('members') ?? []).filter(
    (m) => m.churchId === me.data.node.churchId && m.status !== 'visitor',
  )
  // Names whose first 4 letters pick them first (unique prefixes), so Enter takes the right person.
  const prefixes = new Map<string, number>()
  for (const m of members) {
    const key = String(m.name).slice(0, 4).toLowerCase()
    prefixes.set(key, (prefixes.get(key) ?? 0) + 1)
  }
  const names = members
    .map((m) => `${String(m.name)} ${String(m.surname)}`)
    .filter((n) => prefixes.get(n.slice(0, 4).toLowerCase()) === 1)
    .slice(0, 12)
  expect(names.length).toBeGreaterThan(2)
  const tithesBefore = (before.get('tithes') ?? []).length

  await loginAs('tesoureiro', '/tithing')
  await expect(page.getByRole('heading', { name: 'Dízimos', level: 1 })).toBeVisible()
  await controlledBySw(page)
  await expect(page.getByTestId('sync-last')).toContainText('Última sincronização', {
    timeout: 30_000,
  })

  await context.setOffline(true)
  await page.getByTestId('open-service-mode').click()
  await expect(page.getByTestId('service-mode')).toBeVisible()

  let expected = 0
  for (let i = 1; i <= ENTRIES; i++) {
    await enter(page, i, names)
    expected += entry(i, names).centavos
    if (i % 25 === 0) await expect(page.getByTestId('service-count')).toHaveText(String(i))
    if (i === 100) {
      await page.reload()
      await expect(page.getByTestId('service-count')).toHaveText('100')
    }
  }
  await expect(page.getByTestId('service-count')).toHaveText(String(ENTRIES))
  const shown = await page.getByTestId('service-total').textContent()
  expect(shown?.replace(/\s/g, ' ')).toBe(
    `R$ ${(expected / 100).toLocaleString('pt-BR', { minimumFractionDigits: 2 })}`.replace(
      /\s/g,
      ' ',
    ),
  )
  const ids = await page.evaluate(
    (userId) =>
      (
        JSON.parse(localStorage.getItem(`celeiro.service-session.${userId}`) ?? '{}') as {
          titheIds: string[]
        }
      ).titheIds,
    me.data.id,
  )
  expect(ids).toHaveLength(ENTRIES)

  await context.setOffline(false)
  await expect(page.getByTestId('sync-pending')).toHaveText('Tudo enviado', { timeout: 60_000 })
  const after = await serverRows(request, token)
  const tithes = after.get('tithes') ?? []
  expect(tithes.length - tithesBefore).toBe(ENTRIES)
  const mine = tithes.filter((x) => ids.includes(String(x.id)))
  expect(mine).toHaveLength(ENTRIES)
  expect(mine.reduce((sum, x) => sum + Number(x.amount), 0)).toBe(expected)
  expect(mine.filter((x) => x.memberId === null)).toHaveLength(ENTRIES / 10)

  // The charts show them: this month's bar includes the session's total.
  await page.getByRole('button', { name: 'Encerrar' }).click()
  // The closing says what to count apart: all 200 in cash here (the session's method).
  await expect(page.getByTestId('service-method-totals')).toContainText(
    `Dinheiro (${ENTRIES} lançamentos)`,
  )
  await page.getByRole('button', { name: 'Encerrar' }).last().click()
  await expect(page).toHaveURL(/\/tithing$/)
  await expect(page.getByTestId('chart-payments').locator('canvas')).toBeVisible()
  await expect(page.getByRole('img', { name: /Dízimos por mês/ })).toBeVisible()
})
