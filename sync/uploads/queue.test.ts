import { IDBFactory, IDBKeyRange } from 'fake-indexeddb'
import { afterEach, describe, expect, it } from 'vitest'
import { HttpError } from '../http'
import { ATTACHMENT_MAX_BYTES, ATTACHMENT_MAX_FILES } from './limits'
import { backoff, UploadQueue, UploadRefused, type UploadFn } from './queue'

const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x34]
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
const file = (bytes: number[], name = 'recibo.pdf', pad = 100) =>
  Object.assign(new Blob([new Uint8Array([...bytes, ...new Array<number>(pad).fill(0)])]), { name })
const target = { kind: 'expense' as const, entryId: 'e1' }

let clock = 1_000_000
let queues: UploadQueue[] = []
function makeQueue(
  upload: UploadFn,
  extra: Partial<ConstructorParameters<typeof UploadQueue>[0]> = {},
) {
  const queue = new UploadQueue({
    userId: 'u1',
    getToken: () => 'tok',
    upload,
    env: { indexedDB: new IDBFactory(), IDBKeyRange },
    now: () => clock,
    random: () => 1,
    autoRun: false,
    ...extra,
  })
  queues.push(queue)
  return queue
}
afterEach(() => {
  queues.forEach((q) => q.stop())
  queues = []
})
const stateOf = async (q: UploadQueue, id: string) => (await q.db.items.get(id))?.state

describe('upload queue', () => {
  it('refuses what the server never accepts, by the first bytes, size and count', async () => {
    const q = makeQueue(() => Promise.resolve('x'))
    await expect(q.add(file([0x47, 0x49, 0x46, 0x38], 'foto.pdf'), target)).rejects.toEqual(
      new UploadRefused('attachment_unsupported_format'),
    )
    const big = Object.assign(
      new Blob([new Uint8Array(PNG), new Uint8Array(ATTACHMENT_MAX_BYTES)]),
      { name: 'a.png' },
    )
    await expect(q.add(big, target)).rejects.toMatchObject({ code: 'attachment_too_large' })
    for (let i = 0; i < ATTACHMENT_MAX_FILES - 1; i++) await q.add(file(PDF), target)
    await expect(q.add(file(PDF), target, 1)).rejects.toMatchObject({
      code: 'attachment_max_files',
    })
    expect(await q.db.items.count()).toBe(ATTACHMENT_MAX_FILES - 1)
    const stored = await q.add(file(PNG, 'nota.png'), { kind: 'expense', entryId: 'e2' })
    expect(stored).toMatchObject({ type: 'image/png', state: 'queued', name: 'nota.png' })
  })

  it('keeps a file offline, backs off, and uploads it once the network answers', async () => {
    let online = false
    const sent: string[] = []
    const q = makeQueue((item, token) => {
      if (!online) return Promise.reject(new HttpError(0, 'network_error', undefined, '/x'))
      sent.push(`${item.name}:${token}`)
      return Promise.resolve('srv-1')
    })
    const item = await q.add(file(PDF), target)
    await q.runOnce()
    let row = await q.db.items.get(item.id)
    expect(row).toMatchObject({ state: 'queued', attempts: 1, nextAttemptAt: clock + 1000 })
    await q.runOnce() // not due yet: nothing tried
    expect((await q.db.items.get(item.id))?.attempts).toBe(1)
    clock += 1000
    await q.runOnce()
    row = await q.db.items.get(item.id)
    expect(row).toMatchObject({ attempts: 2, nextAttemptAt: clock + 2000 })
    online = true
    clock += 2000
    await q.runOnce()
    expect(await q.db.items.get(item.id)).toMatchObject({ state: 'done', attachmentId: 'srv-1' })
    expect(sent).toEqual(['recibo.pdf:tok'])
    await q.runOnce()
    expect(sent).toHaveLength(1)
  })

  it('marks a file the server refuses for good as failed with its reason; retry queues it again', async () => {
    let refuse = true
    const q = makeQueue(() =>
      refuse
        ? Promise.reject(new HttpError(413, 'file_too_large', 'Arquivo muito grande', '/x'))
        : Promise.resolve('srv-2'),
    )
    const item = await q.add(file(PDF), target)
    await q.runOnce()
    expect(await q.db.items.get(item.id)).toMatchObject({
      state: 'failed',
      error: { code: 'file_too_large', message: 'Arquivo muito grande' },
    })
    await q.runOnce()
    expect(await stateOf(q, item.id)).toBe('failed')
    refuse = false
    await q.retry(item.id)
    await q.runOnce()
    expect(await stateOf(q, item.id)).toBe('done')
  })

  it('retries server errors and a lost session, and waits for the entry to reach the server', async () => {
    let answer: HttpError | null = new HttpError(503, 'unavailable', undefined, '/x')
    let ready = false
    const q = makeQueue(() => (answer ? Promise.reject(answer) : Promise.resolve('srv')), {
      isEntryReady: () => Promise.resolve(ready),
    })
    const item = await q.add(file(PDF), target)
    await q.runOnce()
    expect(await q.db.items.get(item.id)).toMatchObject({ state: 'queued', attempts: 0 })
    ready = true
    clock += 10_000
    await q.runOnce()
    expect(await q.db.items.get(item.id)).toMatchObject({ state: 'queued', attempts: 1 })
    answer = new HttpError(401, 'unauthorized', undefined, '/x')
    clock += 10_000
    await q.runOnce()
    expect(await q.db.items.get(item.id)).toMatchObject({ state: 'queued', attempts: 2 })
    answer = null
    clock += 10_000
    await q.runOnce()
    expect(await stateOf(q, item.id)).toBe('done')
  })

  it('puts a file left uploading by a closed tab back in the queue on start', async () => {
    const q = makeQueue(() => Promise.resolve('srv'))
    const item = await q.add(file(PDF), target)
    await q.db.items.update(item.id, { state: 'uploading' })
    await q.start()
    expect(await stateOf(q, item.id)).toBe('queued')
    await q.remove(item.id)
    expect(await q.forEntry('e1')).toEqual([])
  })

  it('backs off exponentially up to five minutes, with jitter between half and all of it', () => {
    expect([1, 2, 3, 4].map((n) => backoff(n, () => 1))).toEqual([1000, 2000, 4000, 8000])
    expect(backoff(30, () => 1)).toBe(300_000)
    expect(backoff(3, () => 0)).toBe(2000)
  })
})
