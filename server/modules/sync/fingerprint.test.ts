import { describe, expect, it } from 'vitest'
import { canonicalJson, mutationFingerprint } from './fingerprint'

describe('canonicalJson', () => {
  it('sorts keys at every depth and drops undefined', () => {
    expect(canonicalJson({ b: 1, a: { d: [1, { z: 1, y: 2 }], c: undefined } })).toBe(
      '{"a":{"d":[1,{"y":2,"z":1}]},"b":1}',
    )
  })
  it('gives equal fingerprints for equal content in any key order', () => {
    expect(mutationFingerprint('f.x', { a: 1, b: 'x' })).toBe(
      mutationFingerprint('f.x', { b: 'x', a: 1 }),
    )
    expect(mutationFingerprint('f.x', { a: 1 })).not.toBe(mutationFingerprint('f.y', { a: 1 }))
    expect(mutationFingerprint('f.x', { a: 1 })).not.toBe(mutationFingerprint('f.x', { a: 2 }))
  })
})
