import type { Page } from '@playwright/test'
import { expect, test } from './support/fixtures'

// The offline reload needs the service worker (see offline.spec.ts).
test.use({ serviceWorkers: 'allow' })

async function controlledBySw(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
  })
  await page.reload()
  await expect
    .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), {
      timeout: 15_000,
    })
    .toBe(true)
}

/**
 * Holds the pulls of an initial sync's second phase from the `from`-th on until `release()`
 * (docs/sync.md); `limit`: their page size instead of the app's.
 */
async function holdRest(page: Page, opts: { from: number; limit?: number }) {
  let release: () => void = () => undefined
  const held = new Promise<void>((resolve) => (release = resolve))
  let pages = 0
  await page.route(/\/api\/sync\/v1\/pull\?.*phase=rest/, async (route) => {
    const url = new URL(route.request().url())
    if (opts.limit) url.searchParams.set('limit', String(opts.limit))
    if (++pages >= opts.from) await held
    await route.continue({ url: url.toString() })
  })
  return { release: () => release(), pages: () => pages }
}

test.describe('sync status in the shell', () => {
  test('online / all sent, offline, offline reload, back online', async ({
    page,
    context,
    loginAs,
  }) => {
    // Installing the service worker on a busy machine takes a while.
    test.slow()
    await loginAs('admin')
    await expect(page).toHaveURL(/\/$/)
    await controlledBySw(page)
    const status = page.getByTestId('sync-status')

    // 1280 px: the sidebar footer, after the first sync (during it: "Recebendo dados").
    await expect(status.getByTestId('sync-last')).toContainText('Última sincronização:', {
      timeout: 20_000,
    })
    await expect(status.getByTestId('sync-online')).toHaveText('Online')
    await expect(status.getByTestId('sync-pending')).toHaveText('Tudo enviado')
    await expect(status.getByTestId('sync-offline-ready')).toHaveText(
      'Pronto para usar sem internet',
    )

    await context.setOffline(true)
    await expect(status.getByTestId('sync-online')).toHaveText('Sem conexão')

    // Reload without network: the shell and the status still render (stored login, mirror on the device).
    await page.reload()
    await expect(page.getByRole('navigation').first()).toBeVisible()
    await expect(page.getByTestId('sync-status').getByTestId('sync-online')).toHaveText(
      'Sem conexão',
    )
    await expect(page.getByTestId('sync-status').getByTestId('sync-pending')).toHaveText(
      'Tudo enviado',
    )

    await context.setOffline(false)
    await expect(page.getByTestId('sync-status').getByTestId('sync-online')).toHaveText('Online')
  })

  test('compact at 390 px and the needs-attention screen', async ({ page, loginAs }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await loginAs('admin')
    const compact = page.getByRole('banner').getByTestId('sync-status')
    await expect(compact).toBeVisible()
    // Once the first download is in and the app's screens are stored on the device (the service
    // worker installing says so: ", Guardando as telas neste aparelho…").
    await expect(compact).toHaveAttribute('aria-label', 'Sincronização: Online, Tudo enviado', {
      timeout: 30_000,
    })
    await compact.click()
    await expect(page).toHaveURL(/\/sync-attention$/)
    await expect(
      page.getByRole('heading', { name: 'Alterações que precisam de atenção' }),
    ).toBeVisible()
    await expect(page.getByTestId('attention-empty')).toBeVisible()
    await expect(page.getByTestId('attention-export-json')).toBeDisabled()
  })

  test("an initial sync's two phases: the essentials first, then the rest while the app is used", async ({
    page,
    loginAs,
  }) => {
    // The rest comes in small pages, and from its second page on they wait until the test lets them go.
    const rest = await holdRest(page, { limit: 20, from: 2 })
    await loginAs('tesoureiro', '/members')
    const initial = page.getByTestId('sync-status').getByTestId('sync-initial')
    await expect(initial).toHaveAttribute('data-phase', 'rest', { timeout: 20_000 })
    await expect(initial).toContainText('Baixando o restante: 20 de')
    await expect(initial).toContainText('Já dá para usar; o restante chega em segundo plano.')
    // The first phase brought the church's members: the list works, and says it may not be whole.
    await expect(page.getByTestId('list-still-arriving')).toBeVisible()
    await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible()

    // A report made now would miss rows: it waits, and says why.
    await page.goto('/financial_report')
    await expect(page.getByTestId('report-still-arriving')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Baixar PDF' })).toHaveCount(0)

    rest.release()
    await expect(initial).toBeHidden({ timeout: 30_000 })
    await expect(page.getByTestId('report-still-arriving')).toBeHidden()
    await expect(page.getByRole('button', { name: 'Baixar PDF' })).toBeVisible()
    await page.goto('/members')
    await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible()
    await expect(page.getByTestId('list-still-arriving')).toBeHidden()
    // A church's treasurer does not read the churches: no column of empty church names.
    await expect(page.getByRole('columnheader', { name: 'Igreja' })).toHaveCount(0)
    await expect(page.getByTestId('sync-status').getByTestId('sync-last')).toContainText(
      'Última sincronização:',
    )
    expect(rest.pages()).toBeGreaterThan(2)
  })

  test("on a phone the initial sync shows under the top bar, and the status dot's screen says how far it is", async ({
    page,
    loginAs,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    const rest = await holdRest(page, { limit: 20, from: 2 })
    await loginAs('tesoureiro')
    const banner = page.getByRole('banner')
    const strip = banner.getByTestId('sync-initial-strip')
    await expect(strip).toHaveAttribute('data-phase', 'rest', { timeout: 20_000 })
    await expect(strip).toBeVisible()
    await expect(strip.getByRole('progressbar')).toHaveAttribute(
      'aria-valuetext',
      /^Baixando o restante: 20 de \d+$/,
    )
    const dot = banner.getByTestId('sync-status')
    await expect(dot).toHaveAttribute('aria-label', /, Baixando o restante: 20 de \d+$/)
    // The strip lies along the top bar's bottom edge, across the whole width.
    const bar = await banner.boundingBox()
    const line = await strip.boundingBox()
    expect(line && bar && Math.abs(line.y + line.height - (bar.y + bar.height))).toBeLessThan(1)
    expect(line?.width).toBe(bar?.width)

    await dot.click()
    await expect(page).toHaveURL(/\/sync-attention$/)
    const initial = page.getByTestId('sync-attention').getByTestId('sync-initial')
    await expect(initial).toContainText('Baixando o restante: 20 de')
    await expect(initial).toContainText('Já dá para usar; o restante chega em segundo plano.')

    rest.release()
    await expect(strip).toBeHidden({ timeout: 30_000 })
    await expect(initial).toBeHidden()
    await expect(dot).toHaveAttribute('aria-label', 'Sincronização: Online, Tudo enviado', {
      timeout: 30_000,
    })
  })

  test("the administrator's home during the rest: the totals' figures at once, no untrue zero or 'nothing due'", async ({
    page,
    loginAs,
  }) => {
    const rest = await holdRest(page, { from: 1 })
    await loginAs('admin', '/')
    const initial = page.getByTestId('sync-status').getByTestId('sync-initial')
    await expect(initial).toContainText('Preparando o essencial', { timeout: 20_000 })
    // The first phase brought the monthly totals: the money figures are whole.
    await expect(page.getByTestId('metric-tithes').locator('[data-figure]').first()).toContainText(
      'R$',
    )
    // Members, bills and assets come in the rest: still loading, not "0" or "nothing due".
    await expect(page.getByTestId('metric-people').locator('[data-figure]')).toHaveCount(0)
    await expect(page.getByTestId('metric-inventory').locator('[data-figure]')).toHaveCount(0)
    await expect(page.getByTestId('home-bills')).not.toContainText('Nada vence')

    rest.release()
    await expect(initial).toBeHidden({ timeout: 30_000 })
    await expect(
      page.getByTestId('metric-people').locator('[data-figure="Membros ativos"]'),
    ).not.toHaveText('0')
    await expect(
      page.getByTestId('metric-inventory').locator('[data-figure]').first(),
    ).toContainText('R$')
  })
})
