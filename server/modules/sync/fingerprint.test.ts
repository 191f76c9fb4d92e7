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

describe('canonicalJson without recursion', () => {
  it('fingerprints 20,000-deep args without running out of stack', () => {
    let deep: unknown = 1
    for (let i = 0; i < 20_000; i++) deep = { a: deep }
    const text = canonicalJson(deep)
    expect(text.length).toBe(20_000 * 6 + 1)
    expect(text.startsWith('{"a":{"a":')).toBe(true)
    expect(canonicalJson([1, undefined, [{ b: 2, a: [] }], 'x'])).toBe(
      '[1,null,[{"a":[],"b":2}],"x"]',
    )
  })
})
