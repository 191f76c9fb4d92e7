import { i18n } from '@lingui/core'
import { beforeAll, describe, expect, it } from 'vitest'
import { templateHeader } from './columns'
import { errorRowsFile, errorRowsTable } from './error-rows'
import { makeCpf } from './fixtures'
import { importArrival } from './import-arrival'
import { importRegistry, previewImportBytes, validateImport, type ImportRow } from './validate'
import { readXlsx, writeXlsx } from './xlsx'

const NOW = '2026-11-22T10:00:00.000Z'
const header = templateHeader('pt-BR')
const line = (cells: Record<string, string>) => header.map((h) => cells[h] ?? '')

// Two good rows (one with a CPF, one without), two with errors.
const original = [
  header,
  line({ Nome: 'Ana', Sobrenome: 'Lima', CPF: makeCpf(200_000_001) }),
  line({ Nome: 'Bruno', Sobrenome: 'Reis', 'Data de nascimento': '02/03/1990' }),
  line({ Nome: 'Carla', Sobrenome: 'Souza', CPF: '123.456.789-00' }),
  line({ Nome: 'Davi', Sobrenome: 'Melo', 'Data de nascimento': '31/02/1990' }),
]

/** The members the first import made (what the mirror holds after it). */
const imported = (rows: readonly ImportRow[]) => rows.flatMap((r) => (r.draft ? [r.draft] : []))

beforeAll(() => i18n.loadAndActivate({ locale: 'pt-BR', messages: {} }))

describe('rows with errors, fixed in Excel and imported again', () => {
  it('are downloaded with the reason in a column the import ignores', async () => {
    const first = validateImport(original, new Set(), NOW)
    expect(first.valid).toBe(2)
    const table = errorRowsTable(first.rows, 'pt-BR')
    expect(table[0]).toEqual(['Motivo do erro', ...header])
    // (The contract's message for a bad CPF is read from the app's catalogs: its code here.)
    expect(table[1]![0]).toMatch(/^CPF: /)
    expect(table[2]![0]).toBe('Data de nascimento: Data inválida: use dd/mm/aaaa.')
    // The cells as the file had them, whole (the CPF to fix is not masked).
    expect(table[1]).toContain('123.456.789-00')
    const file = await errorRowsFile(first.rows, 'pt-BR', 'Membros')
    const read = await readXlsx(file.content as Uint8Array)
    expect(read).toEqual(table)
  }, 60_000)

  it('imports the corrected rows and doubles none of those already imported', async () => {
    const first = validateImport(original, new Set(), NOW)
    const registry = importRegistry(imported(first.rows))
    const fixed = errorRowsTable(first.rows, 'pt-BR')
    const cpf = header.indexOf('CPF') + 1
    const birth = header.indexOf('Data de nascimento') + 1
    fixed[1]![cpf] = makeCpf(200_000_002)
    fixed[2]![birth] = '28/02/1990'
    const again = await previewImportBytes(await writeXlsx('Membros', fixed), registry, NOW)
    expect(again.rows.map((r) => r.errors)).toEqual([[], []])
    expect(imported(again.rows).map((d) => d.name)).toEqual(['Carla', 'Davi'])

    // The whole file again (fixed in place): the rows already imported are refused, by CPF or
    // (no CPF) by name, surname and birth date.
    const whole = original.map((r) => [...r])
    whole[3]![cpf - 1] = makeCpf(200_000_002)
    whole[4]![birth - 1] = '28/02/1990'
    const all = validateImport(whole, registry, NOW)
    expect(all.rows.map((r) => r.errors.map((e) => e.code))).toEqual([
      ['duplicate_in_registry'],
      ['duplicate_person_in_registry'],
      [],
      [],
    ])
  }, 60_000)

  it('tells apart people of the same name by their birth date', () => {
    const registry = importRegistry([{ name: 'Bruno', surname: 'Reis', birthDate: '1990-03-02' }])
    const other = validateImport(
      [header, line({ Nome: 'BRUNO ', Sobrenome: 'reis', 'Data de nascimento': '02/03/1991' })],
      registry,
      NOW,
    )
    expect(other.valid).toBe(1)
    const same = validateImport(
      [header, line({ Nome: 'Bruno', Sobrenome: 'Réis', 'Data de nascimento': '02/03/1990' })],
      registry,
      NOW,
    )
    expect(same.valid).toBe(0)
  })
})

describe('where the imported records are', () => {
  const ids = ['a', 'b', 'c']
  const waiting = (...keys: string[]) => keys.map((id) => ({ rowKey: `members:${id}` }))

  it('offline: on this device until there is a connection', () => {
    expect(importArrival(ids, waiting('a', 'b', 'c'), false)).toEqual({
      kind: 'offline',
      count: 3,
      arrived: 0,
    })
  })

  it('online: on their way, counting those that arrived; then all arrived', () => {
    expect(importArrival(ids, waiting('c'), true)).toEqual({
      kind: 'sending',
      count: 3,
      arrived: 2,
    })
    expect(importArrival(ids, [{ rowKey: 'tithes:x' }], true)).toEqual({
      kind: 'arrived',
      count: 3,
    })
  })

  it('says nothing arrived while the outbox is being read', () => {
    expect(importArrival(ids, undefined, true)).toEqual({ kind: 'sending', count: 3, arrived: 0 })
  })
})
