import { randomInt } from 'node:crypto'
import { expect, type Locator, type Page } from '@playwright/test'

/*
 * Data of a test's own. Every test of a worker shares one server (fixtures.ts), so a test that
 * counts or finds rows must look only at what it made: a marker no other test (nor a second run
 * of the same test on the same server) can hold, kept by the screen's search, and never the
 * assumption that its rows are on the list's first page or that the list was empty.
 */

// Consonants only: never a Portuguese word, a number, a date or an amount another row could contain.
const LETTERS = 'bcdfghjklmnpqrstvwxz'

/** A random word of `length` letters (20^10 ≈ 10^13 of them): put it in a name or description and search by it. */
export function uniqueMarker(length = 10): string {
  return Array.from({ length }, () => LETTERS[randomInt(LETTERS.length)]).join('')
}

/** `count` random decimal digits (for fields that take digits only, e.g. a CNPJ's base). */
export function uniqueDigits(count: number): string {
  return Array.from({ length: count }, () => String(randomInt(10))).join('')
}

/**
 * A random valid CPF (both check digits right): a member no other test registered. Its base
 * starts with 5–9, clear of the seeds' CPFs (server/seed: from 100.200.300 and 300.000.000 up)
 * and of the import fixtures' (ownImportTable in members.spec.ts: 4xx.xxx.xxx).
 */
export function uniqueCpf(): string {
  const draw = () => `${5 + randomInt(5)}${uniqueDigits(8)}`
  let base = draw()
  while (/^(\d)\1+$/.test(base)) base = draw() // 555.555.555-xx is refused as invalid
  const check = (digits: string) => {
    const sum = [...digits].reduce((s, d, i) => s + Number(d) * (digits.length + 1 - i), 0)
    const rest = (sum * 10) % 11
    return rest === 10 ? 0 : rest
  }
  const first = check(base)
  return `${base}${first}${check(`${base}${first}`)}`
}

/**
 * One list screen (the `<section aria-label={title}>` of components/list-screen). Scoping to it
 * matters after an in-app navigation: until the next screen's code has loaded, the previous
 * screen (with its own "Pesquisar" box) is still on the page.
 */
export class ListRegion {
  readonly region: Locator
  readonly searchbox: Locator
  constructor(
    readonly page: Page,
    title: string,
  ) {
    this.region = page.getByRole('region', { name: title, exact: true })
    this.searchbox = this.region.getByRole('searchbox', { name: 'Pesquisar' })
  }

  /** Types `text` in this screen's search and waits until the box holds it. */
  async search(text: string): Promise<void> {
    await expect(this.region).toBeVisible()
    await this.searchbox.fill(text)
    await expect(this.searchbox).toHaveValue(text)
  }

  /** The rows of this list (current page) containing `text`. */
  rows(text: string | RegExp): Locator {
    return this.region.getByRole('row').filter({ hasText: text })
  }

  /** The rows with a cell reading exactly `text` ('Ana Souza', not 'Ana Souza Lima'). */
  rowWithCell(text: string): Locator {
    return this.region
      .getByRole('row')
      .filter({ has: this.page.getByRole('cell', { name: text, exact: true }) })
  }
}
