import { v7 as uuidv7 } from 'uuid'
import {
  eventFigures,
  eventSumFigures,
  mirror,
  readEventSums,
  todayIso,
  type ChurchEvent,
} from '../../../sync'
import { readEventBooks } from '../../../src/features/events/use-event-books'

/**
 * An event's progress over a field-wide campaign (issue 15): every revenue of the field with the
 * most churches is linked to one campaign in the mirror (before the clock), then the event
 * page's progress is timed — the event's sums kept by the device (readEventProgress, what the
 * screen runs since session 40: read, then the figures) — and, apart, the way it was read
 * before (and still is for the linked entries' list and what they expect): the linked entries
 * and their receipts read through the `eventId` index (readEventBooks) and the figures by month
 * and church (eventFigures). Both must give the same progress.
 */
export interface EventProgressRun {
  /** The sums' read and figures (the screen's progress). */
  readMs: number
  computeMs: number
  totalMs: number
  /** The rows' read and figures (readEventBooks + eventFigures), as before session 40. */
  rowsReadMs: number
  rowsComputeMs: number
}
export interface EventProgressFigure {
  churches: number
  revenues: number
  receipts: number
  runs: EventProgressRun[]
}

export async function eventProgressBench(runs: number): Promise<EventProgressFigure> {
  const churches = await mirror('churches').toArray()
  const perField = new Map<string, string[]>()
  for (const c of churches) perField.set(c.fieldId, [...(perField.get(c.fieldId) ?? []), c.id])
  const [fieldId, churchIds] = [...perField].sort((a, b) => b[1].length - a[1].length)[0] ?? []
  const church = churches.find((c) => c.fieldId === fieldId)
  if (!fieldId || !churchIds || !church) throw new Error('bench: no field')
  const today = todayIso()
  const campaign: ChurchEvent = {
    id: uuidv7(),
    clientId: church.clientId,
    conventionId: church.conventionId,
    fieldId,
    sectorId: null,
    churchId: null,
    name: 'Campanha de missões (bench)',
    startDate: `${today.slice(0, 4)}-01-01`,
    endDate: `${today.slice(0, 4)}-12-31`,
    location: '',
    budgetAmount: null,
    budgetEnd: null,
    revenueBudget: 100_000_000,
    description: '',
    createdAt: new Date().toISOString(),
    updatedAt: new Date().toISOString(),
  }
  const field = new Set(churchIds)
  const linked = (await mirror('revenues').toArray())
    .filter((r) => field.has(r.churchId))
    .map((r) => ({ ...r, eventId: campaign.id }))
  await mirror('revenues').bulkPut(linked)
  await mirror('events').put(campaign)

  const times: EventProgressRun[] = []
  let receipts = 0
  for (let i = 0; i < runs; i++) {
    // What readEventProgress does (the screen's useEventProgress), its two steps timed apart.
    const start = performance.now()
    const sums = await readEventSums(mirror('revenues'), campaign.id)
    const sumsRead = performance.now()
    const progress = eventSumFigures(campaign, sums)
    const end = performance.now()
    const books = await readEventBooks(mirror)
    const read = performance.now()
    const figures = eventFigures({ event: campaign, ...books })
    const rowsEnd = performance.now()
    if (figures.byChurch.length === 0 || books.revenues.length < linked.length)
      throw new Error('bench: the campaign has no figures')
    // The same progress (all but what the linked entries expect), churches of equal sums in any order.
    const same = (f: typeof progress) =>
      JSON.stringify([
        f.collected,
        f.given,
        f.spent,
        f.expected,
        f.budget,
        f.byMonth,
        [...f.byChurch].sort((a, b) => (a.churchId < b.churchId ? -1 : 1)),
      ])
    if (same(progress) !== same(figures))
      throw new Error('bench: the event sums do not give the rows’ figures')
    receipts = books.receipts.length
    times.push({
      readMs: sumsRead - start,
      computeMs: end - sumsRead,
      totalMs: end - start,
      rowsReadMs: read - end,
      rowsComputeMs: rowsEnd - read,
    })
  }
  return { churches: churchIds.length, revenues: linked.length, receipts, runs: times }
}
