import { useCallback, useSyncExternalStore } from 'react'
import { HttpError, readFromServer, session, type EntityName, type EntityRow } from '../../../sync'

/**
 * A list's rows read from the server (a partial mirror, docs/sync.md): the user asked, online,
 * to see everything they read of an entity, not only what this device keeps. The rows stay in
 * memory, never in the mirror, and only until the user goes back to the device's rows, changes
 * what the device keeps, or signs out. Read only: a change is made on a row the device keeps.
 */
export type ServerView =
  | { status: 'reading' }
  | { status: 'failed'; offline: boolean }
  | {
      status: 'ready'
      rows: ReadonlyMap<EntityName, readonly unknown[]>
      readAt: string
      /** What these rows are. */
      of: ServerRead
      /** Another read of the list under way (another month): these rows show until it ends. */
      next?: ServerRead
    }

/**
 * What a list reads from the server when asked: under its own name, these entities, from a day
 * and, for a list read a period at a time (the tithes: a month), up to a day.
 */
export interface ServerRead {
  /** The list's name: one view per list (two lists of the same entity read apart). */
  list: string
  /** The list's own entity and those it joins (e.g. an entry's payments). */
  entities: readonly EntityName[]
  /** Dated rows from this day on (`YYYY-MM-DD`); absent: every year. */
  from?: string
  /** Dated rows up to this day; absent: up to the newest. */
  until?: string
}

const views = new Map<string, ServerView>()
const listeners = new Set<() => void>()

function put(list: string, view: ServerView | null) {
  if (view) views.set(list, view)
  else views.delete(list)
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Forgets every view: after a change of what the device keeps. */
export function clearServerViews(): void {
  if (views.size > 0) for (const list of [...views.keys()]) put(list, null)
}

session.subscribe(() => {
  if (session.getSnapshot().status !== 'signed-in') clearServerViews()
})

/**
 * Reads a list's entities everywhere the user reads; a newer read of the same list wins. A list
 * already showing the server's rows keeps them until the new ones arrive.
 */
export async function readServerView(of: ServerRead): Promise<void> {
  const { list, entities, from, until } = of
  const shown = views.get(list)
  const started: ServerView =
    shown?.status === 'ready' ? { ...shown, next: of } : { status: 'reading' }
  put(list, started)
  try {
    const found = await readFromServer({ place: null, from: from ?? null, until, entities })
    if (views.get(list) !== started) return
    const rows = new Map<EntityName, readonly unknown[]>(
      entities.map((e) => [e, found[e] as readonly unknown[]]),
    )
    put(list, { status: 'ready', rows, readAt: new Date().toISOString(), of })
  } catch (error) {
    if (views.get(list) !== started) return
    put(list, { status: 'failed', offline: error instanceof HttpError && error.isNetwork })
  }
}

/** The view of a list and its controls: read (again) from the server, or back to the device. */
export function useServerView(reads: ServerRead | undefined) {
  const list = reads?.list
  const view = useView(list)
  const start = useCallback(() => {
    if (reads) void readServerView(reads)
  }, [reads])
  const back = useCallback(() => {
    if (list) put(list, null)
  }, [list])
  return { view, read: start, back }
}

const useView = (list: string | undefined) =>
  useSyncExternalStore(subscribe, () => (list ? views.get(list) : undefined))

/** Whether `list` shows the server's rows (its screen is then read only). */
export function useShowsServer(list: string | undefined): boolean {
  return useView(list)?.status === 'ready'
}

/**
 * The rows of `entity` a list of `list` shows: the server's once read, else the device's
 * (`local`, as its screen reads them from the mirror).
 */
export function useViewRows<E extends EntityName>(
  list: string,
  entity: E,
  local: EntityRow<E>[] | undefined,
): EntityRow<E>[] | undefined {
  const view = useView(list)
  if (view?.status !== 'ready') return local
  return (view.rows.get(entity) as EntityRow<E>[] | undefined) ?? local
}

/** A row of `entity` the server's view of `list` holds (a record opened from it), or null. */
export function useViewRow<E extends EntityName>(
  list: string,
  entity: E,
  id: string,
): EntityRow<E> | null {
  const view = useView(list)
  if (view?.status !== 'ready') return null
  const rows = (view.rows.get(entity) ?? []) as (EntityRow<E> & { id: string })[]
  return rows.find((r) => r.id === id) ?? null
}
