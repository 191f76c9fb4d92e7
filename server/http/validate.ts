import type { Context } from 'hono'
import { safeParse, type $ZodError, type $ZodType, type output } from 'zod/v4/core'
import { ApiError } from './errors'

/** Field-level problems of a zod failure: `[{ path: 'email', code: 'invalid_format' }]`. */
export function issuesOf(error: $ZodError): { path: string; code: string; message: string }[] {
  return error.issues.map((issue) => ({
    path: issue.path.join('.'),
    code: issue.code,
    message: issue.message,
  }))
}

/** Validates with any zod schema (classic or mini: the contracts on the app's first load are mini). */
export function parseWith<S extends $ZodType>(schema: S, value: unknown): output<S> {
  const result = safeParse(schema, value)
  if (!result.success) throw new ApiError('validation_failed', issuesOf(result.error))
  return result.data
}

/** Reads and validates a JSON body; malformed JSON is a 400, never a 500. */
export async function jsonBody<S extends $ZodType>(c: Context, schema: S): Promise<output<S>> {
  let value: unknown
  try {
    value = await c.req.json()
  } catch {
    throw new ApiError('bad_request')
  }
  return parseWith(schema, value)
}

/** Validates an id path parameter as a UUID (an invalid id is a 404: nothing can have it). */
export function idParam(c: Context, name = 'id'): string {
  const value = c.req.param(name) ?? ''
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value))
    throw new ApiError('not_found')
  return value.toLowerCase()
}

/** Reads a multipart or urlencoded body; a malformed one is a 400, never a 500. */
export async function formBody(
  c: Context,
): Promise<Record<string, string | File | (string | File)[]>> {
  try {
    return await c.req.parseBody({ all: false })
  } catch (error) {
    if (error instanceof ApiError) throw error
    throw new ApiError('bad_request')
  }
}
