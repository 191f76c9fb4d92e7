import type { MemberTransfer } from '../../../../sync'
import { writeCsv } from '../../../lib/csv'

export interface TransferFilter {
  /** ISO dates, '' = open. */
  from: string
  to: string
  /** Origin or destination church; '' = any. */
  churchId: string
}

/** Transfers in the period and touching the church, newest first. */
export function filterTransfers(
  rows: readonly MemberTransfer[],
  filter: TransferFilter,
): MemberTransfer[] {
  return rows
    .filter(
      (r) =>
        (!filter.from || r.date >= filter.from) &&
        (!filter.to || r.date <= filter.to) &&
        (!filter.churchId ||
          r.fromChurchId === filter.churchId ||
          r.toChurchId === filter.churchId),
    )
    .sort((a, b) => b.date.localeCompare(a.date) || b.createdAt.localeCompare(a.createdAt))
}

/** The CSV export: one line per transfer with names resolved, in the header's language. */
export function transfersCsv(
  rows: readonly MemberTransfer[],
  header: readonly string[],
  name: (id: string | undefined) => string,
  tithe: (row: MemberTransfer) => string,
): string {
  return writeCsv([
    [...header],
    ...rows.map((r) => [
      r.date,
      r.memberName,
      name(r.fromChurchId) || r.fromChurchName,
      name(r.fromSectorId),
      name(r.fromFieldId),
      name(r.fromConventionId),
      name(r.toChurchId) || r.toChurchName,
      name(r.toSectorId),
      name(r.toFieldId),
      name(r.toConventionId),
      tithe(r),
    ]),
  ])
}
