import type { Page } from '@playwright/test'
import { expect, test } from './support/fixtures'

/** Answers /me with the organisation's subscription changed (the rest is the server's). */
async function withBilling(page: Page, billing: Record<string, unknown>): Promise<void> {
  await page.route('**/api/auth/v1/me', async (route) => {
    try {
      const response = await route.fetch()
      const body = (await response.json()) as { data: Record<string, unknown> }
      const user = body.data
      await route.fulfill({
        response,
        json: { ...body, data: { ...user, billing: { ...(user.billing as object), ...billing } } },
      })
    } catch (error) {
      // A navigation while /me is in flight disposes its answer: that request has no page left
      // to answer (the next page asks again, and is answered here).
      if (!String(error).includes('has been disposed')) throw error
    }
  })
}

test.describe('the subscription in the shell', () => {
  test('past due: every user is told the data stays available; administrators get the way to pay', async ({
    page,
    loginAs,
  }) => {
    await withBilling(page, { status: 'past_due' })
    await loginAs('secretaria', '/')
    const banner = page.getByTestId('billing-banner')
    await expect(banner).toContainText('Pagamento em atraso — seus dados continuam disponíveis.')
    await expect(banner.getByRole('link', { name: 'Ver assinatura' })).toHaveCount(0)
  })

  test('past due for an administrator links to billing; the members list warns at the plan limit', async ({
    page,
    loginAs,
  }) => {
    await withBilling(page, { status: 'past_due', memberLimit: 50 })
    await loginAs('admin', '/')
    const banner = page.getByTestId('billing-banner')
    await expect(banner).toContainText('Pagamento em atraso')
    await banner.getByRole('link', { name: 'Ver assinatura' }).click()
    await expect(page).toHaveURL(/\/billing$/)
    await page.goto('/members')
    await expect(page.getByTestId('member-limit')).toContainText('Limite do plano atingido')
    await expect(page.getByTestId('member-limit')).toContainText(
      'Novos membros serão recusados até a organização mudar de plano.',
    )
  })
})
