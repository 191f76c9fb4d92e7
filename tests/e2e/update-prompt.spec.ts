import { appendFileSync, cpSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { expect, test } from './support/fixtures'
import { startServer, type E2EServer } from './support/server'

test.use({ serviceWorkers: 'allow' })

/** This test changes the deployed service worker: it serves its own copy of dist/ from its own server. */
let server: E2EServer
let copy: string
test.beforeAll(async () => {
  copy = mkdtempSync(join(tmpdir(), 'celeiro-dist-'))
  cpSync(resolve(process.env.E2E_STATIC_DIR ?? join(import.meta.dirname, '../../dist')), copy, {
    recursive: true,
  })
  server = await startServer({ staticDir: copy })
})
test.afterAll(async () => {
  await server.stop()
  rmSync(copy, { recursive: true, force: true })
})

test('a new version waits for the user: "Nova versão disponível" then "Atualizar" activates it', async ({
  page,
}) => {
  await page.goto(`${server.url}/login`)
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
  })
  await page.reload()
  await expect
    .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)))
    .toBe(true)

  // Deploy: the service worker file changes.
  appendFileSync(join(copy, 'sw.js'), '\n// new version\n')
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration()
    await registration?.update()
  })
  await expect(page.getByText('Nova versão disponível')).toBeVisible({ timeout: 15_000 })
  // Not activated on its own.
  expect(
    await page.evaluate(async () =>
      Boolean((await navigator.serviceWorker.getRegistration())?.waiting),
    ),
  ).toBe(true)

  // Activating reloads the page onto the new version.
  await Promise.all([
    page.waitForEvent('load'),
    page.getByRole('button', { name: 'Atualizar' }).click(),
  ])
  await expect
    .poll(
      async () =>
        page.evaluate(async () =>
          Boolean((await navigator.serviceWorker.getRegistration())?.waiting),
        ),
      { timeout: 15_000 },
    )
    .toBe(false)
  await expect(page.getByRole('heading', { name: 'Entrar' })).toBeVisible()
  await expect(page.getByText('Nova versão disponível')).toBeHidden()
})
