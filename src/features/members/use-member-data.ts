import {
  hasPermission,
  TREASURY_ENTITIES,
  type Church,
  type Convention,
  type Field,
  type Member,
  type MemberCategoryChange,
  type MemberTransfer,
  type Me,
  type Sector,
} from '../../../sync'
import { useMirrorQuery, useMirrorRows } from '../../components/list-screen'
import { useSession } from '../../components/session'

/** One mirror row by id: undefined while loading, null when absent. */
export function useMirrorRow<T>(entity: string, id: string): T | null | undefined {
  return useMirrorQuery(async (table) => (await table<T>(entity).get(id)) ?? null, [entity, id])
}

/** Rows of a mirror table with `index` equal to `value`. */
export function useMirrorWhere<T>(entity: string, index: string, value: string): T[] | undefined {
  return useMirrorQuery(
    (table) => table<T>(entity).where(index).equals(value).toArray(),
    [entity, index, value],
  )
}

export const useMembers = () => useMirrorRows<Member>('members')
export const useCategoryChanges = (memberId: string) =>
  useMirrorWhere<MemberCategoryChange>('memberCategoryChanges', 'memberId', memberId)
export const useTransfers = () => useMirrorRows<MemberTransfer>('memberTransfers')

export interface Hierarchy {
  conventions: Convention[]
  fields: Field[]
  sectors: Sector[]
  churches: Church[]
  names: Map<string, string>
}

/** The hierarchy nodes in the mirror, with a name per id for display. */
export function useHierarchy(): Hierarchy | undefined {
  const conventions = useMirrorRows<Convention>('conventions')
  const fields = useMirrorRows<Field>('fields')
  const sectors = useMirrorRows<Sector>('sectors')
  const churches = useMirrorRows<Church>('churches')
  if (!conventions || !fields || !sectors || !churches) return undefined
  const names = new Map<string, string>()
  for (const row of [...conventions, ...fields, ...sectors, ...churches])
    names.set(row.id, row.name)
  const byName = <T extends { name: string }>(rows: T[]) =>
    [...rows].sort((a, b) => a.name.localeCompare(b.name, 'pt-BR'))
  return {
    conventions: byName(conventions),
    fields: byName(fields),
    sectors: byName(sectors),
    churches: byName(churches),
    names,
  }
}

export type MemberKind = 'members' | 'visitors'

export interface MemberPermissions {
  add: boolean
  edit: boolean
  delete: boolean
  /** Salary and tithe status are shown and written only with a treasury permission. */
  treasury: boolean
  report: boolean
}

/** What the user may do on the members (ADD/EDIT/DELETE_MEMBER) or visitors (the VISITOR verbs). */
export function permissionsOf(user: Me | null | undefined, kind: MemberKind): MemberPermissions {
  const granted = user?.role.permissions ?? []
  const entity = kind === 'members' ? 'MEMBER' : 'VISITOR'
  return {
    add: hasPermission(granted, `ADD_${entity}`),
    edit: hasPermission(granted, `EDIT_${entity}`),
    delete: hasPermission(granted, `DELETE_${entity}`),
    treasury: TREASURY_ENTITIES.some((e) => granted.some((p) => p.endsWith(`_${e}`))),
    report: hasPermission(granted, 'VIEW_MEMBER_REPORT'),
  }
}

export function useMemberPermissions(kind: MemberKind): MemberPermissions {
  const { user } = useSession()
  return permissionsOf(user, kind)
}

export const kindOf = (member: Pick<Member, 'status'>): MemberKind =>
  member.status === 'visitor' ? 'visitors' : 'members'
