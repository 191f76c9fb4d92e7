import type { AuthContext } from '../access/auth-context'
import type { Config } from '../config'
import type { Db } from '../db/client'
import type { Logger } from '../logger'
import type { Language } from './i18n'

export interface MailMessage {
  to: string
  subject: string
  text: string
  html?: string
  /** The action link of the message, logged when no SMTP is configured. */
  link?: string
}

export interface Mailer {
  send: (message: MailMessage) => Promise<void>
}

/** What the routes and services need, passed in (tests build their own). */
export interface AppDeps {
  db: Db
  config: Config
  logger: Logger
  mailer: Mailer
  /** The clock; tests move it to cross expiry limits. */
  now: () => Date
  /**
   * Set while a replayed mutation runs: queues work for after its transaction commits (e.g.
   * copying a linked logo, which fetches over the network). Unset elsewhere.
   */
  afterCommit?: (task: () => Promise<unknown>) => void
}

export interface AppEnv {
  Variables: {
    deps: AppDeps
    lang: Language
    /** Set by requireAuth. */
    auth: AuthContext
  }
}
