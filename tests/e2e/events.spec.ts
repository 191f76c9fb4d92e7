import type { Page } from '@playwright/test'
import { ListRegion, uniqueMarker } from './support/data'
import { expect, loginAs, test } from './support/fixtures'
import { controlledBySw, serverRows, tokenOf } from './support/members-pages'

// Dates are the device's: a Brazilian one, late on a Sunday too.
test.use({ timezoneId: 'America/Sao_Paulo' })

/**
 * Events and campaigns offline (issue 15): an event created with no signal, an expense and a
 * revenue linked to it and realised, an offering given for it in service mode, its progress moving; a reload offline keeps it all; online
 * every write arrives exactly once. The end before the start is refused in pt-BR, en and es.
 */

const todayBr = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date())
const plusDays = (iso: string, days: number) => {
  const d = new Date(`${iso}T12:00:00Z`)
  d.setUTCDate(d.getUTCDate() + days)
  return d.toISOString().slice(0, 10)
}
const br = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`
const us = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`
const pendingOf = (page: Page) => page.getByTestId('sync-status').first()

/** A revenue or expense of today linked to the event, then realised from its row ("Receber"/"Pagar"). */
async function linkedEntry(
  page: Page,
  kind: 'revenue' | 'expense',
  description: string,
  amount: string,
  eventOption: string,
) {
  await page.goto(kind === 'revenue' ? '/revenues' : '/expenses')
  await page
    .getByRole('button', { name: kind === 'revenue' ? 'Nova receita' : 'Nova despesa' })
    .click()
  const dialog = page.getByRole('dialog')
  if (kind === 'revenue') await dialog.getByLabel('Origem').selectOption({ label: 'Evento' })
  else await dialog.getByLabel('Categoria').selectOption({ label: 'Evento' })
  await dialog.getByRole('textbox', { name: /Descrição/ }).fill(description)
  await dialog.getByRole('textbox', { name: /^Valor/ }).fill(amount)
  await dialog.getByLabel('Evento ou campanha').selectOption({ label: eventOption })
  await dialog.getByRole('button', { name: 'Salvar' }).click()
  await expect(dialog).toBeHidden()
  const list = new ListRegion(page, kind === 'revenue' ? 'Receitas' : 'Despesas')
  await list.search(description)
  await list
    .rows(description)
    .getByRole('button', { name: kind === 'revenue' ? /^Receber/ : /^Pagar/ })
    .click()
  const realize = page.getByRole('dialog')
  await realize.getByRole('textbox', { name: /Histórico/ }).fill(`${description} quitado`)
  await realize.getByRole('button', { name: 'Registrar' }).click()
  await expect(realize).toBeHidden()
}

test.describe('events offline', () => {
  test.use({ serviceWorkers: 'allow' })

  test('an event, a linked expense and revenue realised offline; progress moves; reload offline; online exactly once', async ({
    page,
    context,
    baseURL,
    request,
  }) => {
    const marker = uniqueMarker(6)
    const name = `Vigília de oração ${marker}`
    const today = todayBr()
    await loginAs(page, baseURL ?? '', 'tesoureiro')
    await page.goto('/events')
    await controlledBySw(page)
    await expect(page.getByRole('heading', { level: 1, name: 'Campanhas' })).toBeVisible()
    // The demo's campaign of the field is seen from the church.
    await expect(page.getByText(/Campanha de missões/)).toBeVisible()

    await context.setOffline(true)
    await page.getByRole('button', { name: 'Nova campanha' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('textbox', { name: /^Nome/ }).fill(name)
    await dialog.getByRole('textbox', { name: /^Início\s*\*?$/ }).fill(br(today))
    await dialog.getByRole('textbox', { name: /^Fim\s*\*?$/ }).fill(br(plusDays(today, -1)))
    await dialog.getByRole('textbox', { name: /Meta de arrecadação/ }).fill('1.000,00')
    await dialog.getByRole('textbox', { name: /Orçamento de despesas/ }).fill('500,00')
    await dialog.getByRole('button', { name: 'Salvar' }).click()
    await expect(
      dialog.getByText('A data final não pode ser anterior à data inicial.'),
    ).toBeVisible()
    await dialog.getByRole('textbox', { name: /^Fim\s*\*?$/ }).fill(br(plusDays(today, 2)))
    await dialog.getByRole('button', { name: 'Salvar' }).click()
    await expect(dialog).toBeHidden()

    const option = `${name} (${br(today)})`
    await linkedEntry(page, 'expense', `Som da vigília ${marker}`, '200,00', option)
    await linkedEntry(page, 'revenue', `Ofertas da vigília ${marker}`, '300,00', option)

    // The vigil's service in service mode: an anonymous offering given for the event counts too.
    await page.goto('/tithing/service')
    await page.getByTestId('service-event').selectOption({ label: option })
    await page.getByRole('combobox', { name: 'Buscar membro' }).click()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('textbox', { name: /Valor/ })).toBeFocused()
    await page.keyboard.type('50.00') // a phone keypad's dot: fifty reais
    await page.keyboard.press('Enter')
    await expect(page.getByTestId('service-total')).toHaveText('R$ 50,00')

    // The calendar (from the mirror, offline): the event over its days, both entries on today's.
    await page.goto(`/calendar?vista=lista&mes=${today.slice(0, 7)}&dia=${today}`)
    await expect(page.getByText(`Som da vigília ${marker}`).first()).toBeVisible()
    await expect(page.getByText(`Ofertas da vigília ${marker}`).first()).toBeVisible()
    await expect(page.getByText(name).first()).toBeVisible()

    await page.goto('/events')
    const events = new ListRegion(page, 'Campanhas')
    await events.search(marker)
    await events
      .rows(name)
      .getByRole('button', { name: `Ver ${name} · ${br(today)} – ${br(plusDays(today, 2))}` })
      .click()
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
    const progress = page.getByTestId('event-progress')
    await expect(progress).toContainText('R$ 350,00 de R$ 1.000,00 (35%)')
    await expect(progress).toContainText('R$ 200,00 de R$ 500,00 (40%)')
    await expect(page.getByText(`Ofertas da vigília ${marker}`)).toBeVisible()
    await expect(page.getByTestId('event-gifts')).toContainText('1 lançamento')
    await expect(page.getByTestId('event-gifts')).toContainText('R$ 50,00')
    const eventUrl = page.url()

    await page.reload()
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
    await expect(page.getByTestId('event-progress')).toContainText('R$ 350,00 de R$ 1.000,00')
    await expect(pendingOf(page)).toHaveAttribute('data-pending', '6')

    await context.setOffline(false)
    await expect(pendingOf(page)).toHaveAttribute('data-pending', '0', { timeout: 30_000 })
    const rows = await serverRows(request, await tokenOf(request, 'tesoureiro'))
    const created = (rows.get('events') ?? []).filter((e) => e.name === name)
    expect(created).toHaveLength(1)
    const eventId = String(created[0]!.id)
    expect(eventUrl.endsWith(`/events/${eventId}`)).toBe(true)
    const expense = (rows.get('expenses') ?? []).filter((e) => e.eventId === eventId)
    const revenue = (rows.get('revenues') ?? []).filter((r) => r.eventId === eventId)
    expect(expense.map((e) => e.amount)).toEqual([20_000])
    expect(revenue.map((r) => r.amount)).toEqual([30_000])
    expect(
      (rows.get('expensePayments') ?? []).filter((p) => p.entryId === expense[0]!.id),
    ).toHaveLength(1)
    expect(
      (rows.get('revenueReceipts') ?? []).filter((p) => p.entryId === revenue[0]!.id),
    ).toHaveLength(1)
    const given = (rows.get('tithes') ?? []).filter((t) => t.eventId === eventId)
    expect(given.map((t) => [t.amount, t.memberId])).toEqual([[5_000, null]])
  })
})

for (const [language, newEvent, nameLabel, start, end, goal, save, message, date] of [
  [
    'pt-BR',
    'Nova campanha',
    /^Nome/,
    /^Início\s*\*?$/,
    /^Fim\s*\*?$/,
    /^Meta de arrecadação/,
    'Salvar',
    'A data final não pode ser anterior à data inicial.',
    br,
  ],
  [
    'en',
    'New campaign',
    /^Name/,
    /^Start\s*\*?$/,
    /^End\s*\*?$/,
    /^Fundraising goal/,
    'Save',
    'The end date cannot be before the start date.',
    us,
  ],
  [
    'es',
    'Nueva campaña',
    /^Nombre/,
    /^Inicio\s*\*?$/,
    /^Fin\s*\*?$/,
    /^Meta de recaudación/,
    'Guardar',
    'La fecha final no puede ser anterior a la fecha inicial.',
    br,
  ],
] as const)
  test(`an end before the start is refused in ${language}`, async ({ page, loginAs }) => {
    await page.addInitScript((lang) => localStorage.setItem('preferred-language', lang), language)
    await loginAs('tesoureiro', '/events')
    await page.getByRole('button', { name: newEvent }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('textbox', { name: nameLabel }).fill('Retiro')
    await dialog.getByRole('textbox', { name: start }).fill(date('2026-12-10'))
    await dialog.getByRole('textbox', { name: end }).fill(date('2026-12-09'))
    await dialog.getByRole('textbox', { name: goal }).fill('100')
    await dialog.getByRole('button', { name: save }).click()
    await expect(dialog.getByText(message)).toBeVisible()
  })
