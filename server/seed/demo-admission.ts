import { parseIsoDate } from '../../sync/contracts/dates'
import type { MemberStatus } from '../../sync/contracts/members'
import type { members } from '../db/schema'

type MemberInsert = typeof members.$inferInsert

const pad = (n: number, width: number) => String(n).padStart(width, '0')

/**
 * Since when a demo person is a member ("Membro desde", issue 50): baptised here, else by letter
 * or acclamation some years ago, and one in twenty this year up to `today` (the seed's local date),
 * so the member report has new members that are not the whole church. Never after `today`: the
 * member form refuses a date in the future, and would on an edit of anything else. From the
 * running number, not the random stream (the rest of the demo stays as it was). Visitors have none.
 */
export function admissionOf(
  status: MemberStatus,
  baptismDate: string | null,
  n: number,
  today: string,
): Pick<MemberInsert, 'admissionDate' | 'admissionWay'> {
  if (status === 'visitor') return { admissionDate: null, admissionWay: null }
  const { year, month, day } = parseIsoDate(today)!
  if (n % 20 === 0) {
    const inMonth = 1 + (n % month)
    const lastDay = inMonth === month ? day : 28
    return {
      admissionDate: `${year}-${pad(inMonth, 2)}-${pad(1 + (n % lastDay), 2)}`,
      admissionWay: n % 40 === 0 ? 'acclamation' : 'letter',
    }
  }
  if (baptismDate) return { admissionDate: baptismDate, admissionWay: 'baptism' }
  return {
    admissionDate: `${year - 2 - (n % 15)}-${pad(1 + (n % 12), 2)}-01`,
    admissionWay: n % 3 === 0 ? 'acclamation' : 'letter',
  }
}
