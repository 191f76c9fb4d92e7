import { expect, type Locator, type Page } from '@playwright/test'
import { ListRegion } from './data'

/** A 1×1 PNG: the server detects the type from the first bytes. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
)

/** Page model of an administration list screen and its add/edit dialog (pt-BR labels). */
export class AdminListPage {
  readonly dialog: Locator
  /** The list screen last opened (open/nav). */
  private list: ListRegion | null = null
  constructor(readonly page: Page) {
    this.dialog = page.getByRole('dialog').last()
  }
  async open(path: string, title: string): Promise<void> {
    await this.page.goto(path)
    await expect(this.page.getByRole('heading', { level: 1, name: title })).toBeVisible()
    this.list = new ListRegion(this.page, title)
  }
  /** In-app navigation through the sidebar (works offline once the screen's chunk is loaded). */
  async nav(label: string): Promise<void> {
    await this.page.getByTestId('sidebar').getByRole('link', { name: label, exact: true }).click()
    await expect(this.page.getByRole('heading', { level: 1, name: label })).toBeVisible()
    this.list = new ListRegion(this.page, label)
  }
  async add(label: string): Promise<void> {
    await this.page.getByRole('button', { name: label }).click()
    await expect(this.dialog).toBeVisible()
  }
  field(name: string): Locator {
    return this.dialog.locator(`[name="${name}"]`)
  }
  async choose(name: string, label: string): Promise<void> {
    await this.field(name).selectOption({ label })
  }
  async save(): Promise<void> {
    await this.dialog.getByRole('button', { name: 'Salvar' }).click()
  }
  row(text: string): Locator {
    return this.page.getByRole('row').filter({ hasText: text })
  }
  /**
   * Searches the open list for `text` (a name of the test's own) and answers its rows there:
   * found wherever the list would page it, whatever other tests added.
   */
  async find(text: string): Promise<Locator> {
    if (!this.list) throw new Error('find: open a list screen first (open or nav)')
    await this.list.search(text)
    return this.list.rows(text)
  }
}
