import { Dexie } from 'dexie'
import { API_BASE, HttpError, request } from '../http'
import { readToken } from '../login-storage'
import { UploadsDatabase, uploadsDatabaseName, type UploadItem, type UploadKind } from './database'
import { wipePhotoCache } from './photo-cache'
import { UploadQueue, type UploadFn } from './queue'

/** The server's upload endpoint (treasury attachments). */
export const ATTACHMENTS_PATH = '/treasury/v1/attachments'

/** A member's photo: PUT multipart `file` and the client-made `key`; answers `{ data: { photoKey } }`. */
export const memberPhotoPath = (memberId: string) =>
  `/members/v1/members/${encodeURIComponent(memberId)}/photo`

/** Multipart `file`, `entryId`, `kind`, and the client-made `id`; answers `{ data: { id } }`. */
export const uploadAttachment: UploadFn = async (item, token) => {
  if (item.kind === 'member-photo') {
    const body = new FormData()
    body.set('file', new File([item.blob], item.name, { type: item.type }))
    body.set('key', item.id)
    const answer = (await request('PUT', memberPhotoPath(item.entryId), { body, token })) as {
      data?: { photoKey?: unknown }
    }
    return typeof answer?.data?.photoKey === 'string' ? answer.data.photoKey : item.id
  }
  const body = new FormData()
  body.set('file', new File([item.blob], item.name, { type: item.type }))
  body.set('entryId', item.entryId)
  body.set('kind', item.kind)
  body.set('id', item.id)
  const answer = (await request('POST', ATTACHMENTS_PATH, { body, token })) as {
    data?: { id?: unknown }
  }
  return typeof answer?.data?.id === 'string' ? answer.data.id : item.id
}

let queue: UploadQueue | null = null

/**
 * Starts the signed-in user's attachment queue (idempotent). `isEntryReady` tells whether a
 * file's revenue/expense reached the server (its create may still wait in the outbox).
 */
export async function startUploads(
  user: { id: string },
  isEntryReady?: (item: UploadItem) => Promise<boolean>,
): Promise<UploadQueue> {
  if (queue && queue.db.name === uploadsDatabaseName(user.id)) return queue
  stopUploads()
  const next = new UploadQueue({
    userId: user.id,
    getToken: readToken,
    upload: uploadAttachment,
    isEntryReady,
  })
  queue = next
  await next.start()
  return next
}

export function stopUploads(): void {
  queue?.stop()
  queue = null
}

/** Logout: deletes the user's queued files. */
export async function wipeUploads(userId: string): Promise<void> {
  if (queue?.db.name === uploadsDatabaseName(userId)) stopUploads()
  await Dexie.delete(uploadsDatabaseName(userId))
  await wipePhotoCache(userId)
}

/** Files of a user not yet on the server (queued, uploading or refused): part of the logout warning. */
export async function pendingUploads(userId: string): Promise<number> {
  const name = uploadsDatabaseName(userId)
  if (queue?.db.name === name) return queue.db.items.where('state').notEqual('done').count()
  if (!(await Dexie.exists(name))) return 0
  const db = new UploadsDatabase(userId)
  try {
    return await db.items.where('state').notEqual('done').count()
  } finally {
    db.close()
  }
}

function active(): UploadQueue {
  if (!queue) throw new Error('uploads: not started (no signed-in user)')
  return queue
}

export const uploads = {
  add: (
    file: Blob & { name: string },
    target: { kind: UploadKind; entryId: string },
    existing = 0,
  ) => active().add(file, target, existing),
  retry: (id: string) => active().retry(id),
  remove: (id: string) => active().remove(id),
  forEntry: (entryId: string) => active().forEntry(entryId),
  /** A member's new photo: any earlier one of the member not yet sent is dropped, this one queued. */
  setMemberPhoto: async (memberId: string, photo: Blob & { name: string }) => {
    const q = active()
    const earlier = await q.db.items
      .where('entryId')
      .equals(memberId)
      .filter((item) => item.kind === 'member-photo' && item.state !== 'uploading')
      .primaryKeys()
    await q.db.items.bulkDelete(earlier)
    return q.add(photo, { kind: 'member-photo', entryId: memberId })
  },
  /** The photos of members waiting on this device (not yet on the server), newest last. */
  pendingPhotos: () =>
    active()
      .db.items.filter((item) => item.kind === 'member-photo' && item.state !== 'done')
      .sortBy('createdAt'),
  get: (id: string) => active().db.items.get(id),
}

/** The stored file of an attachment (bearer; `request` answers JSON only, so this reads the body as a Blob). */
export async function fetchAttachment(id: string): Promise<Blob> {
  const url = `${API_BASE}${ATTACHMENTS_PATH}/${encodeURIComponent(id)}`
  const headers = new Headers()
  const token = readToken()
  if (token) headers.set('authorization', `Bearer ${token}`)
  let response: Response
  try {
    response = await fetch(url, { headers })
  } catch {
    throw new HttpError(0, 'network_error', undefined, url)
  }
  if (!response.ok) throw new HttpError(response.status, 'http_error', undefined, url)
  return response.blob()
}
