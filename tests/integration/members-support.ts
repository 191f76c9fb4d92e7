import { and, eq, isNull } from 'drizzle-orm'
import { v7 as uuidv7 } from 'uuid'
import type { Db } from '../../server/db/client'
import { members } from '../../server/db/schema'
import type { PullAnswer, PushAnswer } from '../../sync/contracts/sync'
import { SYNC_SCHEMA_VERSION } from '../../sync/contracts/sync'
import { apiClient } from './api-client'
import type { TestServer } from './harness'

/**
 * A minimal device for the members tests: numbers its mutations, pushes them, and keeps a
 * mirror (entity -> id -> row) from pull pages, tombstones and resets included.
 */
export class TestDevice {
  readonly clientId = uuidv7()
  private nextId = 1
  private cursor = 0
  readonly mirror = new Map<string, Map<string, Record<string, unknown>>>()
  /** Every change received by the last pull() (all its pages). */
  lastChanges: PullAnswer['changes'] = []

  constructor(
    private readonly server: TestServer,
    private readonly token: string,
    private readonly language = 'pt-BR',
  ) {}

  private client() {
    return apiClient(this.server.url, this.token, this.language)
  }

  mutation(name: string, args: unknown) {
    return {
      mutationId: this.nextId++,
      name,
      args,
      schemaVersion: SYNC_SCHEMA_VERSION,
      createdAt: new Date().toISOString(),
    }
  }

  async pushAll(mutations: ReturnType<TestDevice['mutation']>[]) {
    const res = await this.client().post<{ data: PushAnswer }>('/sync/v1/push', {
      clientId: this.clientId,
      schemaVersion: SYNC_SCHEMA_VERSION,
      mutations,
    })
    if (res.status !== 200) throw new Error(`push ${res.status} ${JSON.stringify(res.body)}`)
    return res.body.data.results
  }

  /** Pushes one mutation and answers its result. */
  async push(name: string, args: unknown) {
    const [result] = await this.pushAll([this.mutation(name, args)])
    if (!result) throw new Error('no result')
    return result
  }

  async pull(): Promise<void> {
    this.lastChanges = []
    for (let round = 0; round < 100; round++) {
      const res = await this.client().get<{ data: PullAnswer }>(
        `/sync/v1/pull?clientId=${this.clientId}&cursor=${this.cursor}&limit=200`,
      )
      if (res.status !== 200) throw new Error(`pull ${res.status} ${JSON.stringify(res.body)}`)
      const page = res.body.data
      if (page.reset) {
        this.mirror.clear()
        this.cursor = 0
        continue
      }
      for (const change of page.changes) {
        this.lastChanges.push(change)
        const table = this.mirror.get(change.entity) ?? new Map<string, Record<string, unknown>>()
        this.mirror.set(change.entity, table)
        if (change.deleted || !change.row) table.delete(change.id)
        else table.set(change.id, change.row)
      }
      this.cursor = page.cursor
      if (!page.hasMore) return
    }
    throw new Error('pull did not finish')
  }

  rows(entity: string): Record<string, unknown>[] {
    return [...(this.mirror.get(entity)?.values() ?? [])]
  }

  row(entity: string, id: string): Record<string, unknown> | undefined {
    return this.mirror.get(entity)?.get(id)
  }
}

/** The id of a live member of a church or a sector (the demo seed has some in each). */
export async function liveMemberId(
  db: Db,
  place: { churchId: string } | { sectorId: string },
): Promise<string> {
  const placed =
    'churchId' in place
      ? eq(members.churchId, place.churchId)
      : eq(members.sectorId, place.sectorId)
  const [row] = await db
    .select({ id: members.id })
    .from(members)
    .where(and(placed, isNull(members.deletedAt)))
    .limit(1)
  if (!row) throw new Error('no live member there')
  return row.id
}
