import { hasPermission } from '../../../sync'

export type FirstStepId = 'members' | 'church' | 'treasurer' | 'secretary' | 'tithe' | 'install'

export interface FirstStep {
  id: FirstStepId
  done: boolean
}

/** What the device keeps that the first steps are read from (the mirror's rows). */
export interface FirstStepsData {
  members: readonly { status: string }[]
  churches: readonly { linkLogo: string; primaryColor: string; pixKey?: string }[]
  users: readonly { id: string; roleId: string; status?: string }[]
  roles: readonly { id: string; permissions: readonly string[] }[]
  tithes: readonly unknown[]
  /** The app is installed on this device (install-prompt.ts). */
  installed: boolean
  /** The user looking: the team is the others. */
  selfId: string
}

/**
 * A church's first steps after signing up (issue 51), each ticked from the data itself: members
 * registered or imported (visitors are not members); a church with its logo, colour and PIX key;
 * a treasurer (another user whose role records tithes) and a secretary (another user whose role
 * registers members) invited; the first tithe recorded; the app installed on this phone.
 */
export function firstSteps(data: FirstStepsData): FirstStep[] {
  const roleOf = new Map(data.roles.map((role) => [role.id, role.permissions]))
  const team = data.users.filter((u) => u.id !== data.selfId && u.status !== 'inactive')
  const someoneMay = (permission: 'ADD_TITHING' | 'ADD_MEMBER') =>
    team.some((u) => hasPermission(roleOf.get(u.roleId), permission))
  return [
    { id: 'members', done: data.members.some((m) => m.status !== 'visitor') },
    {
      id: 'church',
      done: data.churches.some((c) => c.linkLogo !== '' && c.primaryColor !== '' && !!c.pixKey),
    },
    { id: 'treasurer', done: someoneMay('ADD_TITHING') },
    { id: 'secretary', done: someoneMay('ADD_MEMBER') },
    { id: 'tithe', done: data.tithes.length > 0 },
    { id: 'install', done: data.installed },
  ]
}

/** The checklist is for an organisation in its trial, to who can take its steps: its administrator. */
export function showsFirstSteps(
  user: { billing?: { status: string } | null; role: { permissions: readonly string[] } } | null,
): boolean {
  if (!user?.billing || user.billing.status !== 'trial') return false
  return (
    hasPermission(user.role.permissions, 'ADD_USERS') &&
    hasPermission(user.role.permissions, 'EDIT_CHURCHES')
  )
}

const KEY = 'celeiro.first-steps.dismissed'

/** Dismissed on this device for this organisation. */
export function firstStepsDismissed(clientId: string): boolean {
  try {
    return localStorage.getItem(`${KEY}.${clientId}`) === '1'
  } catch {
    return false
  }
}

export function dismissFirstSteps(clientId: string): void {
  try {
    localStorage.setItem(`${KEY}.${clientId}`, '1')
  } catch {
    // Private mode: hidden until the next visit.
  }
}
