import { hasPermission, TREASURY_ENTITIES, type Me, type Member } from '../../../sync'
import { useMirrorRow, useMirrorRows, useMirrorWhere } from '../../components/mirror'
import { useSession } from '../../components/session'
import { useViewRow, useViewRows, type ServerRead } from '../../components/device-keep'

export { useHierarchy, useMirrorRow, type Hierarchy } from '../../components/mirror'

/**
 * What the members' lists read from the server when the device keeps a part (docs/sync.md): the
 * members and their category history.
 */
export const MEMBER_SERVER_READS: ServerRead = {
  list: 'members',
  entities: ['members', 'memberCategoryChanges'],
}

/** The members the lists show: the mirror's, or the server's when the user asked for them. */
export const useMembers = () => useViewRows('members', 'members', useMirrorRows('members'))

/** A member from the mirror, else from the server's rows the lists show (read only): null when neither has it. */
export function useMember(id: string): { member: Member | null | undefined; fromServer: boolean } {
  const kept = useMirrorRow('members', id)
  const read = useViewRow('members', 'members', id)
  if (kept === null && read) return { member: read, fromServer: true }
  return { member: kept, fromServer: false }
}

export function useCategoryChanges(memberId: string) {
  const kept = useMirrorWhere('memberCategoryChanges', 'memberId', memberId)
  const read = useViewRows('members', 'memberCategoryChanges', undefined)
  return read ? read.filter((c) => c.memberId === memberId) : kept
}
export const useTransfers = () => useMirrorRows('memberTransfers')

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
