import { parseBrCode } from '../../sync/rules/pix-br-code'
import { AdminListPage } from './support/admin-pages'
import { expect, loginAs, test } from './support/fixtures'
import { controlledBySw, serverRows, tokenOf } from './support/members-pages'

test.use({ serviceWorkers: 'allow', viewport: { width: 390, height: 844 } })

const SEDE = 'Igreja Sede Campinas'

test('an offering by PIX in service mode: the church key set by the admin, the QR code built offline, recorded once as a PIX entry', async ({
  page,
  context,
  browser,
  request,
  server,
  loginAs: signIn,
}) => {
  // The administrator gives the church its PIX key (a wrong one is refused in the form).
  const adminContext = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  const adminPage = await adminContext.newPage()
  await loginAs(adminPage, server.url, 'admin')
  const admin = new AdminListPage(adminPage)
  await admin.open(`${server.url}/churches`, 'Igrejas')
  await expect(await admin.find(SEDE)).toBeVisible()
  await adminPage.getByRole('button', { name: `Editar ${SEDE}` }).click()
  await admin.field('pixKey').fill('123')
  await admin.field('pixCity').fill('Campinas')
  await admin.save()
  await expect(admin.dialog.getByText('Chave PIX inválida', { exact: false })).toBeVisible()
  await admin.field('pixKey').fill('11.222.333/0001-81')
  await admin.save()
  await expect(admin.dialog).toBeHidden()
  const adminToken = await tokenOf(request, 'admin')
  await expect
    .poll(
      async () =>
        (await serverRows(request, adminToken)).get('churches')?.find((c) => c.name === SEDE)
          ?.pixKey,
      { timeout: 20_000 },
    )
    .toBe('11222333000181')
  await adminContext.close()

  // The treasurer, at phone width and with no signal, shows the QR code and records the offering.
  const token = await tokenOf(request, 'tesoureiro')
  const tithesBefore = (await serverRows(request, token)).get('tithes')?.length ?? 0
  await signIn('tesoureiro', '/tithing')
  await expect(page.getByRole('heading', { name: 'Dízimos', level: 1 })).toBeVisible()
  await controlledBySw(page)
  await page.getByTestId('open-service-mode').click()
  await expect(page.getByTestId('service-mode')).toBeVisible()
  // The button shows once the church's key has reached the device's mirror.
  await expect(page.getByTestId('pix-offering-open')).toBeVisible({ timeout: 30_000 })
  await context.setOffline(true)
  await expect(page.getByTestId('service-offline')).toBeVisible()
  await page.getByTestId('pix-offering-open').click()
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('textbox', { name: /Valor da oferta/ }).fill('50.00')
  await dialog.getByRole('button', { name: 'Mostrar QR code' }).click()
  await expect(dialog.getByTestId('qr-code')).toBeVisible()
  await expect(dialog.getByTestId('pix-offering')).toContainText('R$ 50,00')
  const payload = (await dialog.getByTestId('copy-line').textContent()) ?? ''
  expect(payload.startsWith('000201')).toBe(true)
  const read = parseBrCode(payload)
  expect(read.ok && read.value).toMatchObject({
    key: '11222333000181',
    merchantName: 'Igreja Sede Campinas',
    merchantCity: 'Campinas',
    amount: 5000,
  })
  await page.screenshot({ path: test.info().outputPath('pix-offering-390.png') })
  await dialog.getByTestId('pix-offering-record').click()
  await expect(dialog).toBeHidden()
  await expect(page.getByTestId('service-count')).toHaveText('1')
  await expect(page.getByTestId('service-total')).toContainText('50,00')

  await context.setOffline(false)
  await expect
    .poll(async () => (await serverRows(request, token)).get('tithes') ?? [], { timeout: 60_000 })
    .toHaveLength(tithesBefore + 1)
  const tithes = (await serverRows(request, token)).get('tithes') ?? []
  const pix = tithes.filter((t) => t.paymentMethod === 'pix' && t.amount === 5000)
  expect(pix).toHaveLength(1)
  expect(pix[0]?.memberId).toBeNull()
})
