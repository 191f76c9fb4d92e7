import { describe, expect, it } from 'vitest'
import { eventCreateSchema, eventLevel, eventUpdateSchema, eventVisibleTo } from './events'

const id = (n: number) => `0190f000-0000-7000-8000-00000000000${n}`
const church = { conventionId: id(1), fieldId: id(2), sectorId: id(3), churchId: id(4) }
const valid = {
  id: id(9),
  ...church,
  name: 'Congresso de jovens',
  startDate: '2026-12-04',
  endDate: '2026-12-06',
  revenueBudget: 500_000,
}
const codes = (input: unknown) =>
  eventCreateSchema.safeParse(input).error?.issues.map((i) => i.message) ?? []

describe('the event contract (spec §3, §5)', () => {
  it('takes a church event with defaults; refuses an end before the start (one day too)', () => {
    expect(eventCreateSchema.parse(valid)).toMatchObject({ location: '', budgetAmount: null })
    expect(codes({ ...valid, endDate: '2026-12-03' })).toEqual(['event_end_before_start'])
    expect(codes({ ...valid, endDate: '2026-12-04' })).toEqual([])
    expect(codes({ ...valid, budgetEnd: '2026-12-01' })).toEqual(['event_budget_end_before_start'])
  })

  it('needs a name of 3 characters and a revenue budget above zero', () => {
    expect(codes({ ...valid, name: 'Sá' })).toEqual(['name_too_short'])
    expect(codes({ ...valid, revenueBudget: 0 })).toEqual(['amount_must_be_positive'])
    expect(codes({ ...valid, revenueBudget: 10.5 })).toEqual(['amount_invalid'])
  })

  it('belongs to a node given by its whole path, without holes', () => {
    expect(eventLevel(church)).toBe('church')
    expect(eventLevel({ ...church, churchId: null })).toBe('sector')
    expect(eventLevel({ ...church, sectorId: null, churchId: null })).toBe('field')
    expect(eventLevel({ conventionId: id(1), fieldId: null, sectorId: null, churchId: null })).toBe(
      'convention',
    )
    expect(eventLevel({ ...church, sectorId: null })).toBeNull()
    expect(codes({ ...valid, fieldId: null })).toEqual(['event_owner_invalid'])
  })

  it('keeps its node on update (a campaign never moves)', () => {
    expect(eventUpdateSchema.safeParse({ churchId: id(5) }).success).toBe(false)
    expect(eventUpdateSchema.safeParse({ name: 'Missões 2027' }).success).toBe(true)
  })

  it("is seen by the churches under its node, not by a sibling's", () => {
    const fieldCampaign = { ...church, sectorId: null, churchId: null }
    expect(eventVisibleTo(fieldCampaign, church)).toBe(true)
    expect(eventVisibleTo(fieldCampaign, { ...church, fieldId: id(7) })).toBe(false)
    expect(eventVisibleTo(church, { ...church, churchId: id(8) })).toBe(false)
    expect(eventVisibleTo(church, church)).toBe(true)
  })
})
