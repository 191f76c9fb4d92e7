import { hasPermission, TREASURY_ENTITIES, type Me, type Member } from '../../../sync'
import { useMirrorRows, useMirrorWhere } from '../../components/mirror'
import { useSession } from '../../components/session'

export { useHierarchy, useMirrorRow, type Hierarchy } from '../../components/mirror'

export const useMembers = () => useMirrorRows('members')
export const useCategoryChanges = (memberId: string) =>
  useMirrorWhere('memberCategoryChanges', 'memberId', memberId)
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
