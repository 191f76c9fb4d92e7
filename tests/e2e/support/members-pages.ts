import { expect, type APIRequestContext, type Page } from '@playwright/test'
import { sampleImportTable } from '../../../src/features/members/import/fixtures'
import { uniqueDigits } from './data'
import { DEMO_PASSWORD, DEMO_USERS, type DemoUser } from './fixtures'

/** Page model of the members screens (src/features/members). */
export class MembersPage {
  constructor(readonly page: Page) {}

  list(path: '/members' | '/visitors' = '/members') {
    return this.page.goto(path)
  }

  search(text: string) {
    return this.page
      .getByRole('searchbox')
      .or(this.page.getByPlaceholder('Nome, CPF, e-mail ou telefone'))
      .first()
      .fill(text)
  }

  /**
   * Waits until the list has drawn a member (a table row or a card: none exists while it loads),
   * as a person waits before typing a search. Offline, a cold start reads the whole mirror first.
   */
  async shown(timeout?: number) {
    await expect(
      this.page.locator('tbody').getByRole('row').or(this.page.getByTestId('list-card')).first(),
    ).toBeVisible({ timeout })
  }

  /** A row of the list: a table row on a wide screen, a card on a phone. */
  row(name: string) {
    return this.page
      .getByRole('row')
      .or(this.page.getByTestId('list-card'))
      .filter({ hasText: name })
  }

  /** Fills the member form's main fields (the form must be open). */
  async fillForm(fields: {
    name?: string
    surname?: string
    cpf?: string
    birthDate?: string
    phone?: string
    category?: string
    consent?: boolean
    church?: string
  }) {
    const form = this.page.getByRole('form').first()
    if (fields.church)
      await form
        .getByRole('combobox', { name: 'Igreja', exact: true })
        .selectOption({ label: fields.church })
    if (fields.name !== undefined)
      await form.getByRole('textbox', { name: 'Nome', exact: true }).fill(fields.name)
    if (fields.surname !== undefined)
      await form.getByRole('textbox', { name: 'Sobrenome', exact: true }).fill(fields.surname)
    if (fields.cpf !== undefined)
      await form.getByRole('textbox', { name: 'CPF', exact: true }).fill(fields.cpf)
    if (fields.birthDate !== undefined)
      await form
        .getByRole('textbox', { name: 'Data de nascimento', exact: true })
        .fill(fields.birthDate)
    if (fields.phone !== undefined)
      await form.getByRole('textbox', { name: 'Telefone', exact: true }).fill(fields.phone)
    if (fields.category)
      await form
        .getByRole('combobox', { name: 'Categoria', exact: true })
        .selectOption({ label: fields.category })
    if (fields.consent) await form.getByText('A pessoa leu e aceitou o termo acima').click()
  }

  save() {
    return this.page.getByRole('button', { name: 'Salvar' }).click()
  }

  /** Adds a member through the form and waits for its page. */
  async add(fields: Parameters<MembersPage['fillForm']>[0], path = '/members/new') {
    await this.page.goto(path)
    await this.fillForm({ consent: true, ...fields })
    await this.save()
    await expect(this.page.getByTestId('member-view')).toBeVisible()
    return this.page.url().split('/').at(-1) as string
  }

  pending() {
    return this.page.getByTestId('sync-status').first()
  }
}

export async function tokenOf(request: APIRequestContext, user: DemoUser): Promise<string> {
  const res = await request.post('/api/auth/v1/login', {
    data: { email: DEMO_USERS[user], password: DEMO_PASSWORD },
  })
  if (!res.ok()) throw new Error(`login failed: ${res.status()}`)
  return ((await res.json()) as { data: { token: string } }).data.token
}

interface Change {
  entity: string
  id: string
  row?: Record<string, unknown>
  deleted?: boolean
}

/** Every row the user may see on the server, by entity (a fresh pull from cursor 0). */
export async function serverRows(
  request: APIRequestContext,
  token: string,
): Promise<Map<string, Record<string, unknown>[]>> {
  const clientId = crypto.randomUUID()
  const byEntity = new Map<string, Record<string, unknown>[]>()
  let cursor = 0
  for (;;) {
    const res = await request.get(
      `/api/sync/v1/pull?clientId=${clientId}&cursor=${cursor}&limit=2000`,
      {
        headers: { authorization: `Bearer ${token}` },
        // A pull is safe to repeat: a socket the server closed as idle (ECONNRESET) is retried.
        maxRetries: 2,
      },
    )
    if (!res.ok()) throw new Error(`pull failed: ${res.status()} ${await res.text()}`)
    const { data } = (await res.json()) as {
      data: { changes: Change[]; cursor: number; hasMore: boolean }
    }
    for (const change of data.changes) {
      if (!change.row) continue
      const list = byEntity.get(change.entity) ?? []
      list.push(change.row)
      byEntity.set(change.entity, list)
    }
    cursor = data.cursor
    if (!data.hasMore) return byEntity
  }
}

/** The server's change history of one row. */
export async function rowHistory(
  request: APIRequestContext,
  token: string,
  entity: string,
  id: string,
) {
  const res = await request.get(`/api/sync/v1/history/${entity}/${id}`, {
    headers: { authorization: `Bearer ${token}` },
  })
  if (!res.ok()) throw new Error(`history failed: ${res.status()}`)
  return (
    (await res.json()) as {
      data: { action: string; changes: Record<string, { old: unknown; new: unknown }> }[]
    }
  ).data
}

/** Waits until the service worker controls the page (offline reloads need it). */
export async function controlledBySw(page: Page): Promise<void> {
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

/** Screenshot for a person to look at (PW_OUTPUT_DIR or test-results). */
export async function shoot(page: Page, name: string): Promise<void> {
  await page.screenshot({
    path: `${process.env.PW_OUTPUT_DIR ?? 'test-results'}/members-shots/${name}.png`,
    fullPage: true,
  })
}

/** The import table's people made this test's own: `marker` ends each surname, CPFs from a random base (4xx.xxx.xxx, clear of the seeds'). */
export function ownImportTable(count: number, marker: string): string[][] {
  const table = sampleImportTable(count, 400_000_000 + Number(uniqueDigits(8)))
  const surname = table[0]?.indexOf('Sobrenome') ?? -1
  if (surname < 0) throw new Error('the import template has no Sobrenome column')
  for (const row of table.slice(1)) row[surname] = `${row[surname]} ${marker}`
  return table
}
