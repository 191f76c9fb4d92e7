import { fetchMe, login, logout, checkLogin, type SessionUser } from './auth-api'
import { meSchema } from './contracts/auth'
import { HttpError } from './http'
import { KEY_LOGIN, clearLogin, readLogin, storeLogin } from './login-storage'

/**
 * The session, framework-free: who is signed in, kept in step with KEY_LOGIN.
 * Offline-first: the last `me` is kept inside the stored login, so a reload without network
 * opens the app with it; only a 401 signs out, a network error just marks the session offline.
 */
export type SessionStatus = 'signed-out' | 'loading' | 'signed-in'
export interface SessionSnapshot {
  readonly status: SessionStatus
  readonly user: SessionUser | null
  /** The last `me`/check call could not reach the server; the cached user is in use. */
  readonly offline: boolean
}

export interface SessionStore {
  subscribe: (listener: () => void) => () => void
  getSnapshot: () => SessionSnapshot
  hasToken: () => boolean
  /** Calls the login endpoint, stores the whole answer under KEY_LOGIN, and signs in. */
  signIn: (credentials: { email: string; password: string }) => Promise<SessionUser>
  /** The user for guards: the loaded one, else the cached one (refreshed in the background), else fetched. null = signed out. */
  ensureUser: () => Promise<SessionUser | null>
  /** Fetches `me` again. null when the server said 401 (the session is then cleared). */
  refresh: () => Promise<SessionUser | null>
  /** The periodic check: false when there is no token or the server answers 401 (then cleared). Network errors count as valid. */
  checkToken: () => Promise<boolean>
  /** Calls logout on the server and always clears the local session; a server failure is rethrown after. */
  signOut: () => Promise<void>
  /** Forgets the session locally (no server call). */
  clear: () => void
  /** Runs `handler` when the server rejects the session (401 on me/check-login). */
  onUnauthorized: (handler: () => void) => () => void
}

const SIGNED_OUT: SessionSnapshot = { status: 'signed-out', user: null, offline: false }

function cachedUser(): SessionUser | null {
  const parsed = meSchema.safeParse(readLogin()?.user)
  return parsed.success ? parsed.data : null
}

const sameUser = (a: SessionUser | null, b: SessionUser | null) =>
  JSON.stringify(a) === JSON.stringify(b)

export function createSession(): SessionStore {
  let snapshot: SessionSnapshot = readLogin()
    ? { status: 'loading', user: null, offline: false }
    : SIGNED_OUT
  const listeners = new Set<() => void>()
  const unauthorizedHandlers = new Set<() => void>()
  let pending: Promise<SessionUser | null> | null = null

  const set = (next: SessionSnapshot) => {
    // The same user fetched again (each start refreshes the cached one) keeps its object, so
    // what reads it (the whole signed-in shell) is not redrawn for nothing.
    const user = sameUser(next.user, snapshot.user) ? snapshot.user : next.user
    if (
      next.status === snapshot.status &&
      user === snapshot.user &&
      next.offline === snapshot.offline
    )
      return
    snapshot = { ...next, user }
    for (const listener of listeners) listener()
  }
  const clear = () => {
    pending = null
    clearLogin()
    set(SIGNED_OUT)
  }
  const rejected = () => {
    clear()
    for (const handler of unauthorizedHandlers) handler()
  }
  const signedIn = (user: SessionUser, offline = false) =>
    set({ status: 'signed-in', user, offline })

  const refresh = (): Promise<SessionUser | null> => {
    if (pending) return pending
    const run = async (): Promise<SessionUser | null> => {
      try {
        const user = await fetchMe()
        const stored = readLogin()
        if (!stored) return null
        storeLogin({ ...stored, user })
        signedIn(user)
        return user
      } catch (error) {
        if (error instanceof HttpError && error.status === 401) {
          rejected()
          return null
        }
        const cached = cachedUser()
        if (!cached) throw error
        signedIn(cached, error instanceof HttpError && error.isNetwork)
        return cached
      } finally {
        pending = null
      }
    }
    pending = run()
    return pending
  }

  if (typeof window !== 'undefined') {
    window.addEventListener('storage', (event) => {
      if (event.key === KEY_LOGIN && event.newValue === null) clear()
    })
  }

  return {
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    getSnapshot: () => snapshot,
    hasToken: () => readLogin() !== null,
    async signIn(credentials) {
      const data = await login(credentials)
      storeLogin(data)
      signedIn(data.user)
      return data.user
    },
    async ensureUser() {
      if (!readLogin()) {
        if (snapshot.status !== 'signed-out') clear()
        return null
      }
      if (snapshot.status === 'signed-in' && snapshot.user) return snapshot.user
      const cached = cachedUser()
      if (cached) {
        signedIn(cached)
        refresh().catch((error: unknown) =>
          console.error('Could not refresh the current user', error),
        )
        return cached
      }
      set({ status: 'loading', user: null, offline: false })
      return refresh()
    },
    refresh,
    async checkToken() {
      if (!readLogin()) {
        clear()
        return false
      }
      try {
        if (await checkLogin()) return true
        rejected()
        return false
      } catch (error) {
        if (error instanceof HttpError && error.isNetwork) {
          if (snapshot.user) set({ ...snapshot, offline: true })
          return true
        }
        throw error
      }
    },
    async signOut() {
      try {
        await logout()
      } finally {
        clear()
      }
    },
    clear,
    onUnauthorized(handler) {
      unauthorizedHandlers.add(handler)
      return () => unauthorizedHandlers.delete(handler)
    },
  }
}

/** The app's one session. */
export const session: SessionStore = createSession()
