import { describe, expect, it } from 'vitest'
import { COMMON_PASSWORD_COUNT, isCommonPassword } from './common-passwords'

describe('common passwords', () => {
  it('holds a few hundred entries', () => {
    expect(COMMON_PASSWORD_COUNT).toBeGreaterThanOrEqual(300)
  })

  it('refuses common words dressed up with case, digits, symbols and leetspeak', () => {
    for (const p of [
      'Senha@123',
      'Mudar@123',
      'Brasil@2024',
      'BRASIL#2025',
      'P@ssw0rd1',
      'Flamengo#10',
      'Jesus@2026',
      'Igreja!1',
      'Celeiro@2026',
      'qwerty123',
      'Admin@123',
      'Contraseña1!',
    ])
      expect(isCommonPassword(p), p).toBe(true)
  })

  it('lets uncommon passwords through', () => {
    for (const p of ['Nova-Chave#42', 'Xq7!vLm2pA', 'Brasil@Jesus2024', 'Outr0-Segredo!x'])
      expect(isCommonPassword(p), p).toBe(false)
  })
})
