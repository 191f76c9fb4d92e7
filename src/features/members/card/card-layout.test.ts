import { describe, expect, it } from 'vitest'
import {
  A4_PT,
  CARD_PT,
  cardCheckUrl,
  initialsOf,
  qrPath,
  sheetSlots,
  sheetsOf,
} from './card-layout'

describe('member card layout', () => {
  it('is ID-1 size: 85.6 × 54 mm in points', () => {
    expect(CARD_PT.width).toBeCloseTo(242.65, 1)
    expect(CARD_PT.height).toBeCloseTo(153.07, 1)
  })

  it('puts 10 cards on an A4 sheet, inside the page, none overlapping', () => {
    const slots = sheetSlots(false)
    expect(slots).toHaveLength(10)
    for (const slot of slots) {
      expect(slot.x).toBeGreaterThanOrEqual(0)
      expect(slot.y).toBeGreaterThanOrEqual(0)
      expect(slot.x + CARD_PT.width).toBeLessThanOrEqual(A4_PT.width + 0.001)
      expect(slot.y + CARD_PT.height).toBeLessThanOrEqual(A4_PT.height + 0.001)
    }
    const keys = new Set(slots.map((s) => `${s.x.toFixed(1)}:${s.y.toFixed(1)}`))
    expect(keys.size).toBe(10)
  })

  it('mirrors the backs left-right so each back prints behind its front', () => {
    const fronts = sheetSlots(false)
    const backs = sheetSlots(true)
    fronts.forEach((front, i) => {
      expect(backs[i]!.y).toBe(front.y)
      expect(backs[i]!.x + CARD_PT.width / 2).toBeCloseTo(
        A4_PT.width - (front.x + CARD_PT.width / 2),
        6,
      )
    })
  })

  it('groups a batch by 10 (23 cards: 10, 10, 3)', () => {
    expect(sheetsOf(Array.from({ length: 23 }, (_, i) => i)).map((s) => s.length)).toEqual([
      10, 10, 3,
    ])
    expect(sheetsOf([])).toEqual([])
  })

  it('makes the check address, the QR path and the initials', () => {
    expect(cardCheckUrl('https://app.celeiro.app/', 'ab12')).toBe(
      'https://app.celeiro.app/cartao/ab12',
    )
    expect(qrPath(2, (r, c) => r === c)).toBe('M0 0h1v1h-1zM1 1h1v1h-1z')
    // A row's run of dark modules is one rectangle.
    expect(qrPath(4, (r, c) => r === 0 && c !== 2)).toBe('M0 0h2v1h-2zM3 0h1v1h-1z')
    expect(initialsOf('Maria das Dores Silva')).toBe('MS')
    expect(initialsOf(' ')).toBe('?')
  })
})
