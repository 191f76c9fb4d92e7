/** A tiny HTTP client for tests: JSON in, `{ status, body }` out. */
export interface ApiResponse<T = unknown> {
  status: number
  body: T
  headers: Headers
}

export function apiClient(baseUrl: string, token?: string, language = 'pt-BR') {
  async function call<T = unknown>(
    method: string,
    path: string,
    body?: unknown,
    init: RequestInit = {},
  ): Promise<ApiResponse<T>> {
    const headers = new Headers(init.headers)
    headers.set('accept-language', language)
    if (token) headers.set('authorization', `Bearer ${token}`)
    let payload: BodyInit | undefined
    if (body instanceof FormData) payload = body
    else if (typeof body === 'string') {
      payload = body
      headers.set('content-type', 'application/json')
    } else if (body !== undefined) {
      payload = JSON.stringify(body)
      headers.set('content-type', 'application/json')
    }
    const res = await fetch(`${baseUrl}/api${path}`, { ...init, method, headers, body: payload })
    const text = await res.text()
    let parsed: unknown = text
    try {
      parsed = text ? JSON.parse(text) : null
    } catch {
      /* not JSON */
    }
    return { status: res.status, body: parsed as T, headers: res.headers }
  }
  return {
    get: <T = unknown>(path: string) => call<T>('GET', path),
    post: <T = unknown>(path: string, body?: unknown) => call<T>('POST', path, body),
    put: <T = unknown>(path: string, body?: unknown) => call<T>('PUT', path, body),
    patch: <T = unknown>(path: string, body?: unknown) => call<T>('PATCH', path, body),
    delete: <T = unknown>(path: string) => call<T>('DELETE', path),
    call,
  }
}
