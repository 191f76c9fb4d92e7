import { describe, expect, it } from 'vitest'
import { ALL_PERMISSIONS } from '../../../sync/index'
import { MENU, filterMenu, isActivePath, type MenuEntry } from './menu'

const TREASURER = [
  'VIEW_REVENUES',
  'ADD_REVENUES',
  'VIEW_EXPENSES',
  'VIEW_TITHING',
  'VIEW_REPASSE',
  'VIEW_FINANCIAL_REPORT',
  'VIEW_CALENDAR',
  'VIEW_EVENTS',
  'VIEW_MEMBER',
]

const shape = (entries: MenuEntry[]) =>
  entries.map((entry) =>
    entry.kind === 'item' ? entry.to : { [entry.id]: entry.items.map((i) => i.to) },
  )

describe('filterMenu', () => {
  it('shows everything to a role holding every permission', () => {
    expect(shape(filterMenu(MENU, ALL_PERMISSIONS, true))).toEqual([
      '/',
      {
        administration: [
          '/churches',
          '/users',
          '/levels',
          '/roles',
          '/congregations',
          '/ecclesiasticalFields',
          '/regionalSectors',
          '/assets',
          '/liabilities',
          '/access_log',
        ],
      },
      { members: ['/members', '/visitors', '/transfer_members', '/ebd'] },
      {
        financial: [
          '/revenues',
          '/expenses',
          '/tithing',
          '/repasse',
          '/financial_report',
          '/calendar',
          '/events',
        ],
      },
    ])
  })

  it('shows the treasurer the financial items and member registration, without Administration', () => {
    expect(shape(filterMenu(MENU, TREASURER))).toEqual([
      '/',
      { members: ['/members', '/visitors'] },
      {
        financial: [
          '/revenues',
          '/expenses',
          '/tithing',
          '/repasse',
          '/financial_report',
          '/calendar',
          '/events',
        ],
      },
    ])
  })

  it('keeps only Home without permissions', () => {
    expect(shape(filterMenu(MENU, []))).toEqual(['/'])
    expect(shape(filterMenu(MENU, undefined))).toEqual(['/'])
  })

  it('needs the VIEW permission: ADD alone is not enough', () => {
    expect(shape(filterMenu(MENU, ['ADD_USERS', 'EDIT_USERS', 'VIEW_USERS'], true))).toEqual([
      '/',
      { administration: ['/users', '/access_log'] },
    ])
    expect(shape(filterMenu(MENU, ['ADD_USERS']))).toEqual(['/'])
  })

  it('offers the access log to administrators only, as the server shows it (issue 50)', () => {
    expect(shape(filterMenu(MENU, ['VIEW_USERS']))).toEqual(['/', { administration: ['/users'] }])
    expect(shape(filterMenu(MENU, ['VIEW_USERS'], true))).toEqual([
      '/',
      { administration: ['/users', '/access_log'] },
    ])
  })

  it('does not change the definition', () => {
    filterMenu(MENU, [])
    const admin = MENU.find((entry) => entry.id === 'administration')
    expect(admin?.kind === 'group' && admin.items.length).toBe(10)
  })
})

describe('isActivePath', () => {
  it('matches the item and its sub-screens, Home only on /', () => {
    expect(isActivePath('/', '/')).toBe(true)
    expect(isActivePath('/', '/users')).toBe(false)
    expect(isActivePath('/users', '/users')).toBe(true)
    expect(isActivePath('/users', '/users/42')).toBe(true)
    expect(isActivePath('/users', '/users-x')).toBe(false)
  })

  it('shows a Sunday school teacher (VIEW_EBD) the EBD under Membros', () => {
    expect(shape(filterMenu(MENU, ['VIEW_EBD', 'ADD_EBD', 'VIEW_MEMBER']))).toEqual([
      '/',
      { members: ['/members', '/visitors', '/ebd'] },
    ])
  })
})
