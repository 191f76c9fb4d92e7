import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/app'
import { activateLocale } from './lib/i18n'
import { browserDetectionSources, detectLocale } from './lib/locales'

/** Start-up: detect and load the language, then render the router. */
async function start() {
  await activateLocale(detectLocale(browserDetectionSources()))
  const root = document.getElementById('root')
  if (!root) throw new Error('#root is missing from index.html')
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  )
}

void start()
