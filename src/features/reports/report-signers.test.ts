import { describe, expect, it } from 'vitest'
import { suggestSigners, type SignerUser } from './report-signers'

const user = (
  fullName: string,
  roleName: string,
  churchId: string | null = 'c1',
  active = true,
): SignerUser => ({
  fullName,
  roleName,
  churchId,
  active,
})

describe('suggestSigners', () => {
  it('names each line after the users whose role fits, in the church', () => {
    const users = [
      user('Carlos Lima', 'Pastor presidente'),
      user('Rita Dias', 'Tesoureira'),
      user('Outro Pastor', 'Pastor', 'c2'),
      user('Paulo Reis', 'Conselho Fiscal'),
      user('Inativo', 'Tesoureiro', 'c1', false),
    ]
    expect(suggestSigners(users, null, 'c1')).toEqual({
      treasurer: 'Rita Dias',
      pastor: 'Carlos Lima',
      council: 'Paulo Reis',
    })
  })
  it('puts the signed-in treasurer first and leaves a line blank when nobody fits', () => {
    const me = user('Ana Souza', 'Tesoureiro', null)
    expect(suggestSigners([user('Rita Dias', 'Tesoureira')], me, 'c1')).toEqual({
      treasurer: 'Ana Souza',
      pastor: '',
      council: '',
    })
  })
})
