import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { hasPermission, type RequiredPermission } from '../../../sync/index'
import type { IconName } from './icons'

/**
 * The sidebar menu of spec §2 "Shell": Home, then the Administration, Members and Financial
 * groups. Labels are message descriptors, translated where they render (never at module level).
 */

/** Every path the menu can open. */
export type MenuPath =
  | '/'
  | '/churches'
  | '/users'
  | '/levels'
  | '/roles'
  | '/congregations'
  | '/ecclesiasticalFields'
  | '/regionalSectors'
  | '/assets'
  | '/liabilities'
  | '/access_log'
  | '/members'
  | '/visitors'
  | '/transfer_members'
  | '/ebd'
  | '/revenues'
  | '/expenses'
  | '/tithing'
  | '/repasse'
  | '/financial_report'
  | '/calendar'
  | '/events'
  | '/billing'

export interface MenuItem {
  kind: 'item'
  id: string
  to: MenuPath
  label: MessageDescriptor
  icon: IconName
  permission: RequiredPermission
  /** Shown to the organisation's administrators (role level 0) only, as the server answers it. */
  administratorsOnly?: boolean
}

export interface MenuGroup {
  kind: 'group'
  id: string
  label: MessageDescriptor
  icon: IconName
  items: MenuItem[]
}

export type MenuEntry = MenuItem | MenuGroup

const item = (
  id: string,
  to: MenuPath,
  label: MessageDescriptor,
  icon: IconName,
  permission: RequiredPermission,
): MenuItem => ({
  kind: 'item',
  id,
  to,
  label,
  icon,
  permission,
})

export const MENU: readonly MenuEntry[] = [
  item('home', '/', msg`Início`, 'home', 'DEFAULT'),
  {
    kind: 'group',
    id: 'administration',
    label: msg`Administração`,
    icon: 'settings',
    items: [
      item('churches', '/churches', msg`Igrejas`, 'church', 'VIEW_CHURCHES'),
      item('users', '/users', msg`Usuários`, 'users', 'VIEW_USERS'),
      item('levels', '/levels', msg`Níveis`, 'layers', 'VIEW_LEVELS'),
      item('roles', '/roles', msg`Funções`, 'shield', 'VIEW_ROLES'),
      item('congregations', '/congregations', msg`Convenções`, 'building', 'VIEW_CONGREGATIONS'),
      item('fields', '/ecclesiasticalFields', msg`Campos eclesiásticos`, 'map', 'VIEW_FIELDS'),
      item('sectors', '/regionalSectors', msg`Setores regionais`, 'pin', 'VIEW_REGIONAL'),
      item('assets', '/assets', msg`Patrimônio`, 'box', 'VIEW_ASSETS'),
      item('liabilities', '/liabilities', msg`Passivos`, 'file', 'VIEW_LIABILITIES'),
      // The LGPD access log: the server shows it to administrators only (issue 50: a holder of
      // VIEW_USERS was offered a screen that failed).
      {
        ...item('accessLog', '/access_log', msg`Registro de acessos`, 'file', 'VIEW_USERS'),
        administratorsOnly: true,
      },
    ],
  },
  {
    kind: 'group',
    id: 'members',
    label: msg`Membros`,
    icon: 'users',
    items: [
      item('members', '/members', msg`Cadastro de membros`, 'userPlus', 'VIEW_MEMBER'),
      item('visitors', '/visitors', msg`Visitantes`, 'userCheck', 'VIEW_MEMBER'),
      item(
        'transfers',
        '/transfer_members',
        msg`Transferência de membros`,
        'shuffle',
        'VIEW_MEMBER_REPORT',
      ),
      // The Sunday school (issue 53): its classes and the roll ("Chamada").
      item('ebd', '/ebd', msg`Escola Bíblica Dominical`, 'userCheck', 'VIEW_EBD'),
    ],
  },
  {
    kind: 'group',
    id: 'financial',
    label: msg`Financeiro`,
    icon: 'wallet',
    items: [
      item('revenues', '/revenues', msg`Receitas`, 'trendingUp', 'VIEW_REVENUES'),
      item('expenses', '/expenses', msg`Despesas`, 'trendingDown', 'VIEW_EXPENSES'),
      item('tithing', '/tithing', msg`Dízimos`, 'heart', 'VIEW_TITHING'),
      item('repasse', '/repasse', msg`Repasse`, 'share', 'VIEW_REPASSE'),
      item(
        'report',
        '/financial_report',
        msg`Relatório financeiro`,
        'chart',
        'VIEW_FINANCIAL_REPORT',
      ),
      item('calendar', '/calendar', msg`Calendário`, 'calendar', 'VIEW_CALENDAR'),
      item('events', '/events', msg`Campanhas`, 'flag', 'VIEW_EVENTS'),
    ],
  },
]

/**
 * The menu a user may see: items need their permission (and an administrators' item, an
 * administrator); a group shows only if a child shows.
 */
export function filterMenu(
  menu: readonly MenuEntry[],
  permissions: readonly string[] | undefined,
  administrator = false,
): MenuEntry[] {
  const shows = (item: MenuItem) =>
    hasPermission(permissions, item.permission) && (administrator || !item.administratorsOnly)
  const entries: MenuEntry[] = []
  for (const entry of menu) {
    if (entry.kind === 'item') {
      if (shows(entry)) entries.push(entry)
      continue
    }
    const items = entry.items.filter(shows)
    if (items.length > 0) entries.push({ ...entry, items })
  }
  return entries
}

/** Whether `item` is the active one for the current pathname (Home only on '/'). */
export function isActivePath(to: MenuPath, pathname: string): boolean {
  if (to === '/') return pathname === '/'
  return pathname === to || pathname.startsWith(`${to}/`)
}
