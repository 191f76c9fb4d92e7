// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import {
  dismissFirstSteps,
  firstSteps,
  firstStepsDismissed,
  showsFirstSteps,
  type FirstStepsData,
} from './first-steps'

const ADMIN = 'u-admin'
const fresh: FirstStepsData = {
  members: [],
  churches: [{ linkLogo: '', primaryColor: '', pixKey: '' }],
  users: [{ id: ADMIN, roleId: 'r-admin', status: 'active' }],
  roles: [
    { id: 'r-admin', permissions: ['ADD_USERS', 'ADD_TITHING', 'ADD_MEMBER'] },
    { id: 'r-treasurer', permissions: ['ADD_TITHING', 'VIEW_TITHING'] },
    { id: 'r-secretary', permissions: ['ADD_MEMBER', 'VIEW_MEMBER'] },
  ],
  tithes: [],
  installed: false,
  selfId: ADMIN,
}
const doneOf = (data: FirstStepsData) =>
  Object.fromEntries(firstSteps(data).map((s) => [s.id, s.done]))

describe('first steps of a church that has just signed up', () => {
  it('none is done on the first day (the administrator alone is no team)', () => {
    expect(doneOf(fresh)).toEqual({
      members: false,
      church: false,
      treasurer: false,
      secretary: false,
      tithe: false,
      install: false,
    })
  })

  it('each is ticked from the data', () => {
    expect(doneOf({ ...fresh, members: [{ status: 'visitor' }] }).members).toBe(false)
    expect(doneOf({ ...fresh, members: [{ status: 'active' }] }).members).toBe(true)
    expect(
      doneOf({
        ...fresh,
        churches: [{ linkLogo: 'logo.png', primaryColor: '#123456', pixKey: '' }],
      }).church,
    ).toBe(false)
    expect(
      doneOf({
        ...fresh,
        churches: [{ linkLogo: 'logo.png', primaryColor: '#123456', pixKey: 'a@b.org' }],
      }).church,
    ).toBe(true)
    const treasurer = { id: 'u-t', roleId: 'r-treasurer', status: 'active' }
    expect(doneOf({ ...fresh, users: [...fresh.users, treasurer] })).toMatchObject({
      treasurer: true,
      secretary: false,
    })
    const inactive = { id: 'u-s', roleId: 'r-secretary', status: 'inactive' }
    expect(doneOf({ ...fresh, users: [...fresh.users, inactive] }).secretary).toBe(false)
    expect(
      doneOf({ ...fresh, users: [...fresh.users, { ...inactive, status: 'active' }] }).secretary,
    ).toBe(true)
    expect(doneOf({ ...fresh, tithes: [{}] }).tithe).toBe(true)
    expect(doneOf({ ...fresh, installed: true }).install).toBe(true)
  })

  it('is shown to the administrator of an organisation in its trial only', () => {
    const admin = { permissions: ['ADD_USERS', 'EDIT_CHURCHES'] }
    expect(showsFirstSteps({ billing: { status: 'trial' }, role: admin })).toBe(true)
    expect(showsFirstSteps({ billing: { status: 'active' }, role: admin })).toBe(false)
    expect(showsFirstSteps({ billing: null, role: admin })).toBe(false)
    expect(
      showsFirstSteps({ billing: { status: 'trial' }, role: { permissions: ['ADD_TITHING'] } }),
    ).toBe(false)
  })

  it('once dismissed, stays dismissed for that organisation on the device', () => {
    expect(firstStepsDismissed('c1')).toBe(false)
    dismissFirstSteps('c1')
    expect(firstStepsDismissed('c1')).toBe(true)
    expect(firstStepsDismissed('c2')).toBe(false)
  })
})
