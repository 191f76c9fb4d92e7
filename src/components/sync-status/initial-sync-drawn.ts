import { startTransition, useEffect, useState, useSyncExternalStore } from 'react'
import { syncStatus } from '../../../sync'

/*
 * "The device's initial sync runs" as the screens draw it. The engine says the sync ended at once,
 * but a screen's rows come from live reads drawn in a transition, a moment later: a list would
 * drop its "still arriving" note while it still shows the rows of the sync's last page but one.
 * So the flag screens see goes off only together with the rows: every live read reads again when
 * the flag flips, and the flag goes off in the same transition as the last of those answers.
 */

const engineSays = () => syncStatus.getSnapshot().initialSync !== null

/** Each flip of the engine's flag, on or off, starts a new epoch. */
let epoch = 0
/** The flag at the last flip seen (null before the first look). */
let seen: boolean | null = null
/** The live reads on screen: the epoch their drawn answer was read in (undefined before it). */
const reads = new Map<symbol, number | undefined>()
const flipListeners = new Set<() => void>()
const drawnSetters = new Set<(arriving: boolean) => void>()

function watch(): void {
  if (seen !== null) return
  seen = engineSays()
  syncStatus.subscribe(() => {
    const now = engineSays()
    if (now === seen) return
    seen = now
    epoch++
    for (const listener of flipListeners) listener()
    if (now) for (const set of drawnSetters) set(true)
    else startTransition(settle)
  })
}

/** Some live read on screen shows an answer read before the last flip. */
function stale(): boolean {
  for (const at of reads.values()) if (at !== undefined && at < epoch) return true
  return false
}

const drawnNow = () => engineSays() || stale()

/** Called inside a transition: the flag goes off with the answers drawn in it. */
function settle(): void {
  if (drawnNow()) return
  for (const set of drawnSetters) set(false)
}

/** The initial sync runs, or a live read on screen still shows what it read while it ran. */
export function useInitialSyncDrawn(): boolean {
  const [arriving, setArriving] = useState(drawnNow)
  useEffect(() => {
    watch()
    drawnSetters.add(setArriving)
    setArriving(drawnNow())
    return () => {
      drawnSetters.delete(setArriving)
    }
  }, [])
  return arriving
}

function subscribeFlips(listener: () => void): () => void {
  watch()
  flipListeners.add(listener)
  return () => flipListeners.delete(listener)
}
const epochNow = () => epoch

/**
 * For a live read (useLiveQuery): `flips` changes at each flip of the engine's flag (a dependency
 * of the read, so it reads again); `readAt` is taken as a read starts, and `answered(at)` called
 * inside the transition that draws its answer.
 */
export function useDrawnRead(): {
  flips: number
  readAt: () => number
  answered: (at: number) => void
} {
  const [id] = useState(() => Symbol('live read'))
  const flips = useSyncExternalStore(subscribeFlips, epochNow, epochNow)
  useEffect(() => {
    reads.set(id, undefined)
    return () => {
      reads.delete(id)
      startTransition(settle)
    }
  }, [id])
  const [answered] = useState(() => (at: number) => {
    if (!reads.has(id)) return
    reads.set(id, at)
    settle()
  })
  return { flips, readAt: epochNow, answered }
}
