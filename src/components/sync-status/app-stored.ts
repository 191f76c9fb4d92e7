import { useSyncExternalStore } from 'react'

/**
 * Whether the app's screens are stored on this device: 'stored' once a service
 * worker controls the page (its precache is done: it activates only after it), 'storing' while
 * the one registered installs, 'unknown' with no service worker (none registered yet, the dev
 * server, a browser or a test that blocks them): then nothing is said either way.
 */
export type AppStored = 'unknown' | 'storing' | 'stored'

/**
 * Ready to work without a signal ("Pronto para usar sem internet"): the screens stored and the data
 * too (`synced`: a sync has finished on this device; an empty mirror is not ready).
 */
export const readyOffline = (stored: AppStored, synced: boolean): boolean =>
  stored === 'stored' && synced

const container = (): ServiceWorkerContainer | undefined =>
  typeof navigator === 'undefined' ? undefined : navigator.serviceWorker

let state: AppStored = container()?.controller ? 'stored' : 'unknown'
let swUrl: string | undefined
const listeners = new Set<() => void>()

function set(next: AppStored): void {
  if (next === state) return
  state = next
  for (const listener of listeners) listener()
}

let watching = false
function watch(): void {
  const sw = container()
  if (watching || !sw) return
  watching = true
  // The first install takes the page at once (clientsClaim, vite.config.ts): no reload needed.
  sw.addEventListener('controllerchange', () => {
    if (sw.controller) set('stored')
  })
  // An install the lost signal broke is tried again when it returns.
  window.addEventListener('online', () => void installAgain(sw).catch(() => undefined))
  void sw.getRegistration().then(
    (registration) => {
      if (registration) noteRegistered(swUrl, registration)
    },
    () => undefined,
  )
}

/**
 * With a signal and no worker in control: a first install that failed (its registration gone) is
 * started again; one still installing is watched, and started again if it fails.
 */
async function installAgain(sw: ServiceWorkerContainer): Promise<void> {
  if (state !== 'storing' || !swUrl || sw.controller || !navigator.onLine) return
  const registration = await sw.getRegistration()
  const worker = registration?.installing ?? registration?.waiting ?? registration?.active
  if (!worker) {
    await sw.register(swUrl, { scope: '/' })
    return
  }
  if (worker.state !== 'installing') return
  const onChange = () => {
    if (worker.state !== 'redundant') return
    worker.removeEventListener('statechange', onChange)
    void installAgain(sw).catch(() => undefined)
  }
  worker.addEventListener('statechange', onChange)
}

/** The service worker was registered (src/app/update-prompt.tsx): until it controls the page, the screens are being stored. */
export function noteRegistered(url: string | undefined, _registration?: ServiceWorkerRegistration) {
  swUrl = url ?? swUrl
  watch()
  set(container()?.controller ? 'stored' : 'storing')
}

function subscribe(listener: () => void): () => void {
  watch()
  listeners.add(listener)
  return () => listeners.delete(listener)
}
const current = () => state
const unknown = (): AppStored => 'unknown'

/** Whether the app's screens are stored on this device, kept up to date. */
export function useAppStored(): AppStored {
  return useSyncExternalStore(subscribe, current, unknown)
}
