import { useSyncExternalStore } from 'react'
import { installPrompt } from '../../lib/install-prompt'

/** Whether the app can be installed now (the browser offered it), following changes. */
export function useInstallAvailable(): boolean {
  return useSyncExternalStore(installPrompt.subscribe, installPrompt.available, () => false)
}

/** Whether the app is installed on this device, following its `appinstalled`. */
export function useAppInstalled(): boolean {
  return useSyncExternalStore(installPrompt.subscribe, installPrompt.installed, () => false)
}
