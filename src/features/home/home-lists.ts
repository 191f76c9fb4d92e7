import {
  addDays,
  localDateOf,
  realize,
  type MirrorTable,
  type Payment,
  daysBetween,
  overdueSince,
} from '../../../sync'
import { rowsByKeys } from '../../components/mirror'

/** Up to this many names in a home list; the rest is a count. */
export const HOME_LIST_SIZE = 5

export interface Birthday {
  id: string
  name: string
  /** Day of the month. */
  day: number
}

/** Active members born in `today`'s month, by day; the first few and how many there are. */
export async function birthdaysOfMonth(
  members: MirrorTable<'members'>,
  today: string,
): Promise<{ shown: Birthday[]; total: number }> {
  const month = today.slice(5, 7)
  const rows = await members
    .where('status')
    .equals('active')
    .filter((m) => m.birthDate !== null && m.birthDate.slice(5, 7) === month)
    .toArray()
  const all = rows
    .map((m) => ({
      id: m.id,
      name: `${m.name} ${m.surname}`.trim(),
      day: Number(m.birthDate?.slice(8, 10)),
    }))
    .sort((a, b) => a.day - b.day || a.name.localeCompare(b.name))
  // From today on first: the birthdays still to come this month lead.
  const day = Number(today.slice(8, 10))
  const ordered = [...all.filter((b) => b.day >= day), ...all.filter((b) => b.day < day)]
  return { shown: ordered.slice(0, HOME_LIST_SIZE), total: all.length }
}

export interface RecentVisitor {
  id: string
  name: string
  /** The day shown: the visit date typed, else the day it was recorded where the user is. */
  date: string
}

/** The visitors registered last, newest first. */
export async function recentVisitors(members: MirrorTable<'members'>): Promise<RecentVisitor[]> {
  const rows = await members.where('status').equals('visitor').toArray()
  return rows
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
    .slice(0, HOME_LIST_SIZE)
    .map((m) => ({
      id: m.id,
      name: `${m.name} ${m.surname}`.trim(),
      date: m.visitDate ?? localDateOf(m.createdAt),
    }))
}

export interface BillsDue {
  /** Expenses with an instalment still open after its due date. */
  overdue: number
  /** Open instalments due from today to 7 days ahead. */
  dueThisWeek: number
  /** The most overdue, then the nearest, with what is left to pay. */
  shown: {
    id: string
    churchId: string
    description: string
    dueDate: string
    remaining: number
    late: number
  }[]
}

/** What the church owes now: overdue expense instalments and those due within a week. */
export async function billsDue(
  expenses: MirrorTable<'expenses'>,
  payments: MirrorTable<'expensePayments'>,
  today: string,
): Promise<BillsDue> {
  const weekEnd = addDays(today, 7)
  const entries = await expenses.where('dueDate').belowOrEqual(weekEnd).toArray()
  const paid = await rowsByKeys(
    payments,
    'entryId',
    entries.map((e) => e.id),
  )
  const byEntry = new Map<string, Payment[]>()
  for (const p of paid) byEntry.set(p.entryId, [...(byEntry.get(p.entryId) ?? []), p])
  const result: BillsDue = { overdue: 0, dueThisWeek: 0, shown: [] }
  const candidates: BillsDue['shown'] = []
  for (const entry of entries) {
    const { instalments } = realize(entry, byEntry.get(entry.id) ?? [], weekEnd)
    const since = overdueSince(instalments, today)
    if (since !== null) result.overdue += 1
    const open = instalments.filter((i) => i.status !== 'realized' && i.dueDate <= weekEnd)
    result.dueThisWeek += open.filter((i) => i.dueDate >= today).length
    const first = open[0]
    if (first)
      candidates.push({
        id: entry.id,
        churchId: entry.churchId,
        description: entry.description,
        dueDate: first.dueDate,
        remaining: first.remaining,
        late: Math.max(0, daysBetween(first.dueDate, today)),
      })
  }
  result.shown = candidates
    .sort((a, b) => a.dueDate.localeCompare(b.dueDate))
    .slice(0, HOME_LIST_SIZE)
  return result
}

export interface DebtLine {
  id: string
  churchId: string
  name: string
  dueDate: string
  value: number
  /** Days past its due date (0 when not yet due). */
  late: number
}

export interface DebtsDue {
  /** Open liabilities past their due date (this month's or before), the most overdue first. */
  overdue: { total: number; shown: DebtLine[] }
  /** Open liabilities due from today to the end of the month, the nearest first. */
  thisMonth: { total: number; shown: DebtLine[] }
}

/**
 * The liabilities to settle this month, the ones already overdue apart. `today` is the user's
 * calendar date (todayIso: the local date, never the UTC one).
 */
export async function debtsDue(
  liabilities: MirrorTable<'liabilities'>,
  today: string,
): Promise<DebtsDue> {
  const monthEnd = `${today.slice(0, 7)}-31`
  const due = (await liabilities.where('dueDate').belowOrEqual(monthEnd).toArray())
    .filter((l) => !l.settledOn)
    .sort((a, b) => a.dueDate.localeCompare(b.dueDate) || a.name.localeCompare(b.name))
    .map((l): DebtLine => ({
      id: l.id,
      churchId: l.churchId,
      name: l.name,
      dueDate: l.dueDate,
      value: l.value,
      late: Math.max(0, daysBetween(l.dueDate, today)),
    }))
  const overdue = due.filter((l) => l.dueDate < today)
  const thisMonth = due.filter((l) => l.dueDate >= today)
  // Up to HOME_LIST_SIZE lines in all: the overdue ones first.
  const overdueShown = overdue.slice(0, HOME_LIST_SIZE)
  return {
    overdue: { total: overdue.length, shown: overdueShown },
    thisMonth: {
      total: thisMonth.length,
      shown: thisMonth.slice(0, Math.max(0, HOME_LIST_SIZE - overdueShown.length)),
    },
  }
}
