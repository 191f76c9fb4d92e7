import { Trans } from '@lingui/react/macro'
import { useRegisterSW } from 'virtual:pwa-register/react'
import { noteRegistered } from '../components/sync-status/app-stored'
import './update-prompt.css'

/**
 * Asks before activating a new version (registerType 'prompt'): the waiting service worker
 * takes over only when the user clicks "Atualizar". The first one (nothing to replace) takes the
 * page as soon as it is installed (clientsClaim, vite.config.ts). Plain HTML and CSS, so it works on every
 * screen, /login (drawn without the design system) too.
 */
export function UpdatePrompt() {
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisterError: (error: unknown) => console.error('Service worker registration failed', error),
    // Until the worker controls the page, the sync status says the screens are still being stored.
    onRegisteredSW: (url, registration) => noteRegistered(url, registration),
  })
  if (!needRefresh) return null
  return (
    <div role="status" className="update-prompt">
      <span>
        <Trans>Nova versão disponível</Trans>
      </span>
      <button
        type="button"
        className="update-prompt__update"
        onClick={() => void updateServiceWorker(true)}
      >
        <Trans>Atualizar</Trans>
      </button>
      <button type="button" className="update-prompt__later" onClick={() => setNeedRefresh(false)}>
        <Trans>Depois</Trans>
      </button>
    </div>
  )
}
