import { beforeEach, describe, expect, it, vi } from 'vitest'

/** The device side of the LGPD access log: sent at once online, queued offline, sent later. */

class NetworkError extends Error {
  readonly status = 0
  readonly isNetwork = true
}
const sent: unknown[] = []
let online = true

vi.mock('../../sync', () => ({
  HttpError: NetworkError,
  session: { getSnapshot: () => ({ user: { id: 'u1' } }) },
  request: (_method: string, _path: string, options: { body: unknown }) => {
    if (!online) return Promise.reject(new NetworkError('offline'))
    sent.push(options.body)
    return Promise.resolve({ data: {} })
  },
}))

const store = new Map<string, string>()
vi.stubGlobal('localStorage', {
  getItem: (k: string) => store.get(k) ?? null,
  setItem: (k: string, v: string) => void store.set(k, v),
  removeItem: (k: string) => void store.delete(k),
})

const { recordDataAccess, flushDataAccessQueue } = await import('./access-log')

beforeEach(() => {
  sent.length = 0
  store.clear()
  online = true
})

describe('recordDataAccess', () => {
  it('sends the record at once when online, and keeps nothing queued', async () => {
    await recordDataAccess({ kind: 'member_export', format: 'csv', memberId: 'm1' })
    expect(sent).toEqual([
      expect.objectContaining({ kind: 'member_export', format: 'csv', memberId: 'm1', label: '' }),
    ])
    expect(store.size).toBe(0)
  })

  it('queues offline exports and sends them, once each, when back online', async () => {
    online = false
    await recordDataAccess({ kind: 'transfers_report', format: 'csv', label: '2026' })
    await recordDataAccess({ kind: 'attention_export', format: 'json' })
    expect(sent).toEqual([])
    expect(JSON.parse(store.get('celeiro.access-log.u1') ?? '[]')).toHaveLength(2)
    online = true
    await flushDataAccessQueue()
    await flushDataAccessQueue()
    expect(sent.map((r) => (r as { kind: string }).kind)).toEqual([
      'transfers_report',
      'attention_export',
    ])
    expect(store.size).toBe(0)
  })
})
