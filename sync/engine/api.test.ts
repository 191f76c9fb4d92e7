import 'fake-indexeddb/auto'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { PullAnswer, PushAnswer } from '../contracts/sync'
import { mutate, pendingCount, startSync, stopSync, syncStatus, wipeUserData } from './api'
import { uploads } from '../uploads/api'
import type { Transport } from './transport'

const offline: Transport = {
  push: (): Promise<PushAnswer> => Promise.reject(new Error('offline')),
  pull: (): Promise<PullAnswer> => Promise.reject(new Error('offline')),
}

afterEach(async () => {
  await stopSync()
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

describe('the sync façade', () => {
  it('keeps each user in their own database and wipes it on logout', async () => {
    await startSync(
      { id: 'ana' },
      { getToken: () => 'tok', transport: offline, syncOnWrite: false, refreshMs: 0 },
    )
    expect(syncStatus.getSnapshot().running).toBe(true)
    await mutate('field.create', {
      id: '0190f000-0000-7000-8000-0000000000a1',
      conventionId: '0190f000-0000-7000-8000-0000000000a0',
      name: 'Campo',
    })
    expect(syncStatus.getSnapshot().pending).toBe(1)
    await startSync(
      { id: 'joao' },
      { getToken: () => 'tok', transport: offline, syncOnWrite: false, refreshMs: 0 },
    )
    expect(syncStatus.getSnapshot().pending).toBe(0)
    expect(await pendingCount('ana')).toBe(1)
    await wipeUserData('ana')
    expect(await pendingCount('ana')).toBe(0)
  })

  it('counts queued files as unsent and wipes them on logout', async () => {
    // The device is offline: the queue's upload fails as a network error and the file waits.
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')))
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const options = { getToken: () => 'tok', transport: offline, syncOnWrite: false, refreshMs: 0 }
    await startSync({ id: 'rute' }, options)
    const pdf = Object.assign(new Blob(['%PDF-1.4 recibo'], { type: 'application/pdf' }), {
      name: 'recibo.pdf',
    })
    await uploads.add(pdf, { kind: 'expense', entryId: '0190f000-0000-7000-8000-0000000000b1' })
    expect(await pendingCount('rute')).toBe(1)
    await stopSync()
    expect(await pendingCount('rute')).toBe(1)
    await wipeUserData('rute')
    expect(await pendingCount('rute')).toBe(0)
    // A pass cut short by the stop (its database closed under it) is not reported as a failure.
    await new Promise((resolve) => setTimeout(resolve, 50))
    const failures = logged.mock.calls.filter(([what]) => String(what).startsWith('Upload queue'))
    expect(failures).toEqual([])
  })

  it('runs the attachment queue by the time the status says running', async () => {
    const reads: Promise<unknown>[] = []
    const unsubscribe = syncStatus.subscribe(() => {
      if (syncStatus.getSnapshot().running && reads.length === 0)
        reads.push(uploads.forEntry('0190f000-0000-7000-8000-0000000000c1'))
    })
    await startSync({ id: 'lia' }, { getToken: () => 'tok', transport: offline, refreshMs: 0 })
    unsubscribe()
    expect(reads).toHaveLength(1)
    expect(await reads[0]).toEqual([])
  })

  it('pauses without a token and refuses writes when stopped', async () => {
    await startSync({ id: 'maria' }, { getToken: () => null, transport: offline, refreshMs: 0 })
    await new Promise((r) => setTimeout(r, 20))
    expect(syncStatus.getSnapshot().paused).toBe(true)
    await stopSync()
    expect(syncStatus.getSnapshot().running).toBe(false)
    expect(() => mutate('field.delete', { id: 'x' })).toThrow()
  })
})
