// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { WhenNear } from './when-near'

/** A stand-in for the browser's IntersectionObserver: `enter()` says the place came near. */
class FakeObserver {
  static last: FakeObserver | null = null
  observed: Element[] = []
  constructor(private readonly report: IntersectionObserverCallback) {
    FakeObserver.last = this
  }
  observe(element: Element) {
    this.observed.push(element)
  }
  disconnect() {
    this.observed = []
  }
  enter() {
    const entries = this.observed.map((target) => ({ target, isIntersecting: true }))
    this.report(entries as unknown as IntersectionObserverEntry[], this as never)
  }
}

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('WhenNear', () => {
  it('shows the placeholder until the place comes near, then what it holds, for good', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver)
    render(<WhenNear fallback={<p>esqueleto</p>}>gráfico</WhenNear>)
    expect(screen.getByText('esqueleto')).toBeTruthy()
    expect(screen.queryByText('gráfico')).toBeNull()
    act(() => FakeObserver.last?.enter())
    expect(screen.getByText('gráfico')).toBeTruthy()
    expect(FakeObserver.last?.observed).toEqual([]) // no longer watched
  })

  it('shows what it holds at once where the browser cannot tell (no IntersectionObserver)', () => {
    vi.stubGlobal('IntersectionObserver', undefined)
    render(<WhenNear fallback={<p>esqueleto</p>}>gráfico</WhenNear>)
    expect(screen.getByText('gráfico')).toBeTruthy()
  })
})
