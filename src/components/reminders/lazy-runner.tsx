import { Suspense, lazy } from 'react'
import { LeftOutIfUnloaded } from '../left-out-if-unloaded'

const Runner = lazy(() => import('./reminder-runner'))

/** The reminder runner, in its own chunk (nothing of it loads on /login): mount once when signed in. */
export function ReminderRunner() {
  return (
    <LeftOutIfUnloaded>
      <Suspense fallback={null}>
        <Runner />
      </Suspense>
    </LeftOutIfUnloaded>
  )
}
