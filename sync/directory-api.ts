import {
  churchDirectoryResponseSchema,
  type ChurchDirectoryEntry,
} from './contracts/church-directory'
import { request } from './http'

/** GET /api/churches/v1/directory: every church of the organisation by name and place (online only). */
export async function fetchChurchDirectory(signal?: AbortSignal): Promise<ChurchDirectoryEntry[]> {
  const answer = await request('GET', '/churches/v1/directory', {
    schema: churchDirectoryResponseSchema,
    ...(signal && { signal }),
  })
  return answer.data
}
