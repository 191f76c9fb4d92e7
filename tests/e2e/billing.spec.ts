import { expect, test } from './support/fixtures'

test.describe('/billing', () => {
  test('the demo administrator is declined by card, then sees a boleto (linha digitável and bar code), pays the open invoice by PIX (QR code and copy line), simulated in the sandbox', async ({
    page,
    loginAs,
  }) => {
    await loginAs('admin', '/')
    await page.getByRole('link', { name: 'Assinatura' }).click()
    await expect(page.getByRole('heading', { name: 'Assinatura', level: 1 })).toBeVisible()
    await expect(page.getByTestId('billing-status')).toContainText('Ativa')
    await expect(page.getByTestId('billing-plan')).toContainText('Até 750 membros')
    await expect(page.getByTestId('billing-plan')).toContainText('R$ 629,90 por mês')
    // Plans smaller than the members are disabled, saying why.
    await expect(
      page
        .getByTestId('change-plan-up_to_50')
        .getByRole('button', { name: 'Mudar para este plano' }),
    ).toBeDisabled()
    await expect(page.getByTestId('change-plan-up_to_50')).toContainText('este plano não comporta')

    const next = page.getByTestId('next-invoice')
    await expect(next).toContainText('R$ 629,90')
    // The sandbox declines its test card; the number and CVV are not kept in the form.
    await next.getByRole('button', { name: 'Cartão de crédito' }).click()
    await next.getByRole('textbox', { name: 'Número do cartão' }).fill('4000000000000002')
    await next.getByRole('textbox', { name: 'Nome impresso no cartão' }).fill('Ana Beatriz Lima')
    await next.getByRole('textbox', { name: 'Validade' }).fill('1230')
    await next.getByRole('textbox', { name: 'CVV' }).fill('123')
    await next.getByRole('button', { name: 'Pagar', exact: true }).click()
    await expect(
      next.getByText('Cartão recusado. Confira os dados ou use outro cartão.'),
    ).toBeVisible()
    await expect(next.getByRole('textbox', { name: 'Número do cartão' })).toHaveValue('')
    await expect(next.getByRole('textbox', { name: 'CVV' })).toHaveValue('')

    // A boleto: its linha digitável as the bank prints it, and its bar code drawn for scanners.
    await next.getByRole('button', { name: 'Boleto' }).click()
    await expect(next.getByTestId('copy-line')).toHaveText(
      /^\d{5}\.\d{5} \d{5}\.\d{6} \d{5}\.\d{6} \d \d{14}$/,
    )
    const barcode = next.getByRole('img', { name: 'Código de barras do boleto' })
    await expect(barcode).toBeVisible()
    // Interleaved 2 of 5: 2 start bars, 5 bars a digit pair (22 pairs), 2 stop bars.
    await expect(barcode.locator('g rect')).toHaveCount(2 + 22 * 5 + 2)

    await next.getByRole('button', { name: 'PIX' }).click()
    await expect(next.getByTestId('qr-code')).toBeVisible()
    await expect(next.getByTestId('copy-line')).toHaveText(/^000201/)
    await next.getByRole('button', { name: 'Simular pagamento (sandbox)' }).click()

    await expect(page.getByText('Nenhuma fatura em aberto.')).toBeVisible()
    await expect(page.locator('[data-testid="invoice"][data-status="open"]')).toHaveCount(0)
    await expect(page.locator('[data-testid="invoice"][data-status="paid"]')).toHaveCount(2)
  })

  test('only administrators see the subscription', async ({ page, loginAs }) => {
    await loginAs('tesoureiro', '/')
    await expect(page.getByRole('link', { name: 'Início' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Assinatura' })).toHaveCount(0)
    await page.goto('/billing')
    await expect(page).toHaveURL(/\/unauthorized$/)
  })
})
