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
  it('leaves everything else to the 500 path', () => {
    expect(apiErrorFromDatabase(new Error('boom'))).toBeUndefined()
    expect(apiErrorFromDatabase({ code: '53300' })).toBeUndefined()
  })
})
