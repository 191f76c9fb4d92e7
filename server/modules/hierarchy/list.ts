import { or, sql, type SQL } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import type { Page } from '../../../sync/contracts/common'

/** Shared list mechanics: accent-insensitive search and 1-based paging. */

const ACCENTED = 'ÁÀÂÃÄÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑáàâãäéèêëíìîïóòôõöúùûüçñ'
const PLAIN = 'AAAAAEEEEIIIIOOOOOUUUUCNaaaaaeeeeiiiiooooouuuucn'

/** Lower case without Portuguese/Spanish accents ('São João' -> 'sao joao'). */
export function foldText(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
}

/**
 * `q` matches any of the columns, ignoring case and accents. Uses translate() rather than the
 * unaccent extension so PGlite and a stock PostgreSQL behave the same.
 */
export function searchWhere(q: string | undefined, columns: AnyPgColumn[]): SQL | undefined {
  const folded = foldText(q ?? '').trim()
  if (!folded) return undefined
  const pattern = `%${folded.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`
  return or(
    ...columns.map(
      (column) => sql`lower(translate(${column}, ${ACCENTED}, ${PLAIN})) like ${pattern}`,
    ),
  )
}

export interface Paging {
  page: number
  pageSize: number
}

export const limitOffset = ({ page, pageSize }: Paging) => ({
  limit: pageSize,
  offset: (page - 1) * pageSize,
})

export function pageOf<T>(data: T[], total: number, paging: Paging): Page<T> {
  return { data, total, page: paging.page, pageSize: paging.pageSize }
}

/** Row locks taken inside a transaction: 'share' on a parent while a child is created, 'update' on a row being deleted. */
export type RowLock = 'share' | 'update'
