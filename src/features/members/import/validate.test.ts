import { describe, expect, it } from 'vitest'
import { templateHeader } from './columns'
import { parseCsv, writeCsv } from './csv'
import { makeCpf, sampleImportTable } from './fixtures'
import { cpfDigits, parseImportDate, validateImport } from './validate'
import { readXlsx, writeXlsx } from './xlsx'

const NOW = '2026-11-22T10:00:00.000Z'
const table = (rows: Record<string, string>[], locale = 'pt-BR') => {
  const header = templateHeader(locale)
  return [header, ...rows.map((r) => header.map((h) => r[h] ?? ''))]
}
const codes = (preview: ReturnType<typeof validateImport>) =>
  preview.rows.map((r) => r.errors.map((e) => `${e.column}:${e.code}`))

describe('import dates', () => {
  it('reads dd/mm/aaaa strictly', () => {
    expect(parseImportDate('29/02/2024')).toBe('2024-02-29')
    expect(parseImportDate(' 01/12/1990 ')).toBe('1990-12-01')
    for (const bad of [
      '29/02/2023',
      '31/04/2020',
      '1/2/1990',
      '01/02/90',
      '01-02-1990',
      '32/01/2000',
      '00/01/2000',
      'ontem',
    ])
      expect(parseImportDate(bad), bad).toBeNull()
  })

  it('takes ISO text and a spreadsheet date cell (serial number)', () => {
    expect(parseImportDate('1990-01-01')).toBe('1990-01-01')
    expect(parseImportDate('1990-02-30')).toBeNull()
    expect(parseImportDate('32874')).toBe('1990-01-01')
  })
})

describe('import CPF', () => {
  it('puts back the leading zeros a spreadsheet number dropped', () => {
    expect(cpfDigits('1234567890')).toBe('01234567890')
    expect(cpfDigits('529.982.247-25')).toBe('52998224725')
  })
})

describe('validateImport', () => {
  it('accepts good rows and reads enumerations in any language', () => {
    const preview = validateImport(
      table([
        {
          Nome: 'José',
          Sobrenome: 'da Silva',
          CPF: '529.982.247-25',
          'Data de nascimento': '15/03/1980',
          Categoria: 'Diácono',
          Situação: 'Ativo',
          'Estado civil': 'casada',
          Batizado: 'sim',
          'Data de batismo': '01/01/2000',
          CEP: '01001000',
          UF: 'sp',
        },
        { Nome: 'Ana', Sobrenome: 'Lima', Categoria: 'presbyter', Situação: 'visitante' },
      ]),
      new Set(),
      NOW,
    )
    expect(codes(preview)).toEqual([[], []])
    expect(preview.valid).toBe(2)
    expect(preview.rows[0]?.draft).toMatchObject({
      cpf: '52998224725',
      birthDate: '1980-03-15',
      category: 'deacon',
      status: 'active',
      maritalStatus: 'married',
      baptized: true,
      baptismDate: '2000-01-01',
      address: { cep: '01001000', state: 'sp' },
    })
    expect(preview.rows[1]?.draft).toMatchObject({
      status: 'visitor',
      category: 'presbyter',
      cpf: null,
    })
  })

  it('reports each bad cell with its column', () => {
    const preview = validateImport(
      table([
        { Nome: '', Sobrenome: 'Sem Nome' },
        { Nome: 'Bia', Sobrenome: 'Costa', CPF: '529.982.247-26' },
        { Nome: 'Caio', Sobrenome: 'Reis', 'Data de nascimento': '31/02/1990' },
        { Nome: 'Davi', Sobrenome: 'Melo', 'Data de nascimento': '1/2/1990' },
        { Nome: 'Eva', Sobrenome: 'Nunes', Categoria: 'bispo' },
        { Nome: 'Fe', Sobrenome: 'Rocha' },
        { Nome: 'Gil', Sobrenome: 'Paz', 'E-mail': 'gil@', CEP: '123' },
        { Nome: 'Hugo', Sobrenome: 'Lago', 'Data de nascimento': '01/01/2020' },
        {
          Nome: 'Iara',
          Sobrenome: 'Lago',
          'Data de nascimento': '01/01/2020',
          'Responsável (menor de 12 anos)': 'Rita Lago',
        },
      ]),
      new Set(),
      NOW,
    )
    expect(codes(preview)).toEqual([
      ['name:name_required'],
      ['cpf:invalid_cpf'],
      ['birthDate:invalid_date'],
      ['birthDate:invalid_date'],
      ['category:unknown_value'],
      ['name:name_too_short'],
      ['email:invalid_email', 'cep:invalid_cep'],
      ['guardianName:guardian_required'],
      [],
    ])
    expect(preview.rows.map((r) => r.line)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10])
    expect(preview.rows[8]?.draft?.guardianConsentAt).toBe(NOW)
    expect(preview).toMatchObject({ valid: 1, invalid: 8 })
  })

  it('finds duplicates in the file (masked or not) and in the registry', () => {
    const registry = new Set([makeCpf(200)])
    const preview = validateImport(
      table([
        { Nome: 'Uno', Sobrenome: 'Primeiro', CPF: makeCpf(100) },
        {
          Nome: 'Dois',
          Sobrenome: 'Repetido',
          CPF: makeCpf(100).replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4'),
        },
        { Nome: 'Três', Sobrenome: 'Cadastrado', CPF: makeCpf(200) },
      ]),
      registry,
      NOW,
    )
    expect(codes(preview)).toEqual([[], ['cpf:duplicate_in_file'], ['cpf:duplicate_in_registry']])
  })

  it('reads headers in any language and order, ignores unknown columns', () => {
    const en = [
      ['Notes', 'Surname', 'First name', 'Birth date'],
      ['x', 'Smith', 'John', '05/06/1970'],
    ]
    const preview = validateImport(en, new Set(), NOW)
    expect(preview.columns).toEqual(['surname', 'name', 'birthDate'])
    expect(preview.rows[0]?.draft).toMatchObject({
      name: 'John',
      surname: 'Smith',
      birthDate: '1970-06-05',
    })
  })

  it('says what is wrong with a file that is not the template', () => {
    expect(validateImport([], new Set()).fileError).toBe('empty')
    expect(validateImport([['Nome']], new Set()).fileError).toBe('empty')
    expect(
      validateImport(
        [
          ['Foo', 'Bar'],
          ['1', '2'],
        ],
        new Set(),
      ).fileError,
    ).toBe('no_name_column')
  })

  // exceljs writes and reads the workbook: seconds on a loaded 2-core machine.
  it('a 200-row file with 3 bad rows, through CSV and xlsx', async () => {
    const sample = sampleImportTable(200)
    sample[10]![2] = '111.111.111-11'
    sample[50]![3] = '30/02/1990'
    sample[120]![2] = sample[20]![2]!
    const xlsx = await readXlsx(await writeXlsx('Membros', sample))
    for (const read of [parseCsv(writeCsv(sample)), xlsx]) {
      const preview = validateImport(read, new Set(), NOW)
      expect(preview).toMatchObject({ valid: 197, invalid: 3 })
      expect(preview.rows.filter((r) => r.errors.length > 0).map((r) => r.line)).toEqual([
        11, 51, 121,
      ])
    }
  }, 30_000)
})

describe('previewImportBytes', () => {
  it('reads xlsx and CSV bytes alike', async () => {
    const { previewImportBytes } = await import('./validate')
    const sample = sampleImportTable(5)
    const xlsx = await previewImportBytes(await writeXlsx('M', sample), new Set(), NOW)
    const csv = await previewImportBytes(new TextEncoder().encode(writeCsv(sample)), new Set(), NOW)
    expect(xlsx.valid).toBe(5)
    expect(csv.valid).toBe(5)
    expect(csv.rows.map((r) => r.draft)).toEqual(xlsx.rows.map((r) => r.draft))
  })
})

describe('a CSV saved by Excel in Brazil (Windows-1252)', () => {
  /** Windows-1252 bytes of a text whose characters are all Latin-1 (é, ç, ã, á...). */
  const windows1252 = (text: string) =>
    Uint8Array.from(text, (c) => {
      expect(c.charCodeAt(0)).toBeLessThan(256)
      return c.charCodeAt(0)
    })
  const csvOf = (rows: Record<string, string>[]) =>
    table(rows)
      .map((r) => r.join(';'))
      .join('\r\n')

  it('reads the accents right, and short surnames (Sá) are accepted', async () => {
    const { previewImportBytes } = await import('./validate')
    const bytes = windows1252(
      csvOf([
        { Nome: 'José', Sobrenome: 'Conceição' },
        { Nome: 'Antônia', Sobrenome: 'Sá' },
      ]),
    )
    const preview = await previewImportBytes(bytes, new Set(), NOW)
    expect(codes(preview)).toEqual([[], []])
    expect(preview.rows.map((r) => [r.draft?.name, r.draft?.surname])).toEqual([
      ['José', 'Conceição'],
      ['Antônia', 'Sá'],
    ])
  })

  it('never marks a row valid when a character could not be read (U+FFFD)', () => {
    const bytes = windows1252(csvOf([{ Nome: 'José', Sobrenome: 'Conceição' }]))
    // What reading those bytes as UTF-8 gives (the bug): "Jos� Concei��o".
    const misread = parseCsv(new TextDecoder('utf-8').decode(bytes))
    const preview = validateImport(misread, new Set(), NOW)
    expect(preview.valid).toBe(0)
    expect(codes(preview)).toEqual([['name:unreadable_character', 'surname:unreadable_character']])
  })

  it('still reads UTF-8, with or without a BOM', async () => {
    const { decodeCsvBytes } = await import('./validate')
    const text = 'Nome;Sobrenome\r\nJosé;Conceição'
    expect(decodeCsvBytes(new TextEncoder().encode(text))).toBe(text)
    expect(decodeCsvBytes(new TextEncoder().encode('\uFEFF' + text))).toBe(text)
  })
})
