import { writeCsv } from '../../src/features/members/import/csv'
import { uniqueCpf, uniqueMarker } from './support/data'
import { expect, test } from './support/fixtures'
import {
  controlledBySw,
  MembersPage,
  ownImportTable,
  rowHistory,
  serverRows,
  shoot,
  tokenOf,
} from './support/members-pages'

/** dd.ddd.ddd-dd of 11 digits, as a person types it. */
const maskedCpf = (cpf: string) =>
  `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`

test.describe('members registry (online)', () => {
  test('add, search as you type, view, edit the category, delete (anonymise); screenshots', async ({
    page,
    loginAs,
    request,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    const marker = uniqueMarker()
    const cpf = uniqueCpf()
    const wrongCpf = cpf.slice(0, 10) + String((Number(cpf[10]) + 1) % 10)
    const fullName = `Conceição Araújo ${marker}`
    await loginAs('secretaria', '/members')
    const members = new MembersPage(page)
    await expect(page.getByRole('heading', { name: 'Cadastro de membros' })).toBeVisible()
    // A sector's secretary reads its churches: the list says each member's church.
    await expect(page.getByRole('columnheader', { name: 'Igreja' })).toBeVisible()

    await page.goto('/members/new')
    await members.fillForm({ church: 'Congregação Vila Industrial', name: 'Jo' })
    await members.save()
    // Per-field messages; nothing saved.
    await expect(page.getByText('Informe pelo menos 3 caracteres.').first()).toBeVisible()
    await expect(page.getByText('É preciso aceitar o termo de consentimento.')).toBeVisible()
    await members.fillForm({ name: 'Conceição', surname: `Araújo ${marker}`, cpf: wrongCpf })
    await members.save()
    await expect(page.getByText('CPF inválido.')).toBeVisible()
    await shoot(page, 'form-errors-1280')

    const id = await members.add({
      church: 'Congregação Vila Industrial',
      name: 'Conceição',
      surname: `Araújo ${marker}`,
      cpf,
      birthDate: '15/03/1980',
      phone: '11987654321',
    })
    await expect(page.getByRole('heading', { name: fullName })).toBeVisible()
    await expect(page.getByTestId('no-category-changes')).toHaveText(
      'Nenhuma alteração de categoria',
    )
    await expect(page.getByText('(11) 98765-4321')).toBeVisible()

    // The same CPF again: the spec's duplicate-member message before saving.
    await page.goto('/members/new')
    await members.fillForm({
      church: 'Congregação Vila Industrial',
      name: 'Outra',
      surname: 'Pessoa',
      cpf: maskedCpf(cpf),
      consent: true,
    })
    await members.save()
    await expect(page.getByText('Membro duplicado encontrado.')).toBeVisible()

    await page.goto('/members')
    await members.search(`conceicao araujo ${marker}`)
    await expect(members.row(fullName)).toBeVisible()
    await shoot(page, 'list-1280')
    await members.search(maskedCpf(cpf))
    await expect(members.row(fullName)).toBeVisible()
    await members.search('zzz-nobody')
    await expect(members.row(fullName)).toBeHidden()

    await page.goto(`/members/${id}/edit`)
    await members.fillForm({ category: 'Diácono' })
    await shoot(page, 'form-1280')
    await members.save()
    await expect(page.getByTestId('category-history')).toContainText('Diácono')

    // The server holds it once, and recorded the category change once.
    const token = await tokenOf(request, 'secretaria')
    await expect
      .poll(async () =>
        ((await serverRows(request, token)).get('members') ?? [])
          .filter((m) => m.id === id)
          .map((m) => m.category),
      )
      .toEqual(['deacon'])
    const history = await rowHistory(request, token, 'members', id)
    expect(history.filter((h) => h.action === 'update' && 'category' in h.changes)).toHaveLength(1)
    await page.reload()
    await expect(page.getByTestId('change-history')).toContainText('Categoria: Membro → Diácono')
    await shoot(page, 'view-1280')

    await page.setViewportSize({ width: 390, height: 844 })
    await shoot(page, 'view-390')
    await page.goto('/members')
    await members.search(`araujo ${marker}`)
    await expect(members.row(fullName)).toBeVisible()
    await shoot(page, 'list-390')
    // The import preview on a phone: a file with a bad CPF and a repeated one.
    const small = ownImportTable(4, marker)
    small[2]![2] = '123.456.789-00'
    small[4]![2] = small[1]![2]!
    await page.goto('/members/import')
    await page
      .getByRole('combobox', { name: 'Igreja' })
      .selectOption({ label: 'Congregação Vila Industrial' })
    await page.getByLabel('Arquivo para importar').setInputFiles({
      name: 'membros.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(writeCsv(small)),
    })
    await expect(page.getByTestId('import-summary')).toContainText('2 linhas válidas, 2 com erros')
    await shoot(page, 'import-preview-390')
    await page.goto(`/members/${id}/edit`)
    await expect(page.getByRole('form')).toBeVisible()
    await shoot(page, 'form-390')

    // Delete = anonymise, after a confirmation that says so.
    await page.goto(`/members/${id}`)
    await page.getByRole('button', { name: 'Excluir' }).click()
    await expect(page.getByRole('alertdialog')).toContainText('anonimizados')
    await page.getByRole('alertdialog').getByRole('button', { name: 'Excluir' }).click()
    await expect(page).toHaveURL(/\/members$/)
    await expect(members.row(fullName)).toBeHidden()
    await expect
      .poll(async () =>
        ((await serverRows(request, token)).get('members') ?? []).some((m) => m.id === id),
      )
      .toBe(false)
  })
})

test.describe('a spreadsheet saved by Excel in Brazil', () => {
  test('a Windows-1252 CSV imports with its accents right, and "Sá" is a surname', async ({
    page,
    loginAs,
  }) => {
    const marker = uniqueMarker()
    const table = ownImportTable(2, marker)
    const [header] = table
    const column = (name: string) => header!.indexOf(name)
    table[1]![column('Nome')] = 'José'
    table[1]![column('Sobrenome')] = `Conceição ${marker}`
    table[2]![column('Nome')] = `Antônia ${marker}`
    table[2]![column('Sobrenome')] = 'Sá'
    // Excel's "CSV (separado por vírgulas)": Windows-1252 bytes, no BOM (é, ç, ã, ô are Latin-1).
    const windows1252 = Buffer.from(writeCsv(table).replace(/^\uFEFF/, ''), 'latin1')
    await loginAs('secretaria', '/members/import')
    await page
      .getByRole('combobox', { name: 'Igreja' })
      .selectOption({ label: 'Congregação Vila Industrial' })
    await page.getByLabel('Arquivo para importar').setInputFiles({
      name: 'membros.csv',
      mimeType: 'text/csv',
      buffer: windows1252,
    })
    await expect(page.getByTestId('import-summary')).toContainText(
      '2 linhas válidas, nenhuma com erros.',
    )
    await expect(page.getByTestId('import-preview')).toContainText(`Conceição ${marker}`)
    await expect(page.getByTestId('import-preview')).not.toContainText('\uFFFD')
    await page.getByRole('button', { name: 'Importar 2 linhas válidas' }).click()
    await expect(page.getByTestId('import-done')).toBeVisible({ timeout: 30_000 })
    const members = new MembersPage(page)
    await members.list()
    await members.search(marker)
    await expect(members.row(`José Conceição ${marker}`)).toBeVisible()
    await expect(members.row(`Antônia ${marker} Sá`)).toBeVisible()
  })
})

test.describe('members offline', () => {
  test.use({ serviceWorkers: 'allow' })

  test('two tabs: one edits offline and closes; the other and a reload show the edits; online they reach the server once', async ({
    page,
    context,
    loginAs,
    request,
  }) => {
    test.slow()
    await loginAs('secretaria', '/members')
    await controlledBySw(page)
    const members = new MembersPage(page)
    const id = await members.add({
      church: 'Congregação São Bernardo',
      name: 'Benedito',
      surname: 'Duas Abas',
      cpf: uniqueCpf(),
    })
    await expect(members.pending()).toHaveAttribute('data-pending', '0', { timeout: 20_000 })

    const other = await context.newPage()
    await other.goto(`/members/${id}`)
    await expect(other.getByRole('heading', { name: 'Benedito Duas Abas' })).toBeVisible()

    await context.setOffline(true)
    await page.getByRole('button', { name: 'Editar' }).click()
    await members.fillForm({ surname: 'Duas Abas Editado', category: 'Presbítero' })
    await members.save()
    await expect(page.getByRole('heading', { name: 'Benedito Duas Abas Editado' })).toBeVisible()
    await page.getByRole('button', { name: 'Editar' }).click()
    await members.fillForm({ phone: '1933334444' })
    await members.save()
    await expect(page.getByText('(19) 3333-4444')).toBeVisible()

    // Both tabs see the change and the same pending count.
    await expect(other.getByRole('heading', { name: 'Benedito Duas Abas Editado' })).toBeVisible()
    await expect(members.pending()).toHaveAttribute('data-pending', '2')
    await expect(other.getByTestId('sync-status').first()).toHaveAttribute('data-pending', '2')
    await page.close()

    await other.reload()
    await expect(other.getByRole('heading', { name: 'Benedito Duas Abas Editado' })).toBeVisible()
    await expect(other.getByText('(19) 3333-4444')).toBeVisible()
    await expect(other.getByTestId('sync-status').first()).toHaveAttribute('data-pending', '2')

    await context.setOffline(false)
    await expect(other.getByTestId('sync-status').first()).toHaveAttribute('data-pending', '0', {
      timeout: 30_000,
    })
    const token = await tokenOf(request, 'secretaria')
    const row = ((await serverRows(request, token)).get('members') ?? []).filter((m) => m.id === id)
    expect(row).toHaveLength(1)
    expect(row[0]).toMatchObject({
      surname: 'Duas Abas Editado',
      category: 'presbyter',
      phone: '(19) 3333-4444',
    })
    const updates = (await rowHistory(request, token, 'members', id)).filter(
      (h) => h.action === 'update',
    )
    expect(updates).toHaveLength(2)
  })

  // Two fresh-clone CI runs (sessions 24 and 25) failed at the search after the offline reload:
  // the search was typed while the list still read its members offline, and one wait of 8 s
  // covered the list's cold start and the search. Measured at 4× CPU (session 41): the rows drawn
  // 5.5-9 s after the navigation, the found member 1-1.5 s later. The test now waits for the list
  // as a person does, with a wait of its own for the cold start (issue 49 is about its speed).
  test.describe('from start to end', () => {
    test('offline from start to end: add, edit the category, import 200 rows with 3 bad, transfer; reload offline; online each exactly once', async ({
      page,
      context,
      loginAs,
      request,
    }) => {
      const marker = uniqueMarker()
      await loginAs('secretaria', '/members')
      await controlledBySw(page)
      const members = new MembersPage(page)
      await expect(members.pending()).toHaveAttribute('data-pending', '0', { timeout: 20_000 })
      await context.setOffline(true)

      const id = await members.add({
        church: 'Congregação Vila Industrial',
        name: 'Otávio',
        surname: 'Sem Rede',
        cpf: uniqueCpf(),
      })
      await page.getByRole('button', { name: 'Editar' }).click()
      await members.fillForm({ category: 'Evangelista' })
      await members.save()
      await expect(page.getByTestId('member-view').getByText('Evangelista').first()).toBeVisible()

      // Import: 200 rows, 3 bad (invalid CPF, impossible date, CPF repeated in the file).
      const table = ownImportTable(200, marker)
      table[10]![2] = '111.111.111-11'
      table[50]![3] = '30/02/1990'
      table[120]![2] = table[20]![2]!
      await page.goto('/members/import')
      await page
        .getByRole('combobox', { name: 'Igreja' })
        .selectOption({ label: 'Congregação Vila Industrial' })
      await page.getByLabel('Arquivo para importar').setInputFiles({
        name: 'membros.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(writeCsv(table)),
      })
      await expect(page.getByTestId('import-summary')).toContainText(
        '197 linhas válidas, 3 com erros',
      )
      await expect(page.getByTestId('import-preview')).toContainText('CPF inválido.')
      await expect(page.getByTestId('import-preview')).toContainText(
        'Data inválida: use dd/mm/aaaa.',
      )
      await expect(page.getByTestId('import-preview')).toContainText('CPF repetido no arquivo.')
      await shoot(page, 'import-preview-1280')
      await page.getByRole('button', { name: 'Importar 197 linhas válidas' }).click()
      await expect(page.getByTestId('import-done')).toBeVisible({ timeout: 60_000 })

      // Transfer to the other church of the sector.
      await page.goto(`/members/${id}`)
      await page.getByRole('button', { name: 'Transferir' }).click()
      const dialog = page.getByRole('dialog')
      await dialog.getByRole('combobox', { name: 'Convenção' }).selectOption({ index: 1 })
      await dialog
        .getByRole('combobox', { name: 'Igreja' })
        .selectOption({ label: 'Congregação São Bernardo' })
      await dialog.getByRole('button', { name: 'Transferir' }).click()
      await expect(dialog).toContainText('Congregação São Bernardo')
      await dialog.getByRole('button', { name: 'Confirmar transferência' }).click()
      await expect(dialog).toBeHidden()
      await expect(page.getByTestId('member-view')).toContainText('Congregação São Bernardo')

      // Reload offline: everything is there, 200 changes waiting.
      await page.reload()
      await expect(page.getByTestId('member-view')).toContainText('Congregação São Bernardo')
      await expect(page.getByTestId('member-view')).toContainText('Evangelista')
      await expect(members.pending()).toHaveAttribute('data-pending', '200')
      await page.goto('/members')
      await members.shown(45_000)
      await members.search(`importado 150 ${marker}`)
      await expect(members.row(`Importado 150 ${marker}`)).toBeVisible()

      await context.setOffline(false)
      await expect(members.pending()).toHaveAttribute('data-pending', '0', { timeout: 90_000 })
      const token = await tokenOf(request, 'secretaria')
      const rows = await serverRows(request, token)
      const imported = (rows.get('members') ?? []).filter((m) =>
        String(m.surname).endsWith(` ${marker}`),
      )
      expect(imported).toHaveLength(197)
      expect(new Set(imported.map((m) => m.cpf)).size).toBe(197)
      const mine = (rows.get('members') ?? []).filter((m) => m.id === id)
      expect(mine).toHaveLength(1)
      const churchId = (rows.get('churches') ?? []).find(
        (c) => c.name === 'Congregação São Bernardo',
      )?.id
      expect(mine[0]).toMatchObject({ category: 'evangelist', churchId })
      const changes = (rows.get('memberCategoryChanges') ?? []).filter((c) => c.memberId === id)
      expect(changes.map((c) => [c.previousCategory, c.newCategory])).toEqual([
        ['member', 'evangelist'],
      ])
      expect((rows.get('memberTransfers') ?? []).filter((t) => t.memberId === id)).toHaveLength(1)
    })
  })
})

test.describe('public self-registration', () => {
  test('a person registers through the church link; a duplicate is refused; the church approves', async ({
    page,
    loginAs,
    request,
  }) => {
    const marker = uniqueMarker()
    const cpf = uniqueCpf()
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(`${error.message}\n${error.stack ?? ''}`))
    const token = await tokenOf(request, 'secretaria')
    const church = ((await serverRows(request, token)).get('churches') ?? []).find(
      (c) => c.name === 'Congregação São Bernardo',
    )
    await page.goto(`/member-registration?church=${String(church?.id)}`)
    await expect(page.getByTestId('registration-church')).toHaveText('Congregação São Bernardo')
    // The page wears the church's branding (its convention's colours here, the default is red)
    // and tries the church's logo first, then falls back (the demo church has none).
    const primary = () =>
      page.evaluate(() =>
        getComputedStyle(document.documentElement).getPropertyValue('--celeiro-primary').trim(),
      )
    await expect.poll(primary).toBe('#1f5f99')
    await expect(page.getByTestId('church-logo')).toHaveAttribute('src', /default-logo\.svg$/)
    const form = page.getByRole('form')
    await form.getByRole('textbox', { name: 'Nome', exact: true }).fill('Raimunda')
    await form
      .getByRole('textbox', { name: 'Sobrenome', exact: true })
      .fill(`Autocadastro ${marker}`)
    await form.getByRole('textbox', { name: 'CPF', exact: true }).fill(cpf)
    await form.getByText('Li e aceito').click()
    await shoot(page, 'registration-1280')
    await form.getByRole('button', { name: 'Enviar cadastro' }).click()
    await expect(page.getByTestId('registration-done')).toContainText('Congregação São Bernardo')

    await page.reload()
    await form.getByRole('textbox', { name: 'Nome', exact: true }).fill('Raimunda')
    await form.getByRole('textbox', { name: 'Sobrenome', exact: true }).fill('Outra Vez')
    await form.getByRole('textbox', { name: 'CPF', exact: true }).fill(maskedCpf(cpf))
    await form.getByText('Li e aceito').click()
    await form.getByRole('button', { name: 'Enviar cadastro' }).click()
    // A known CPF is answered like any other (the public form is no CPF oracle, issue 14 #3):
    // the secretary sees the match on the pending registration.
    await expect(page.getByTestId('registration-done')).toContainText('Congregação São Bernardo')

    await page.goto('/member-registration?church=00000000-0000-7000-8000-000000000000')
    await expect(page.getByTestId('registration-missing')).toBeVisible()

    await loginAs('secretaria', '/members')
    const members = new MembersPage(page)
    await expect(page.getByRole('heading', { name: 'Cadastro de membros' })).toBeVisible()
    expect(errors).toEqual([])
    await members.search(`autocadastro ${marker}`)
    await expect(members.row(`Raimunda Autocadastro ${marker}`)).toContainText(
      'Aguardando aprovação',
    )
    await members
      .row(`Raimunda Autocadastro ${marker}`)
      .getByRole('button', { name: /^Ver/ })
      .click()
    await page.getByRole('button', { name: 'Aprovar cadastro' }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Confirmar' }).click()
    await expect(page.getByTestId('member-view')).not.toContainText('Aguardando aprovação')
    await expect
      .poll(
        async () =>
          ((await serverRows(request, token)).get('members') ?? []).find(
            (m) => m.surname === `Autocadastro ${marker}`,
          )?.approval,
      )
      .toBe('approved')
    // The record's history: created by the person on the public page, then the approval.
    await page.reload()
    const history = page.getByTestId('change-history')
    await expect(history).toContainText('Autocadastro (página pública) · Cadastro criado')
    await expect(history.locator('> div')).toHaveCount(2)
  })
})

test.describe('visitors and transfers', () => {
  test('a visitor becomes a member (same record); the transfer list filters by church and period and exports CSV', async ({
    page,
    loginAs,
  }) => {
    const marker = uniqueMarker()
    const person = `Valéria Visitante Conversão ${marker}`
    await loginAs('secretaria', '/visitors')
    const members = new MembersPage(page)
    await expect(page.getByRole('heading', { name: 'Visitantes' })).toBeVisible()
    const id = await members.add(
      {
        church: 'Congregação Vila Industrial',
        name: 'Valéria',
        surname: `Visitante Conversão ${marker}`,
      },
      '/visitors/new',
    )
    await expect(page.getByTestId('member-view')).toContainText('Visitante')
    await page.getByRole('button', { name: 'Converter em membro' }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Confirmar' }).click()
    await expect(page.getByTestId('member-view').getByText('Ativo').first()).toBeVisible()
    expect(page.url()).toContain(id)

    await page.goto('/visitors')
    await members.search(`conversao ${marker}`)
    await expect(members.row(person)).toBeHidden()
    await page.goto('/members')
    await members.search(`conversao ${marker}`)
    await expect(members.row(person)).toBeVisible()

    await page.goto(`/members/${id}`)
    await page.getByRole('button', { name: 'Transferir' }).click()
    const dialog = page.getByRole('dialog')
    await dialog
      .getByRole('combobox', { name: 'Igreja' })
      .selectOption({ label: 'Congregação São Bernardo' })
    await dialog.getByRole('button', { name: 'Transferir' }).click()
    await dialog.getByRole('button', { name: 'Confirmar transferência' }).click()
    await expect(page.getByTestId('member-view')).toContainText('Congregação São Bernardo')

    await page.goto('/transfer_members')
    await expect(page.getByRole('heading', { name: 'Transferência de membros' })).toBeVisible()
    await members.search(`Visitante Conversão ${marker}`) // this list matches the name as typed
    const row = members.row(person)
    await expect(row).toContainText('Congregação Vila Industrial')
    await expect(row).toContainText('Congregação São Bernardo')
    await page
      .getByRole('combobox', { name: 'Igreja' })
      .selectOption({ label: 'Congregação São Bernardo' })
    await expect(row).toBeVisible()
    await shoot(page, 'transfers-1280')
    const download = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Exportar CSV' }).click()
    const file = await download
    const text = await (await file.createReadStream()).toArray()
    expect(Buffer.concat(text).toString('utf8')).toContain(person)
    const tomorrow = new Date(Date.now() + 86_400_000)
      .toISOString()
      .slice(0, 10)
      .split('-')
      .reverse()
      .join('/')
    await page.getByRole('textbox', { name: 'De', exact: true }).fill(tomorrow)
    await expect(row).toBeHidden()
  })
})

test.describe('privacy on the screens', () => {
  test('salary and tithe status show only to a role with a treasury permission', async ({
    page,
    loginAs,
  }) => {
    await loginAs('tesoureiro', '/members')
    await expect(page.getByRole('heading', { name: 'Cadastro de membros' })).toBeVisible()
    // The treasurer may read members but not add them.
    await expect(page.getByRole('button', { name: 'Novo membro' })).toBeHidden()
    await page.getByRole('row').nth(1).getByRole('button', { name: /^Ver/ }).click()
    await expect(page.getByTestId('member-view')).toContainText('Salário')
    await expect(page.getByTestId('member-view')).toContainText('Situação do dízimo')
    await expect(page.getByRole('button', { name: 'Editar' })).toBeHidden()
  })

  test('a secretary without treasury permissions sees neither', async ({ page, loginAs }) => {
    await loginAs('secretaria', '/members')
    await page.getByRole('row').nth(1).getByRole('button', { name: /^Ver/ }).click()
    await expect(page.getByTestId('member-view')).toContainText('Dados pessoais')
    await expect(page.getByTestId('member-view')).not.toContainText('Salário')
    await expect(page.getByTestId('member-view')).not.toContainText('Situação do dízimo')
  })
})
