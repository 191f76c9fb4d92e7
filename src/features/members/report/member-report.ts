import { ageOn, localDateOf, type Member, type MemberTransfer } from '../../../../sync'

/**
 * The member report's figures (issue 16), pure: the people by category, status, church and age
 * band, the birthdays of the month, the new members and the transfers of a period, and — only
 * when the rows carry it (a treasury role) — the tithe status. Deleted members (anonymised) are
 * left out.
 */

export const AGE_BANDS = [
  [0, 11],
  [12, 17],
  [18, 29],
  [30, 44],
  [45, 59],
  [60, 150],
] as const

export type AgeBand = (typeof AGE_BANDS)[number] | null

export interface Count<K> {
  key: K
  count: number
}

export interface MemberReport {
  /** Everyone counted: the members and the visitors. */
  people: number
  members: number
  /** Visitors are counted apart: they have no member category nor tithe status. */
  visitors: number
  byCategory: Count<Member['category']>[]
  byStatus: Count<Member['status']>[]
  byChurch: Count<string>[]
  byAgeBand: Count<AgeBand>[]
  /** Null when the reader may not see tithe statuses. */
  byTitheStatus: Count<NonNullable<Member['titheStatus']> | 'unknown'>[] | null
  birthdays: { member: Member; day: number }[]
  newMembers: Member[]
  transfers: MemberTransfer[]
}

const isDeleted = (m: Member) => m.name === '—'

/**
 * Since when a person is a member of the church: the admission date ("Membro desde"), else the
 * day the record was created (rows without one: created before it existed, or left blank).
 */
export const memberSince = (m: Member): string => m.admissionDate ?? localDateOf(m.createdAt)

function counted<K>(values: readonly K[], order?: readonly K[]): Count<K>[] {
  const counts = new Map<K, number>()
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1)
  const list = [...counts.entries()].map(([key, count]) => ({ key, count }))
  return order
    ? list.sort((a, b) => order.indexOf(a.key) - order.indexOf(b.key))
    : list.sort((a, b) => b.count - a.count)
}

export function ageBandOf(birthDate: string | null, today: string): AgeBand {
  if (!birthDate) return null
  const age = ageOn(birthDate, today)
  return AGE_BANDS.find(([from, to]) => age >= from && age <= to) ?? null
}

export function memberReport(input: {
  members: readonly Member[]
  transfers: readonly MemberTransfer[]
  start: string
  end: string
  today: string
}): MemberReport {
  const people = input.members.filter((m) => !isDeleted(m))
  const month = input.today.slice(5, 7)
  const inPeriod = (date: string) => date >= input.start && date <= input.end
  const seesTithe = people.some((m) => m.titheStatus !== undefined)
  const visitors = people.filter((m) => m.status === 'visitor').length
  return {
    people: people.length,
    members: people.length - visitors,
    visitors,
    byCategory: counted(people.filter((m) => m.status !== 'visitor').map((m) => m.category)),
    byStatus: counted(people.map((m) => m.status)),
    byChurch: counted(people.map((m) => m.churchId ?? '')),
    byAgeBand: counted(
      people.map((m) => ageBandOf(m.birthDate, input.today)),
      [...AGE_BANDS, null],
    ),
    byTitheStatus: seesTithe
      ? counted(people.filter((m) => m.status !== 'visitor').map((m) => m.titheStatus ?? 'unknown'))
      : null,
    birthdays: people
      .filter((m) => m.status !== 'visitor' && m.birthDate?.slice(5, 7) === month)
      .map((member) => ({ member, day: Number(member.birthDate?.slice(8, 10)) }))
      .sort((a, b) => a.day - b.day),
    newMembers: people
      .filter((m) => m.status !== 'visitor' && inPeriod(memberSince(m)))
      .sort(
        (a, b) =>
          memberSince(a).localeCompare(memberSince(b)) || a.createdAt.localeCompare(b.createdAt),
      ),
    transfers: input.transfers
      .filter((x) => inPeriod(x.date))
      .sort((a, b) => a.date.localeCompare(b.date)),
  }
}
