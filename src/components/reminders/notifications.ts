/**
 * System notifications and periodic background sync for reminders (docs/reminders.md). Nothing
 * here asks for permission by itself: `askPermission` runs only from a user's click.
 */

export type NotificationPermissionState = NotificationPermission | 'unsupported'

export function notificationPermission(): NotificationPermissionState {
  return typeof Notification === 'undefined' ? 'unsupported' : Notification.permission
}

/** Asks the browser (only from a click: "Ativar notificações"). */
export async function askPermission(): Promise<NotificationPermissionState> {
  if (typeof Notification === 'undefined') return 'unsupported'
  return Notification.requestPermission()
}

export interface SystemNotification {
  /** The reminders it stands for: one, or several that fell due together. */
  ids: readonly string[]
  /** Its tag (a reminder's id, or its group's), so it is never shown twice. */
  tag: string
  title: string
  body: string
  url: string
  userId: string
}

interface ActionNotificationOptions extends NotificationOptions {
  actions?: { action: string; title: string }[]
}

/** The service worker's registration when one is active (never waits for one to install). */
async function registration(): Promise<ServiceWorkerRegistration | undefined> {
  if (!('serviceWorker' in navigator)) return undefined
  const found = await navigator.serviceWorker.getRegistration()
  return found?.active ? found : undefined
}

/**
 * Shows a reminder as a system notification when the user allowed them: through the service
 * worker (its click opens the app at `url`; Dispensar / Adiar act without opening it), else
 * with `new Notification` (its click focuses the tab). False when not shown.
 */
export async function showSystemNotification(
  n: SystemNotification,
  labels: { dismiss: string; snooze: string },
  openUrl: (url: string) => void,
): Promise<boolean> {
  if (notificationPermission() !== 'granted') return false
  const options: ActionNotificationOptions = {
    body: n.body,
    tag: n.tag,
    icon: '/pwa-192x192.png',
    data: { url: n.url, ids: n.ids, userId: n.userId },
  }
  const sw = await registration()
  if (sw) {
    const withActions: ActionNotificationOptions = {
      ...options,
      actions: [
        { action: 'dismiss', title: labels.dismiss },
        { action: 'snooze', title: labels.snooze },
      ],
    }
    await sw.showNotification(n.title, withActions)
    return true
  }
  const shown = new Notification(n.title, options)
  shown.onclick = () => {
    window.focus()
    openUrl(n.url)
    shown.close()
  }
  return true
}

/** Takes a reminder's notification away (dismissed or snoozed in the app), its group's too. */
export async function closeSystemNotification(id: string): Promise<void> {
  const sw = await registration()
  if (!sw) return
  for (const n of await sw.getNotifications()) {
    const ids: unknown = (n.data as { ids?: unknown } | null)?.ids
    if (n.tag === id || (Array.isArray(ids) && ids.includes(id))) n.close()
  }
}

export const PERIODIC_SYNC_TAG = 'celeiro-reminders'

/** Offered by the browser at all (Chromium; Safari and Firefox have no periodic sync). */
export function periodicSyncSupported(): boolean {
  return (
    typeof ServiceWorkerRegistration !== 'undefined' &&
    'periodicSync' in ServiceWorkerRegistration.prototype
  )
}

interface PeriodicSyncManager {
  register: (tag: string, options: { minInterval: number }) => Promise<void>
  getTags: () => Promise<string[]>
}

export type BackgroundState = 'available' | 'registered' | 'not-installed' | 'unsupported'

async function periodicPermission(): Promise<PermissionState | 'unsupported'> {
  if (!periodicSyncSupported() || !('serviceWorker' in navigator)) return 'unsupported'
  try {
    const status = await navigator.permissions.query({
      name: 'periodic-background-sync' as PermissionName,
    })
    return status.state
  } catch {
    return 'unsupported'
  }
}

/** Whether reminders can arrive with the app closed here, without registering anything. */
export async function backgroundState(): Promise<BackgroundState> {
  const permission = await periodicPermission()
  if (permission === 'unsupported') return 'unsupported'
  return permission === 'granted' ? 'available' : 'not-installed'
}

/**
 * Registers the periodic background sync that raises due reminders while the app is closed:
 * Chromium grants it to an installed app only ('not-installed' otherwise). The browser decides
 * how often it actually runs (at most about once an hour here).
 */
export async function registerPeriodicSync(): Promise<BackgroundState> {
  const state = await backgroundState()
  if (state !== 'available') return state
  const sw = await navigator.serviceWorker.getRegistration()
  if (!sw) return 'not-installed'
  try {
    const manager = (sw as ServiceWorkerRegistration & { periodicSync: PeriodicSyncManager })
      .periodicSync
    await manager.register(PERIODIC_SYNC_TAG, { minInterval: 60 * 60 * 1000 })
    return 'registered'
  } catch {
    return 'not-installed'
  }
}
