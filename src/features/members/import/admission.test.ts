import { describe, expect, it } from 'vitest'
import { mapHeader, templateHeader } from './columns'
import { validateImport } from './validate'

const NOW = '2026-11-22T10:00:00.000Z'

// Issue 50: an imported congregation was all "new" on import day; the template now carries
// since when, and how, each person is a member.
describe('importing the admission date ("Membro desde")', () => {
  it('is a column of the template in the three languages', () => {
    expect(templateHeader('pt-BR')).toEqual(
      expect.arrayContaining(['Membro desde', 'Forma de admissão']),
    )
    expect(templateHeader('en')).toEqual(expect.arrayContaining(['Member since', 'Admitted by']))
    expect(templateHeader('es')).toEqual(
      expect.arrayContaining(['Miembro desde', 'Forma de admisión']),
    )
    expect(mapHeader(['Membro desde', 'forma de admissao', 'Data de admissão'])).toEqual([
      'admissionDate',
      'admissionWay',
      'admissionDate',
    ])
  })

  it('reads the date and the way into the draft, and refuses a wrong one', () => {
    const preview = validateImport(
      [
        ['Nome', 'Sobrenome', 'Membro desde', 'Forma de admissão'],
        ['Ana', 'Lima', '15/04/2001', 'Batismo'],
        ['Bruno', 'Reis', '2010-08-01', 'carta de transferência'],
        ['Carla', 'Dias', '', 'Aclamação'],
        ['Davi', 'Melo', '31/02/2001', ''],
        ['Eva', 'Nunes', '01/01/2001', 'milagre'],
        ['Fábio', 'Rocha', '01/01/2999', ''],
      ],
      new Set(),
      NOW,
    )
    expect(
      preview.rows.map((r) => r.draft && [r.draft.admissionDate, r.draft.admissionWay]),
    ).toEqual([
      ['2001-04-15', 'baptism'],
      ['2010-08-01', 'letter'],
      [null, 'acclamation'],
      null,
      null,
      null,
    ])
    expect(preview.rows.slice(3).map((r) => r.errors.map((e) => `${e.column}:${e.code}`))).toEqual([
      ['admissionDate:invalid_date'],
      ['admissionWay:unknown_value'],
      ['admissionDate:date_in_future'],
    ])
  })
})
