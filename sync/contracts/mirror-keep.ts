import { z } from 'zod'
import { firstOfPreviousMonth, isIsoDate } from './dates'
import { lazy } from './lazy'

/**
 * A partial mirror (docs/sync.md, "Partial mirrors"; issue 20): what ONE device keeps of what
 * its user may read. A user above many churches may keep one place (a field, a sector or a
 * church: its members, finance, assets) and the dated finance rows (tithes, receipts, payments,
 * service closings) from the first day of a year on. The hierarchy, the users, the budgets, the
 * events and the monthly totals are always kept whole, so the whole organisation's figures and
 * charts still show offline. The server narrows this device's pulls by it; changing it pulls the
 * mirror again and keeps the queued writes.
 */
export const KEEP_LEVELS = ['convention', 'field', 'sector', 'church'] as const
export type KeepLevel = (typeof KEEP_LEVELS)[number]

export const keepPlaceSchema = lazy(() => z.object({ level: z.enum(KEEP_LEVELS), id: z.uuid() }))
export type KeepPlace = z.output<typeof keepPlaceSchema>

export const mirrorKeepSchema = lazy(() =>
  z.object({
    /** null: every place the user reads. */
    place: keepPlaceSchema.nullable(),
    /** `YYYY-01-01`: dated finance rows from this day on; null: every year. */
    from: z.string().refine(isIsoDate).nullable(),
  }),
)
export type MirrorKeep = z.output<typeof mirrorKeepSchema>

export const KEEP_EVERYTHING: MirrorKeep = { place: null, from: null }

/** How a partial mirror narrows an entity (the catalog's `partial`): by place, or by place and `date`. */
export type PartialBy = 'place' | 'dated'

/** The first day of the oldest of the last `years` years up to `today` (`YYYY-MM-DD`); null keeps every year. */
export function keepFromYears(years: number | null, today: string): string | null {
  if (years === null) return null
  return `${Number(today.slice(0, 4)) - Math.max(1, Math.floor(years)) + 1}-01-01`
}

/** How many years `from` keeps up to `today` (null: every year). */
export function yearsKept(from: string | null, today: string): number | null {
  return from === null ? null : Number(today.slice(0, 4)) - Number(from.slice(0, 4)) + 1
}

/**
 * What the device keeps on `today`, as its pulls ask for it: the chosen years, and never less than
 * this month and the last (the tithing status reads both: "only this year" chosen in January
 * still keeps December). Its `from` only moves forward with `today`, so nothing the device needs
 * is ever dropped by a later day.
 */
export function keptOn(keep: MirrorKeep, today: string): MirrorKeep {
  if (keep.from === null) return keep
  const lastMonth = firstOfPreviousMonth(today)
  return lastMonth < keep.from ? { ...keep, from: lastMonth } : keep
}

/** Whether the keep is the whole of what the user reads. */
export const keepsEverything = (keep: MirrorKeep) => keep.place === null && keep.from === null

/** Whether a dated row lies before the kept years (the device drops it: docs/sync.md). */
export const beforeKept = (keep: MirrorKeep, date: unknown) =>
  keep.from !== null && typeof date === 'string' && date < keep.from
