// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest'
import { EMPTY_VALUES, STEP_SCHEMAS, clearWizard, loadWizard, saveWizard } from './signup-values'

const filled = {
  ...EMPTY_VALUES,
  access: {
    email: 'pastor@igreja.org.br',
    password: 'Igreja@Forte2026',
    passwordConfirm: 'Igreja@Forte2026',
  },
  person: { fullName: 'Pastor João', cpf: '529.982.247-25', phone: '(11) 98765-4321' },
}

describe('the stored wizard', () => {
  beforeEach(() => sessionStorage.clear())

  it('keeps the key and what was typed, never the password, and reopens at the first step', () => {
    saveWizard({ key: 'k-1', step: 2, values: filled })
    expect(sessionStorage.getItem('celeiro.signup')).not.toContain('Igreja@2026')
    const loaded = loadWizard()
    expect(loaded?.key).toBe('k-1')
    expect(loaded?.step).toBe(0)
    expect(loaded?.values.access).toEqual({
      email: 'pastor@igreja.org.br',
      password: '',
      passwordConfirm: '',
    })
    expect(loaded?.values.person).toEqual(filled.person)
    clearWizard()
    expect(loadWizard()).toBeNull()
  })

  it('ignores what is not a stored wizard', () => {
    sessionStorage.setItem('celeiro.signup', '{not json')
    expect(loadWizard()).toBeNull()
    sessionStorage.setItem('celeiro.signup', JSON.stringify({ step: 1 }))
    expect(loadWizard()).toBeNull()
  })
})

describe('the step schemas', () => {
  it('each step checks only its own part; the last checks everything', () => {
    expect(STEP_SCHEMAS[0].safeParse(filled).success).toBe(true)
    expect(STEP_SCHEMAS[1].safeParse(filled).success).toBe(true)
    expect(STEP_SCHEMAS[2].safeParse(filled).success).toBe(false)
    const third = STEP_SCHEMAS[2].safeParse(filled)
    expect(third.error?.issues.every((issue) => issue.path[0] === 'church')).toBe(true)
    expect(STEP_SCHEMAS[3].safeParse(filled).success).toBe(false)
  })
})
