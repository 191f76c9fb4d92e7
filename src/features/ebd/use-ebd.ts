import { useMemo } from 'react'
import { hasPermission, type EbdClass } from '../../../sync'
import { byId, useMirrorRows } from '../../components/mirror'
import { useSession } from '../../components/session'

export interface Person {
  id: string
  name: string
  surname: string
  status: string
}

/** The Sunday school as the mirror holds it (docs/ebd.md): classes, enrolments, quarters, rolls and the people they name. */
export function useEbd() {
  const classes = useMirrorRows('ebdClasses')
  const enrolments = useMirrorRows('ebdEnrolments')
  const quarters = useMirrorRows('ebdQuarters')
  const rolls = useMirrorRows('ebdRolls')
  const members = useMirrorRows('members')
  const people = useMemo(() => byId<Person>(members ?? []), [members])
  const sortedClasses = useMemo(
    () => [...(classes ?? [])].sort((a, b) => a.name.localeCompare(b.name)),
    [classes],
  )
  return {
    ready:
      classes !== undefined &&
      enrolments !== undefined &&
      quarters !== undefined &&
      rolls !== undefined &&
      members !== undefined,
    classes: sortedClasses,
    enrolments: enrolments ?? [],
    quarters: quarters ?? [],
    rolls: rolls ?? [],
    members: members ?? [],
    people,
  }
}

/** "Ana Souza", or the id's absence said plainly. */
export function personName(people: Map<string, Person>, id: string): string {
  const p = people.get(id)
  return p ? `${p.name} ${p.surname}`.trim() : '—'
}

/** What the signed-in user may do in the EBD: manage (the superintendent's EDIT_EBD) or take rolls. */
export function useEbdAccess() {
  const user = useSession().user
  const granted = user?.role.permissions
  return {
    /** The member the user is (undefined: a login stored before /me said it). */
    memberId: user?.memberId,
    manage: hasPermission(granted, 'EDIT_EBD'),
    takeRoll: hasPermission(granted, 'ADD_EBD'),
    remove: hasPermission(granted, 'DELETE_EBD'),
  }
}

export type { EbdClass }

/**
 * The classes a user's list shows: every class for the superintendent (EDIT_EBD), a teacher's own
 * (those listing the user's member) otherwise; all when the device does not know the member yet.
 */
export function visibleClasses<C extends Pick<EbdClass, 'teacherIds'>>(
  classes: readonly C[],
  access: { manage: boolean; memberId?: string | null },
): C[] {
  if (access.manage || access.memberId === undefined) return [...classes]
  const own = access.memberId
  return classes.filter((c) => own !== null && c.teacherIds.includes(own))
}
