import { Suspense, lazy } from 'react'

const Runner = lazy(() => import('./reminder-runner'))

/** The reminder runner, in its own chunk (nothing of it loads on /login): mount once when signed in. */
export function ReminderRunner() {
  return (
    <Suspense fallback={null}>
      <Runner />
    </Suspense>
  )
}
