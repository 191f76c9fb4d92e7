import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { hasPermission, type RequiredPermission, type SessionUser } from '../../../sync'
import { firstName } from '../layout/user-names'
import type { IconName } from '../layout/icon-drawings'

/** Where a main action leads: a path and, for the bills, the list's filter. */
export type MainActionTarget =
  | { to: '/tithing/service' }
  | { to: '/expenses'; search: { situacao: 'open' } }
  | { to: '/members/new' }
  | { to: '/visitors/new' }

export interface MainAction {
  key: string
  target: MainActionTarget
  label: MessageDescriptor
  icon: IconName
  /** The one filled button (the treasurer's service mode); the others are outlined. */
  primary: boolean
  testId?: string
}

const ACTIONS: readonly (MainAction & { permission: RequiredPermission })[] = [
  {
    key: 'service',
    permission: 'ADD_TITHING',
    target: { to: '/tithing/service' },
    label: msg`Abrir modo culto`,
    icon: 'heart',
    primary: true,
    testId: 'home-service-mode',
  },
  {
    key: 'bills',
    permission: 'VIEW_EXPENSES',
    target: { to: '/expenses', search: { situacao: 'open' } },
    label: msg`Contas a pagar`,
    icon: 'trendingDown',
    primary: false,
  },
  {
    key: 'member',
    permission: 'ADD_MEMBER',
    target: { to: '/members/new' },
    label: msg`Novo membro`,
    icon: 'userPlus',
    primary: false,
    testId: 'home-new-member',
  },
  {
    key: 'visitor',
    permission: 'ADD_MEMBER',
    target: { to: '/visitors/new' },
    label: msg`Novo visitante`,
    icon: 'userCheck',
    primary: false,
  },
]

/**
 * The user's main jobs one tap from the home (spec §2): the treasurer opens the service mode and
 * sees the bills; the secretary registers members and visitors. Only what the role may do.
 */
export function mainActions(user: SessionUser | null): MainAction[] {
  const granted = user?.role.permissions
  return ACTIONS.filter((action) => hasPermission(granted, action.permission))
}

/** The home's greeting: the user's first name and, below it, the place and the role. */
export function greetingOf(user: SessionUser): { name: string; place: string; role: string } {
  return {
    name: firstName(user.name) || user.fullName,
    place: user.congregation?.name ?? user.client.name,
    role: user.role.name,
  }
}
