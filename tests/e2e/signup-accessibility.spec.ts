import type { Page } from '@playwright/test'
import { violations as screenViolations } from './support/axe'
import { expect, test } from './support/fixtures'
import { portugueseLeft, portugueseOnly } from './support/walk'

/**
 * The sign-up wizard and the billing screen, each step at a phone's and a laptop's width (the
 * layout follows the window). In pt-BR, axe (WCAG 2.1 A/AA and best practice); in en and es, no
 * Portuguese left on any step (axe's rules read the markup and the colours, the same in every
 * language: accessibility.spec.ts says why).
 *
 * axe scans a screen in 3-7 s on this machine, by the day's speed: the pt-BR wizard walked once
 * for both widths made twelve scans, 84 s in one CI run and 90 s in the next. So pt-BR walks once
 * per width, the two walks on both workers. The Portuguese check is a read of the text: en and es
 * keep both widths in one walk.
 */
function checker(language: 'pt-BR' | 'en' | 'es', widths: readonly number[]) {
  const portuguese = language === 'pt-BR' ? null : portugueseOnly(language)
  return async (page: Page, where: string): Promise<string[]> => {
    const found: string[] = []
    for (const width of widths) {
      await page.setViewportSize({ width, height: width < 768 ? 844 : 800 })
      const at = `${where} · ${width} px`
      if (portuguese) found.push(...(await portugueseLeft(page, portuguese, at)))
      else for (const line of await screenViolations(page)) found.push(`${at}: ${line}`)
    }
    return found
  }
}

const WALKS = [
  { language: 'pt-BR', widths: [390] },
  { language: 'pt-BR', widths: [1280] },
  { language: 'en', widths: [390, 1280] },
  { language: 'es', widths: [390, 1280] },
] as const

test.describe.configure({ mode: 'parallel' })

for (const { language, widths } of WALKS)
  test.describe(`axe · ${language} · ${widths.join(' and ')} px`, () => {
    test.use({
      locale: language,
      viewport: { width: widths[0], height: widths[0] < 768 ? 844 : 800 },
    })

    test('the sign-up steps and the billing screen: no violation, no Portuguese left', async ({
      page,
      loginAs,
    }) => {
      const violations = checker(language, widths)
      const found: string[] = []
      await page.goto('/pre-register')
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      found.push(...(await violations(page, 'step 1')))
      // Submitting the empty step shows its errors: checked too.
      await page.locator('form button[type="submit"]').click()
      found.push(...(await violations(page, 'step 1 with errors')))
      // The later steps, reached with the stored wizard (what a reload restores).
      await page.evaluate(() =>
        sessionStorage.setItem(
          'celeiro.signup',
          JSON.stringify({
            key: crypto.randomUUID(),
            step: 0,
            values: { access: { email: 'a11y@igreja.org.br' } },
          }),
        ),
      )
      await page.reload()
      await page.locator('input[name="access.password"]').fill('Igreja@Forte2026')
      await page.locator('input[name="access.passwordConfirm"]').fill('Igreja@Forte2026')
      await page.locator('form button[type="submit"]').click()
      await expect(page.locator('input[name="person.fullName"]')).toBeVisible()
      found.push(...(await violations(page, 'step 2')))
      await page.locator('input[name="person.fullName"]').fill('Pastor Acessível')
      await page.locator('input[name="person.cpf"]').fill('52998224725')
      await page.locator('input[name="person.phone"]').fill('11987654321')
      await page.locator('form button[type="submit"]').click()
      await expect(page.locator('input[name="church.name"]')).toBeVisible()
      found.push(...(await violations(page, 'step 3')))
      await page.locator('input[name="church.name"]').fill('Igreja Acessível')
      await page.locator('input[name="church.cnpj"]').fill('11222333000181')
      await page.locator('input[name="church.cep"]').fill('13010111')
      await page.locator('input[name="church.street"]').fill('Rua A')
      await page.locator('input[name="church.number"]').fill('1')
      await page.locator('input[name="church.district"]').fill('Centro')
      await page.locator('input[name="church.city"]').fill('Campinas')
      await page.locator('select[name="church.state"]').selectOption('SP')
      await page.locator('form button[type="submit"]').click()
      await expect(page.locator('input[name="plan.planId"]').first()).toBeVisible()
      found.push(...(await violations(page, 'step 4')))

      await loginAs('admin', '/billing')
      // The loaded screen, with or without an open invoice: billing.spec pays the demo's
      // only one on the worker's shared server when it runs first.
      await expect(page.getByTestId('billing-plan')).toBeVisible()
      await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible()
      found.push(...(await violations(page, 'billing')))
      expect(found).toEqual([])
    })
  })
