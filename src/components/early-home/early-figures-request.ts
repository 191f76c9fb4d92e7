import { databaseName, request, todayIso } from '../../../sync'

/**
 * Whether this device holds nothing of the user yet (no mirror, so no write of theirs waiting):
 * then the server's sums are exactly what the home will show. Unknown (a browser without
 * `indexedDB.databases`) counts as holding something.
 */
async function nothingHeldFor(userId: string): Promise<boolean> {
  const databases = await globalThis.indexedDB?.databases?.()
  return databases !== undefined && !databases.some((db) => db.name === databaseName(userId))
}

/**
 * GET /treasury/v1/home-figures for this year, asked as soon as the early home is drawn, beside
 * the cards' own code (early-figures.tsx, loaded on demand: /login's first load does not carry
 * it). Settles with undefined when the device holds the user's data already (the app's home
 * counts the writes waiting there) or the request fails (offline...).
 */
export function askEarlyFigures(userId: string): Promise<unknown> {
  const year = todayIso().slice(0, 4)
  return nothingHeldFor(userId)
    .then((nothing) =>
      nothing ? request('GET', `/treasury/v1/home-figures?year=${year}`) : undefined,
    )
    .catch(() => undefined)
}
