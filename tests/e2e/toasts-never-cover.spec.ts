import type { APIRequestContext, Locator, Page } from '@playwright/test'
import { todayInZone } from '../../sync/contracts/dates'
import { demoDate } from './support/demo-date'
import { expect, test } from './support/fixtures'

/**
 * Issue 48: right after sign-in at 390 px, the reminder of the demo's bill due today ("Pagar:
 * Gás da cantina", alert at 18:00) sat over "Abrir modo culto" and took its taps, and the prompt
 * "Ativar notificações" (after an expense with an alert is saved) covered "Nova despesa". Toasts
 * sit at the bottom now and never hide a screen's main action: each is tapped here through the
 * real pointer path, with the reminder on screen.
 */
test.use({
  timezoneId: 'America/Sao_Paulo',
  viewport: { width: 390, height: 844 },
  // The reminder's toast stays on screen: these tests are about it being there.
  reminderToasts: 'leave',
})

/** The treasurer opens `path` at 18:05 in Brasília on the demo's day: its bill due that day is a reminder (its toast). */
async function openWithReminderDue(
  page: Page,
  request: APIRequestContext,
  loginAs: (u: 'tesoureiro', p: string) => Promise<void>,
  path: string,
) {
  await page.clock.install({ time: new Date(`${await demoDate(request)}T18:05:00-03:00`) })
  await loginAs('tesoureiro', path)
  // The demo's bill alone, or one toast for it and the bills due today that earlier tests of
  // this worker made ("5 lembretes": reminders.spec's), as one reminder toast at a time shows them.
  const reminder = page.getByTestId('toast').filter({ has: page.getByTestId('reminder-toast') })
  await expect(reminder).toBeVisible({ timeout: 60_000 })
  await settled(reminder)
  return reminder
}

/** Waits until the element stops moving (a toast slides in, the list settles). */
async function settled(locator: Locator): Promise<void> {
  let last = ''
  await expect
    .poll(async () => {
      const box = JSON.stringify(await locator.boundingBox())
      const same = box === last
      last = box
      return same
    })
    .toBe(true)
}

/**
 * The element at the centre of `target` is `target` or inside it (nothing lies over it), and a
 * real tap there reaches it: `reached` holds once it did.
 */
async function tapsThrough(page: Page, target: Locator, reached: () => Promise<void>) {
  await expect(target).toBeVisible()
  await settled(target)
  const box = (await target.boundingBox())!
  const x = box.x + box.width / 2
  const y = box.y + box.height / 2
  const onTop = () =>
    target.evaluate(
      (element, [px, py]) => {
        const top = document.elementFromPoint(px!, py!)
        return top === null
          ? 'nothing'
          : element.contains(top)
            ? 'the button'
            : `${top.tagName.toLowerCase()} ${(top.textContent ?? '').trim().slice(0, 60)}`
      },
      [x, y],
    )
  // Polled: a dialog closing or a toast leaving may stand there for a moment.
  await expect
    .poll(onTop, { message: 'what lies at the centre of the button', timeout: 20_000 })
    .toBe('the button')
  await page.mouse.click(x, y)
  await reached()
}

test('home: "Abrir modo culto" is tapped with the reminder on screen', async ({
  page,
  request,
  loginAs,
}) => {
  const reminder = await openWithReminderDue(page, request, loginAs, '/')
  await tapsThrough(page, page.getByRole('link', { name: 'Abrir modo culto' }), async () => {
    await expect(page.getByTestId('service-mode')).toBeVisible()
  })
  // Still there to be answered; it stood out of the way.
  await expect(reminder).toBeVisible()
})

test('expenses: "Nova despesa" is tapped with the reminder on screen', async ({
  page,
  request,
  loginAs,
}) => {
  await openWithReminderDue(page, request, loginAs, '/expenses')
  const add = page.getByRole('button', { name: 'Nova despesa' })
  const dialog = page.getByRole('dialog')
  await tapsThrough(page, add, async () => {
    await expect(dialog).toBeVisible()
  })
})

test('revenues: "Nova receita" is tapped with the reminder on screen', async ({
  page,
  request,
  loginAs,
}) => {
  await openWithReminderDue(page, request, loginAs, '/revenues')
  const dialog = page.getByRole('dialog')
  await tapsThrough(page, page.getByRole('button', { name: 'Nova receita' }), async () => {
    await expect(dialog).toBeVisible()
  })
})

test('expenses: a saved expense is confirmed, and "Ativar notificações" covers no "Nova despesa"', async ({
  page,
  loginAs,
}) => {
  // No installed clock here: under it a closed dialog's backdrop stays on the page a while
  // (its exit waits on faked timers), which no user meets. A reminder toast may show or not.
  await loginAs('tesoureiro', '/expenses')
  // Asked only while the browser has not been answered (never when granted or refused).
  expect(await page.evaluate(() => Notification.permission)).toBe('default')
  const add = page.getByRole('button', { name: 'Nova despesa' })
  const dialog = page.getByRole('dialog')
  await tapsThrough(page, add, async () => {
    await expect(dialog).toBeVisible()
  })
  const description = `Conta de água ${Date.now().toString(36)}`
  await dialog.getByLabel('Categoria').selectOption({ label: 'Manutenção' })
  await dialog.getByRole('textbox', { name: /Descrição/ }).fill(description)
  await dialog.getByRole('textbox', { name: /^Valor/ }).fill('132.40')
  await dialog.getByLabel('Hora').fill('19:30')
  await dialog.getByRole('button', { name: 'Salvar' }).click()
  await expect(dialog).toBeHidden()

  // The entry is confirmed by name, amount and due date, as its row reads.
  const saved = page.getByTestId('toast').filter({ hasText: 'Despesa salva.' })
  const [y, m, d] = todayInZone('America/Sao_Paulo').split('-')
  // One look: the toast leaves after a few seconds.
  await expect(saved).toContainText(`${description} · R$ 132,40 · ${d}/${m}/${y}`)

  const prompt = page
    .getByTestId('toast')
    .filter({ hasText: 'Quer ser avisado na hora do alerta?' })
  await expect(prompt).toBeVisible()
  await settled(prompt)
  // The next expense is one tap away with the prompt (and any reminder) on screen.
  await tapsThrough(page, add, async () => {
    await expect(dialog).toBeVisible()
  })
  await dialog.getByRole('button', { name: 'Cancelar' }).click()
  await expect(dialog).toBeHidden()
  // The prompt's own button answers a real tap too: the browser is asked (its answer, here
  // refused by the headless browser, closes the prompt).
  const activate = prompt.getByRole('button', { name: 'Ativar notificações' })
  await tapsThrough(page, activate, async () => {
    await expect(prompt).toBeHidden()
  })
})
