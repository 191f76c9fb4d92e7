/**
 * The browser's offer to install the app (Chromium's `beforeinstallprompt`), kept from start-up
 * so that the app can ask at a sensible moment instead of the browser's banner on first load.
 * Safari and Firefox have no such event: there the app never shows an install button.
 */
interface InstallPromptEvent extends Event {
  prompt: () => Promise<void>
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>
}

let offer: InstallPromptEvent | null = null
/** Set when this device installed the app (its `appinstalled` event): kept for the next visits. */
const INSTALLED_KEY = 'celeiro.installed'
const listeners = new Set<() => void>()
const notify = () => listeners.forEach((listener) => listener())

/** Starts listening (main.tsx, before the first render). */
export function captureInstallPrompt(target: Window = window): void {
  target.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault()
    offer = event as InstallPromptEvent
    notify()
  })
  target.addEventListener('appinstalled', () => {
    offer = null
    try {
      localStorage.setItem(INSTALLED_KEY, '1')
    } catch {
      // Not kept: the app opened from the home screen says so itself (display-mode).
    }
    notify()
  })
}

export const installPrompt = {
  subscribe: (listener: () => void): (() => void) => {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
  /** Whether the browser offers installing now. */
  available: (): boolean => offer !== null,
  /**
   * Whether the app is installed on this device: opened from the home screen (display-mode
   * standalone; iOS's `navigator.standalone`), or installed here before (its `appinstalled`).
   */
  installed: (): boolean => {
    if (typeof window === 'undefined') return false
    if (window.matchMedia?.('(display-mode: standalone)').matches) return true
    if ((navigator as Navigator & { standalone?: boolean }).standalone === true) return true
    try {
      return localStorage.getItem(INSTALLED_KEY) === '1'
    } catch {
      return false
    }
  },
  /** Shows the browser's install dialog; true when the user accepted. */
  install: async (): Promise<boolean> => {
    const event = offer
    if (!event) return false
    offer = null
    notify()
    await event.prompt()
    return (await event.userChoice).outcome === 'accepted'
  },
}
