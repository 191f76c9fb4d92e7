import { useEffect, useMemo, useState } from 'react'
import {
  churchDirectoryEntrySchema,
  fetchChurchDirectory,
  userStorageKey,
  type ChurchDirectoryEntry,
} from '../../../sync'
import { useSession } from '../session/use-session'
import { useOnline } from '../sync-status/use-sync-status'

/**
 * The organisation's churches by name and place (GET /api/churches/v1/directory,
 * docs/members.md "Church directory"). Read when online; the last answer is kept on the device
 * (localStorage, wiped at logout with the user's data) so that it serves offline too.
 * `offline`: no answer yet and no connection — the screen says so and falls back to its mirror.
 */
export type ChurchDirectory =
  | { status: 'loading' }
  | { status: 'ready'; churches: readonly ChurchDirectoryEntry[] }
  | { status: 'offline' }
  | { status: 'failed' }

const storageKey = (userId: string) => userStorageKey('church-directory', userId)

/** The stored answer of this user, or null when none (or unreadable). */
export function readStoredDirectory(userId: string): ChurchDirectoryEntry[] | null {
  try {
    const parsed = churchDirectoryEntrySchema
      .array()
      .safeParse(JSON.parse(localStorage.getItem(storageKey(userId)) ?? 'null'))
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}

export function useChurchDirectory(): ChurchDirectory {
  const userId = useSession().user?.id ?? null
  const online = useOnline()
  const [fetched, setFetched] = useState<{
    userId: string
    churches: ChurchDirectoryEntry[]
  } | null>(null)
  const [failed, setFailed] = useState(false)
  const stored = useMemo(() => (userId ? readStoredDirectory(userId) : null), [userId])

  useEffect(() => {
    if (!online || !userId) return
    const abort = new AbortController()
    fetchChurchDirectory(abort.signal).then(
      (churches) => {
        try {
          localStorage.setItem(storageKey(userId), JSON.stringify(churches))
        } catch {
          // A full storage keeps the answer in memory only.
        }
        setFetched({ userId, churches })
        setFailed(false)
      },
      (error: unknown) => {
        if ((error as Error).name === 'AbortError') return
        console.error('church directory', error)
        setFailed(true)
      },
    )
    return () => abort.abort()
  }, [online, userId])

  if (!userId) return { status: 'loading' }
  if (fetched?.userId === userId) return { status: 'ready', churches: fetched.churches }
  if (stored) return { status: 'ready', churches: stored }
  if (!online) return { status: 'offline' }
  return failed ? { status: 'failed' } : { status: 'loading' }
}
