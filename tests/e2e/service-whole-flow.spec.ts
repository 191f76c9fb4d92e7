import type { Locator, Page } from '@playwright/test'
import { expect, test } from './support/fixtures'
import { controlledBySw, serverRows, tokenOf } from './support/members-pages'
import {
  churchMembers,
  enterEntry,
  lateSunday,
  memberOptions,
  uniquelyTyped,
  usualUpTo,
} from './support/service-mode'

/**
 * Issue 48, "A service that says where the money is", on a phone as a treasurer holds it: a
 * service with entries online and offline, closed offline, reloaded offline, then back online.
 * What the person reads is asserted at every step. SHOTS_DIR=<folder> keeps screenshots of the
 * closed screen and the rows in pt-BR and es.
 */
test.use({
  serviceWorkers: 'allow',
  timezoneId: 'America/Sao_Paulo',
  locale: 'pt-BR',
  viewport: { width: 390, height: 844 },
  hasTouch: true,
  isMobile: true,
})

const reais = (centavos: number) =>
  `R$ ${(centavos / 100).toLocaleString('pt-BR', { minimumFractionDigits: 2 })}`
/** What a person reads: no-break spaces as spaces. */
const read = async (locator: Locator) => ((await locator.textContent()) ?? '').replace(/\s+/g, ' ')

async function shot(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR
  if (dir) await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true })
}

async function language(page: Page, code: 'pt-BR' | 'es') {
  await page.evaluate((c) => localStorage.setItem('preferred-language', c), code)
  await page.reload()
  await expect(page.locator('html')).toHaveAttribute('lang', code)
}

test('a whole service on a phone: online, offline, closed offline, reloaded, online again', async ({
  page,
  context,
  request,
  loginAs,
}) => {
  test.setTimeout(5 * 60_000)
  const { sunday, at } = lateSunday('22:40')
  const token = await tokenOf(request, 'tesoureiro')
  const { rows, members, me } = await churchMembers(request, token)
  const usual = usualUpTo(members, rows, 3_000)
  const names = uniquelyTyped(members).filter((n) => usual.has(n))
  expect(names.length).toBeGreaterThan(4)
  // Small amounts for members (never far above their usual), stray centavos, all in cash.
  const online = [
    { name: names[0] ?? null, centavos: 2_000 },
    { name: names[1] ?? null, centavos: 1_550 },
    { name: null, centavos: 10_001 },
    { name: names[2] ?? null, centavos: 3_000 },
    { name: null, centavos: 5_000 },
  ]
  const offline = [
    { name: names[3] ?? null, centavos: 1_000 },
    { name: null, centavos: 8_025 },
    { name: names[4] ?? null, centavos: 2_500 },
    { name: null, centavos: 4_200 },
    { name: null, centavos: 750 },
    { name: names[0] ?? null, centavos: 1_200 },
    { name: null, centavos: 6_000 },
    { name: null, centavos: 1_236 },
  ]
  const expected = [...online, ...offline].reduce((sum, x) => sum + x.centavos, 0)

  await page.clock.install({ time: at })
  await loginAs('tesoureiro', '/tithing')
  await expect(page.getByRole('heading', { name: 'Dízimos', level: 1 })).toBeVisible()
  await controlledBySw(page)

  // Online: the service starts on that Sunday; a search that finds nobody says so first.
  await page.getByTestId('open-service-mode').click()
  await expect(page.getByTestId('service-mode')).toContainText('Modo culto')
  // A phone has no Enter key to name.
  await expect(page.getByTestId('service-save')).toHaveText('Salvar e próximo')
  // The first download has brought the members: the search finds them on the phone.
  const search = page.getByRole('combobox', { name: 'Buscar membro' })
  await search.fill(String(names[0]).slice(0, 4))
  await expect(memberOptions(page).first()).toContainText(String(names[0]).slice(0, 4), {
    timeout: 30_000,
  })
  await search.fill('')
  await page.keyboard.type('Xyzw Qualquer')
  const none = page.getByText('Nenhum membro encontrado para “Xyzw Qualquer”')
  await expect(none).toBeVisible()
  const anonymous = page.getByRole('option', { name: 'Oferta anônima' })
  expect((await none.boundingBox())!.y).toBeLessThan((await anonymous.boundingBox())!.y)
  await search.fill('')
  for (const x of online) await enterEntry(page, x.name, x.centavos)
  await expect(page.getByTestId('service-count')).toHaveText(String(online.length))
  const states = page.getByTestId('service-entry-state')
  await expect(states).toHaveText(Array(online.length).fill('Enviado'), { timeout: 60_000 })

  // Offline: more entries, each marked as waiting on this phone.
  await context.setOffline(true)
  for (const x of offline) await enterEntry(page, x.name, x.centavos)
  await expect(page.getByTestId('service-count')).toHaveText('13')
  await expect(page.getByTestId('service-pending')).toContainText('8 lançamentos aguardando envio')
  // The 8 rows shown are the newest: all of them typed offline.
  await expect(states).toHaveText(Array(8).fill('Só neste aparelho'))
  await shot(page, 'rows-offline-pt-BR')

  // Closed offline, the count two centavos short (the R$ 0,01 coin counts).
  await page.getByRole('button', { name: 'Encerrar' }).click()
  const closing = page.getByRole('form', { name: 'Conferência do ofertório' })
  await expect(closing).toContainText(`Dinheiro lançado${reais(expected)}`)
  const counted = expected - 2
  await closing.getByRole('spinbutton', { name: 'R$ 1,00' }).fill(String(Math.floor(counted / 100)))
  await closing.getByRole('spinbutton', { name: 'R$ 0,01' }).fill(String(counted % 100))
  await expect(page.getByTestId('closing-difference')).toHaveText('Falta R$ 0,02')
  await closing.getByRole('textbox', { name: /Conferido por/ }).fill('Maria Aparecida')
  await closing.getByRole('textbox', { name: /E por/ }).fill('José Sá')
  await page.getByRole('button', { name: 'Registrar e encerrar' }).click()

  const done = page.getByTestId('closing-done')
  const waitingLine = page.getByTestId('closing-done-waiting')
  const difference = page.getByTestId('closing-done-difference')
  const readsClosedOffline = async () => {
    await expect(done.getByRole('heading', { name: 'Culto encerrado' })).toBeVisible()
    await expect(difference).toHaveText('Faltaram R$ 0,02 em relação aos lançamentos em dinheiro.')
    await expect(waitingLine).toHaveText(
      '8 lançamentos deste culto estão só neste aparelho. Eles serão enviados quando houver sinal.',
    )
    await expect(page.getByTestId('service-count')).toHaveText('13')
    expect(await read(page.getByTestId('service-total'))).toBe(reais(expected))
    await expect(states).toHaveText(Array(8).fill('Só neste aparelho'))
    // One way out: no dialog left open, one "Concluir", no "Fechar" nor "Encerrar".
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'Concluir' })).toHaveCount(1)
    await expect(page.getByRole('button', { name: /Fechar|Encerrar|Voltar/ })).toHaveCount(0)
  }
  await readsClosedOffline()
  // Nothing (no toast) stands over the difference: the element at its centre is the line.
  await page.waitForTimeout(500)
  const box = (await difference.boundingBox())!
  expect(
    await page.evaluate(
      ([x, y]) =>
        document.elementFromPoint(x!, y!)?.closest('[data-testid="closing-done-difference"]') !==
        null,
      [box.x + box.width / 2, box.y + box.height / 2],
    ),
  ).toBe(true)
  await shot(page, 'closed-offline-pt-BR')

  // Reloaded offline: still closed, the same count waiting, the entries still there.
  await page.reload()
  await readsClosedOffline()
  await language(page, 'es')
  await expect(done.getByRole('heading', { level: 2 })).toHaveText('Culto cerrado')
  await expect(page.getByTestId('service-count')).toHaveText('13')
  await expect(waitingLine).toBeVisible()
  await shot(page, 'closed-offline-es')
  await language(page, 'pt-BR')
  await readsClosedOffline()

  // Online: every entry sent once; the rows and the closed screen say so.
  const ids = await page.evaluate(
    (userId) =>
      (
        JSON.parse(localStorage.getItem(`celeiro.service-session.${userId}`) ?? '{}') as {
          titheIds: string[]
        }
      ).titheIds,
    me.id,
  )
  expect(ids).toHaveLength(13)
  await context.setOffline(false)
  await expect(waitingLine).toHaveText('Todos os lançamentos deste culto foram enviados.', {
    timeout: 60_000,
  })
  await expect(states).toHaveText(Array(8).fill('Enviado'))
  await shot(page, 'closed-sent-pt-BR')
  const after = await serverRows(request, token)
  const mine = (after.get('tithes') ?? []).filter((x) => ids.includes(String(x.id)))
  expect(mine).toHaveLength(13)
  expect(new Set(mine.map((x) => x.id)).size).toBe(13)
  expect(mine.every((x) => x.date === sunday)).toBe(true)
  expect(mine.reduce((sum, x) => sum + Number(x.amount), 0)).toBe(expected)
  const closings = (after.get('serviceClosings') ?? []).filter((c) =>
    (c.titheIds as string[]).includes(ids[0] ?? ''),
  )
  expect(closings).toHaveLength(1)
  expect(closings[0]).toMatchObject({ entries: 13, expectedCash: expected, difference: -2 })
  await language(page, 'es')
  await expect(done.getByRole('heading', { level: 2 })).toHaveText('Culto cerrado')
  await expect(page.getByTestId('service-count')).toHaveText('13')
  await expect(waitingLine).toBeVisible()
  await shot(page, 'closed-sent-es')
  await language(page, 'pt-BR')

  // The one way out leaves the service.
  await page.getByRole('button', { name: 'Concluir' }).click()
  await expect(page).toHaveURL(/\/tithing$/)
})
