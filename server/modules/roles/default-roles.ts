import type { Permission } from '../../../sync/contracts/permissions'

/** The default roles of an organisation besides the administrator (all permissions): the demo's and a sign-up's. */

/** The treasurer's permissions, church level (the demo and every new organisation's default role). */
export const TREASURER_PERMISSIONS: Permission[] = [
  'VIEW_REVENUES',
  'ADD_REVENUES',
  'EDIT_REVENUES',
  'DELETE_REVENUES',
  'VIEW_EXPENSES',
  'ADD_EXPENSES',
  'EDIT_EXPENSES',
  'DELETE_EXPENSES',
  'VIEW_TITHING',
  'ADD_TITHING',
  'EDIT_TITHING',
  'DELETE_TITHING',
  'VIEW_REPASSE',
  'ADD_REPASSE',
  'EDIT_REPASSE',
  'VIEW_FINANCIAL_REPORT',
  'VIEW_CALENDAR',
  // The church's events and campaigns: created, linked to revenues and expenses (issue 15).
  'VIEW_EVENTS',
  'ADD_EVENTS',
  'EDIT_EVENTS',
  'DELETE_EVENTS',
  'VIEW_MEMBER',
  // The church's inventory and debts are the treasurer's too (issue 17).
  'VIEW_ASSETS',
  'ADD_ASSETS',
  'EDIT_ASSETS',
  'DELETE_ASSETS',
  'VIEW_LIABILITIES',
  'ADD_LIABILITIES',
  'EDIT_LIABILITIES',
  'DELETE_LIABILITIES',
]
/** The secretary's permissions, church level. */
export const SECRETARY_PERMISSIONS: Permission[] = [
  'VIEW_MEMBER',
  'ADD_MEMBER',
  'EDIT_MEMBER',
  'DELETE_MEMBER',
  'VIEW_VISITOR',
  'ADD_VISITOR',
  'EDIT_VISITOR',
  'DELETE_VISITOR',
  'VIEW_MEMBER_REPORT',
  'VIEW_CHURCHES',
  'VIEW_CALENDAR',
  'VIEW_EVENTS',
]

/** The Sunday school's teacher (docs/ebd.md): takes the roll of their own classes; reads the students' names. */
export const EBD_TEACHER_PERMISSIONS: Permission[] = ['VIEW_EBD', 'ADD_EBD', 'VIEW_MEMBER']
/** The Sunday school's superintendent: the whole church's EBD. */
export const EBD_SUPERINTENDENT_PERMISSIONS: Permission[] = [
  'VIEW_EBD',
  'ADD_EBD',
  'EDIT_EBD',
  'DELETE_EBD',
  'VIEW_MEMBER',
]
