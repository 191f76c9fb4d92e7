import { resolve } from 'node:path'

/** Everything the server reads from the environment, read once. */
export interface Config {
  port: number
  databaseUrl: string | undefined
  dataDir: string
  smtpUrl: string | undefined
  mailFrom: string
  /** Public origin used in e-mailed links. */
  appOrigin: string
  demo: boolean
  logLevel: string
  /** Directory with the built app (served as static files), or null to serve only the API. */
  staticDir: string | null
  /** TRUST_PROXY=1: the client address is the last X-Forwarded-For entry (one trusted proxy in front). */
  trustProxy: boolean
  /** SESSION_MAX_AGE_DAYS (default 90): a session ends this long after sign-in, however much it is used. */
  sessionMaxAgeMs: number
}

const DEFAULT_SESSION_MAX_AGE_DAYS = 90

function sessionMaxAgeMs(value: string | undefined): number {
  const days = Number(value)
  const valid = value !== undefined && value !== '' && Number.isFinite(days) && days > 0
  return (valid ? days : DEFAULT_SESSION_MAX_AGE_DAYS) * 24 * 60 * 60 * 1000
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 8080)
  const dataDir = resolve(env.CELEIRO_DATA_DIR ?? './data')
  return {
    port,
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Celeiro <nao-responda@celeiro.app>',
    appOrigin: env.APP_ORIGIN ?? `http://localhost:${port}`,
    demo: env.CELEIRO_DEMO !== '0',
    logLevel: env.LOG_LEVEL ?? 'info',
    staticDir: resolve(env.CELEIRO_STATIC_DIR ?? './dist'),
    trustProxy: env.TRUST_PROXY === '1',
    sessionMaxAgeMs: sessionMaxAgeMs(env.SESSION_MAX_AGE_DAYS),
  }
}
