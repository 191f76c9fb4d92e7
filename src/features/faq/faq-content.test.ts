import { describe, expect, it } from 'vitest'
import { FAQ } from './faq-content'

describe('the FAQ', () => {
  it('answers about every module a church asks about (issue 50)', () => {
    const ids = FAQ.map((entry) => entry.id)
    for (const topic of [
      'offline',
      'first-access',
      'service-mode',
      'registration-link',
      'calendar',
      'assets',
      'cash-flow',
      'notifications',
      'subscription',
      'tithes',
      'access',
    ])
      expect(ids).toContain(topic)
    expect(new Set(ids).size).toBe(ids.length)
  })
})
