import { describe, expect, it } from 'vitest'
import { assetCreateSchema } from './assets'
import { nameSchema } from './common'
import { memberCreateSchema } from './members'
import { controlCharacterPath, multilineText, singleLine, text } from './text'
import { titheCreateSchema } from './treasury'

const codes = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message) ?? []

describe('the text primitive', () => {
  it('refuses NUL and every other C0 control and DEL in a one-line text, and tab or line breaks', () => {
    for (const control of ['\u0000', '\u0001', '\u0007', '\u001b', '\u001f', '\u007f'])
      expect(codes(text(50).safeParse(`Ana${control}Maria`)), JSON.stringify(control)).toEqual([
        'control_character',
      ])
    for (const lineBreak of ['\t', '\n', '\r'])
      expect(codes(text(50).safeParse(`Ana${lineBreak}Maria`))).toEqual(['single_line'])
    expect(text(50).parse('  Ana Maria  ')).toBe('Ana Maria')
    expect(singleLine().parse('Conceição Araújo — São José')).toBe('Conceição Araújo — São José')
  })

  it('keeps tab and line breaks in a multi-line text, and refuses the other controls there', () => {
    expect(multilineText(100).parse('Linha 1\r\n\tLinha 2')).toBe('Linha 1\r\n\tLinha 2')
    expect(codes(multilineText(100).safeParse('Nota\u0000nula'))).toEqual(['control_character'])
    expect(codes(multilineText(5).safeParse('123456'))).toEqual(['text_too_long'])
  })

  it("holds in every entity's texts: names, one-line fields and notes", () => {
    expect(codes(nameSchema.safeParse('Ativo\u0000nulo'))).toEqual(['control_character'])
    expect(codes(nameSchema.safeParse('João.\n\nSua conta foi bloqueada'))).toEqual(['single_line'])
    const asset = { id: crypto.randomUUID(), churchId: crypto.randomUUID(), name: 'Cadeiras' }
    expect(codes(assetCreateSchema.safeParse({ ...asset, subdivision: 'Nave\u0000' }))).toEqual([
      'control_character',
    ])
    expect(assetCreateSchema.parse({ ...asset, description: 'Duas\nlinhas' }).description).toBe(
      'Duas\nlinhas',
    )
    const member = {
      id: crypto.randomUUID(),
      churchId: crypto.randomUUID(),
      name: 'Maria',
      surname: 'Silva',
    }
    expect(
      codes(memberCreateSchema.safeParse({ ...member, address: { city: 'Campinas\u0000' } })),
    ).toEqual(['control_character'])
    expect(codes(memberCreateSchema.safeParse({ ...member, surname: 'Sil\u0000va' }))).toEqual([
      'control_character',
    ])
    const tithe = {
      id: crypto.randomUUID(),
      churchId: crypto.randomUUID(),
      amount: 1000,
      date: '2026-03-01',
    }
    expect(codes(titheCreateSchema.safeParse({ ...tithe, notes: 'Oferta\u0000' }))).toEqual([
      'control_character',
    ])
  })
})

describe('controlCharacterPath', () => {
  it('finds a control character in any string or key, at any depth', () => {
    expect(controlCharacterPath({ name: 'ok', address: { city: 'Campi\u0000nas' } })).toBe(
      'address.city',
    )
    expect(controlCharacterPath({ tags: ['a', 'b\u0007'] })).toBe('tags.1')
    expect(controlCharacterPath({ 'na\u0000me': 1 })).toBe('na\uFFFDme')
    expect(controlCharacterPath({ notes: 'Linha 1\n\tLinha 2', n: 3, ok: true })).toBeUndefined()
    expect(controlCharacterPath('\u0000')).toBe('')
  })

  it('walks a value nested deeper than the stack would allow', () => {
    let deep: unknown = 'fundo\u0000'
    for (let i = 0; i < 50_000; i++) deep = [deep]
    expect(controlCharacterPath(deep)?.split('.')).toHaveLength(50_000)
  })
})
