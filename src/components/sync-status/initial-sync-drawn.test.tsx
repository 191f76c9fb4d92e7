// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react'
import { Dexie } from 'dexie'
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb'
import { useLayoutEffect } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type * as SyncModule from '../../../sync'
import { useLiveQuery } from '../mirror/use-live-query'
import { useInitialSyncRunning } from './use-sync-status'

/** The engine's status store, as the engine updates it. */
const syncStatus = await vi.hoisted(async () =>
  (await import('./fake-sync-status')).fakeSyncStatus({ initialSync: null }),
)
vi.mock('../../../sync', async (importOriginal) => ({
  ...(await importOriginal<typeof SyncModule>()),
  syncStatus,
}))

// liveQuery runs only where Dexie sees an indexedDB (a browser): give it one.
Dexie.dependencies.indexedDB = new IDBFactory()
Dexie.dependencies.IDBKeyRange = IDBKeyRange

const RUNNING = { initialSync: { done: 1, total: 5, phase: 'rest' as const } }
const ENDED = { initialSync: null }

async function openDb(names: string[]) {
  const db = new Dexie(`drawn-${Math.random()}`, { indexedDB: new IDBFactory(), IDBKeyRange })
  db.version(1).stores({ tithes: 'id' })
  await db.table('tithes').bulkAdd(names.map((id) => ({ id })))
  return db
}

/** What each committed draw showed: the note and how many rows. */
let drawn: string[] = []

/** A list as ListScreen draws it: its rows from a live read, its note from the flag. */
function Tithes({ db }: { db: Dexie }) {
  const rows = useLiveQuery(() => db.table('tithes').toArray(), [db])
  const arriving = useInitialSyncRunning()
  const shown = `${arriving ? 'chegando' : 'completo'} ${rows?.length ?? '-'}`
  useLayoutEffect(() => {
    drawn.push(shown)
  })
  return <p data-testid="list">{shown}</p>
}

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 150)))

afterEach(() => {
  cleanup()
  drawn = []
  syncStatus.update(ENDED)
})

describe("the initial sync's flag as screens draw it", () => {
  it('goes off in the same draw as the rows read after the sync ended', async () => {
    syncStatus.update(RUNNING)
    const db = await openDb(['a', 'b'])
    render(<Tithes db={db} />)
    await settle()
    expect(screen.getByTestId('list').textContent).toBe('chegando 2')

    // The sync's last page is written, and the engine says it ended before any read ran again.
    await act(async () => {
      await db.table('tithes').bulkAdd([{ id: 'c' }, { id: 'd' }, { id: 'e' }])
      syncStatus.update(ENDED)
    })
    await settle()

    expect(screen.getByTestId('list').textContent).toBe('completo 5')
    expect(drawn.filter((d) => d.startsWith('completo'))).toEqual(['completo 5'])
  })

  it('comes on at once when an initial sync starts', async () => {
    const db = await openDb(['a'])
    render(<Tithes db={db} />)
    await settle()
    expect(screen.getByTestId('list').textContent).toBe('completo 1')
    act(() => syncStatus.update(RUNNING))
    expect(screen.getByTestId('list').textContent).toMatch(/^chegando/)
  })

  it('goes off when the screen that still showed old rows is closed', async () => {
    syncStatus.update(RUNNING)
    const db = await openDb(['a'])
    const view = render(<Tithes db={db} />)
    await settle()
    // The read is held: it never answers again, so its screen keeps what it read while arriving.
    const never = new Promise<never>(() => undefined)
    const held = vi.spyOn(db.table('tithes'), 'toArray').mockReturnValue(never as never)
    act(() => syncStatus.update(ENDED))
    expect(screen.getByTestId('list').textContent).toBe('chegando 1')

    function Note() {
      return <p data-testid="note">{useInitialSyncRunning() ? 'chegando' : 'completo'}</p>
    }
    view.rerender(<Note />)
    await settle()
    expect(screen.getByTestId('note').textContent).toBe('completo')
    held.mockRestore()
  })
})
