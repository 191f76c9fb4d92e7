import { i18n } from '@lingui/core'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Member } from '../../../../sync'
import { memberExportJson, memberExportRows, memberExportXlsx } from './member-export'
import { readXlsx } from '../import/xlsx'

const CHURCH = '01a22526-0000-7000-8000-000000000006'
const member = {
  id: 'm1',
  churchId: CHURCH,
  name: 'José',
  surname: 'da Silva',
  cpf: '52998224725',
  birthDate: '1980-03-15',
  phone: '11987654321',
  email: 'jose@exemplo.org',
  address: {
    cep: '01001000',
    street: 'Praça da Sé',
    number: '1',
    complement: '',
    neighborhood: 'Sé',
    city: 'São Paulo',
    state: 'SP',
  },
  status: 'active',
  category: 'deacon',
  function: '',
  title: '',
  profession: 'Professor',
  companyName: '',
  baptized: true,
  baptismDate: '2000-01-01',
  visitDate: null,
  invitedBy: '',
  admissionDate: '2001-04-15',
  admissionWay: 'baptism',
  maritalStatus: 'married',
  approval: 'approved',
  consentScope: 'members',
  // 01:30 UTC on the 23rd is 22:30 on the 22nd in Brasília: the day is the local one.
  consentAt: '2026-11-23T01:30:00.000Z',
  consentTextVersion: 'v1',
  guardianName: '',
  guardianConsentAt: null,
  createdAt: '2026-11-23T01:30:00.000Z',
  updatedAt: '2026-11-23T01:30:00.000Z',
} as unknown as Member

const data = {
  exportedAt: '2026-11-24T12:00:00.000Z',
  member,
  categoryChanges: [
    {
      previousCategory: 'member',
      newCategory: 'deacon',
      changedOn: '2026-01-02',
      createdAt: '2026-01-02T10:00:00.000Z',
    },
  ],
  transfers: [],
} as never

const places = (id: string | undefined) => (id === CHURCH ? 'Igreja Sede Campinas' : '')

beforeAll(() => i18n.loadAndActivate({ locale: 'pt-BR', messages: {} }))

describe("a member's own data (LGPD)", () => {
  it('JSON holds everything, for machines', () => {
    expect(JSON.parse(memberExportJson(data))).toMatchObject({
      member: { name: 'José', address: { cep: '01001000' } },
    })
  })

  it("JSON carries the member's photo when there is one (issue 52)", () => {
    const photo = { mimeType: 'image/jpeg', dataUrl: 'data:image/jpeg;base64,/9j/4AAQ' }
    const withPhoto = { ...(data as object), photo } as never
    expect(JSON.parse(memberExportJson(withPhoto))).toMatchObject({ photo })
    expect(memberExportRows(withPhoto, places)).toContainEqual(['Foto', 'Incluída no arquivo JSON'])
  })

  it('reads in words: labels, local dates, names for ids and codes', () => {
    const rows = memberExportRows(data, places)
    const value = (label: string) => rows.find((r) => r[0] === label)?.[1]
    expect(value('CPF')).toBe('529.982.247-25')
    expect(value('Data de nascimento')).toBe('15/03/1980')
    expect(value('Telefone')).toBe('(11) 98765-4321')
    expect(value('CEP')).toBe('01001-000')
    expect(value('Igreja')).toBe('') // the part's heading
    expect(rows.filter((r) => r[0] === 'Igreja').map((r) => r[1])).toContain('Igreja Sede Campinas')
    expect(value('Categoria')).toBe('Diácono')
    expect(value('Situação')).toBe('Ativo')
    expect(value('Estado civil')).toMatch(/^Casad/)
    expect(value('Forma de admissão')).toBe('Batismo')
    expect(rows).toContainEqual(['02/01/2026', 'Membro → Diácono'])
    // No key, id, code or UTC instant is left for the person to decode.
    const text = rows.flat().join('\n')
    for (const raw of ['member.', CHURCH, 'deacon', 'married', 'T01:30', '2026-11-23', 'm1'])
      expect(text, raw).not.toContain(raw)
  })

  it('a moment is dated on the local day (Brasília at 22:30, already the 23rd in UTC)', () => {
    const zone = process.env.TZ
    process.env.TZ = 'America/Sao_Paulo'
    try {
      const rows = memberExportRows(data, places)
      expect(rows.find((r) => r[0] === 'Cadastrado em')?.[1]).toBe('22/11/2026')
    } finally {
      process.env.TZ = zone
    }
  })

  it('is a spreadsheet of two columns', async () => {
    const bytes = await memberExportXlsx(data, places)
    const read = await readXlsx(bytes)
    expect(read[0]?.[0]).toBe('Dados de José da Silva')
    expect(read).toContainEqual(['Categoria', 'Diácono'])
  }, 60_000)
})
