import { createHash, randomBytes } from 'node:crypto'

/** An opaque secret of 256 random bits, URL-safe. Used for session tokens and e-mailed codes. */
export function newSecret(): string {
  return randomBytes(32).toString('base64url')
}

/** Secrets are stored only as their SHA-256 (they carry 256 bits, so a fast hash is enough). */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex')
}

const DAY = 24 * 60 * 60 * 1000
/** Sessions slide: each use extends them to this idle limit (see docs/decisions.md). */
export const SESSION_IDLE_MS = 30 * DAY
/**
 * However much it is used, a session ends this long after its sign-in (absolute lifetime;
 * SESSION_MAX_AGE_DAYS overrides, see server/config.ts and docs/security.md).
 */
export const SESSION_MAX_AGE_MS = 90 * DAY

/** When a session expires if not used again: idle limit from now, never past its absolute end. */
export function sessionExpiry(createdAt: Date, now: Date, maxAgeMs: number): Date {
  return new Date(Math.min(now.getTime() + SESSION_IDLE_MS, createdAt.getTime() + maxAgeMs))
}
/** Writing last-used on every request would cost a write per call: refresh at most this often. */
export const SESSION_TOUCH_MS = 60 * 60 * 1000
