import { ALL_PERMISSIONS, type Permission } from '../../../../sync'

/** A checkbox state: all, none, or some of a set held. */
export type CheckState = boolean | 'indeterminate'

/** The state of a select-all box over `permissions` (only those the user may grant count). */
export function checkState(
  held: readonly string[],
  permissions: readonly Permission[],
  grantable: (p: Permission) => boolean,
): CheckState {
  const allowed = permissions.filter(grantable)
  const set = new Set(held)
  const some = allowed.some((p) => set.has(p))
  const all = allowed.length > 0 && allowed.every((p) => set.has(p))
  return all ? true : some ? 'indeterminate' : false
}

/**
 * Grants or removes `permissions` (those the user may grant; the others keep their state), in
 * the canonical order of ALL_PERMISSIONS.
 */
export function togglePermissions(
  held: readonly string[],
  permissions: readonly Permission[],
  on: boolean,
  grantable: (p: Permission) => boolean,
): Permission[] {
  const next = new Set(held)
  for (const p of permissions) {
    if (!grantable(p)) continue
    if (on) next.add(p)
    else next.delete(p)
  }
  return ALL_PERMISSIONS.filter((p) => next.has(p))
}
