import { IDBFactory, IDBKeyRange } from 'fake-indexeddb'
import { describe, expect, it, vi } from 'vitest'
import type { PullAnswer, PushAnswer } from '../contracts/sync'
import { exportAttention } from './attention'
import { SyncDatabase } from './database'
import { SyncEngine } from './engine'
import { mutate, mutateMany, readState } from './mutate'
import { pullAll, resetMirror, type PullProgress } from './pull'
import { applyToRow } from './rows'
import { createStatusStore } from './status'
import type { PullParams, Transport } from './transport'

const ID = '0190f000-0000-7000-8000-000000000001'
const CONVENTION = '0190f000-0000-7000-8000-0000000000c0'
const newDb = () => new SyncDatabase('u1', { indexedDB: new IDBFactory(), IDBKeyRange })
const page = (p: Partial<PullAnswer>): PullAnswer => ({
  reset: false,
  changes: [],
  cursor: 1,
  hasMore: false,
  lastMutationId: 0,
  rejected: [],
  ...p,
})

/** Answers an initial sync's first phase from `first` (empty pages when none), every other pull from `pages`. */
function fakeTransport(
  pages: PullAnswer[],
  first: PullAnswer[] = [],
): Transport & { pulls: number; asked: PullParams[] } {
  const t = {
    pulls: 0,
    asked: [] as PullParams[],
    push: (): Promise<PushAnswer> => Promise.resolve({ lastMutationId: 0, results: [] }),
    pull: (params: PullParams) => {
      t.asked.push(params)
      if (params.phase === 'first') return Promise.resolve(first.shift() ?? page({}))
      const next = pages[t.pulls++] ?? page({})
      return Promise.resolve(next)
    },
  }
  return t
}

describe('applyToRow', () => {
  it('creates, patches and deletes', () => {
    const row = applyToRow(undefined, 'create', { id: ID, name: 'A' })
    expect(applyToRow(row, 'update', { id: ID, patch: { name: 'B' } })).toEqual({
      id: ID,
      name: 'B',
    })
    expect(applyToRow(undefined, 'update', { id: ID, patch: { name: 'B' } })).toBeUndefined()
    expect(applyToRow(row, 'delete', { id: ID })).toBeUndefined()
  })
})

describe('the device database', () => {
  it('queues many writes in one go, in order, or none when one is invalid', async () => {
    const db = newDb()
    const ID2 = '0190f000-0000-7000-8000-000000000002'
    await mutate(db, 'field.create', { id: ID, conventionId: CONVENTION, name: 'Campo' })
    const ids = await mutateMany(db, [
      { name: 'field.create', args: { id: ID2, conventionId: CONVENTION, name: 'Outro' } },
      { name: 'field.update', args: { id: ID, patch: { name: 'Campo 2' } } },
      { name: 'field.update', args: { id: ID2, patch: { name: 'Outro 2' } } },
    ])
    expect(ids).toEqual([2, 3, 4])
    expect((await db.outbox.toArray()).map((e) => e.mutationId)).toEqual([1, 2, 3, 4])
    expect((await db.entity('fields').get(ID))?.name).toBe('Campo 2')
    expect((await db.entity('fields').get(ID2))?.name).toBe('Outro 2')
    await expect(
      mutateMany(db, [
        { name: 'field.delete', args: { id: ID } },
        { name: 'field.update', args: { patch: {} } },
      ]),
    ).rejects.toThrow()
    expect(await db.outbox.count()).toBe(4)
    expect(await db.entity('fields').get(ID)).toBeDefined()
    expect((await readState(db)).nextMutationId).toBe(5)
    db.close()
  })

  it('numbers mutations 1, 2, 3 per client and changes mirror and outbox together', async () => {
    const db = newDb()
    await mutate(db, 'field.create', { id: ID, conventionId: CONVENTION, name: 'Campo' })
    await mutate(db, 'field.update', { id: ID, patch: { name: 'Campo 2' } })
    await expect(mutate(db, 'field.update', { patch: {} })).rejects.toThrow()
    await mutate(db, 'field.delete', { id: ID })
    const outbox = await db.outbox.toArray()
    expect(outbox.map((e) => e.mutationId)).toEqual([1, 2, 3])
    const state = await readState(db)
    expect(outbox.every((e) => e.clientId === state.clientId && e.schemaVersion === 1)).toBe(true)
    expect(await db.entity('fields').get(ID)).toBeUndefined()
    db.close()
  })

  it('rebases pending edits on pulled rows, confirms, and reverts a rejected create', async () => {
    const db = newDb()
    await mutate(db, 'field.update', { id: ID, patch: { sigla: 'L' } }) // nothing local yet: the row is unknown
    const t = fakeTransport([
      page({
        changes: [{ entity: 'fields', id: ID, seq: 5, row: { id: ID, name: 'Server', sigla: '' } }],
        cursor: 5,
        total: 1,
      }),
      page({ cursor: 6, lastMutationId: 1 }),
    ])
    const progress: PullProgress[] = []
    await pullAll(db, t, 'tok', { onProgress: (p) => progress.push(p) })
    expect(progress).toEqual([{ done: 1, total: 1, phase: 'rest' }])
    expect(await db.entity('fields').get(ID)).toEqual({ id: ID, name: 'Server', sigla: 'L' })
    expect(await db.outbox.count()).toBe(1)
    await pullAll(db, t, 'tok')
    expect(await db.outbox.count()).toBe(0)
    expect(await db.shadow.count()).toBe(0)
    // The server did not take it (no pull brought sigla L): the mirror shows the server's row again.
    expect(await db.entity('fields').get(ID)).toEqual({ id: ID, name: 'Server', sigla: '' })

    const other = '0190f000-0000-7000-8000-000000000002'
    await mutate(db, 'field.create', { id: other, conventionId: CONVENTION, name: 'Xis' })
    const reason = { code: 'validation_failed', message: 'Verifique os dados informados.' }
    await pullAll(
      db,
      fakeTransport([
        page({ cursor: 7, lastMutationId: 2, rejected: [{ mutationId: 2, reason }] }),
      ]),
      'tok',
    )
    expect(await db.entity('fields').get(other)).toBeUndefined()
    expect(await db.attention.toArray()).toMatchObject([
      { mutationId: 2, name: 'field.create', reason },
    ])
    const csv = await exportAttention(db, 'csv')
    expect(csv.split('\r\n')).toHaveLength(2)
    expect(csv).toContain('""id"":""0190f000-0000-7000-8000-000000000002""')
    expect(csv).toContain('""name"":""Xis""')
    db.close()
  })

  it('rebases pulled rows on their pending edits in order, whether the outbox is read whole or key by key', async () => {
    const db = newDb()
    const id = (n: number) => `0190f000-0000-7000-8000-${String(n).padStart(12, '0')}`
    await mutate(db, 'field.update', { id: ID, patch: { sigla: 'A1', name: 'Nome 1' } })
    for (let n = 100; n < 130; n++)
      await mutate(db, 'field.create', { id: id(n), conventionId: CONVENTION, name: `Novo ${n}` })
    await mutate(db, 'field.update', { id: ID, patch: { sigla: 'A3' } })
    await mutate(db, 'field.update', { id: id(100), patch: { name: 'Novo cem' } })
    const server = (n: number, name: string) => ({
      entity: 'fields',
      id: id(n),
      seq: n,
      row: { id: id(n), name, sigla: 'S' },
    })
    // One row pulled, 33 entries queued: each key read on its own.
    await pullAll(
      db,
      fakeTransport([page({ changes: [{ ...server(1, 'Server'), id: ID }], cursor: 1 })]),
      'tok',
    )
    expect(await db.entity('fields').get(ID)).toEqual({ id: ID, name: 'Nome 1', sigla: 'A3' })
    // Every row pulled: the outbox read whole.
    const all = [{ ...server(1, 'Server 2'), id: ID }]
    for (let n = 100; n < 130; n++) all.push(server(n, `Servidor ${n}`))
    await pullAll(db, fakeTransport([page({ changes: all, cursor: 2 })]), 'tok')
    expect(await db.entity('fields').get(ID)).toEqual({ id: ID, name: 'Nome 1', sigla: 'A3' })
    expect(await db.entity('fields').get(id(100))).toMatchObject({ name: 'Novo cem' })
    expect(await db.entity('fields').get(id(129))).toMatchObject({ name: 'Novo 129' })
    expect(await db.outbox.count()).toBe(33)
    db.close()
  })

  it('an initial sync: first phase on its own cursor (cut short, it starts again), then the rest from 0', async () => {
    const db = newDb()
    const church = (id: string, seq: number) => ({
      entity: 'churches',
      id,
      seq,
      row: { id, name: `Igreja ${seq}` },
    })
    const A = '0190f000-0000-7000-8000-00000000000a'
    const B = '0190f000-0000-7000-8000-00000000000b'
    const failing: Transport = {
      push: () => Promise.resolve({ lastMutationId: 0, results: [] }),
      pull: (params) =>
        params.cursor === 0
          ? Promise.resolve(page({ changes: [church(A, 3)], cursor: 3, hasMore: true, total: 2 }))
          : Promise.reject(new Error('network')),
    }
    await expect(pullAll(db, failing, 't')).rejects.toThrow('network')
    // The first page is kept, but the device's cursor did not move: the first phase starts again.
    expect(await db.entity('churches').get(A)).toBeDefined()
    expect(await readState(db)).toMatchObject({ cursor: 0, ready: false })
    expect((await readState(db)).firstBound).toBeUndefined()

    const t = fakeTransport(
      [page({ changes: [church(B, 12)], cursor: 12, total: 1 })],
      [
        page({ changes: [church(A, 3)], cursor: 3, hasMore: true, total: 2 }),
        page({ changes: [], cursor: 10 }),
      ],
    )
    const progress: PullProgress[] = []
    await pullAll(db, t, 't', { onProgress: (p) => progress.push(p) })
    expect(t.asked.map((p) => [p.phase, p.cursor, p.firstBound])).toEqual([
      ['first', 0, undefined],
      ['first', 3, undefined],
      ['rest', 0, 10],
    ])
    expect(progress).toEqual([
      { done: 1, total: 2, phase: 'first' },
      { done: 1, total: 2, phase: 'first' },
      { done: 1, total: 1, phase: 'rest' },
    ])
    expect(await readState(db)).toMatchObject({ cursor: 12, ready: true, firstBound: 10 })
    // Caught up: plain changes from the cursor.
    await pullAll(db, t, 't')
    expect(t.asked.at(-1)?.cursor).toBe(12)
    expect(t.asked.at(-1)?.phase).toBeUndefined()
    // A reset starts an initial sync again, first phase first.
    await resetMirror(db)
    expect(await readState(db)).toMatchObject({ cursor: 0, ready: false })
    expect((await readState(db)).firstBound).toBeUndefined()
    db.close()
  })

  it('on reset drops the mirror but keeps the outbox and its local effect', async () => {
    const db = newDb()
    await pullAll(
      db,
      fakeTransport([
        page({
          changes: [{ entity: 'churches', id: ID, seq: 1, row: { id: ID, name: 'Igreja' } }],
        }),
      ]),
      't',
    )
    const mine = '0190f000-0000-7000-8000-000000000003'
    await mutate(db, 'field.create', { id: mine, conventionId: CONVENTION, name: 'Meu campo' })
    await pullAll(
      db,
      fakeTransport([page({ reset: true, cursor: 0, hasMore: true }), page({ cursor: 9 })]),
      't',
    )
    expect(await db.entity('churches').count()).toBe(0)
    expect(await db.entity('fields').get(mine)).toMatchObject({ name: 'Meu campo' })
    expect(await db.outbox.count()).toBe(1)
    db.close()
  })
})

describe('pushOutbox', () => {
  it('moves a refused entry to attention and goes on with the next ones', async () => {
    const db = newDb()
    const second = '0190f000-0000-7000-8000-000000000004'
    await mutate(db, 'field.create', { id: ID, conventionId: CONVENTION, name: 'Uno' })
    await mutate(db, 'field.create', { id: second, conventionId: CONVENTION, name: 'Dois' })
    const sent: number[][] = []
    const answers: PushAnswer[] = [
      {
        lastMutationId: 1,
        results: [{ mutationId: 1, status: 'refused', reason: { code: 'conflict', message: 'c' } }],
      },
      { lastMutationId: 2, results: [{ mutationId: 2, status: 'applied' }] },
    ]
    const t: Transport = {
      push: (body) => {
        sent.push(body.mutations.map((m) => m.mutationId))
        return Promise.resolve(answers[sent.length - 1]!)
      },
      pull: () => Promise.resolve(page({})),
    }
    const { pushOutbox } = await import('./push')
    expect(await pushOutbox(db, t, 'tok', 'c1')).toEqual({ ok: true })
    expect(sent).toEqual([[1, 2], [2]])
    expect(await db.attention.toArray()).toMatchObject([
      { mutationId: 1, reason: { code: 'conflict' } },
    ])
    expect(await db.entity('fields').get(ID)).toBeUndefined()
    db.close()
  })
})

describe('status store', () => {
  it('notifies only on change', () => {
    const store = createStatusStore()
    let calls = 0
    const off = store.subscribe(() => calls++)
    store.update({ pending: 0 })
    store.update({ pending: 2 })
    off()
    store.update({ pending: 3 })
    expect(calls).toBe(1)
    expect(store.getSnapshot().pending).toBe(3)
  })
})

describe('the engine', () => {
  it('stays offline when the browser goes offline while a cycle is answered', async () => {
    const events = new EventTarget()
    const nav = { onLine: true }
    const saved = { window: globalThis.window, navigator: globalThis.navigator }
    Object.defineProperty(globalThis, 'window', { value: events, configurable: true })
    Object.defineProperty(globalThis, 'navigator', { value: nav, configurable: true })
    try {
      const pull: { answer?: () => void } = {}
      const transport: Transport = {
        push: () => Promise.resolve({ lastMutationId: 0, results: [] }),
        // The pull is in flight when the network goes.
        pull: (params) =>
          params.phase === 'first'
            ? Promise.resolve(page({}))
            : new Promise((resolve) => (pull.answer = () => resolve(page({})))),
      }
      const engine = new SyncEngine({
        userId: 'u-offline',
        getToken: () => 'token',
        transport,
        env: { indexedDB: new IDBFactory(), IDBKeyRange },
        refreshMs: 0,
      })
      await engine.start()
      await vi.waitFor(() => expect(pull.answer).toBeDefined())
      nav.onLine = false
      events.dispatchEvent(new Event('offline'))
      pull.answer?.()
      await vi.waitFor(() => expect(engine.status.getSnapshot().syncing).toBe(false))
      expect(engine.status.getSnapshot().online).toBe(false)
      await engine.stop()
    } finally {
      Object.defineProperty(globalThis, 'window', { value: saved.window, configurable: true })
      Object.defineProperty(globalThis, 'navigator', { value: saved.navigator, configurable: true })
    }
  })
})
