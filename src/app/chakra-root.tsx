import { Suspense, lazy, type ReactNode } from 'react'
import { ChakraProvider, LocaleProvider } from '@chakra-ui/react'
import { useLingui } from '@lingui/react'
import { ErrorFallback } from '../components/error-fallback'
import { appSystem } from './theme'
// Chakra's global CSS, made at build time (vite.config.ts, celeiro:chakra-global-css).
import 'virtual:celeiro/chakra-global.css'

/** The toasts, loaded after the first screen (toasts created earlier wait in the store). */
const Toaster = lazy(() => import('./toasts').then((m) => ({ default: m.Toaster })))

/** Builds the design system; start-up calls it in a task of its own (docs/frontend.md, "Start-up"). */
export { appSystem as buildDesignSystem }

/**
 * The design system (Chakra, with the user's language for its dates and numbers) and the
 * toasts: around every screen but the plain ones, around what a plain screen opens with it, and
 * beside a plain screen for the toasts. One chunk of its own: /login's first load does not carry it.
 */
export default function ChakraRoot({
  children,
  toasts = true,
}: {
  children?: ReactNode
  /** Draw the toasts too (the one toaster of the page: never two at once). */
  toasts?: boolean
}) {
  const { i18n } = useLingui()
  return (
    <ChakraProvider value={appSystem()}>
      <LocaleProvider locale={i18n.locale}>
        {children}
        {toasts ? (
          <ErrorFallback what="The toaster">
            <Suspense fallback={null}>
              <Toaster />
            </Suspense>
          </ErrorFallback>
        ) : null}
      </LocaleProvider>
    </ChakraProvider>
  )
}
