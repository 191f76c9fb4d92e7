import { describe, expect, it } from 'vitest'
import type { AlertOccurrence } from '../../../sync'
import { emptyState, isHidden, nextDue, toFire, type ReminderState } from './reminder-state'

const reminder = (id: string, date: string, time: string): AlertOccurrence => ({
  id,
  kind: 'expense',
  entryId: id,
  churchId: 'c1',
  instalmentDate: date,
  date,
  time,
  description: id,
  amount: 100,
  remaining: 100,
})

const state = (over: Partial<ReminderState> = {}): ReminderState => ({ ...emptyState(), ...over })
const ids = (list: AlertOccurrence[]) => list.map((r) => r.id)

describe('reminder state on a device', () => {
  const list = [
    reminder('early', '2026-11-25', '08:00'),
    reminder('now', '2026-11-25', '10:05'),
    reminder('later', '2026-11-25', '18:00'),
    reminder('old', '2026-11-23', '09:00'),
  ]
  const now = '2026-11-25 10:05'
  const since = '2026-11-24 10:05'

  it('fires what is due within the last 24 hours, once per due time', () => {
    expect(ids(toFire(list, state(), now, since))).toEqual(['early', 'now'])
    const fired = state({ fired: { early: '2026-11-25 08:00' } })
    expect(ids(toFire(list, fired, now, since))).toEqual(['now'])
    expect(nextDue(list, state(), now)).toBe('2026-11-25 18:00')
  })

  it('never fires nor lists a dismissed reminder', () => {
    const dismissed = state({ dismissed: { now: '2026-11-25 10:05', later: '2026-11-25 09:00' } })
    expect(ids(toFire(list, dismissed, now, since))).toEqual(['early'])
    expect(nextDue(list, dismissed, now)).toBeNull()
    expect(isHidden(list[1]!, dismissed, now)).toBe(true)
  })

  it('a snooze hides it until then and fires it again at its end', () => {
    const snoozed = state({
      fired: { now: '2026-11-25 10:05' },
      snoozed: { now: '2026-11-25 11:05' },
    })
    expect(isHidden(list[1]!, snoozed, now)).toBe(true)
    expect(ids(toFire(list, snoozed, now, since))).toEqual(['early'])
    expect(nextDue(list, snoozed, now)).toBe('2026-11-25 11:05')
    expect(ids(toFire(list, snoozed, '2026-11-25 11:05', since))).toEqual(['early', 'now'])
    expect(isHidden(list[1]!, snoozed, '2026-11-25 11:05')).toBe(false)
    // Until tomorrow 09:00: yesterday's reminder comes back the next morning.
    const tomorrow = state({ snoozed: { old: '2026-11-26 09:00' } })
    expect(ids(toFire(list, tomorrow, '2026-11-26 09:00', '2026-11-25 09:00'))).toContain('old')
  })
})
