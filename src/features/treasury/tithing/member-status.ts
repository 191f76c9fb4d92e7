import { titheStatus, type TreasuryTitheStatus } from '../../../../sync'

export interface MemberStatusRow {
  id: string
  name: string
  churchId: string
  status: TreasuryTitheStatus
  /** Date of the member's latest tithe among those given (not after today), or null. */
  last: string | null
}

/** Sorts names as localeCompare does, without building a collator per comparison. */
const byName = new Intl.Collator()

/**
 * Each member's tithe status on `today` by the shared rule (titheStatus: up to date with a tithe
 * in the current or the previous calendar month), with their latest tithe date. Visitors are
 * left out (they are not members); anonymous offerings count for nobody. The status needs only
 * the tithes of those two months (readRecentTithes); `last` is then null for a member whose
 * latest tithe is older (readLastDates finds it).
 */
export function memberStatuses(
  members: readonly {
    id: string
    name: string
    surname: string
    churchId: string
    status: string
  }[],
  tithes: readonly { memberId: string | null; date: string }[],
  today: string,
): MemberStatusRow[] {
  const dates = new Map<string, string[]>()
  for (const tithe of tithes) {
    if (!tithe.memberId) continue
    const list = dates.get(tithe.memberId) ?? []
    list.push(tithe.date)
    dates.set(tithe.memberId, list)
  }
  return members
    .filter((m) => m.status !== 'visitor' && m.name !== '—')
    .map((m) => {
      const own = dates.get(m.id) ?? []
      const last =
        own
          .filter((d) => d <= today)
          .sort()
          .at(-1) ?? null
      return {
        id: m.id,
        name: `${m.name} ${m.surname}`,
        churchId: m.churchId,
        status: titheStatus(own, today),
        last,
      }
    })
    .sort((a, b) => byName.compare(a.name, b.name))
}
