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
  const granted = useSession().user?.role.permissions
  return {
    manage: hasPermission(granted, 'EDIT_EBD'),
    takeRoll: hasPermission(granted, 'ADD_EBD'),
    remove: hasPermission(granted, 'DELETE_EBD'),
  }
}

export type { EbdClass }
