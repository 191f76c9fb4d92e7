import { describe, expect, it } from 'vitest'
import { churchCreateSchema, churchSchema, churchUpdateSchema } from './hierarchy'

describe("a church's PIX key", () => {
  it('is stored as the DICT knows it, whatever the mask', () => {
    const parse = (pixKey: string) => churchUpdateSchema.parse({ pixKey }).pixKey
    expect(parse(' 11.222.333/0001-81 ')).toBe('11222333000181')
    expect(parse('Tesouraria@Igreja.org')).toBe('tesouraria@igreja.org')
    expect(parse('+55 (19) 98765-4321')).toBe('+5519987654321')
    expect(parse('')).toBe('')
  })

  it('refuses what no bank would accept', () => {
    for (const pixKey of ['123', '111.111.111-11', '+55 19 3232-1000', 'joao@@igreja.org'])
      expect(churchUpdateSchema.safeParse({ pixKey }).error?.issues[0]?.message).toBe(
        'invalid_pix_key',
      )
    expect(churchUpdateSchema.safeParse({ pixCity: 'x'.repeat(61) }).success).toBe(false)
  })

  it('defaults to none on a new church and on rows stored before it existed', () => {
    const created = churchCreateSchema.parse({ sectorId: crypto.randomUUID(), name: 'Sede' })
    expect([created.pixKey, created.pixCity]).toEqual(['', ''])
    const row = churchSchema.parse({
      id: 'c',
      clientId: 'k',
      createdAt: '2026-01-01T00:00:00Z',
      updatedAt: '2026-01-01T00:00:00Z',
      conventionId: 'v',
      fieldId: 'f',
      sectorId: 's',
      name: 'Sede',
      cnpj: '',
      representativeMemberId: null,
      sigla: '',
      linkLogo: '',
      primaryColor: '',
      secondaryColor: '',
      accentColor: '',
    })
    expect([row.pixKey, row.pixCity]).toEqual(['', ''])
  })
})
