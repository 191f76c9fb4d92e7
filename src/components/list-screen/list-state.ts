/** The rows-per-page choices of every list screen. */
export const PAGE_SIZES = [5, 10, 25, 50] as const
export const DEFAULT_PAGE_SIZE = 10

/** The number of pages for `total` rows (at least 1, so "page 1 of 1" holds for an empty list). */
export function pageCount(total: number, pageSize: number): number {
  if (pageSize <= 0) return 1
  return Math.max(1, Math.ceil(total / pageSize))
}

/** `page` kept within 1..pageCount. */
export function clampPage(page: number, total: number, pageSize: number): number {
  if (!Number.isFinite(page) || page < 1) return 1
  return Math.min(Math.floor(page), pageCount(total, pageSize))
}

/** The rows of one page of an in-memory list (pages start at 1). */
export function paginate<Row>(rows: readonly Row[], page: number, pageSize: number): Row[] {
  const current = clampPage(page, rows.length, pageSize)
  const start = (current - 1) * pageSize
  return rows.slice(start, start + pageSize)
}

/** Case- and accent-insensitive text for searching ('José' matches 'jose'). */
export function searchable(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim()
}

/** Whether any of `fields` contains every word of `query` (accent- and case-insensitive). */
export function matchesSearch(
  query: string,
  fields: readonly (string | null | undefined)[],
): boolean {
  const words = searchable(query).split(/\s+/).filter(Boolean)
  if (words.length === 0) return true
  const haystack = searchable(fields.filter(Boolean).join(' '))
  return words.every((word) => haystack.includes(word))
}
