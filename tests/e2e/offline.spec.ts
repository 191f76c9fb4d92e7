import type { Page } from '@playwright/test'
import { expect, test } from './support/fixtures'

test.use({ serviceWorkers: 'allow' })

/** Waits until the service worker has precached the app and controls the page. */
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

test.describe('installable, offline shell', () => {
  test('serves the manifest with icons and 404s a missing asset instead of the app page', async ({
    page,
    request,
  }) => {
    const manifest = (await (await request.get('/manifest.webmanifest')).json()) as {
      name: string
      lang: string
      display: string
      icons: { sizes: string; purpose?: string }[]
      shortcuts: { url: string }[]
    }
    expect(manifest).toMatchObject({ name: 'Celeiro', lang: 'pt-BR', display: 'standalone' })
    // The home-screen icon's long press opens the service mode.
    expect(manifest.shortcuts.map((s) => s.url)).toContain('/tithing/service')
    expect(manifest.icons.map((i) => i.sizes)).toEqual(
      expect.arrayContaining(['192x192', '512x512']),
    )
    expect(manifest.icons.some((i) => i.purpose === 'maskable')).toBe(true)
    expect((await request.get('/apple-touch-icon.png')).status()).toBe(200)
    expect((await request.get('/assets/nao-existe.js')).status()).toBe(404)
    await page.goto('/login')
    await controlledBySw(page)
    const missing = await page.evaluate(async () => (await fetch('/assets/nao-existe.js')).status)
    expect(missing).toBe(404)
  })

  test('reloading signed-in screens with the network off opens the app', async ({
    page,
    context,
    loginAs,
  }) => {
    await loginAs('admin')
    await expect(page).toHaveURL(/\/$/)
    await controlledBySw(page)
    await expect(page.getByText('Carregando...')).toBeHidden()

    await context.setOffline(true)
    await page.reload()
    await expect(page).toHaveURL(/\/$/)
    await expect(page.getByRole('navigation').first()).toBeVisible()
    // The API is never served from the cache.
    const api = await page.evaluate(async () => {
      try {
        return (await fetch('/api/health')).status
      } catch {
        return 'network error'
      }
    })
    expect(api).toBe('network error')

    await page.goto('/users')
    await expect(page).toHaveURL(/\/users$/)
    await expect(page.getByRole('navigation').first()).toBeVisible()
    await context.setOffline(false)
  })
})
