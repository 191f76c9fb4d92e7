import { startTransition, useEffect, useState } from 'react'
import { liveQuery } from '../../../sync'
import { useDrawnRead } from '../sync-status/initial-sync-drawn'

type Answer<R> = { value?: R } | { error: unknown }

/**
 * A live query over IndexedDB (Dexie's `liveQuery`): undefined until its first answer, then each
 * new answer as the rows it read change; when `deps` change it reads again and keeps the last
 * answer until the new one comes. A failed read is thrown while drawing, for the nearest error
 * boundary.
 *
 * Its answers are drawn in a transition. An ordinary update is drawn in one go, so a screen whose
 * list arrives holds a cheap phone's main thread until all of it is drawn (dexie-react-hooks'
 * `useLiveQuery` works that way, which is why the app has its own); in a transition React draws in
 * slices and a tap in between is answered at once (docs/frontend.md, "What redraws what").
 *
 * It also reads again when the device's initial sync starts or ends, and tells the screens'
 * "still arriving" flag which answers it drew (./initial-sync-drawn.ts): the flag goes off in the
 * same draw as the rows read after the sync ended.
 */
export function useLiveQuery<R>(query: () => Promise<R>, deps: readonly unknown[]): R | undefined {
  const [answer, setAnswer] = useState<Answer<R>>({})
  const { flips, readAt, answered } = useDrawnRead()
  useEffect(() => {
    const read = async () => {
      const at = readAt()
      return { at, value: await query() }
    }
    const subscription = liveQuery(read).subscribe({
      next: ({ at, value }) =>
        startTransition(() => {
          setAnswer((last) => ('value' in last && last.value === value ? last : { value }))
          answered(at)
        }),
      error: (error: unknown) =>
        startTransition(() => {
          setAnswer({ error })
          answered(readAt())
        }),
    })
    return () => subscription.unsubscribe()
    // The caller names what the query depends on, as with useEffect's own list.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [flips, ...deps])
  if ('error' in answer) throw answer.error
  return answer.value
}
