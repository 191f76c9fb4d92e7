import { useMemo } from 'react'
import type { Member, Tithe, TitheBudget } from '../../../../sync'
import { useMirrorRows } from '../../../components/list-screen'

/** The tithing screen's rows from the mirror: tithes (newest first), budgets, members by church. */
export function useTithingData() {
  const tithes = useMirrorRows<Tithe>('tithes')
  const budgets = useMirrorRows<TitheBudget>('titheBudgets')
  const members = useMirrorRows<Member>('members')
  return useMemo(() => {
    const byChurch = new Map<string, Member[]>()
    for (const m of members ?? []) {
      if (m.name === '—') continue
      const list = byChurch.get(m.churchId) ?? []
      list.push(m)
      byChurch.set(m.churchId, list)
    }
    const memberNames = new Map((members ?? []).map((m) => [m.id, `${m.name} ${m.surname}`]))
    return {
      ready: tithes !== undefined && budgets !== undefined && members !== undefined,
      tithes: [...(tithes ?? [])].sort((a, b) =>
        a.date === b.date
          ? String(b.createdAt ?? '').localeCompare(String(a.createdAt ?? ''))
          : b.date.localeCompare(a.date),
      ),
      budgets: budgets ?? [],
      members: members ?? [],
      membersOf: (churchId: string): readonly Member[] => byChurch.get(churchId) ?? [],
      memberName: (id: string | null) => (id ? memberNames.get(id) : undefined),
    }
  }, [tithes, budgets, members])
}
