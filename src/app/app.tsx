import { Suspense, lazy, useEffect } from 'react'
import { ChakraProvider, LocaleProvider } from '@chakra-ui/react'
import { I18nProvider, useLingui } from '@lingui/react'
import { RouterProvider } from '@tanstack/react-router'
import { i18n } from '@lingui/core'
import { session } from '../../sync'
import { ErrorFallback } from '../components/error-fallback'
import { BrandingStyle } from './branding-style'
import type { AppRouter } from './router'
import { appSystem } from './theme'

/** The toasts and the update prompt, loaded after the first screen (./side-parts). */
const SideParts = lazy(() => import('./side-parts'))

function Routed({ router }: { router: AppRouter }) {
  const { i18n: active } = useLingui()
  // A 401 on `me`/check-login clears the session: send the user to the login screen.
  useEffect(
    () =>
      session.onUnauthorized(() => {
        void router.navigate({ to: '/login' })
      }),
    [router],
  )
  return (
    <LocaleProvider locale={active.locale}>
      <RouterProvider router={router} />
    </LocaleProvider>
  )
}

/** The providers, outermost first: language, design system (with branding), router; the side parts beside. */
export function App({ router }: { router: AppRouter }) {
  return (
    <I18nProvider i18n={i18n}>
      <ChakraProvider value={appSystem()}>
        <BrandingStyle />
        <Routed router={router} />
        <ErrorFallback what="The toasts and the update prompt">
          <Suspense fallback={null}>
            <SideParts />
          </Suspense>
        </ErrorFallback>
      </ChakraProvider>
    </I18nProvider>
  )
}
