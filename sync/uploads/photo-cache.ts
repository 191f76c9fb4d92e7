import { API_BASE, HttpError } from '../http'
import { readToken } from '../login-storage'

/**
 * Members' photos kept on the device (issue 52), in the Cache Storage of the signed-in user,
 * by member and photoKey: a photo seen once shows offline and goes into a card made offline. A
 * new photo has a new key (the old entry is dropped); logout deletes the whole cache.
 */

export const photoCacheName = (userId: string) => `celeiro-photos-${userId}`
const keyOf = (memberId: string, photoKey: string) =>
  `/member-photos/${encodeURIComponent(memberId)}/${encodeURIComponent(photoKey)}`

const hasCaches = () => typeof caches !== 'undefined'

/** The photo of `memberId` with `photoKey`: from the device, else from the server (kept then). */
export async function cachedMemberPhoto(
  userId: string,
  memberId: string,
  photoKey: string,
): Promise<Blob | null> {
  const cache = hasCaches() ? await caches.open(photoCacheName(userId)) : null
  const hit = await cache?.match(keyOf(memberId, photoKey))
  if (hit) return hit.blob()
  const headers = new Headers()
  const token = readToken()
  if (token) headers.set('authorization', `Bearer ${token}`)
  const url = `${API_BASE}/members/v1/members/${encodeURIComponent(memberId)}/photo`
  let response: Response
  try {
    response = await fetch(url, { headers })
  } catch {
    return null // offline and not on the device: no photo to show
  }
  if (response.status === 404) return null
  if (!response.ok) throw new HttpError(response.status, 'http_error', undefined, url)
  const blob = await response.blob()
  if (cache) {
    // Only the newest photo of a member is kept.
    for (const request of await cache.keys())
      if (new URL(request.url).pathname.startsWith(keyOf(memberId, ''))) await cache.delete(request)
    await cache.put(keyOf(memberId, photoKey), new Response(blob))
  }
  return blob
}

/** Keeps a photo just sent (the device has it already; no download needed). */
export async function keepMemberPhoto(
  userId: string,
  memberId: string,
  photoKey: string,
  blob: Blob,
): Promise<void> {
  if (!hasCaches()) return
  const cache = await caches.open(photoCacheName(userId))
  await cache.put(keyOf(memberId, photoKey), new Response(blob))
}

export async function wipePhotoCache(userId: string): Promise<void> {
  if (hasCaches()) await caches.delete(photoCacheName(userId))
}
