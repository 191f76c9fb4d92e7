import { expect, test } from './support/fixtures'
import { openInApp, portugueseLeft, portugueseOnly, withAddForm } from './support/walk'

/**
 * Every screen and its add form is walked in en and es by accessibility.spec.ts, which fails on
 * any visible text still Portuguese (a string equal to a pt-BR msgid that the language translates
 * differently in every catalog; data such as table cells, options and the user's name is
 * skipped). This shows that the check does catch it: a pt-BR screen read as if it were English.
 */
test('the walk does catch Portuguese: a pt-BR screen and its add form are flagged', async ({
  page,
  loginAs,
}) => {
  await loginAs('admin', '/')
  await expect(page.locator('main')).toBeVisible()
  const portuguese = portugueseOnly('en')
  await openInApp(page, '/churches')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Igrejas')
  const found = await portugueseLeft(page, portuguese, '/churches')
  const opened = await withAddForm(page, async () => {
    found.push(...(await portugueseLeft(page, portuguese, '/churches (add)')))
  })
  expect(opened).toBe(true)
  expect(found).toEqual(
    expect.arrayContaining(['/churches: "Igrejas"', '/churches (add): "Nova igreja"']),
  )
})
