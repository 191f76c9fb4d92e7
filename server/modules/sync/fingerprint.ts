import { createHash } from 'node:crypto'
import type { AuthContext } from '../../access/auth-context'

/** JSON with object keys sorted, so equal content always gives equal text. */
export function canonicalJson(value: unknown): string {
  if (value === undefined) return 'null'
  if (value === null || typeof value !== 'object') return JSON.stringify(value)
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`
}

export function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex')
}

/** The fingerprint of a mutation's content: a repeat with another content is refused. */
export function mutationFingerprint(name: string, args: unknown): string {
  return sha256(canonicalJson({ name, args }))
}

/** What decides which rows a user may see: a change means the device must resync from zero. */
export function scopeFingerprint(auth: AuthContext): string {
  return sha256(
    canonicalJson({
      roleId: auth.roleId,
      permissions: [...auth.permissions].sort(),
      administrator: auth.isAdministrator,
      node: auth.node,
    }),
  )
}
