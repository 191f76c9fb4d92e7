import { describe, expect, it } from 'vitest'
import { normalizeBrPhone, whatsappLink } from './whatsapp'

describe('normalizeBrPhone', () => {
  it.each([
    ['(11) 98765-4321', '5511987654321'],
    ['11987654321', '5511987654321'],
    ['+55 11 98765-4321', '5511987654321'],
    ['55 (11) 98765-4321', '5511987654321'],
    ['0055 11 98765 4321', '5511987654321'],
    ['011 98765-4321', '5511987654321'],
    ['0 15 11 98765-4321', '5511987654321'],
    // a mobile typed before the 9th digit
    ['(21) 8765-4321', '5521987654321'],
    ['55 21 8765-4321', '5521987654321'],
    // a landline stays as it is
    ['(19) 3234-5678', '551932345678'],
  ])('%s → %s', (raw, expected) => {
    expect(normalizeBrPhone(raw)).toBe(expected)
  })

  it.each([
    '',
    null,
    undefined,
    '1234',
    '(01) 98765-4321',
    '(11) 08765-4321',
    '(11) 88765-43210',
    '+1 415 555 0100',
  ])('refuses %s', (raw) => {
    expect(normalizeBrPhone(raw)).toBeNull()
  })
})

describe('whatsappLink', () => {
  it('opens WhatsApp at the number with the message typed in', () => {
    expect(
      whatsappLink('(11) 98765-4321', 'Feliz aniversário, Ana! 🎉 Deus te abençoe & guarde'),
    ).toBe(
      'https://wa.me/5511987654321?text=Feliz%20anivers%C3%A1rio%2C%20Ana!%20%F0%9F%8E%89%20Deus%20te%20aben%C3%A7oe%20%26%20guarde',
    )
  })
  it('lets WhatsApp ask whom to send it to when the phone is not a Brazilian one', () => {
    expect(whatsappLink('', 'Olá')).toBe('https://wa.me/?text=Ol%C3%A1')
  })
  it('has no link without a message', () => {
    expect(whatsappLink('11987654321', '  ')).toBeNull()
  })
})
