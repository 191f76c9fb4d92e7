import type { SessionStore } from '../../../sync'

/** What every route's `beforeLoad`/`loader` receives as `context` (created in src/app/router.ts). */
export interface RouterContext {
  session: SessionStore
}
