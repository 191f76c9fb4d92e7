import type { APIRequestContext, Locator, Page } from '@playwright/test'
import { MIN_HISTORY, unusualAmount } from '../../../src/features/treasury/tithing/unusual-amount'
import { expect } from './fixtures'
import { serverRows } from './members-pages'

/**
 * Service mode as a treasurer types at the table (tithing-service, tithing-late-sunday,
 * service-whole-flow): the late-Sunday clock, the members to type, one entry at a time.
 */

/**
 * A Sunday one to two weeks back and `time` of it in Brasília — after 21:00 it is already Monday
 * in UTC. Before issue 13 the device took "today" from the UTC date and dated such tithes Monday.
 */
export function lateSunday(time: string): { sunday: string; at: Date } {
  const now = new Date()
  const back = now.getUTCDay() + 7
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - back))
  const sunday = day.toISOString().slice(0, 10)
  return { sunday, at: new Date(`${sunday}T${time}:00-03:00`) }
}

/** The treasurer's church's members (not visitors) as the server has them, with the church's id. */
export async function churchMembers(request: APIRequestContext, token: string) {
  const rows = await serverRows(request, token)
  const me = (await (
    await request.get('/api/auth/v1/me', { headers: { authorization: `Bearer ${token}` } })
  ).json()) as { data: { id: string; node: { churchId: string } } }
  const members = (rows.get('members') ?? []).filter(
    (m) => m.churchId === me.data.node.churchId && m.status !== 'visitor',
  )
  return { rows, me: me.data, members }
}

/**
 * The full names of the members for whom a tithe of up to `centavos` asks no confirmation (the app's own rule: the
 * demo's amounts differ from one seed to the next, and "Confirmar este valor?" would stop typing).
 */
export function usualUpTo(
  members: readonly Record<string, unknown>[],
  rows: Map<string, Record<string, unknown>[]>,
  centavos: number,
): Set<string> {
  const tithes = rows.get('tithes') ?? []
  const usual = members.filter((m) => {
    const earlier = tithes
      .filter((t) => t.memberId === m.id)
      .map((t) => ({ id: String(t.id), amount: Number(t.amount), date: String(t.date) }))
    // Earlier tithes enough for the rule to weigh the member's own (the session's join them).
    return earlier.length >= MIN_HISTORY && unusualAmount(centavos, String(m.id), earlier) === null
  })
  return new Set(usual.map((m) => `${String(m.name)} ${String(m.surname)}`))
}

/** Full names whose first 4 letters pick them alone, so Enter takes the right person. */
export function uniquelyTyped(members: readonly Record<string, unknown>[]): string[] {
  const prefixes = new Map<string, number>()
  for (const m of members) {
    const key = String(m.name).slice(0, 4).toLowerCase()
    prefixes.set(key, (prefixes.get(key) ?? 0) + 1)
  }
  return members
    .map((m) => `${String(m.name)} ${String(m.surname)}`)
    .filter((n) => prefixes.get(n.slice(0, 4).toLowerCase()) === 1)
}

/** 'R$ 100,01' typed as a phone's keypad gives it: '100,01'. */
export const typedAmount = (centavos: number) =>
  `${Math.floor(centavos / 100)},${String(centavos % 100).padStart(2, '0')}`

/**
 * The tithe pickers' options (found members, then the anonymous offering): the listbox's own, not
 * a select's further down the same form. None is offered while the church's members are read.
 */
export const memberOptions = (scope: Page | Locator) =>
  scope.getByRole('listbox', { name: 'Membros encontrados' }).getByRole('option')

/** One entry: a member by the first 4 letters of the name (null: the anonymous offering), the amount, Enter. */
export async function enterEntry(page: Page, name: string | null, centavos: number) {
  const search = page.getByRole('combobox', { name: 'Buscar membro' })
  await expect(search).toBeFocused()
  if (name) {
    await page.keyboard.type(name.slice(0, 4))
    await expect(memberOptions(page).first()).toContainText(name.slice(0, 4))
  }
  await page.keyboard.press('Enter')
  await expect(page.getByRole('textbox', { name: /Valor/ })).toBeFocused()
  await page.keyboard.type(typedAmount(centavos))
  await page.keyboard.press('Enter')
}
