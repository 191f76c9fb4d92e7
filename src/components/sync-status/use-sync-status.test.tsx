// @vitest-environment jsdom
import { act, cleanup, render, renderHook, screen } from '@testing-library/react'
import { Suspense, use } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useOnline, useSyncStatusField } from './use-sync-status'

/** The engine's status store, as the engine updates it. */
const syncStatus = await vi.hoisted(async () =>
  (await import('./fake-sync-status')).fakeSyncStatus({
    running: false,
    online: true,
    syncing: false,
    pending: 0,
    attention: 0,
  }),
)
vi.mock('../../../sync', () => ({ syncStatus }))

afterEach(cleanup)

function counted<T>(hook: () => T) {
  let renders = 0
  const view = renderHook(() => {
    renders++
    return hook()
  })
  return { view, renders: () => renders }
}

describe('one field of the sync status', () => {
  it('redraws its component only when that field changes', () => {
    const { view, renders } = counted(() => useSyncStatusField('running'))
    expect(view.result.current).toBe(false)
    const before = renders()
    act(() => syncStatus.update({ pending: 3, syncing: true, lastSyncAt: '2026-11-27T22:30:00Z' }))
    act(() => syncStatus.update({ pending: 4, attention: 1, syncing: false }))
    expect(renders()).toBe(before)
    act(() => syncStatus.update({ running: true }))
    expect(view.result.current).toBe(true)
    expect(renders()).toBe(before + 1)
  })

  it('draws a change in a transition: what is on screen stays while the next draw waits', () => {
    // A transition keeps the drawn content while its next draw suspends; an update drawn at once
    // (useSyncExternalStore's) would replace it with the fallback.
    const never = new Promise<never>(() => {})
    function Reader() {
      if (useSyncStatusField('running')) use(never)
      return <p>drawn</p>
    }
    act(() => syncStatus.update({ running: false }))
    render(
      <Suspense fallback={<p>waiting</p>}>
        <Reader />
      </Suspense>,
    )
    expect(screen.getByText('drawn')).toBeTruthy()
    act(() => syncStatus.update({ running: true }))
    expect(screen.queryByText('waiting')).toBeNull()
    expect(screen.getByText('drawn')).toBeTruthy()
  })

  it("online: the browser's word until the engine runs, then the engine's", () => {
    const { view } = counted(() => useOnline())
    act(() => syncStatus.update({ running: false, online: false }))
    expect(view.result.current).toBe(navigator.onLine)
    act(() => syncStatus.update({ running: true }))
    expect(view.result.current).toBe(false)
    act(() => syncStatus.update({ online: true }))
    expect(view.result.current).toBe(true)
  })
})
