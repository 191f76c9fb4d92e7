import { request } from '../http'
import type { KeepLevel } from '../contracts/mirror-keep'
import {
  pullAnswerSchema,
  pushAnswerSchema,
  type PullAnswer,
  type PushAnswer,
  type PushBody,
} from '../contracts/sync'

export interface PullParams {
  clientId: string
  cursor: number
  limit: number
  schemaVersion: number
  rejectedFrom: number
  /** A phase of an initial sync (docs/sync.md, "First what the screens need"). */
  phase?: 'first' | 'rest'
  firstBound?: number
  /** A partial mirror (sync/contracts/mirror-keep.ts): the kept place and the kept years' first day. */
  keepLevel?: KeepLevel
  keepNode?: string
  keepFrom?: string
  /** A read's last day of the dated rows. */
  keepUntil?: string
  /** Only these entities (comma-separated): a read of what the device does not keep. */
  entities?: string
}

/** How the engine talks to the server; the default goes through THE http client (sync/http.ts). */
export interface Transport {
  push: (body: PushBody, token: string) => Promise<PushAnswer>
  pull: (params: PullParams, token: string) => Promise<PullAnswer>
}

export const httpTransport: Transport = {
  push: async (body, token) =>
    (await request('POST', '/sync/v1/push', { body, token, schema: pushAnswerSchema })).data,
  pull: async (params, token) => {
    const query = new URLSearchParams(
      Object.entries(params).flatMap(([k, v]) => (v === undefined ? [] : [[k, String(v)]])),
    )
    return (
      await request('GET', `/sync/v1/pull?${query.toString()}`, { token, schema: pullAnswerSchema })
    ).data
  },
}
