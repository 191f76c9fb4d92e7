import type { Context } from 'hono'
import { safeParse, type $ZodError, type $ZodType, type output } from 'zod/v4/core'
import { CONTROL_CHARACTER, controlCharacterPath } from '../../sync/contracts/text'
import { ApiError } from './errors'
import { registerMessages } from './i18n'

registerMessages({
  'pt-BR': {
    control_character:
      'O texto tem um caractere de controle invisível (como o caractere nulo), que não pode ser guardado. Apague-o e tente de novo.',
  },
  en: {
    control_character:
      'The text holds an invisible control character (such as the null character), which cannot be stored. Delete it and try again.',
  },
  es: {
    control_character:
      'El texto tiene un carácter de control invisible (como el carácter nulo), que no se puede guardar. Bórrelo e intente de nuevo.',
  },
})

/** Field-level problems of a zod failure: `[{ path: 'email', code: 'invalid_format' }]`. */
export function issuesOf(error: $ZodError): { path: string; code: string; message: string }[] {
  return error.issues.map((issue) => ({
    path: issue.path.join('.'),
    code: issue.code,
    message: issue.message,
  }))
}

/**
 * Refuses a value holding a control character (other than tab and line breaks) in any string or
 * key, before its contract reads it (issue 47): the contracts' texts refuse them field by field,
 * and this holds for a field a contract left plain. 400 validation_failed, as a contract's would be.
 */
export function refuseControlCharacters(value: unknown): void {
  const path = controlCharacterPath(value)
  if (path === undefined) return
  throw new ApiError(
    'validation_failed',
    [{ path, code: 'custom', message: CONTROL_CHARACTER }],
    CONTROL_CHARACTER,
  )
}

/**
 * Validates with any zod schema (classic or mini: the contracts on the app's first load are mini),
 * after refusing control characters anywhere in the value.
 */
export function parseWith<S extends $ZodType>(schema: S, value: unknown): output<S> {
  refuseControlCharacters(value)
  return parsed(schema, value)
}

/**
 * Reads and validates a JSON body; malformed JSON is a 400, never a 500. `controls: 'later'`
 * leaves control characters to be refused part by part (a push's mutations, each rejected alone).
 */
export async function jsonBody<S extends $ZodType>(
  c: Context,
  schema: S,
  options: { controls?: 'refuse' | 'later' } = {},
): Promise<output<S>> {
  let value: unknown
  try {
    value = await c.req.json()
  } catch {
    throw new ApiError('bad_request')
  }
  if (options.controls === 'later') return parsed(schema, value)
  return parseWith(schema, value)
}

function parsed<S extends $ZodType>(schema: S, value: unknown): output<S> {
  const result = safeParse(schema, value)
  if (!result.success) throw new ApiError('validation_failed', issuesOf(result.error))
  return result.data
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
