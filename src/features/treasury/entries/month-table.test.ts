import { describe, expect, it } from 'vitest'
import { isShortfall } from './month-table'

describe('budgeted vs realized', () => {
  it('marks revenue collected below budget and expenses spent above it, not the good news', () => {
    expect(isShortfall('revenue', 800_00, 1000_00)).toBe(true)
    expect(isShortfall('revenue', 1200_00, 1000_00)).toBe(false)
    expect(isShortfall('expense', 1200_00, 1000_00)).toBe(true)
    expect(isShortfall('expense', 800_00, 1000_00)).toBe(false)
    expect(isShortfall('expense', 1000_00, 1000_00)).toBe(false)
  })
})
