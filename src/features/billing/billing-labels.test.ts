import { describe, expect, it } from 'vitest'
import { daysLeft } from '../../components/layout/billing-banner'
import { formatBoletoLine } from './billing-labels'

describe('billing labels', () => {
  it('writes the linha digitável as the bank prints it, and leaves anything else as it is', () => {
    expect(formatBoletoLine('00190500954014481606906809350314337370000000100')).toBe(
      '00190.50095 40144.816069 06809.350314 3 37370000000100',
    )
    expect(formatBoletoLine('123')).toBe('123')
  })

  it('counts whole days left, never below zero', () => {
    const now = new Date('2026-11-25T12:00:00Z')
    expect(daysLeft('2026-12-25T12:00:00.000Z', now)).toBe(30)
    expect(daysLeft('2026-11-25T13:00:00.000Z', now)).toBe(1)
    expect(daysLeft('2026-11-01T00:00:00.000Z', now)).toBe(0)
  })
})
