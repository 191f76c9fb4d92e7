import { Dexie, type DexieOptions, type Table } from 'dexie'

/** A revenue's or expense's attachment, or a member's photo (`entryId` is then the member's id). */
export type UploadKind = 'revenue' | 'expense' | 'member-photo'

/**
 * One file's way to the server:
 * - `queued`: waiting for its turn (the network, its entry reaching the server, a backoff);
 * - `uploading`: being sent now;
 * - `done`: the server holds it (`attachmentId`);
 * - `failed`: the server refused it for good (`error`); the user retries or removes it.
 */
export type UploadState = 'queued' | 'uploading' | 'done' | 'failed'

export interface UploadItem {
  /** Client-made id (UUIDv7), also sent to the server so a resend after a lost answer is recognisable. */
  id: string
  kind: UploadKind
  entryId: string
  name: string
  type: string
  size: number
  blob: Blob
  state: UploadState
  /** Failed tries so far (network, server busy); sets the backoff. */
  attempts: number
  /** Epoch ms before which it is not tried again. */
  nextAttemptAt: number
  error?: { code: string; message?: string }
  attachmentId?: string
  createdAt: string
}

export type UploadsEnv = Pick<DexieOptions, 'indexedDB' | 'IDBKeyRange'>

/** The device's attachment queue of one user: the files themselves (Blobs) until the server has them. */
export class UploadsDatabase extends Dexie {
  declare items: Table<UploadItem, string>

  constructor(userId: string, env: UploadsEnv = {}) {
    super(uploadsDatabaseName(userId), { ...env, chromeTransactionDurability: 'strict' })
    this.version(1).stores({ items: 'id, entryId, state, createdAt' })
  }
}

export function uploadsDatabaseName(userId: string): string {
  return `celeiro-uploads-${userId}`
}
