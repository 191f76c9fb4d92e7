import type { Page, Request } from '@playwright/test'
import { completeCpf, formatCnpj } from '../../sync/contracts/documents'
import { uniqueDigits, uniqueMarker } from './support/data'
import { expect, test } from './support/fixtures'
import { LoginPage, linkIn } from './support/pages'

/** A valid CNPJ (both check digits computed) with a random base: a church no other test has. */
function uniqueCnpj(): string {
  const base = `${uniqueDigits(8)}0001`
  const digit = (digits: string, weights: number[]) => {
    const sum = [...digits].reduce((s, d, i) => s + Number(d) * weights[i]!, 0)
    const rest = sum % 11
    return rest < 2 ? 0 : 11 - rest
  }
  const first = digit(base, [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2])
  const second = digit(`${base}${first}`, [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2])
  return `${base}${first}${second}`
}

const PASSWORD = 'Igreja@Forte2026'
const next = (page: Page) => page.getByRole('button', { name: 'Próximo' }).click()

test.use({ viewport: { width: 390, height: 844 } })

test('a church signs up at phone width: failure and retry, a double click, one organisation, the trial shown', async ({
  page,
  request,
  server,
  waitForMail,
}) => {
  const marker = uniqueMarker()
  const email = `pastor-${marker}@igreja.org.br`
  const cpf = completeCpf(`${5 + (Number(uniqueDigits(1)) % 5)}${uniqueDigits(8)}`)

  await page.goto('/login')
  await page.getByRole('link', { name: 'Cadastre sua igreja' }).click()
  await expect(page).toHaveURL(/\/pre-register$/)
  await expect(page.getByTestId('signup-step')).toHaveText('Etapa 1 de 4')

  // Step 1: a weak password is refused, the confirmation must match.
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email)
  await page.locator('input[name="access.password"]').fill('fraca')
  await page.locator('input[name="access.passwordConfirm"]').fill('outra')
  await next(page)
  await expect(page.getByText('As senhas não conferem.')).toBeVisible()
  await expect(page.getByTestId('signup-step')).toHaveText('Etapa 1 de 4')
  await page.locator('input[name="access.password"]').fill(PASSWORD)
  await expect(page.getByTestId('password-strength')).toHaveAttribute('data-strength', 'strong')
  await page.locator('input[name="access.passwordConfirm"]').fill(PASSWORD)
  await next(page)

  // Step 2: an invalid CPF is refused; Back and Next keep what was typed.
  await expect(page.getByTestId('signup-step')).toHaveText('Etapa 2 de 4')
  await page.getByRole('textbox', { name: 'Nome completo' }).fill(`Pastor ${marker} Silva`)
  await page.getByRole('textbox', { name: 'CPF' }).fill('11111111111')
  await page.getByRole('textbox', { name: 'Telefone' }).fill('11987654321')
  await expect(page.getByRole('textbox', { name: 'Telefone' })).toHaveValue('(11) 98765-4321')
  await next(page)
  await expect(page.getByText('CPF inválido.')).toBeVisible()
  await page.getByRole('textbox', { name: 'CPF' }).fill(cpf)
  await page.getByRole('button', { name: 'Voltar' }).click()
  await expect(page.getByRole('textbox', { name: 'E-mail' })).toHaveValue(email)
  await next(page)
  await expect(page.getByRole('textbox', { name: 'Nome completo' })).toHaveValue(
    `Pastor ${marker} Silva`,
  )
  await next(page)

  // Step 3: the church; its CNPJ's check digits are verified.
  await expect(page.getByTestId('signup-step')).toHaveText('Etapa 3 de 4')
  await page.getByRole('textbox', { name: 'Nome da igreja' }).fill(`Igreja ${marker}`)
  await page.getByRole('textbox', { name: 'Sigla' }).fill('IEB')
  await page.getByRole('textbox', { name: 'CNPJ' }).fill('11222333000100')
  await next(page)
  await expect(page.getByText('CNPJ inválido: confira os dígitos.')).toBeVisible()
  await page.getByRole('textbox', { name: 'CNPJ' }).fill(formatCnpj(uniqueCnpj()))
  // The CEP fills the address (the server asks the CEP service; here its stand-in).
  await page.getByRole('textbox', { name: 'CEP' }).fill('13010000')
  await expect(page.getByTestId('cep-search')).toHaveText(
    'Endereço preenchido pelo CEP: confira e informe o número.',
  )
  await expect(page.getByRole('textbox', { name: 'Rua' })).toHaveValue('Rua Barão de Jaguara')
  await expect(page.getByRole('textbox', { name: 'Bairro' })).toHaveValue('Centro')
  await expect(page.getByRole('textbox', { name: 'Cidade' })).toHaveValue('Campinas')
  await expect(page.getByRole('combobox', { name: 'UF' })).toHaveValue('SP')
  await page.getByRole('textbox', { name: 'Número' }).fill('1000')
  await next(page)

  // Step 4: the first month free; 120 members suggest the plan up to 150.
  await expect(page.getByTestId('signup-step')).toHaveText('Etapa 4 de 4')
  await expect(page.getByText('Primeiro mês grátis: 30 dias de teste sem cobrança.')).toBeVisible()
  await expect(page.getByTestId('plan-up_to_50')).toContainText('R$ 59,90 por mês')
  await page.getByRole('spinbutton', { name: /Quantos membros/ }).fill('120')
  await expect(page.getByTestId('plan-up_to_150').getByRole('radio')).toBeChecked()
  await expect(page.getByTestId('plan-up_to_150')).toContainText('Sugerido')
  await page.getByRole('radio', { name: 'PIX' }).check()

  // The first submit fails as it would offline; the retry and a double click make one organisation.
  const posts: Request[] = []
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/signup/v1') posts.push(r)
  })
  let failures = 1
  await page.route('**/api/signup/v1', async (route) => {
    if (failures-- > 0) await route.abort('internetdisconnected')
    else await route.continue()
  })
  await page.getByRole('button', { name: 'Concluir cadastro' }).click()
  await expect(page.getByTestId('signup-failure')).toContainText(
    'Não foi possível concluir o pré-cadastro.',
  )
  await expect(page.getByRole('spinbutton', { name: /Quantos membros/ })).toHaveValue('120')
  await expect(page.getByRole('textbox', { name: 'Cidade' })).toHaveCount(0)
  await page.getByRole('button', { name: 'Tentar novamente' }).dblclick()
  // What is true whether the CNPJ was new or known (issue 50): a mail was sent to this address.
  await expect(page.getByTestId('signup-done')).toContainText(
    /Enviamos um e-mail para \S+@\S+: siga as instruções dele\./,
  )
  await expect(page.getByTestId('signup-done')).toContainText('teste grátis de 30 dias')
  const keys = new Set(
    posts.map((r) => (r.postDataJSON() as { idempotencyKey: string }).idempotencyKey),
  )
  expect(posts.length).toBeGreaterThanOrEqual(2)
  expect(keys.size).toBe(1)

  // The validation mail, then sign in as the new administrator.
  const mail = await waitForMail(email)
  await page.goto(linkIn(mail.text, '/email-validation'))
  await expect(page.getByText('E-mail validado com sucesso!')).toBeVisible()
  const login = new LoginPage(page)
  await login.goto()
  await login.signIn(email, PASSWORD)
  await expect(page.getByTestId('billing-banner')).toContainText(
    /Teste grátis: (29|30) dias restantes/,
  )
  await page.goto('/members')
  await expect(page.getByText('Nenhum membro cadastrado')).toBeVisible()

  // Exactly one organisation: one mail to this address, and the subscription is the trial's.
  const token = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('KEY_LOGIN') ?? '{}') as { token?: string }).token,
  )
  const billing = await request.get('/api/billing/v1', {
    headers: { authorization: `Bearer ${token}` },
  })
  expect(billing.ok()).toBe(true)
  const summary = (
    (await billing.json()) as {
      data: { status: string; planId: string; memberCount: number; invoices: unknown[] }
    }
  ).data
  expect(summary).toMatchObject({
    status: 'trial',
    planId: 'up_to_150',
    memberCount: 0,
    invoices: [],
  })
  // A replay of the same key (a third click long after) answers the same and makes nothing new.
  const replay = await request.post('/api/signup/v1', { data: posts[0]!.postDataJSON() as object })
  expect(replay.ok()).toBe(true)
  await page.waitForTimeout(500)
  expect(server.mails().filter((m) => m.to === email)).toHaveLength(1)
})

test('a reload keeps what was typed but the password; above 750 members the contact form reaches the sales mailbox', async ({
  page,
  server,
}) => {
  const marker = uniqueMarker()
  await page.goto('/pre-register')
  await page.getByRole('textbox', { name: 'E-mail' }).fill(`contato-${marker}@igreja.org.br`)
  await page.locator('input[name="access.password"]').fill(PASSWORD)
  await page.locator('input[name="access.passwordConfirm"]').fill(PASSWORD)
  await next(page)
  await page.getByRole('textbox', { name: 'Nome completo' }).fill(`Pastor ${marker}`)
  await page.getByRole('textbox', { name: 'Telefone' }).fill('21998765432')

  await page.reload()
  await expect(page.getByRole('textbox', { name: 'E-mail' })).toHaveValue(
    `contato-${marker}@igreja.org.br`,
  )
  await expect(page.locator('input[name="access.password"]')).toHaveValue('')
  expect(await page.evaluate(() => sessionStorage.getItem('celeiro.signup'))).not.toContain(
    PASSWORD,
  )
  await page.locator('input[name="access.password"]').fill(PASSWORD)
  await page.locator('input[name="access.passwordConfirm"]').fill(PASSWORD)
  await next(page)
  await expect(page.getByRole('textbox', { name: 'Nome completo' })).toHaveValue(`Pastor ${marker}`)
  await page.getByRole('textbox', { name: 'CPF' }).fill(completeCpf('529982247'))
  await next(page)
  await page.getByRole('textbox', { name: 'Nome da igreja' }).fill(`Convenção ${marker}`)
  await page.getByRole('textbox', { name: 'CNPJ' }).fill(uniqueCnpj())
  await page.getByRole('textbox', { name: 'CEP' }).fill('20040002')
  // A CEP the service does not know: the person types the address.
  await expect(page.getByTestId('cep-search')).toHaveText(
    'Não encontramos o endereço deste CEP: preencha-o abaixo.',
  )
  await page.getByRole('textbox', { name: 'Rua' }).fill('Avenida Rio Branco')
  await page.getByRole('textbox', { name: 'Número' }).fill('1')
  await page.getByRole('textbox', { name: 'Bairro' }).fill('Centro')
  await page.getByRole('textbox', { name: 'Cidade' }).fill('Rio de Janeiro')
  await page.getByRole('combobox', { name: 'UF' }).selectOption('RJ')
  await next(page)

  await page.getByRole('spinbutton', { name: /Quantos membros/ }).fill('1200')
  const contact = page.getByRole('form', { name: 'Fale conosco' })
  await expect(contact.getByRole('textbox', { name: 'Organização' })).toHaveValue(
    `Convenção ${marker}`,
  )
  await expect(page.getByRole('button', { name: 'Concluir cadastro' })).toHaveCount(0)
  await contact.getByRole('button', { name: 'Enviar' }).click()
  await expect(page.getByText('Mensagem enviada. Entraremos em contato em breve.')).toBeVisible()
  await expect
    .poll(() => server.mails().filter((m) => m.text.includes(`Convenção ${marker}`)).length)
    .toBe(1)
})
