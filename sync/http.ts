import { safeParse, type $ZodType, type output } from 'zod/v4/core'
import { apiErrorSchema } from './contracts/api-error'
import { readToken } from './login-storage'

/** The API base path (spec §9). */
export const API_BASE = '/api'

/** A failed call: `status` 0 means the network did not answer. `serverMessage` is the API's translated `message`. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly serverMessage: string | undefined,
    readonly url: string,
    readonly details?: unknown,
  ) {
    super(serverMessage ?? `${status} ${code}`)
    this.name = 'HttpError'
  }
  get isNetwork(): boolean {
    return this.status === 0
  }
}

let languageOf: () => string = () => 'pt-BR'
/** The app tells the client its active language, sent as X-Language so server messages match. */
export function setRequestLanguage(get: () => string): void {
  languageOf = get
}

export interface RequestOptions<S extends $ZodType | undefined> {
  body?: unknown
  /** Validates the answer; a mismatch is an error, never silently used. */
  schema?: S
  signal?: AbortSignal
  /** Defaults to the stored login's token. */
  token?: string | null
}

type Result<S> = S extends $ZodType ? output<S> : unknown

/** The one HTTP client of the app and the sync engine: bearer token, language, one error shape. */
export async function request<S extends $ZodType | undefined = undefined>(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  options: RequestOptions<S> = {},
): Promise<Result<S>> {
  const url = `${API_BASE}${path}`
  const headers = new Headers({ accept: 'application/json', 'x-language': languageOf() })
  const token = options.token === undefined ? readToken() : options.token
  if (token) headers.set('authorization', `Bearer ${token}`)
  let body: BodyInit | undefined
  if (options.body instanceof FormData) body = options.body
  else if (options.body !== undefined) {
    headers.set('content-type', 'application/json')
    body = JSON.stringify(options.body)
  }
  let response: Response
  try {
    response = await fetch(url, { method, headers, body, signal: options.signal })
  } catch (cause) {
    if ((cause as Error).name === 'AbortError') throw cause
    console.error(`Request failed: ${method} ${url}`, cause)
    throw new HttpError(0, 'network_error', undefined, url)
  }
  const text = await response.text()
  let payload: unknown = undefined
  try {
    payload = text ? JSON.parse(text) : undefined
  } catch {
    payload = undefined
  }
  if (!response.ok) {
    console.error(`Request failed: ${method} ${url} -> ${response.status}`)
    const parsed = apiErrorSchema.safeParse(payload)
    throw parsed.success
      ? new HttpError(
          response.status,
          parsed.data.code,
          parsed.data.message,
          url,
          parsed.data.details,
        )
      : new HttpError(response.status, 'http_error', undefined, url)
  }
  if (!options.schema) return payload as Result<S>
  const checked = safeParse(options.schema, payload)
  if (!checked.success) {
    console.error(`Unexpected answer: ${method} ${url}`, checked.error)
    throw new HttpError(response.status, 'unexpected_response', undefined, url)
  }
  return checked.data as Result<S>
}
