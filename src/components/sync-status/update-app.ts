/**
 * The PWA update mechanism of src/app/update-prompt.tsx (vite-plugin-pwa, registerType
 * 'prompt'), reached without its hook: look for a new service worker, let a waiting one take
 * over (SKIP_WAITING, as workbox-window does) and reload when it controls the page.
 */
export async function updateApp(): Promise<void> {
  const container = globalThis.navigator?.serviceWorker
  const registration = await container?.getRegistration().catch(() => undefined)
  if (!container || !registration) {
    window.location.reload()
    return
  }
  await registration.update().catch(() => undefined)
  const waiting = registration.waiting ?? (await waitForInstalled(registration))
  if (!waiting) {
    window.location.reload()
    return
  }
  container.addEventListener('controllerchange', () => window.location.reload(), { once: true })
  waiting.postMessage({ type: 'SKIP_WAITING' })
}

function waitForInstalled(registration: ServiceWorkerRegistration): Promise<ServiceWorker | null> {
  const installing = registration.installing
  if (!installing) return Promise.resolve(null)
  return new Promise((resolve) => {
    installing.addEventListener('statechange', () => {
      if (installing.state === 'installed') resolve(installing)
      else if (installing.state === 'redundant') resolve(null)
    })
  })
}
