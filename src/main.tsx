// First: before any module builds a schema.
import './lib/zod-jitless'
import { StrictMode, startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/app'
import { session } from '../sync'
import { createAppRouter } from './app/router'
import { keepChunkErrorsInTheApp } from './app/screen-error'
import { isPlainScreen, loadDesignSystem, prepareDesignSystem } from './app/app-frame'
import { activateLocale } from './lib/i18n'
import { captureInstallPrompt } from './lib/install-prompt'
import { dropEarlyLogin } from './features/auth/login/early-login'
import { DEFAULT_LOCALE, browserDetectionSources, detectLocale } from './lib/locales'
import { isCodeWarmUpDocument } from './lib/code-warm-up'
import { warmUpCode } from './app/code-warm-up-document'

/** How long the first draw waits for its route to load (docs/frontend.md, "Start-up"). */
const FIRST_DRAW_WAIT_MS = 300

/** A language path prefix (/en/login) has done its job once detected: the routes live without it. */
function dropLanguagePrefix() {
  const prefix = /^\/(?:pt-br|pt|en|es)(?=\/|$)/i
  if (!prefix.test(location.pathname)) return
  const path = location.pathname.replace(prefix, '') || '/'
  history.replaceState(history.state, '', `${path}${location.search}${location.hash}`)
}

/** Start-up: detect and load the language, then render the router. */
async function start() {
  captureInstallPrompt()
  keepChunkErrorsInTheApp()
  const locale = detectLocale(browserDetectionSources())
  // A catalog that cannot load (e.g. a broken deploy) must not leave a blank page: fall back to pt-BR.
  await activateLocale(locale).catch(async (error: unknown) => {
    console.error(`Could not load the ${locale} catalog`, error)
    if (locale !== DEFAULT_LOCALE) await activateLocale(DEFAULT_LOCALE)
  })
  dropLanguagePrefix()
  const root = document.getElementById('root')
  if (!root) throw new Error('#root is missing from index.html')
  const router = createAppRouter()
  // index.html's early /login form (signed out at / or /login) stands in front until the login
  // screen takes it over; a first screen that is not a plain one (/login) removes it.
  const stopWatching = router.subscribe('onResolved', () => {
    if (isPlainScreen(router.state.matches)) return
    dropEarlyLogin()
    stopWatching()
  })
  // Signed in, every screen wears the design system: its chunk is fetched while the route loads.
  // Signed out, most addresses lead to /login, drawn without it; the few public screens that
  // wear it load it after their route.
  if (session.hasToken()) void loadDesignSystem()
  // The first screen's route (the user, its chunks and catalogs) loads before React draws, and
  // the design system is built (in a task of its own: the start-up's largest piece of work),
  // unless the screen is a plain one (/login). So the draw is one transition React slices into
  // short tasks (a cheap phone's CPU stays responsive); a load slower than FIRST_DRAW_WAIT_MS
  // draws at once, its loading screen ('Carregando...') first.
  const loaded = router
    .load()
    .catch(() => undefined)
    .then(() => (isPlainScreen(router.state.matches) ? undefined : prepareDesignSystem()))
    .catch((error: unknown) => console.error('Could not prepare the first screen', error))
  await Promise.race([loaded, new Promise((resolve) => setTimeout(resolve, FIRST_DRAW_WAIT_MS))])
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <App router={router} />
      </StrictMode>,
    ),
  )
}

// The hidden code warm-up (src/lib/code-warm-up.ts) runs the app's chunks and draws nothing.
if (isCodeWarmUpDocument()) void warmUpCode(createAppRouter())
else void start()
