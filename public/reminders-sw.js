/* global self, indexedDB, clients, BroadcastChannel */
/**
 * Reminders in the service worker (issue 15, docs/reminders.md). Imported by the generated
 * worker (vite.config.ts: workbox.importScripts), so it is plain JavaScript run as it is.
 *
 * - 'periodicsync' (tag 'celeiro-reminders'; Chromium grants it to an installed app only):
 *   raises, as system notifications, the reminders that fell due while the app was closed.
 *   The app writes them (the next 7 days, texts already in the user's language) to idb-keyval's
 *   default store (database 'keyval-store', object store 'keyval') under
 *   'celeiro:reminders:upcoming'; what was fired, dismissed or snoozed on this device is under
 *   'celeiro:reminders:state:<userId>', shared with the app (src/components/reminders).
 * - 'notificationclick' on a reminder: "Dispensar" and "Adiar" act without opening the app; a
 *   click on the notification focuses the app (or opens it) at the reminder's page.
 */
;(() => {
  const DB = 'keyval-store'
  const STORE = 'keyval'
  const PREFIX = 'celeiro:reminders:'
  const UPCOMING = PREFIX + 'upcoming'
  const TAG = 'celeiro-reminders'
  const CHANNEL = 'celeiro-reminders'
  const HOUR = 3600 * 1000
  const FIRE_WINDOW_HOURS = 24

  const pad = (n) => String(n).padStart(2, '0')
  /** Local 'YYYY-MM-DD HH:MM' on the device's clock (the app's localStamp). */
  const stamp = (d) =>
    `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`

  function openDb() {
    return new Promise((resolve, reject) => {
      const request = indexedDB.open(DB)
      request.onupgradeneeded = () => request.result.createObjectStore(STORE)
      request.onsuccess = () => resolve(request.result)
      request.onerror = () => reject(request.error)
    })
  }

  async function read(key) {
    const db = await openDb()
    try {
      return await new Promise((resolve, reject) => {
        const request = db.transaction(STORE, 'readonly').objectStore(STORE).get(key)
        request.onsuccess = () => resolve(request.result)
        request.onerror = () => reject(request.error)
      })
    } finally {
      db.close()
    }
  }

  /** Changes a user's state in one read-write transaction (the app may write too). */
  async function changeState(userId, change) {
    const db = await openDb()
    try {
      return await new Promise((resolve, reject) => {
        const tx = db.transaction(STORE, 'readwrite')
        const store = tx.objectStore(STORE)
        const key = PREFIX + 'state:' + userId
        let result
        const request = store.get(key)
        request.onsuccess = () => {
          const stored = request.result || {}
          const state = {
            dismissed: { ...stored.dismissed },
            snoozed: { ...stored.snoozed },
            fired: { ...stored.fired },
          }
          result = change(state)
          store.put(state, key)
        }
        tx.oncomplete = () => resolve(result)
        tx.onerror = () => reject(tx.error)
        tx.onabort = () => reject(tx.error)
      })
    } finally {
      db.close()
    }
  }

  function announce() {
    if (typeof BroadcastChannel === 'undefined') return
    const channel = new BroadcastChannel(CHANNEL)
    channel.postMessage({ type: 'changed' })
    channel.close()
  }

  async function raiseDue() {
    const upcoming = await read(UPCOMING)
    if (!upcoming || !Array.isArray(upcoming.reminders)) return
    // An app window in view raises its own (toast and notification).
    const windows = await clients.matchAll({ type: 'window', includeUncontrolled: true })
    if (windows.some((w) => w.visibilityState === 'visible')) return
    const now = new Date()
    const nowStamp = stamp(now)
    const since = stamp(new Date(now.getTime() - FIRE_WINDOW_HOURS * HOUR))
    const due = await changeState(upcoming.userId, (state) => {
      const claimed = []
      for (const r of upcoming.reminders) {
        if (state.dismissed[r.id] !== undefined) continue
        const snoozed = state.snoozed[r.id]
        const at = snoozed !== undefined && snoozed > r.due ? snoozed : r.due
        const fired = state.fired[r.id]
        if (at > nowStamp || at <= since || (fired !== undefined && fired >= at)) continue
        state.fired[r.id] = at
        claimed.push(r)
      }
      return claimed
    })
    const labels = upcoming.labels || {}
    for (const r of due)
      await self.registration.showNotification(r.title, {
        body: r.body,
        tag: r.id,
        icon: '/pwa-192x192.png',
        data: { url: r.url, ids: [r.id], userId: upcoming.userId },
        actions: [
          { action: 'dismiss', title: labels.dismiss || 'Dispensar' },
          { action: 'snooze', title: labels.snooze || 'Adiar 1 hora' },
        ],
      })
    if (due.length > 0) announce()
  }

  async function openApp(url) {
    const windows = await clients.matchAll({ type: 'window', includeUncontrolled: true })
    // An app window, not a frame inside one (the code warm-up's, src/lib/code-warm-up.ts).
    const open = windows.find((w) => w.frameType !== 'nested')
    if (open) {
      await open.focus()
      open.postMessage({ type: 'celeiro:reminders:open', url })
      return
    }
    await clients.openWindow(url)
  }

  self.addEventListener('periodicsync', (event) => {
    if (event.tag === TAG) event.waitUntil(raiseDue())
  })

  self.addEventListener('notificationclick', (event) => {
    const data = event.notification.data || {}
    // One reminder, or several that fell due together (the app's group): the action is for all.
    // (`id` alone: a notification shown before groups existed.)
    const ids = Array.isArray(data.ids) ? data.ids : typeof data.id === 'string' ? [data.id] : []
    if (
      ids.length === 0 ||
      !ids.every((id) => typeof id === 'string' && /^(revenue|expense):/.test(id))
    )
      return
    event.notification.close()
    const now = new Date()
    if (event.action === 'dismiss')
      event.waitUntil(
        changeState(data.userId, (s) => {
          for (const id of ids) s.dismissed[id] = stamp(now)
        }).then(announce),
      )
    else if (event.action === 'snooze')
      event.waitUntil(
        changeState(data.userId, (s) => {
          for (const id of ids) s.snoozed[id] = stamp(new Date(now.getTime() + HOUR))
        }).then(announce),
      )
    else event.waitUntil(openApp(typeof data.url === 'string' ? data.url : '/'))
  })
})()
