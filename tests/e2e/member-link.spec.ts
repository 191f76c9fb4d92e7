import type { Locator } from '@playwright/test'
import { expect, test } from './support/fixtures'
import { AdminListPage } from './support/admin-pages'
import { serverRows, tokenOf } from './support/members-pages'

/** Picks the first member offered by a member-link select; answers its id. */
async function pickFirstMember(select: Locator): Promise<string> {
  await expect.poll(() => select.locator('option').count()).toBeGreaterThan(1)
  const value = await select.locator('option').nth(1).getAttribute('value')
  if (!value) throw new Error('no member offered')
  await select.selectOption(value)
  return value
}

test("the admin names a church's representative and links a user to their member record; both reach the server", async ({
  page,
  loginAs,
  request,
}) => {
  await loginAs('admin', '/churches')
  const admin = new AdminListPage(page)
  const token = await tokenOf(request, 'admin')
  const server = async (entity: string, name: string) =>
    (await serverRows(request, token)).get(entity)?.find((row) => row.name === name)
  const members = (await serverRows(request, token)).get('members') ?? []

  await page.getByRole('button', { name: 'Editar Igreja Sede Campinas' }).click()
  await expect(admin.dialog.getByText('Membro representante', { exact: true })).toBeVisible()
  const representative = await pickFirstMember(admin.field('representativeMemberId'))
  const church = await server('churches', 'Igreja Sede Campinas')
  // Only the church's own members are offered.
  expect(members.find((m) => m.id === representative)?.churchId).toBe(church?.id)
  await admin.save()
  await expect(admin.dialog).toBeHidden()
  await expect
    .poll(async () => (await server('churches', 'Igreja Sede Campinas'))?.representativeMemberId)
    .toBe(representative)
  await page.getByRole('button', { name: 'Editar Igreja Sede Campinas' }).click()
  await expect(admin.field('representativeMemberId')).toHaveValue(representative)
  await page.keyboard.press('Escape')

  await admin.open('/users', 'Usuários')
  await page.getByRole('button', { name: 'Editar João' }).click()
  await expect(
    admin.dialog.getByText('Cadastro de membro do usuário', { exact: true }),
  ).toBeVisible()
  const linked = await pickFirstMember(admin.field('memberId'))
  await admin.save()
  await expect(admin.dialog).toBeHidden()
  await expect.poll(async () => (await server('users', 'João'))?.memberId).toBe(linked)
})
