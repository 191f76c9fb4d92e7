import { describe, expect, it } from 'vitest'
import { apiErrorFromDatabase } from './db-errors'

describe('apiErrorFromDatabase', () => {
  it('turns a unique violation wrapped by drizzle into a 409', () => {
    const wrapped = new Error('Failed query', {
      cause: Object.assign(new Error('duplicate key'), { code: '23505' }),
    })
    expect(apiErrorFromDatabase(wrapped)?.status).toBe(409)
  })
  it('turns bad text for a column type into a 400', () => {
    expect(apiErrorFromDatabase({ code: '22P02' })?.status).toBe(400)
  })
  it('turns every refusal of the data (class 22, and 23 where it is the data) into a 400', () => {
    // 22021: a NUL in a text; 22P05: a NUL in JSON; 22008: an impossible date; 23514: a check.
    for (const code of ['22021', '22P05', '22008', '22001', '23502', '23514']) {
      const err = apiErrorFromDatabase(new Error('Failed query', { cause: { code } }))
      expect(err?.status, code).toBe(400)
      expect(err?.messageKey, code).toBe('data_refused')
    }
  })
  it('leaves everything else to the 500 path', () => {
    expect(apiErrorFromDatabase(new Error('boom'))).toBeUndefined()
    expect(apiErrorFromDatabase({ code: '53300' })).toBeUndefined()
    expect(apiErrorFromDatabase({ code: '40001' })).toBeUndefined()
    expect(apiErrorFromDatabase({ code: 'P0001' })).toBeUndefined()
  })
})
