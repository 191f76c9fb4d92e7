import { Suspense, lazy } from 'react'
import { ErrorFallback } from '../error-fallback'

const Runner = lazy(() => import('./reminder-runner'))

/** The reminder runner, in its own chunk (nothing of it loads on /login): mount once when signed in. */
export function ReminderRunner() {
  return (
    <ErrorFallback what="The reminder runner">
      <Suspense fallback={null}>
        <Runner />
      </Suspense>
    </ErrorFallback>
  )
}
