import { z } from 'zod/mini'

/** The localStorage key of the login response (spec §9). */
export const KEY_LOGIN = 'KEY_LOGIN'

/** What is kept of the login response: the whole `data` of POST /auth/v1/login. */
const storedLoginSchema = z.object({
  token: z.string().check(z.minLength(1)),
  expiresAt: z.optional(z.string()),
  user: z.optional(z.looseObject({ id: z.string(), email: z.string() })),
})
export type StoredLogin = z.infer<typeof storedLoginSchema>

export function readLogin(): StoredLogin | null {
  try {
    const raw = globalThis.localStorage?.getItem(KEY_LOGIN)
    if (!raw) return null
    const parsed = storedLoginSchema.safeParse(JSON.parse(raw))
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}

export function readToken(): string | null {
  return readLogin()?.token ?? null
}

export function storeLogin(login: StoredLogin): void {
  globalThis.localStorage?.setItem(KEY_LOGIN, JSON.stringify(login))
}

export function clearLogin(): void {
  globalThis.localStorage?.removeItem(KEY_LOGIN)
}
