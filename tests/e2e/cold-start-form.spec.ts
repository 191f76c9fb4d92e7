import { expect, test } from './support/fixtures'
import { controlledBySw, MembersPage } from './support/members-pages'

test.use({ serviceWorkers: 'allow' })

test('opened offline from a cold start, the new-member form keeps the church picked first', async ({
  page,
  context,
  loginAs,
}) => {
  await loginAs('secretaria', '/members')
  await controlledBySw(page)
  await expect(page.getByTestId('sync-status')).toHaveAttribute('data-online', 'true')
  await context.setOffline(true)
  // A cold start: the app loads from the service worker, the session and mirror from storage.
  await page.goto('/members/new')
  const form = page.getByRole('form').first()
  const church = form.getByRole('combobox', { name: 'Igreja', exact: true })
  await expect(church.locator('option', { hasText: 'Congregação São Bernardo' })).toHaveCount(1)
  await church.selectOption({ label: 'Congregação São Bernardo' })
  const members = new MembersPage(page)
  await members.fillForm({ name: 'Josefa', surname: 'Sá', consent: true })
  await page.waitForTimeout(1500) // whatever arrives late (session, mirror) has arrived
  await expect(church).toHaveValue(/.+/)
  await expect(church.locator('option:checked')).toHaveText('Congregação São Bernardo')
  await page.getByRole('button', { name: 'Salvar' }).click()
  await expect(page).toHaveURL(/\/members\/[0-9a-f-]+$/)
})
