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

export type Logger = pino.Logger

export function createLogger(level: string): Logger {
  return pino({ level, redact: { paths: REDACT, censor: '[redacted]' } })
}
