import { i18n } from '@lingui/core'
import { beforeAll, describe, expect, it } from 'vitest'
import { installDomainMessages } from '../../../components/books/contract-messages'
import { contractMessage } from '../../../components/form'
import { levelFormSchema, type LevelRow } from './level-form-schema'

beforeAll(() => {
  i18n.loadAndActivate({ locale: 'pt-BR', messages: {} })
  installDomainMessages()
})

const levels: LevelRow[] = [
  { id: 'a', name: 'Administrador', order: 0, parentLevelId: null },
  { id: 'b', name: 'Convenção', order: 1, parentLevelId: null },
  { id: 'c', name: 'Campo', order: 2, parentLevelId: 'b' },
]
const issues = (value: object, editing: string | null = null) => {
  const result = levelFormSchema(levels, editing).safeParse(value)
  return result.success ? [] : [...new Set(result.error.issues.map((i) => i.path.join('.')))]
}

describe('level form: the order rules of spec §5', () => {
  it('order 2+ needs a parent of lower order', () => {
    expect(issues({ name: 'Setor', order: '3', parentLevelId: '' })).toEqual(['parentLevelId'])
    expect(issues({ name: 'Setor', order: '3', parentLevelId: 'c' })).toEqual([])
    expect(issues({ name: 'Setor', order: '2', parentLevelId: 'c' })).toEqual(['parentLevelId'])
  })
  it('order 1 needs no parent; order 0 has none and is unique', () => {
    expect(issues({ name: 'Outro', order: '1', parentLevelId: '' })).toEqual([])
    expect(issues({ name: 'Outro', order: '0', parentLevelId: '' })).toEqual(['order'])
    expect(issues({ name: 'Administrador', order: '0', parentLevelId: '' }, 'a')).toEqual([])
    expect(issues({ name: 'Administrador', order: '0', parentLevelId: 'b' }, 'a')).toContain(
      'parentLevelId',
    )
  })
  it('refuses a missing or non-integer order and a short name', () => {
    expect(issues({ name: 'Se', order: '', parentLevelId: '' }).sort()).toEqual(['name', 'order'])
    expect(issues({ name: 'Setor', order: '1.5', parentLevelId: '' })).toEqual(['order'])
  })
  it('says what is wrong with codes, turned into text when shown (no rebuild on a language change)', () => {
    const messages = (value: object, editing: string | null = null) => {
      const result = levelFormSchema(levels, editing).safeParse(value)
      return result.success ? [] : result.error.issues.map((i) => i.message)
    }
    const codes = [
      ...messages({ name: 'Se', order: '3', parentLevelId: '' }),
      ...messages({ name: 'Outro', order: '0', parentLevelId: '' }),
      ...messages({ name: 'Administrador', order: '0', parentLevelId: 'b' }, 'a'),
      ...messages({ name: 'Setor', order: '2', parentLevelId: 'c' }),
      ...messages({ name: 'Setor', order: '1001', parentLevelId: 'c' }),
    ]
    expect(codes).toEqual([
      'name_too_short',
      'parent_required',
      'administrator_level_exists',
      'parent_not_allowed',
      'parent_order_not_lower',
      'invalid_order',
    ])
    expect(codes.map(contractMessage)).toContain(
      'Níveis de ordem 2 ou mais precisam de um nível superior.',
    )
    for (const code of codes) expect(contractMessage(code)).not.toBe(code)
  })
})
