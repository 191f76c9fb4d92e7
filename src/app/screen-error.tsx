import { Trans } from '@lingui/react/macro'
import { ErrorComponent, useRouter, type ErrorComponentProps } from '@tanstack/react-router'
import { useCallback, useEffect } from 'react'

/**
 * A screen's code that could not be fetched: a lazy chunk (or its CSS) not stored on the device
 * yet, with no signal. The messages of Chromium, Firefox and Safari, and Vite's for the CSS.
 */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error)
  return /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i.test(
    message,
  )
}

/**
 * TanStack Router reloads the page once when a screen's chunk cannot load (lazyRouteComponent,
 * for a deploy that removed it). Before the service worker controls the page that reload, without
 * a signal, is the browser's own error page: the app is gone. So then the router is told the
 * reload was done (its session key for that error) and the screen's error shows in the app
 * (ScreenError). A page the service worker controls keeps the reload: it is served from the device.
 */
export function keepChunkErrorsInTheApp(): void {
  window.addEventListener('vite:preloadError', (event) => {
    const error = (event as Event & { payload?: unknown }).payload
    if (!(error instanceof Error) || navigator.serviceWorker?.controller) return
    try {
      sessionStorage.setItem(`tanstack_router_reload:${error.message}`, '1')
    } catch {
      // No session storage: the router does not reload either.
    }
  })
}

const BOX = {
  maxWidth: '36rem',
  margin: '2rem auto',
  padding: '1rem 1.25rem',
  border: '1px solid #d4d4d8',
  borderRadius: '0.5rem',
  background: '#fff',
  color: '#27272a',
  lineHeight: 1.5,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: '0.75rem',
} as const
const BUTTON = {
  font: 'inherit',
  padding: '0.4rem 0.9rem',
  minHeight: '2.5rem',
  border: '1px solid #a1a1aa',
  borderRadius: '0.375rem',
  background: '#f4f4f5',
  color: 'inherit',
  cursor: 'pointer',
} as const

/**
 * The router's error view of a screen (its `defaultErrorComponent`), drawn where the screen goes:
 * the menu stays. A screen whose code is not on the device yet says so in words, and loads when
 * the signal returns (or on "Tentar novamente"); any other error is the router's own view.
 */
export function ScreenError({ error, reset }: ErrorComponentProps) {
  const router = useRouter()
  const chunk = isChunkLoadError(error)
  const retry = useCallback(() => {
    // Loading the route again fetches its chunk again (lazyRouteComponent forgets a failed load).
    void router.invalidate().then(reset)
  }, [router, reset])
  useEffect(() => {
    if (!chunk) return
    window.addEventListener('online', retry)
    return () => window.removeEventListener('online', retry)
  }, [chunk, retry])
  if (!chunk) return <ErrorComponent error={error} />
  return (
    // Plain HTML with its styles in place: this view is in the first load's chunk, without the
    // design system, and must draw with nothing more fetched.
    <div role="alert" data-testid="screen-not-stored" style={BOX}>
      <p style={{ margin: 0 }}>
        <Trans>
          Esta tela ainda não foi guardada neste aparelho; conecte-se uma vez para usá-la offline
        </Trans>
      </p>
      <button type="button" onClick={retry} style={BUTTON}>
        <Trans>Tentar novamente</Trans>
      </button>
    </div>
  )
}
