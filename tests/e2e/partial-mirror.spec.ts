import type { Page } from '@playwright/test'
import { addDays, addMonths } from '../../sync/contracts/dates'
import { keptOn } from '../../sync/contracts/mirror-keep'
import { cashFlow } from '../../sync/rules/cash-flow'
import { expect, test } from './support/fixtures'
import { ListRegion } from './support/data'
import { controlledBySw, serverRows, shoot, tokenOf } from './support/members-pages'

test.use({ timezoneId: 'America/Sao_Paulo', serviceWorkers: 'allow' })

/**
 * A partial mirror (docs/sync.md, "Partial mirrors"; issue 20), as the demo administrator: the
 * device keeps only the Sede church and this year; its mirror then holds exactly the Sede's
 * members; the lists say what the device keeps; the cash flow, offline, equals the rule over all
 * of the Sede's rows on the server (what came before the kept year carried from the monthly
 * totals) and says plainly when a report needs what the device does not keep; back to everything.
 */

const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date())
const year = today.slice(0, 4)
const sixMonthsBack = addMonths(`${today.slice(0, 7)}-01`, -5)
const start = sixMonthsBack < `${year}-01-01` ? `${year}-01-01` : sixMonthsBack
const end = addDays(addMonths(`${today.slice(0, 7)}-01`, 1), -1)
const SEDE = 'Igreja Sede Campinas'
const money = (centavos: number) =>
  new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' })
    .format(centavos / 100)
    .replace(/\s/g, ' ')

/** Rows of an entity in the signed-in user's mirror (the app's IndexedDB). */
async function mirrorCount(page: Page, entity: string): Promise<number> {
  return page.evaluate(async (store) => {
    const name = (await indexedDB.databases())
      .map((d) => d.name ?? '')
      .find((n) => n.startsWith('celeiro-') && !n.startsWith('celeiro-uploads-'))
    if (!name) return -1
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open(name)
      open.onsuccess = () => resolve(open.result)
      open.onerror = () => reject(new Error(String(open.error)))
    })
    const count = await new Promise<number>((resolve, reject) => {
      const req = db.transaction(store).objectStore(store).count()
      req.onsuccess = () => resolve(req.result)
      req.onerror = () => reject(new Error(String(req.error)))
    })
    db.close()
    return count
  }, entity)
}

async function choose(page: Page, place: string, years: string) {
  await page.goto('/profile')
  const settings = page.getByTestId('device-data')
  await settings.getByLabel('Igreja ou área').selectOption({ label: place })
  await settings.getByLabel('Lançamentos financeiros').selectOption({ label: years })
  await settings.getByRole('button', { name: 'Salvar' }).click()
  const dialog = page.getByRole('alertdialog')
  await expect(dialog).toContainText('Trocar os dados deste aparelho?')
  await dialog.getByRole('button', { name: 'Trocar' }).click()
  await expect(settings.getByTestId('device-data-done')).toBeVisible()
}

type Rows = Awaited<ReturnType<typeof serverRows>>
const membersOf = (rows: Rows) =>
  (rows.get('members') ?? []).filter((m) => m.status !== 'visitor') as {
    id: string
    name: string
    surname: string | null
    churchId: string
  }[]

/** The screen at 390 px: nothing wider than the phone; a screenshot (looked at); back to the desktop. */
async function shootAsAPhone(page: Page, name: string) {
  const desktop = page.viewportSize()!
  await page.setViewportSize({ width: 390, height: 844 })
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
    .toBeLessThanOrEqual(390)
  await shoot(page, name)
  await page.setViewportSize(desktop)
}

/**
 * Online, the members' list of a device keeping the Sede shows, when asked, every member the
 * administrator reads from the server, for reading only (no edit or delete); a member of another
 * church opens from it, marked as read from the server; back to the device's rows, nothing stored.
 */
async function seeEveryMemberFromTheServer(page: Page, sede: Rows, everything: Rows) {
  const range = page.getByTestId('list-range')
  const totalIs = (n: number) => new RegExp(`de ${new Intl.NumberFormat('pt-BR').format(n)}$`)
  await expect(range).toHaveText(totalIs(membersOf(sede).length))
  await page.getByRole('button', { name: 'Ver tudo no servidor' }).click()
  await expect(page.getByTestId('server-view-note')).toContainText('só para consulta')
  await expect(range).toHaveText(totalIs(membersOf(everything).length), { timeout: 30_000 })
  await expect(page.getByRole('button', { name: /^Editar / })).toHaveCount(0)
  await expect(page.getByRole('button', { name: /^Excluir / })).toHaveCount(0)

  const sedeIds = new Set(membersOf(sede).map((m) => m.id))
  const other = membersOf(everything).find((m) => !sedeIds.has(m.id))!
  const name = [other.name, other.surname].filter(Boolean).join(' ')
  await page.getByRole('searchbox', { name: 'Pesquisar' }).fill(name)
  await page.getByText(name, { exact: true }).first().click()
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
  await expect(page.getByTestId('member-from-server')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Editar' })).toHaveCount(0)
  await expect.poll(() => mirrorCount(page, 'members')).toBe(sedeIds.size + visitorsOf(sede))

  await page.getByRole('button', { name: 'Voltar à lista' }).click()
  await page.getByRole('button', { name: 'Voltar aos dados do aparelho' }).click()
  await page.getByRole('searchbox', { name: 'Pesquisar' }).fill('')
  await expect(range).toHaveText(totalIs(membersOf(sede).length))
  await expect(page.getByTestId('partial-mirror-note')).toBeVisible()
}

/**
 * The tithing status of a device keeping the Sede: its members; when asked online, every member
 * the administrator reads, a member of another church up to date by their tithe of this or last
 * month on the server; back to the Sede's.
 */
async function seeEveryTitherFromTheServer(page: Page, sede: Rows, everything: Rows) {
  const countOf = (rows: Rows) => membersOf(rows).filter((m) => m.name !== '—').length
  const totalIs = (n: number) => new RegExp(`de ${new Intl.NumberFormat('pt-BR').format(n)}$`)
  const since = addMonths(`${today.slice(0, 7)}-01`, -1)
  const sedeId = membersOf(sede)[0]!.churchId
  const others = new Map(membersOf(everything).map((m) => [m.id, m]))
  const tithes = (everything.get('tithes') ?? []) as {
    memberId: string | null
    churchId: string
    date: string
  }[]
  const recent = tithes.find(
    (t) =>
      t.churchId !== sedeId &&
      t.memberId &&
      others.has(t.memberId) &&
      t.date >= since &&
      t.date <= today,
  )!
  const member = others.get(recent.memberId!)!
  const name = [member.name, member.surname].filter(Boolean).join(' ')

  await page.goto('/tithing')
  await page.getByRole('button', { name: 'Situação dos membros' }).click()
  const status = new ListRegion(page, 'Situação dos dizimistas')
  const range = status.region.getByTestId('list-range')
  await expect(range).toHaveText(totalIs(countOf(sede)))
  await status.region.getByRole('button', { name: 'Ver tudo no servidor' }).click()
  await expect(status.region.getByTestId('server-view-note')).toContainText('só para consulta')
  await expect(range).toHaveText(totalIs(countOf(everything)), { timeout: 30_000 })
  await status.search(name)
  await expect(status.rowWithCell(name).first()).toContainText('Em dia')
  await status.search('')
  await shootAsAPhone(page, 'tithers-from-server')
  await status.region.getByRole('button', { name: 'Voltar aos dados do aparelho' }).click()
  await expect(range).toHaveText(totalIs(countOf(sede)))
}

/**
 * The tithes list of a device keeping the Sede and this year reads the server a month at a time:
 * this month's tithes of every church, then last December's or, in December, January's (none of
 * the other churches' on the device), a member of another church found by name among them; read
 * only; no overflow at 390 px; back to the device.
 */
async function seeTithesMonthByMonthFromTheServer(page: Page, sede: Rows, everything: Rows) {
  type Row = { id: string; memberId: string | null; churchId: string; date: string }
  const tithes = (everything.get('tithes') ?? []) as Row[]
  const inMonth = (month: string) => tithes.filter((t) => t.date.startsWith(month))
  const totalIs = (n: number) => new RegExp(`de ${new Intl.NumberFormat('pt-BR').format(n)}$`)
  // Last December when the demo holds it, else this January (the demo's 12 months end this
  // month: in December last year has no rows): every church's tithes of a month, where the device
  // keeps the Sede's alone.
  const lastDecember = `${Number(year) - 1}-12`
  const read =
    inMonth(lastDecember).length > 0
      ? { month: lastDecember, year: Number(year) - 1, label: 'dezembro', days: ['01/12', '31/12'] }
      : { month: `${year}-01`, year: Number(year), label: 'janeiro', days: ['01/01', '31/01'] }
  const sedeId = membersOf(sede)[0]!.churchId
  const members = new Map(membersOf(everything).map((m) => [m.id, m]))
  const other = inMonth(read.month).find(
    (t) => t.churchId !== sedeId && t.memberId && members.has(t.memberId),
  )!
  const member = members.get(other.memberId!)!
  const name = [member.name, member.surname].filter(Boolean).join(' ')

  await page.goto('/tithing')
  const list = new ListRegion(page, 'Dízimos')
  const range = list.region.getByTestId('list-range')
  await expect(range).toBeVisible()
  await list.region.getByRole('button', { name: 'Ver no servidor, mês a mês' }).click()
  const note = list.region.getByTestId('server-view-note')
  await expect(note).toContainText('só para consulta')
  // This month's: none yet on its first day (the list then says it is empty).
  const thisMonth = inMonth(today.slice(0, 7)).length
  if (thisMonth === 0)
    await expect(list.region.getByTestId('list-empty')).toBeVisible({ timeout: 30_000 })
  else await expect(range).toHaveText(totalIs(thisMonth), { timeout: 30_000 })
  await note.getByLabel('Ano', { exact: true }).selectOption(String(read.year))
  await note.getByLabel('Mês', { exact: true }).selectOption({ label: read.label })
  await expect(note).toContainText(
    `de ${read.days[0]}/${read.year} a ${read.days[1]}/${read.year}`,
    { timeout: 30_000 },
  )
  await expect(range).toHaveText(totalIs(inMonth(read.month).length))
  await expect(list.region.getByRole('button', { name: /^Editar / })).toHaveCount(0)
  await list.search(name)
  await expect(list.rowWithCell(name).first()).toBeVisible()
  await list.search('')
  await shootAsAPhone(page, 'tithes-month-from-server')
  await list.region.getByRole('button', { name: 'Voltar aos dados do aparelho' }).click()
  await expect(list.region.getByTestId('partial-mirror-note')).toBeVisible()
  // Nothing of it was stored: the device holds the Sede's kept tithes only.
  const keptFrom = keptOn({ place: null, from: `${year}-01-01` }, today).from!
  await expect(mirrorCount(page, 'tithes')).resolves.toBe(
    (sede.get('tithes') ?? []).filter((t) => String(t.date) >= keptFrom).length,
  )
}

const visitorsOf = (rows: Rows) =>
  (rows.get('members') ?? []).filter((m) => m.status === 'visitor').length

test('the administrator keeps one church and this year on the device, then everything again', async ({
  page,
  context,
  loginAs,
}) => {
  const sede = await serverRows(page.request, await tokenOf(page.request, 'tesoureiro'))
  const everything = await serverRows(page.request, await tokenOf(page.request, 'admin'))
  const sedeMembers = (sede.get('members') ?? []).length
  const flowOf = (rows: typeof sede) => {
    const of = (entity: string) => (rows.get(entity) ?? []) as never[]
    return cashFlow({
      start,
      end,
      tithes: of('tithes'),
      revenues: of('revenues'),
      receipts: of('revenueReceipts'),
      expenses: of('expenses'),
      payments: of('expensePayments'),
    })
  }
  const flow = flowOf(sede)
  const whole = flowOf(everything)
  expect(flow.hasData).toBe(true)
  expect(whole.inflow).toBeGreaterThan(flow.inflow)

  await loginAs('admin', '/profile')
  await controlledBySw(page)
  const settings = page.getByTestId('device-data')
  await expect(settings.getByTestId('device-data-current')).toHaveText(
    'Este aparelho guarda tudo o que você vê, de todos os anos.',
  )
  await expect
    .poll(() => mirrorCount(page, 'members'), { timeout: 60_000 })
    .toBeGreaterThan(sedeMembers)

  await choose(page, SEDE, `Só este ano (${year})`)
  await expect(settings.getByTestId('device-data-current')).toHaveText(
    `Este aparelho guarda só: ${SEDE}, de ${year} em diante.`,
  )
  await shoot(page, 'partial-mirror-profile')
  // The mirror now holds the Sede's members only, as its treasurer's server answer has them.
  await expect.poll(() => mirrorCount(page, 'members'), { timeout: 60_000 }).toBe(sedeMembers)

  await page.goto('/')
  await expect(page.getByTestId('partial-mirror-note')).toContainText(
    `Este aparelho guarda só: ${SEDE}, de ${year} em diante.`,
  )
  await page.goto('/members')
  await expect(page.getByTestId('partial-mirror-note')).toContainText(
    `Este aparelho guarda só: ${SEDE}.`,
  )
  await seeEveryMemberFromTheServer(page, sede, everything)
  // The expenses' list too, with their payments (the status column comes from them).
  await page.goto('/expenses')
  const range = page.getByTestId('list-range')
  const expensesOf = (rows: Rows) => (rows.get('expenses') ?? []).length
  await expect(range).toHaveText(new RegExp(`de ${expensesOf(sede)}$`))
  await page.getByRole('button', { name: 'Ver tudo no servidor' }).click()
  await expect(range).toHaveText(new RegExp(`de ${expensesOf(everything)}$`), { timeout: 30_000 })
  await expect(page.getByRole('button', { name: /^Editar / })).toHaveCount(0)
  await page.getByRole('button', { name: 'Voltar aos dados do aparelho' }).click()
  await expect(range).toHaveText(new RegExp(`de ${expensesOf(sede)}$`))
  await seeEveryTitherFromTheServer(page, sede, everything)
  await seeTithesMonthByMonthFromTheServer(page, sede, everything)

  // Offline: the cash flow starts on the kept church and year, and adds up to the server's rows.
  await context.setOffline(true)
  await page.goto('/financial_report')
  const summary = page.getByTestId('cash-flow-summary')
  await expect(summary.locator('[data-figure="Saldo inicial"]')).toHaveText(money(flow.opening), {
    timeout: 30_000,
  })
  await expect(summary.locator('[data-figure="Entradas"]')).toHaveText(money(flow.inflow))
  await expect(summary.locator('[data-figure="Saídas"]')).toHaveText(money(flow.outflow))
  await expect(summary.locator('[data-figure="Saldo final"]')).toHaveText(money(flow.closing))
  await page.getByLabel('Igreja ou área').selectOption({ label: 'Todas as minhas igrejas' })
  await expect(page.getByTestId('report-not-kept')).toContainText(
    'Este aparelho não guarda os dados deste relatório',
  )
  await expect(page.getByTestId('cash-flow-summary')).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Buscar no servidor' })).toHaveCount(0)
  await shoot(page, 'partial-mirror-report')

  // Online, the report of every church is made from the server's rows, not stored.
  await context.setOffline(false)
  await page.getByRole('button', { name: 'Buscar no servidor' }).click()
  await expect(page.getByTestId('cash-flow-from-server')).toBeVisible({ timeout: 30_000 })
  await expect(summary.locator('[data-figure="Saldo inicial"]')).toHaveText(money(whole.opening))
  await expect(summary.locator('[data-figure="Entradas"]')).toHaveText(money(whole.inflow))
  await expect(summary.locator('[data-figure="Saídas"]')).toHaveText(money(whole.outflow))
  await expect(summary.locator('[data-figure="Saldo final"]')).toHaveText(money(whole.closing))
  await expect.poll(() => mirrorCount(page, 'members')).toBe(sedeMembers)
  await context.setOffline(true)

  await page.goto('/tithing')
  await expect(page.getByTestId('partial-mirror-note').first()).toContainText(
    `${SEDE}, de ${year} em diante`,
  )

  await context.setOffline(false)
  await choose(page, 'Tudo o que eu vejo', 'Todos os anos')
  await expect(settings.getByTestId('device-data-current')).toHaveText(
    'Este aparelho guarda tudo o que você vê, de todos os anos.',
  )
  await expect
    .poll(() => mirrorCount(page, 'members'), { timeout: 60_000 })
    .toBeGreaterThan(sedeMembers)
  await page.goto('/members')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByTestId('partial-mirror-note')).toHaveCount(0)
})
