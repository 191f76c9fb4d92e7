import { unconfirmedRows, type Payment } from '../../../sync'
import { rowsByKeys, type TableOf } from '../../components/mirror'

/**
 * A church's receipts are read whole (one request by its `churchId`) instead of one request per
 * linked entry (`entryId`) when they are at most this many per linked entry: a request costs
 * about as much as some tens of rows (docs/benchmarks.md, session 38).
 */
export const ROWS_PER_REQUEST = 24

type Side = 'revenueReceipts' | 'expensePayments'

/**
 * The receipts (or payments) of the entries linked to events — the same rows as reading them
 * by entry (`readPaymentsOf`), in fewer requests. A field-wide campaign links thousands of
 * revenues of some tens of churches: one request per entry took ~1 s over 2,518 (issue 50). So
 * each church's linked entries are counted against its receipts (one `count` per church): a
 * church with few receipts per linked entry is read by church and its rows filtered to the linked
 * entries; the rest by entry. A receipt written on this device and not yet confirmed may have no
 * church (the server fills it in): those come from the engine's unconfirmed rows.
 */
export async function readLinkedPayments(
  table: TableOf,
  side: Side,
  entries: readonly { id: string; churchId: string }[],
): Promise<Payment[]> {
  if (entries.length === 0) return []
  const store = table(side)
  const byChurch = new Map<string, string[]>()
  for (const e of entries) byChurch.set(e.churchId, [...(byChurch.get(e.churchId) ?? []), e.id])
  const churches = [...byChurch.keys()]
  const counts = await Promise.all(churches.map((c) => store.where('churchId').equals(c).count()))
  const whole: string[] = []
  const single: string[] = []
  churches.forEach((church, i) => {
    const ids = byChurch.get(church) ?? []
    if ((counts[i] ?? 0) <= ids.length * ROWS_PER_REQUEST) whole.push(church)
    else single.push(...ids)
  })
  if (whole.length === 0) return rowsByKeys(store, 'entryId', single)
  const linked = new Set(whole.flatMap((c) => byChurch.get(c) ?? []))
  const [ofChurches, ofEntries, unconfirmed] = await Promise.all([
    rowsByKeys(store, 'churchId', whole),
    rowsByKeys(store, 'entryId', single),
    unconfirmedRows(side),
  ])
  const rows = new Map<string, Payment>()
  for (const p of ofChurches) if (linked.has(p.entryId)) rows.set(p.id, p)
  for (const { local } of unconfirmed)
    if (local && linked.has(local.entryId) && !rows.has(local.id)) rows.set(local.id, local)
  return [...rows.values(), ...ofEntries]
}
