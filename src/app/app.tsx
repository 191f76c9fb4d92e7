import { Suspense, lazy, useEffect } from 'react'
import { I18nProvider } from '@lingui/react'
import { RouterProvider } from '@tanstack/react-router'
import { i18n } from '@lingui/core'
import { session } from '../../sync'
import { ErrorFallback } from '../components/error-fallback'
import { BrandingStyle } from './branding-style'
import type { AppRouter } from './router'

/** The update prompt, loaded after the first screen. */
const UpdatePrompt = lazy(() =>
  import('./update-prompt').then((m) => ({ default: m.UpdatePrompt })),
)

function Routed({ router }: { router: AppRouter }) {
  // A 401 on `me`/check-login clears the session: send the user to the login screen.
  useEffect(
    () =>
      session.onUnauthorized(() => {
        void router.navigate({ to: '/login' })
      }),
    [router],
  )
  return <RouterProvider router={router} />
}

/**
 * The providers, outermost first: language, branding, router (the design system is inside it,
 * around every screen but the plain ones: ./app-frame); the update prompt beside.
 */
export function App({ router }: { router: AppRouter }) {
  return (
    <I18nProvider i18n={i18n}>
      <BrandingStyle />
      <Routed router={router} />
      <ErrorFallback what="The update prompt">
        <Suspense fallback={null}>
          <UpdatePrompt />
        </Suspense>
      </ErrorFallback>
    </I18nProvider>
  )
}
