import { writeCsv } from '../../src/features/members/import/csv'
import { uniqueCpf, uniqueMarker } from './support/data'
import { expect, test } from './support/fixtures'
import { MembersPage, ownImportTable, serverRows, tokenOf } from './support/members-pages'

/**
 * Issue 47 #1: a NUL in a spreadsheet's name used to be imported, pushed, refused by the
 * database as if it were a passing failure, and the device then retried that push for ever and
 * never synced again. Now the import refuses that row with a reason in Portuguese, the other rows
 * import, and the device keeps syncing: a change made after the import reaches the server.
 */

test.describe('a control character in a member import', () => {
  test('a CSV with a NUL in a name: that row is refused in Portuguese, the rest import, and sync goes on', async ({
    page,
    loginAs,
    request,
  }) => {
    test.slow()
    const marker = uniqueMarker()
    const table = ownImportTable(3, marker)
    const name = table[0]!.indexOf('Nome')
    table[2]![name] = 'Ana\u0000Maria'
    await loginAs('secretaria', '/members/import')
    await page
      .getByRole('combobox', { name: 'Igreja' })
      .selectOption({ label: 'Congregação Vila Industrial' })
    await page.getByLabel('Arquivo para importar').setInputFiles({
      name: 'membros.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(writeCsv(table), 'utf8'),
    })
    await expect(page.getByTestId('import-summary')).toContainText(
      '2 linhas válidas, 1 com erros (não será importada).',
    )
    // The refused row says why, in words a secretary understands.
    await expect(page.getByTestId('import-preview')).toContainText(
      'O texto tem um caractere de controle invisível (como o caractere nulo), que não pode ser guardado: apague-o.',
    )
    await page.getByRole('button', { name: 'Importar 2 linhas válidas' }).click()
    await expect(page.getByTestId('import-done')).toBeVisible({ timeout: 30_000 })

    // The device keeps syncing: a member added after the import reaches the server too.
    const members = new MembersPage(page)
    const later = `Depois ${marker}`
    await members.add({
      church: 'Congregação Vila Industrial',
      name: 'Benedita',
      surname: later,
      cpf: uniqueCpf(),
    })
    await expect(members.pending()).toHaveAttribute('data-pending', '0', { timeout: 60_000 })
    const token = await tokenOf(request, 'secretaria')
    const onServer = (await serverRows(request, token)).get('members') ?? []
    const mine = onServer.filter((m) => String(m.surname).endsWith(marker))
    expect(mine.map((m) => `${String(m.name)} ${String(m.surname)}`).sort()).toEqual(
      [
        `${table[1]![name]} ${table[1]![table[0]!.indexOf('Sobrenome')]}`,
        `${table[3]![name]} ${table[3]![table[0]!.indexOf('Sobrenome')]}`,
        `Benedita ${later}`,
      ].sort(),
    )
    expect(onServer.some((m) => String(m.name).includes('\u0000'))).toBe(false)
  })
})
