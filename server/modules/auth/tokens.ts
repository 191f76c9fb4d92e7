import { createHash, randomBytes } from 'node:crypto'

/** An opaque secret of 256 random bits, URL-safe. Used for session tokens and e-mailed codes. */
export function newSecret(): string {
  return randomBytes(32).toString('base64url')
}

/** Secrets are stored only as their SHA-256 (they carry 256 bits, so a fast hash is enough). */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex')
}

/** Sessions slide: each use extends them to this idle limit (see docs/decisions.md). */
export const SESSION_IDLE_MS = 30 * 24 * 60 * 60 * 1000
/** Writing last-used on every request would cost a write per call: refresh at most this often. */
export const SESSION_TOUCH_MS = 60 * 60 * 1000
