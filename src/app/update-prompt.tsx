import { Trans } from '@lingui/react/macro'
import { useRegisterSW } from 'virtual:pwa-register/react'
import './update-prompt.css'

/**
 * Asks before activating a new version (registerType 'prompt'): the waiting service worker
 * takes over only when the user clicks "Atualizar". Plain HTML and CSS, so it works on every
 * screen, /login (drawn without the design system) too.
 */
export function UpdatePrompt() {
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisterError: (error: unknown) => console.error('Service worker registration failed', error),
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
