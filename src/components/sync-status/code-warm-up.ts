import { useEffect } from 'react'
import { CODE_WARM_UP_PATH, CODE_WARMED } from '../../lib/code-warm-up'
import { readyOffline, useAppStored } from './app-stored'
import { useSyncStatusField } from './use-sync-status'

/** A warm-up that has not answered by then is taken away (a chunk that never settles). */
const WARM_UP_LIMIT_MS = 180_000

/**
 * Starts the code warm-up (src/lib/code-warm-up.ts) once the device is ready to work offline (the
 * screens stored and a sync finished: "Pronto para usar sem internet"), on a visit the service
 * worker did not serve: the one that installed it. Any later visit already runs the worker's
 * copies and keeps their compiled code itself. Draws nothing.
 */
export function CodeWarmUp(): null {
  const stored = useAppStored()
  const synced = useSyncStatusField('lastSyncAt') !== null
  useEffect(() => {
    if (readyOffline(stored, synced) && loadedWithoutServiceWorker()) warmUpOnce()
  }, [stored, synced])
  return null
}

function loadedWithoutServiceWorker(): boolean {
  const [navigation] = performance.getEntriesByType('navigation')
  return navigation instanceof PerformanceNavigationTiming && navigation.workerStart === 0
}

let started = false

/**
 * The warm-up in a hidden frame of its own; `data-code-warm-up` on the root element says how it
 * ended ('done', or 'stopped' after WARM_UP_LIMIT_MS).
 */
function warmUpOnce(): void {
  if (started) return
  started = true
  const frame = document.createElement('iframe')
  frame.src = CODE_WARM_UP_PATH
  frame.hidden = true
  frame.tabIndex = -1
  frame.setAttribute('aria-hidden', 'true')
  const end = (how: 'done' | 'stopped') => {
    window.removeEventListener('message', onMessage)
    clearTimeout(limit)
    frame.remove()
    document.documentElement.dataset.codeWarmUp = how
  }
  const onMessage = (event: MessageEvent) => {
    if (event.source === frame.contentWindow && event.data === CODE_WARMED) end('done')
  }
  const limit = setTimeout(() => end('stopped'), WARM_UP_LIMIT_MS)
  window.addEventListener('message', onMessage)
  document.body.append(frame)
}
