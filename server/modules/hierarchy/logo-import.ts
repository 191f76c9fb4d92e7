import { and, eq, isNull, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { nodeLogos } from '../../db/schema'
import type { Logger } from '../../logger'
import { fetchLinkedLogo } from './logo-fetch'
import type { NodeTable } from './node-repo'

/** The app's own path of a node's copied logo (img-src 'self' covers it). */
export const nodeLogoUrl = (nodeId: string) => `/api/logos/v1/${nodeId}`

/** A logo link to another site: an absolute http(s) URL (the app's own paths start with '/'). */
export const isExternalLogoLink = (link: string | null | undefined): link is string =>
  typeof link === 'string' && /^https?:\/\//i.test(link.trim())

/**
 * Copies a node's linked logo into Celeiro (issue 14 #10), after the write that set the link has
 * committed (never inside a transaction: the fetch may take seconds). On success the logo is
 * stored in node_logos and the node's link becomes the app's own path — only if the link is still
 * the one fetched — which bumps the row's seq so devices pull it. A failed fetch leaves the link
 * as it was (the app does not show it) and logs a warning. Answers the new path, or null.
 */
export async function importLinkedLogo(
  deps: { db: Db; logger: Logger },
  table: NodeTable,
  nodeId: string,
): Promise<string | null> {
  const [row] = await deps.db
    .select({ clientId: table.clientId, linkLogo: table.linkLogo })
    .from(table)
    .where(and(eq(table.id, nodeId), isNull(table.deletedAt)))
    .limit(1)
  if (!row || !isExternalLogoLink(row.linkLogo)) return null
  const source = row.linkLogo
  try {
    const logo = await fetchLinkedLogo(source.trim())
    const path = nodeLogoUrl(nodeId)
    await deps.db.transaction(async (tx) => {
      const values = {
        mimeType: logo.mimeType,
        size: logo.content.byteLength,
        content: logo.content,
      }
      await tx
        .insert(nodeLogos)
        .values({ nodeId, clientId: row.clientId, sourceUrl: source.slice(0, 2048), ...values })
        .onConflictDoUpdate({
          target: nodeLogos.nodeId,
          set: { ...values, sourceUrl: source.slice(0, 2048), updatedAt: sql`now()` },
        })
      await tx
        .update(table)
        .set({ linkLogo: path, updatedAt: sql`now()` })
        .where(and(eq(table.id, nodeId), eq(table.linkLogo, source), isNull(table.deletedAt)))
    })
    return path
  } catch (err) {
    deps.logger.warn(
      { nodeId, err: err instanceof Error ? err.message : String(err) },
      'linked logo not copied; the link stays as it was',
    )
    return null
  }
}

/** A copied logo for <img src>: public branding like an uploaded church logo (no session). */
export async function readNodeLogo(db: Db, nodeId: string) {
  const rows = await db.select().from(nodeLogos).where(eq(nodeLogos.nodeId, nodeId)).limit(1)
  return rows[0]
}

/** The REST routes' after-write of a node kind: copies its linked logo and answers the row with the new path. */
export const copyLinkedLogo =
  (table: NodeTable) =>
  async <R extends { id: string; linkLogo: string }>(
    deps: { db: Db; logger: Logger },
    row: R,
  ): Promise<R> => {
    if (!isExternalLogoLink(row.linkLogo)) return row
    const path = await importLinkedLogo(deps, table, row.id)
    return path ? { ...row, linkLogo: path } : row
  }
