import { z } from 'zod/mini'
import {
  emailValidationResponseSchema,
  loginResponseSchema,
  meSchema,
  okResponseSchema,
  resetCheckResponseSchema,
  type EmailValidationStatus,
  type LoginResult,
  type Me,
} from './contracts/auth'
import { HttpError, request } from './http'

export type SessionUser = Me

/** The spec allows `me` to answer the user or a list whose first element is the user. */
const meAnswerSchema = z.object({
  data: z.union([meSchema, z.array(meSchema).check(z.minLength(1))]),
})

export async function login(credentials: {
  email: string
  password: string
}): Promise<LoginResult> {
  const answer = await request('POST', '/auth/v1/login', {
    body: credentials,
    schema: loginResponseSchema,
    token: null,
  })
  return answer.data
}

/** Ends the session on the server. Failures are logged and rethrown (spec §8). */
export async function logout(): Promise<void> {
  try {
    await request('POST', '/auth/v1/logout')
  } catch (error) {
    console.error('Logout failed', error)
    throw error
  }
}

export async function fetchMe(): Promise<SessionUser> {
  const answer = await request('GET', '/auth/v1/me', { schema: meAnswerSchema })
  const data = answer.data
  return Array.isArray(data) ? (data[0] as Me) : data
}

/** true while the token is valid; false on 401; other errors (network included) are rethrown. */
export async function checkLogin(): Promise<boolean> {
  try {
    await request('POST', '/auth/v1/check-login')
    return true
  } catch (error) {
    if (error instanceof HttpError && error.status === 401) return false
    throw error
  }
}

export async function resetPassword(email: string): Promise<void> {
  await request('POST', '/auth/v1/reset-password', {
    body: { email },
    schema: okResponseSchema,
    token: null,
  })
}

export async function checkResetCode(code: string): Promise<boolean> {
  const answer = await request('POST', '/auth/v1/reset-password-check', {
    body: { code },
    schema: resetCheckResponseSchema,
    token: null,
  })
  return answer.data.valid
}

export async function resetPasswordWithCode(code: string, password: string): Promise<void> {
  await request('POST', '/auth/v1/reset-password-code', {
    body: { code, password },
    schema: okResponseSchema,
    token: null,
  })
}

export async function validateEmail(key: string): Promise<EmailValidationStatus> {
  const answer = await request('GET', `/auth/v1/email-validation/${encodeURIComponent(key)}`, {
    schema: emailValidationResponseSchema,
    token: null,
  })
  return answer.status
}

export async function changePassword(body: {
  currentPassword: string
  newPassword: string
  confirmPassword: string
}): Promise<void> {
  await request('POST', '/auth/v1/change-password', { body })
}
