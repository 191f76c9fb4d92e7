import { v7 as uuidv7 } from 'uuid'
import { HttpError } from '../http'
import { refuseFile, sniffType, type UploadRefusal } from './limits'
import { UploadsDatabase, type UploadItem, type UploadKind, type UploadsEnv } from './database'

/** Sends one file; answers the server's attachment id. Throws HttpError on failure. */
export type UploadFn = (item: UploadItem, token: string | null) => Promise<string>

export interface UploadQueueOptions {
  userId: string
  getToken: () => string | null
  upload: UploadFn
  /** Whether the entry of the file exists on the server yet (its create may still be queued). */
  isEntryReady?: (item: UploadItem) => Promise<boolean>
  env?: UploadsEnv
  now?: () => number
  random?: () => number
  /** Timers and the `online` event; off in tests that drive `runOnce` by hand. */
  autoRun?: boolean
}

/** A file the queue refuses before storing it (spec upload messages). */
export class UploadRefused extends Error {
  constructor(readonly code: UploadRefusal) {
    super(code)
    this.name = 'UploadRefused'
  }
}

const BASE_DELAY = 1_000
const MAX_DELAY = 5 * 60_000
/** Retry delay after `attempts` failed tries: 1 s, 2 s, 4 s ... 5 min, times 0.5–1 (jitter). */
export function backoff(attempts: number, random: () => number = Math.random): number {
  const raw = Math.min(MAX_DELAY, BASE_DELAY * 2 ** Math.max(0, attempts - 1))
  return Math.round(raw * (0.5 + random() / 2))
}

/** A failure worth retrying: no network, the server busy or down, the session to renew, the entry not there yet. */
function isTransient(error: unknown): boolean {
  if (!(error instanceof HttpError)) return true
  return error.status === 0 || error.status >= 500 || [401, 404, 408, 429].includes(error.status)
}

/**
 * The device-side attachment queue (no React): files are stored in IndexedDB as Blobs, so they
 * can be taken offline and survive reloads; they are uploaded one at a time when online, with
 * the bearer, after their entry reached the server; failures back off (1 s .. 5 min); what the
 * server refuses for good is kept as `failed` with its reason. Per-file state lives in the
 * table, for live queries.
 */
export class UploadQueue {
  readonly db: UploadsDatabase
  private readonly options: UploadQueueOptions
  private readonly now: () => number
  private running: Promise<void> | null = null
  private timer: ReturnType<typeof setTimeout> | null = null
  private stopped = false
  private readonly onOnline = () => this.trigger()

  constructor(options: UploadQueueOptions) {
    this.options = options
    this.now = options.now ?? Date.now
    this.db = new UploadsDatabase(options.userId, options.env)
  }

  /** Files stuck as `uploading` (the tab closed mid-way) go back to the queue; then a first run. */
  async start(): Promise<void> {
    await this.db.items.where('state').equals('uploading').modify({ state: 'queued' })
    if (this.options.autoRun !== false && typeof window !== 'undefined')
      window.addEventListener('online', this.onOnline)
    this.trigger()
  }

  stop(): void {
    this.stopped = true
    if (this.timer) clearTimeout(this.timer)
    if (typeof window !== 'undefined') window.removeEventListener('online', this.onOnline)
    this.db.close()
  }

  /** Stores a file for an entry, or refuses it (format by its first bytes, size, count). */
  async add(
    file: Blob & { name: string },
    target: { kind: UploadKind; entryId: string },
    existing = 0,
  ): Promise<UploadItem> {
    const head = new Uint8Array(await file.slice(0, 8).arrayBuffer())
    const type = sniffType(head)
    const queued = await this.db.items
      .where('entryId')
      .equals(target.entryId)
      .filter((item) => item.state !== 'done')
      .count()
    const refusal = refuseFile({ size: file.size, type }, existing + queued)
    if (refusal || type === null)
      throw new UploadRefused(refusal ?? 'attachment_unsupported_format')
    const item: UploadItem = {
      id: uuidv7(),
      kind: target.kind,
      entryId: target.entryId,
      name: file.name,
      type,
      size: file.size,
      blob: file,
      state: 'queued',
      attempts: 0,
      nextAttemptAt: 0,
      createdAt: new Date(this.now()).toISOString(),
    }
    await this.db.items.add(item)
    this.trigger()
    return item
  }

  /** A failed or waiting file is tried again now. */
  async retry(id: string): Promise<void> {
    await this.db.items.update(id, {
      state: 'queued',
      attempts: 0,
      nextAttemptAt: 0,
      error: undefined,
    })
    this.trigger()
  }

  /** Takes a file out of the queue (not yet sent, failed, or done). */
  async remove(id: string): Promise<void> {
    await this.db.items.delete(id)
  }

  /** The files of one entry, oldest first (for live queries). */
  forEntry(entryId: string): Promise<UploadItem[]> {
    return this.db.items.where('entryId').equals(entryId).sortBy('createdAt')
  }

  /** Runs a pass soon (after add, online, a timer); one pass at a time. */
  trigger(): void {
    if (this.stopped || this.options.autoRun === false) return
    void this.runOnce().catch((error: unknown) => this.report('Upload queue failed', error))
  }

  /** A pass cut short by stop() (its database closed under it) is expected, not an error: the file stays queued. */
  private report(what: string, error: unknown): void {
    if (!this.stopped) console.error(what, error)
  }

  /** One pass over the due files, one at a time; then a timer for the next due one. */
  runOnce(): Promise<void> {
    if (this.running) return this.running
    this.running = this.withLock(() => this.pass()).finally(() => {
      this.running = null
      this.schedule().catch((error: unknown) => this.report('Upload queue timer failed', error))
    })
    return this.running
  }

  /** One tab uploads at a time (Web Locks when present); another tab holding it means: skip this pass. */
  private async withLock(fn: () => Promise<void>): Promise<void> {
    const locks = typeof navigator === 'undefined' ? undefined : navigator.locks
    if (!locks) return fn()
    await locks.request(`celeiro-uploads-${this.options.userId}`, { ifAvailable: true }, (lock) =>
      lock ? fn() : undefined,
    )
  }

  private async pass(): Promise<void> {
    const due = (await this.db.items.where('state').equals('queued').sortBy('createdAt')).filter(
      (item) => item.nextAttemptAt <= this.now(),
    )
    for (const item of due) {
      if (this.stopped) return
      if (this.options.isEntryReady && !(await this.options.isEntryReady(item))) {
        await this.db.items.update(item.id, { nextAttemptAt: this.now() + BASE_DELAY * 5 })
        continue
      }
      await this.db.items.update(item.id, { state: 'uploading' })
      try {
        const attachmentId = await this.options.upload(item, this.options.getToken())
        await this.db.items.update(item.id, { state: 'done', attachmentId, error: undefined })
      } catch (error) {
        await this.db.items.update(item.id, this.afterFailure(item, error))
        if (error instanceof HttpError && error.status === 0) return // offline: wait for `online`
      }
    }
  }

  private afterFailure(item: UploadItem, error: unknown): Partial<UploadItem> {
    const reason =
      error instanceof HttpError
        ? { code: error.code, message: error.serverMessage }
        : { code: 'upload_failed', message: error instanceof Error ? error.message : undefined }
    if (!isTransient(error)) return { state: 'failed', error: reason }
    const attempts = item.attempts + 1
    return {
      state: 'queued',
      attempts,
      nextAttemptAt: this.now() + backoff(attempts, this.options.random),
      error: reason,
    }
  }

  private async schedule(): Promise<void> {
    if (this.stopped || this.options.autoRun === false) return
    if (this.timer) clearTimeout(this.timer)
    const next = (await this.db.items.where('state').equals('queued').toArray()).reduce(
      (min, item) => Math.min(min, item.nextAttemptAt),
      Infinity,
    )
    if (next === Infinity) return
    this.timer = setTimeout(() => this.trigger(), Math.max(0, next - this.now()))
  }
}

export type { UploadItem, UploadKind, UploadState } from './database'
