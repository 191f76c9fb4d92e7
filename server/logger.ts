import pino from 'pino'

/** Paths never written to logs: secrets, tokens, codes and personal ids. */
const REDACT = [
  'password',
  'currentPassword',
  'newPassword',
  'confirmPassword',
  'token',
  'code',
  'key',
  'cpf',
  'card',
  'cvv',
  'authorization',
  '*.password',
  '*.token',
  '*.code',
  '*.cpf',
  '*.card',
  '*.cvv',
  'req.headers.authorization',
  'headers.authorization',
]

/** What a database error may say in a log: where it happened, never the values (docs/security.md). */
const DATABASE_FIELDS = [
  'code',
  'severity',
  'constraint',
  'schema',
  'table',
  'column',
  'dataType',
  'routine',
] as const

const SQLSTATE = /^[0-9A-Z]{5}$/

/** The errors of an error's `cause` chain, outermost first. */
function chainOf(err: object): object[] {
  const chain: object[] = []
  for (let e: unknown = err; e && typeof e === 'object' && chain.length < 5;) {
    chain.push(e)
    e = (e as { cause?: unknown }).cause
  }
  return chain
}

/**
 * A database driver's error (pg, PGlite), or drizzle's wrapper of one. Each carries the
 * statement's values: drizzle's message and `params`, PGlite's `query` (values written into it)
 * and `params`, pg's `detail` ("Key (cpf)=(…) already exists"), so a new member's name, phone,
 * e-mail and CPF, or a new admin's password hash, would be logged with it (issue 47 #5).
 */
function isDatabaseError(chain: readonly object[]): boolean {
  return chain.some((e) => {
    const { code, severity, params } = e as { code?: unknown; severity?: unknown; params?: unknown }
    return (
      Array.isArray(params) ||
      (typeof code === 'string' && SQLSTATE.test(code) && typeof severity === 'string')
    )
  })
}

/** A stack's frames without its first lines (the message, which may span several lines). */
function framesOf(err: object): string | undefined {
  const stack = (err as { stack?: unknown }).stack
  if (typeof stack !== 'string') return undefined
  return stack
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .join('\n')
}

/**
 * The `err` of a log line. A database error is written as its kind, SQLSTATE code,
 * constraint, table and column, and where it was thrown: never its message, statement, values
 * or detail. Any other error as pino writes it.
 */
export function errorForLog(err: unknown): unknown {
  if (!err || typeof err !== 'object') return err
  const chain = chainOf(err)
  if (!isDatabaseError(chain)) return pino.stdSerializers.err(err as Error)
  const logged: Record<string, unknown> = {
    type: (err as { constructor?: { name?: string } }).constructor?.name ?? 'Error',
  }
  for (const e of chain)
    for (const field of DATABASE_FIELDS) {
      // `code` would be redacted with the reset codes ('*.code'): the SQLSTATE is `sqlState`.
      const key = field === 'code' ? 'sqlState' : field
      const value = (e as Record<string, unknown>)[field]
      if (logged[key] === undefined && typeof value === 'string') logged[key] = value
    }
  const state = typeof logged.sqlState === 'string' ? logged.sqlState : '(no code)'
  logged.message = `database error ${state}`
  const frames = framesOf(err)
  if (frames) logged.stack = frames
  return logged
}

export type Logger = pino.Logger

/** The server's logger; `destination` (tests) instead of standard output. */
export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  const options: pino.LoggerOptions = {
    level,
    redact: { paths: REDACT, censor: '[redacted]' },
    serializers: { err: errorForLog, error: errorForLog },
  }
  return destination ? pino(options, destination) : pino(options)
}
