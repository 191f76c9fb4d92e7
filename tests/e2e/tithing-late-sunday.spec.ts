import { expect, test } from './support/fixtures'
import { controlledBySw, serverRows, tokenOf } from './support/members-pages'
import { lateSunday, typedAmount } from './support/service-mode'

// The browser lives in Brasília; the server runs on the machine's clock (UTC in CI).
test.use({
  serviceWorkers: 'allow',
  timezoneId: 'America/Sao_Paulo',
  viewport: { width: 1280, height: 900 },
})

test('service mode at Sunday 22:30 in Brasília, offline: the tithe is dated that Sunday on the server', async ({
  page,
  context,
  request,
  loginAs,
}) => {
  const { sunday, at } = lateSunday('22:30')
  expect(new Date(at).getUTCDay()).toBe(1) // 22:30 in Brasília is already Monday in UTC
  // This test's own amount (R$ 100,00..R$ 999,99), so no other test's tithe can be taken for it.
  const centavos = 10_000 + Math.floor(Math.random() * 89_999)

  const token = await tokenOf(request, 'tesoureiro')
  const me = (await (
    await request.get('/api/auth/v1/me', { headers: { authorization: `Bearer ${token}` } })
  ).json()) as { data: { id: string } }

  await page.clock.install({ time: at })
  await loginAs('tesoureiro', '/tithing')
  await expect(page.getByRole('heading', { name: 'Dízimos', level: 1 })).toBeVisible()
  expect(await page.evaluate(() => new Date().getDate())).toBe(Number(sunday.slice(8)))
  await controlledBySw(page)
  await expect(page.getByTestId('sync-last')).toContainText('Última sincronização', {
    timeout: 30_000,
  })

  await context.setOffline(true)
  await page.getByTestId('open-service-mode').click()
  await expect(page.getByTestId('service-mode')).toBeVisible()
  const search = page.getByRole('combobox', { name: 'Buscar membro' })
  await expect(search).toBeFocused()
  await page.keyboard.press('Enter') // the anonymous offering
  const value = page.getByRole('textbox', { name: /Valor/ })
  await expect(value).toBeFocused()
  await page.keyboard.type(typedAmount(centavos))
  await page.keyboard.press('Enter')
  await expect(page.getByTestId('service-count')).toHaveText('1')
  const ids = await page.evaluate(
    (userId) =>
      (
        JSON.parse(localStorage.getItem(`celeiro.service-session.${userId}`) ?? '{}') as {
          titheIds: string[]
        }
      ).titheIds,
    me.data.id,
  )
  expect(ids).toHaveLength(1)

  await context.setOffline(false)
  await expect(page.getByTestId('sync-pending')).toHaveText('Tudo enviado', { timeout: 60_000 })
  const tithes = (await serverRows(request, token)).get('tithes') ?? []
  const mine = tithes.find((x) => x.id === ids[0])
  expect(mine).toMatchObject({ amount: centavos, date: sunday, memberId: null })
})
