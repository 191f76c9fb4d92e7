import { expect, test } from './support/fixtures'
import { controlledBySw, serverRows, shoot, tokenOf } from './support/members-pages'

/** A cheap phone's screen. */
test.use({ viewport: { width: 390, height: 844 } })

type Row = Record<string, unknown>

const two = (n: number) => String(n).padStart(2, '0')
const now = new Date()
const today = `${now.getFullYear()}-${two(now.getMonth() + 1)}-${two(now.getDate())}`

/** A one-off expense past its due date with nothing paid: the overdue bill of the demo. */
function overdueBill(rows: Map<string, Row[]>): Row {
  const paid = new Set((rows.get('expensePayments') ?? []).map((p) => p.entryId))
  const bill = (rows.get('expenses') ?? []).find(
    (e) => e.recurrence === 'unico' && String(e.dueDate) < today && !paid.has(e.id),
  )
  if (!bill) throw new Error('the demo has no overdue bill')
  return bill
}

const daysLate = (dueDate: string) =>
  Math.round((Date.parse(`${today}T00:00:00Z`) - Date.parse(`${dueDate}T00:00:00Z`)) / 86_400_000)

test('a phone shows lists as cards that open their record on a tap', async ({ page, loginAs }) => {
  await loginAs('secretaria', '/members')
  const cards = page.getByTestId('list-card')
  await expect(cards.first()).toBeVisible()
  await expect(page.getByRole('table')).toHaveCount(0)
  // No card is wider than the screen: nothing is cut off to the right.
  const widths = await cards.evaluateAll((list) => list.map((c) => c.getBoundingClientRect().right))
  for (const right of widths) expect(right).toBeLessThanOrEqual(390)
  const name = (await cards.first().getByRole('button').first().textContent()) ?? ''
  await cards.first().locator('dl').click()
  await expect(page).toHaveURL(/\/members\/[0-9a-f-]+$/)
  // The card reads the avatar's initials (hidden from screen readers) before the name.
  const heading = page.getByRole('heading', { level: 1 })
  await expect
    .poll(async () => {
      const title = (await heading.textContent()) ?? ''
      return title !== '' && name.includes(title)
    })
    .toBe(true)
})

test("before any script, a signed-in device paints the app's frame, a signed-out one /login's form or the logo", async ({
  page,
  loginAs,
}) => {
  await loginAs('secretaria', '/members')
  await expect(page.getByTestId('list-card').first()).toBeVisible()
  const colour = (e: Element) => getComputedStyle(e).backgroundColor
  const brand = await page.getByRole('banner').evaluate(colour)
  // No script but index.html's own (the inline one, allowed by its hash in the CSP) runs.
  await page.route('**/assets/**/*.js', (route) => route.abort())
  await page.goto('/members')
  const frame = page.locator('.shell__frame')
  await expect(frame).toBeVisible()
  expect(await frame.boundingBox()).toEqual({ x: 0, y: 0, width: 390, height: 56 })
  expect(await frame.evaluate(colour)).toBe(brand)
  await expect(page.locator('.splash')).toBeHidden()
  await page.setViewportSize({ width: 1280, height: 800 })
  expect(await frame.boundingBox()).toMatchObject({ x: 0, y: 0, width: 220, height: 800 })
  // Signed out: /login's form itself (index.html draws it: early-login.ts), no frame; at another
  // address, the logo.
  await page.evaluate(() => localStorage.removeItem('KEY_LOGIN'))
  await page.goto('/login')
  await expect(page.getByRole('textbox', { name: 'E-mail' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Entrar' })).toBeEnabled()
  await expect(frame).toBeHidden()
  await expect(page.locator('.splash img')).toBeHidden()
  await page.goto('/pre-register')
  await expect(page.locator('.splash img')).toBeVisible()
  await expect(frame).toBeHidden()
})

test("the treasurer's home opens the service mode in one tap and marks the overdue bill", async ({
  page,
  loginAs,
  request,
}) => {
  const rows = await serverRows(request, await tokenOf(request, 'tesoureiro'))
  const bill = overdueBill(rows)
  await loginAs('tesoureiro')
  // The bills come with the first sync (the card shows its own loading meanwhile): on a slow
  // machine running two workers it took longer than one wait.
  await expect(page.getByTestId('home-bills-overdue')).toBeVisible({ timeout: 60_000 })
  await expect(page.getByTestId('home-bills')).toContainText(String(bill.description))
  await page.getByTestId('home-bills-overdue').click()
  await expect(page).toHaveURL(/\/expenses\?situacao=overdue/)
  const card = page.getByTestId('list-card').filter({ hasText: String(bill.description) })
  const late = daysLate(String(bill.dueDate))
  await expect(card.getByTestId('overdue-badge')).toHaveText(
    late === 1 ? 'Vencida há 1 dia' : `Vencida há ${late} dias`,
  )
  // The filter keeps only what is overdue: nothing realised is listed.
  await expect(page.getByTestId('list-cards')).not.toContainText('Realizado')

  await page.goto('/')
  await page.getByTestId('home-service-mode').click()
  await expect(page.getByTestId('service-mode')).toBeVisible()
})

test('pays a bill from its view, prefilled, and the server gets the payment once', async ({
  page,
  loginAs,
  request,
}) => {
  const token = await tokenOf(request, 'tesoureiro')
  const bill = overdueBill(await serverRows(request, token))
  await loginAs('tesoureiro', '/expenses?situacao=overdue')
  await page
    .getByTestId('list-card')
    .filter({ hasText: String(bill.description) })
    .locator('dl')
    .click()
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByTestId('overdue-badge')).toBeVisible()
  // After 18:00 the demo's bill due today ("Gás da cantina") is toasted when the app opens, over
  // the dialog's top at 390 px: the fixture snoozes it when it is in the way, as the treasurer would.
  // Empty fields are left out of the view.
  await expect(dialog).not.toContainText('—')
  await dialog.getByRole('button', { name: 'Pagar parcela 1' }).click()
  const form = page.getByRole('form', { name: 'Registrar' })
  await expect(form.getByRole('textbox', { name: 'Histórico' })).toHaveValue(
    String(bill.description),
  )
  await page.getByRole('button', { name: 'Registrar', exact: true }).click()
  await expect(page.getByText('Pagamento registrado.')).toBeVisible()
  await expect
    .poll(async () =>
      (((await serverRows(request, token)).get('expensePayments') ?? []) as Row[]).filter(
        (p) => p.entryId === bill.id,
      ),
    )
    .toHaveLength(1)
  const payment = ((await serverRows(request, token)).get('expensePayments') ?? []).find(
    (p) => p.entryId === bill.id,
  )
  expect(payment).toMatchObject({ amount: bill.amount, history: bill.description })
})

test.describe('offline', () => {
  // The service worker serves the app's chunks when the network is gone.
  test.use({ serviceWorkers: 'allow' })

  test('the service mode says how many entries wait, then when all were sent', async ({
    page,
    context,
    loginAs,
  }) => {
    await loginAs('tesoureiro', '/tithing')
    await controlledBySw(page)
    await page.getByTestId('open-service-mode').click()
    await expect(page.getByTestId('service-mode')).toBeVisible()
    await context.setOffline(true)
    await expect(page.getByTestId('service-offline')).toBeVisible()
    for (const amount of ['25,00', '10,50']) {
      await expect(page.getByRole('combobox', { name: 'Buscar membro' })).toBeFocused()
      await page.keyboard.press('Enter') // the anonymous offering
      await expect(page.getByRole('textbox', { name: /Valor/ })).toBeFocused()
      await page.keyboard.type(amount)
      await page.keyboard.press('Enter')
    }
    await expect(page.getByTestId('service-pending')).toHaveText(
      '2 lançamentos aguardando envio · sem conexão: ficam guardados no aparelho e são enviados quando ela voltar',
    )
    await context.setOffline(false)
    await expect(page.getByTestId('service-sent')).toContainText(
      'Todos os lançamentos enviados às',
      { timeout: 30_000 },
    )
  })

  test('tapping the sync status lists what waits apart from what needs attention', async ({
    page,
    context,
    loginAs,
  }) => {
    await loginAs('secretaria', '/members')
    await controlledBySw(page)
    await expect(page.getByTestId('list-card').first()).toBeVisible()
    await context.setOffline(true)
    await page
      .getByTestId('list-card')
      .first()
      .getByRole('button', { name: /^Ações de/ })
      .click()
    await page.getByRole('menuitem', { name: /^Editar/ }).click()
    await page.getByRole('textbox', { name: 'Profissão' }).fill('Agricultor')
    await page.getByRole('button', { name: 'Salvar' }).click()
    await expect(page.getByTestId('sync-status')).toHaveAttribute('data-pending', '1')
    await page.getByTestId('sync-status').click()
    await expect(page.getByRole('heading', { name: 'Aguardando envio' })).toBeVisible()
    await expect(page.getByTestId('pending-write')).toHaveCount(1)
    await expect(page.getByTestId('pending-write')).toContainText('Alteração · Membro ou visitante')
    await expect(page.getByTestId('attention-empty')).toBeVisible()
    await context.setOffline(false)
    await expect(page.getByTestId('pending-empty')).toBeVisible({ timeout: 30_000 })
  })
})

test('the language switches in the signed-in app, from the user menu', async ({
  page,
  loginAs,
}) => {
  await loginAs('tesoureiro')
  await page.getByRole('button', { name: 'Abrir menu' }).click()
  // On a busy 2-core machine the menu may still be opening when the first click lands: retry it.
  await expect(async () => {
    if (!(await page.getByTestId('language-en').isVisible()))
      await page.getByTestId('user-block').click()
    await page.getByTestId('language-en').click()
    await expect(page.locator('html')).toHaveAttribute('lang', 'en', { timeout: 2_000 })
  }).toPass({ timeout: 20_000 })
  await expect(page.getByTestId('home-service-mode')).toHaveText('Open service mode')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await page.reload()
  await expect(page.getByTestId('home-service-mode')).toHaveText('Open service mode')
})

test('a new transfer starts from the transfers screen and names only what the role can read', async ({
  page,
  loginAs,
  request,
}) => {
  const token = await tokenOf(request, 'secretaria')
  const before = await serverRows(request, token)
  const member = (before.get('members') ?? []).find((m) => m.status === 'active')
  if (!member) throw new Error('the demo has no active member')
  const target = (before.get('churches') ?? []).find((c) => c.id !== member.churchId)
  if (!target) throw new Error('the secretary sees one church only')
  await loginAs('secretaria', '/transfer_members')
  await page.getByTestId('new-transfer').click()
  await page.getByRole('searchbox', { name: 'Nome do membro' }).fill(String(member.name))
  await page
    .getByRole('button', { name: `${String(member.name)} ${String(member.surname)}` })
    .first()
    .click()
  const form = page.getByRole('form', { name: 'Transferir membro' })
  await expect(form).toBeVisible()
  await expect(form).not.toContainText('sem nome')
  await form
    .getByRole('combobox', { name: 'Igreja', exact: true })
    .selectOption({ label: String(target.name) })
  await form.getByRole('button', { name: 'Transferir' }).click()
  await form.getByRole('button', { name: 'Confirmar transferência' }).click()
  await expect
    .poll(async () =>
      ((await serverRows(request, token)).get('memberTransfers') ?? []).filter(
        (t) => t.memberId === member.id && t.toChurchId === target.id,
      ),
    )
    .toHaveLength(1)
})

test("a visitor's record sits under Visitantes in the menu", async ({ page, loginAs }) => {
  await loginAs('secretaria', '/visitors')
  await page.getByTestId('list-card').first().locator('dl').click()
  await expect(page).toHaveURL(/\/visitors\/[0-9a-f-]+$/)
  await page.getByRole('button', { name: 'Abrir menu' }).click()
  await expect(page.getByRole('link', { name: 'Visitantes' })).toHaveAttribute(
    'aria-current',
    'page',
  )
  await expect(page.getByRole('link', { name: 'Cadastro de membros' })).not.toHaveAttribute(
    'aria-current',
    'page',
  )
})

test("a visitor's form asks for the visit and who invited, not a member's work and church details", async ({
  page,
  loginAs,
  request,
}) => {
  const token = await tokenOf(request, 'secretaria')
  await loginAs('secretaria', '/visitors/new')
  const form = page.getByRole('form', { name: 'Novo visitante' })
  await expect(form.getByRole('textbox', { name: 'Data da visita' })).not.toHaveValue('')
  for (const hidden of ['Empresa', 'Profissão', 'Título', 'Função'])
    await expect(form.getByRole('textbox', { name: hidden, exact: true })).toHaveCount(0)
  await expect(form.getByRole('combobox', { name: 'Categoria', exact: true })).toHaveCount(0)
  const church = form.getByRole('combobox', { name: 'Igreja', exact: true })
  if ((await church.count()) > 0) await church.selectOption({ index: 1 })
  await form.getByRole('textbox', { name: 'Nome', exact: true }).fill('Iracema')
  await form.getByRole('textbox', { name: 'Sobrenome', exact: true }).fill('Sá')
  await form.getByRole('textbox', { name: 'Convidado(a) por' }).fill('Dona Benedita')
  await form.getByText('A pessoa leu e aceitou o termo acima').click()
  await form.getByRole('button', { name: 'Salvar' }).click()
  await expect(page).toHaveURL(/\/visitors\/[0-9a-f-]+$/)
  const id = page.url().split('/').at(-1)
  await expect
    .poll(async () =>
      ((await serverRows(request, token)).get('members') ?? []).find((m) => m.id === id),
    )
    .toMatchObject({ status: 'visitor', surname: 'Sá', invitedBy: 'Dona Benedita' })
  await expect(page.getByText('Dona Benedita')).toBeVisible()
})

/**
 * Nothing on the treasurer's home moves once shown, on a slow phone (CPU 4× slower): the
 * reminders, the agenda and the figures appear together (HomeReveal). Shown as each arrived,
 * the reminders' list pushed "Contas a pagar" ~190 px down under the user's finger (layout
 * shift 0.10-0.22; this fails with them shown one by one).
 */
test("the treasurer's home does not shift its cards as their data arrives", async ({
  page,
  loginAs,
}) => {
  await loginAs('tesoureiro', '/')
  await expect(page.getByTestId('home-reminders')).toBeVisible()
  // The mirror whole (during an initial sync each card shows its own loading, as it should).
  await expect(page.getByTestId('sync-initial')).toHaveCount(0, { timeout: 30_000 })
  await expect(page.getByTestId('sync-initial-strip')).toHaveCount(0)
  await page.addInitScript(() => {
    const shifts: { value: number; at: string[] }[] = []
    Object.assign(window, { __shifts: shifts })
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number
        hadRecentInput: boolean
        sources?: { node?: Node | null }[]
      })[])
        if (!entry.hadRecentInput)
          shifts.push({
            value: entry.value,
            at: (entry.sources ?? []).map((s) => (s.node?.textContent ?? '').slice(0, 40)),
          })
    }).observe({ type: 'layout-shift', buffered: true })
  })
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  await page.reload()
  await expect(page.getByTestId('home-reminders')).toBeVisible({ timeout: 30_000 })
  await expect(page.getByTestId('metric-tithes')).toBeVisible()
  await page.waitForTimeout(1_000)
  // On a machine so slow that the sections' wait ran out (HOME_REVEAL_WAIT_MS, then shown as
  // they are, by design), the grouping was not what showed them: nothing to measure. A slow
  // day's CI at 4× reached it; a quick machine never does.
  const revealed = await page.getByTestId('home-sections').getAttribute('data-revealed')
  test.skip(revealed === 'cap', 'the home was shown by its wait limit: the machine is too slow')
  const shifts = await page.evaluate(
    () => (window as unknown as { __shifts: { value: number; at: string[] }[] }).__shifts,
  )
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 })
  const total = shifts.reduce((sum, s) => sum + s.value, 0)
  expect(total, JSON.stringify(shifts)).toBeLessThan(0.05)
})

/**
 * The browser's offer to install comes when it will, often after the home is drawn: the banner
 * floats at the bottom of the screen, inside it, and nothing on the home moves when it appears
 * (in the page's flow it pushed every card down: Lighthouse's layout shift 0.13 on the home).
 */
test('the offer to install floats over the home without moving it', async ({ page, loginAs }) => {
  await loginAs('tesoureiro', '/')
  const reminders = page.getByTestId('home-reminders')
  await expect(reminders).toBeVisible()
  await expect(reminders.getByText('Hoje', { exact: true })).toBeVisible()
  await expect(page.getByTestId('sync-initial-strip')).toHaveCount(0, { timeout: 30_000 })
  const before = await reminders.boundingBox()
  await page.evaluate(() => {
    const offer = new Event('beforeinstallprompt', { cancelable: true })
    Object.assign(offer, {
      prompt: () => Promise.resolve(),
      userChoice: Promise.resolve({ outcome: 'dismissed' }),
    })
    window.dispatchEvent(offer)
  })
  const banner = page.getByTestId('install-banner')
  await expect(banner).toBeVisible()
  await expect(banner).toContainText('Instale o Celeiro neste aparelho')
  expect(await reminders.boundingBox()).toEqual(before)
  const box = (await banner.boundingBox())!
  expect(box.x).toBeGreaterThanOrEqual(0)
  expect(box.x + box.width).toBeLessThanOrEqual(390)
  expect(box.y + box.height).toBeLessThanOrEqual(844)
  await shoot(page, 'home-install-390')
  await banner.getByRole('button', { name: 'Agora não' }).click()
  await expect(banner).toHaveCount(0)
})
