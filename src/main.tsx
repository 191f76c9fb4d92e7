// First: before any module builds a schema.
import './lib/zod-jitless'
import { StrictMode, startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/app'
import { createAppRouter } from './app/router'
import { appSystem } from './app/theme'
import { activateLocale } from './lib/i18n'
import { captureInstallPrompt } from './lib/install-prompt'
import { DEFAULT_LOCALE, browserDetectionSources, detectLocale } from './lib/locales'

/** How long the first draw waits for its route to load (docs/frontend.md, "Start-up"). */
const FIRST_DRAW_WAIT_MS = 300

/** A language path prefix (/en/login) has done its job once detected: the routes live without it. */
function dropLanguagePrefix() {
  const prefix = /^\/(?:pt-br|pt|en|es)(?=\/|$)/i
  if (!prefix.test(location.pathname)) return
  const path = location.pathname.replace(prefix, '') || '/'
  history.replaceState(history.state, '', `${path}${location.search}${location.hash}`)
}

const yieldToMain = () => new Promise((resolve) => setTimeout(resolve))

/** Start-up: detect and load the language, then render the router. */
async function start() {
  captureInstallPrompt()
  const locale = detectLocale(browserDetectionSources())
  // A catalog that cannot load (e.g. a broken deploy) must not leave a blank page: fall back to pt-BR.
  await activateLocale(locale).catch(async (error: unknown) => {
    console.error(`Could not load the ${locale} catalog`, error)
    if (locale !== DEFAULT_LOCALE) await activateLocale(DEFAULT_LOCALE)
  })
  dropLanguagePrefix()
  // The design system is the start-up's largest piece of work: built in a task of its own, so a
  // cheap phone's main thread is free a moment between it and the modules' evaluation.
  await yieldToMain()
  appSystem()
  await yieldToMain()
  const root = document.getElementById('root')
  if (!root) throw new Error('#root is missing from index.html')
  const router = createAppRouter()
  // The first screen's route (the user, its chunks and catalogs) loads before React draws, so the
  // draw is one transition React slices into short tasks (a cheap phone's CPU stays responsive);
  // a load slower than FIRST_DRAW_WAIT_MS draws at once, its loading screen ('Carregando...') first.
  await Promise.race([
    router.load().catch(() => undefined),
    new Promise((resolve) => setTimeout(resolve, FIRST_DRAW_WAIT_MS)),
  ])
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <App router={router} />
      </StrictMode>,
    ),
  )
}

void start()
