import { readFile } from 'node:fs/promises'
import type { Page } from '@playwright/test'
import { addMonths } from '../../sync/contracts/dates'
import { expandInstalments } from '../../sync/rules/instalments'
import { expect, test } from './support/fixtures'
import { serverRows, tokenOf } from './support/members-pages'

/**
 * The financial calendar (issue 15) as the demo treasurer, on a Brazilian device's clock: an
 * expense instalment of the server's rows on its due day in the month grid and in the list, the
 * month switched, a tap opening the expense, the month's .ics file; a phone's grid without
 * horizontal scroll; in English the week starts on Sunday with English names.
 */
test.use({ timezoneId: 'America/Sao_Paulo' })

const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date())
const thisMonth = today.slice(0, 7)
const previousMonth = addMonths(`${thisMonth}-01`, -1).slice(0, 7)

interface ExpenseRow {
  id: string
  description: string
  dueDate: string
  recurrence: 'unico'
  endDate: string | null
}

/** An expense of the treasurer's church with a description and an instalment due in `month`. */
async function expenseDueIn(page: Page, month: string) {
  const rows = await serverRows(page.request, await tokenOf(page.request, 'tesoureiro'))
  const expenses = (rows.get('expenses') ?? []) as unknown as ExpenseRow[]
  for (const expense of expenses.filter((e) => e.description.trim().length > 0)) {
    const due = expandInstalments(expense).find((date) => date.startsWith(month))
    if (due) return { expense, due }
  }
  throw new Error(`no expense due in ${month}`)
}

const cell = (page: Page, date: string) =>
  page.locator(`[data-testid="day-cell"][data-date="${date}"]`)

test.describe('calendar', () => {
  test.use({ viewport: { width: 1280, height: 900 } })

  test('an expense instalment on its day in the grid and the list; the month before; a tap opens it; the .ics of the month', async ({
    page,
    loginAs,
  }) => {
    const now = await expenseDueIn(page, thisMonth)
    await loginAs('tesoureiro', '/calendar')
    await expect(page.getByRole('heading', { name: 'Calendário', level: 1 })).toBeVisible()
    const grid = page.getByTestId('month-grid')
    await expect(grid).toBeVisible({ timeout: 30_000 })

    // The due day, chosen in the grid, lists the instalment under it.
    await cell(page, now.due).getByTestId('day-button').click()
    const day = page.locator(`section[data-date="${now.due}"]`)
    await expect(
      day.getByTestId('calendar-item').filter({ hasText: now.expense.description }).first(),
    ).toBeVisible()
    await expect(page).toHaveURL(new RegExp(`dia=${now.due}`))

    // The list view: the day with the instalment.
    await page.getByRole('button', { name: 'Lista' }).click()
    const list = page.getByTestId('calendar-list')
    await expect(
      list.locator(`section[data-date="${now.due}"]`).getByText(now.expense.description).first(),
    ).toBeVisible()
    await expect(page).toHaveURL(/vista=lista/)

    // The previous month, in the address too; its .ics file holds its due dates.
    const before = await expenseDueIn(page, previousMonth)
    await page.getByRole('button', { name: 'Mês anterior' }).click()
    await expect(page).toHaveURL(new RegExp(`mes=${previousMonth}`))
    await expect(
      list
        .locator(`section[data-date="${before.due}"]`)
        .getByText(before.expense.description)
        .first(),
    ).toBeVisible()
    const download = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Exportar (.ics)' }).click()
    const file = await download
    expect(file.suggestedFilename()).toBe(`calendario_${previousMonth}.ics`)
    const text = (await readFile(await file.path(), 'utf8')).replace(/\r\n[ \t]/g, '')
    expect(text).toContain('BEGIN:VCALENDAR')
    expect(text).toContain(`UID:expense:${before.expense.id}:${before.due}@celeiro`)
    expect(text).toContain(`DTSTART;VALUE=DATE:${before.due.replaceAll('-', '')}`)
    // Every due date in the file is of that month (events may start before it).
    const dues = [...text.matchAll(/BEGIN:VEVENT\r\n([\s\S]*?)END:VEVENT/g)]
      .map((m) => m[1] ?? '')
      .filter((vevent) => /UID:(expense|revenue|liability):/.test(vevent))
      .map((vevent) => /DTSTART;VALUE=DATE:(\d{8})/.exec(vevent)?.[1]?.slice(0, 6))
    expect(dues.length).toBeGreaterThan(0)
    expect(new Set(dues)).toEqual(new Set([previousMonth.replace('-', '')]))

    // A tap on the item opens the expense itself, over its list filtered by its situation; the
    // address then names the list only (a reload shows the list, back returns to the calendar).
    await list
      .locator(`section[data-date="${before.due}"]`)
      .getByTestId('calendar-item')
      .filter({ hasText: before.expense.description })
      .first()
      .click()
    const record = page.getByRole('dialog')
    await expect(record).toBeVisible()
    await expect(record).toContainText(before.expense.description)
    await expect(page).toHaveURL(/\/expenses\?situacao=(overdue|open|realized)$/)
    await page.keyboard.press('Escape')
    await expect(record).toBeHidden()
    await expect(page.getByRole('heading', { name: 'Despesas', level: 1 })).toBeVisible()
    await page.goBack()
    await expect(page).toHaveURL(/\/calendar/)

    // A record this device does not hold is said, not silently ignored.
    await page.goto(`/expenses?id=${crypto.randomUUID()}`)
    await expect(page.getByText('Este registro não está neste aparelho.')).toBeVisible()
  })
})

test.describe('calendar on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('the grid fits without horizontal scroll; a day shows its items below it', async ({
    page,
    loginAs,
  }) => {
    const now = await expenseDueIn(page, thisMonth)
    await loginAs('tesoureiro', `/calendar?mes=${thisMonth}`)
    await expect(page.getByTestId('month-grid')).toBeVisible({ timeout: 30_000 })
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    )
    expect(overflow).toBeLessThanOrEqual(0)
    const box = await page.getByTestId('month-grid').boundingBox()
    expect(box && box.x + box.width).toBeLessThanOrEqual(390)
    await cell(page, now.due).getByTestId('day-button').click()
    await expect(
      page.locator(`section[data-date="${now.due}"]`).getByText(now.expense.description).first(),
    ).toBeVisible()
  })
})

test.describe('calendar in English', () => {
  test.use({ viewport: { width: 1280, height: 900 } })

  test('the week starts on Sunday with English weekday names', async ({ page, loginAs }) => {
    await page.addInitScript(() => localStorage.setItem('preferred-language', 'en'))
    await loginAs('tesoureiro', '/calendar')
    const weekdays = page.getByTestId('weekday')
    await expect(weekdays).toHaveCount(7, { timeout: 30_000 })
    const names = [0, 1, 2, 3, 4, 5, 6].map((d) =>
      new Intl.DateTimeFormat('en', { weekday: 'short', timeZone: 'UTC' }).format(
        new Date(Date.UTC(2026, 10, 1 + d)),
      ),
    )
    expect(names[0]).toBe('Sun')
    await expect(weekdays).toHaveText(names)
  })
})
