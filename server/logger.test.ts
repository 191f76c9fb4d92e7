import { Writable } from 'node:stream'
import { describe, expect, it } from 'vitest'
import { createLogger, errorForLog } from './logger'

/** What drizzle throws around a driver's error: the statement and its values in message and params. */
function failedInsert() {
  const driver = Object.assign(new Error('duplicate key value violates unique constraint'), {
    code: '23505',
    severity: 'ERROR',
    constraint: 'members_cpf_uq',
    table: 'members',
    detail: 'Key (cpf)=(52998224725) already exists.',
    query: "insert into members (name, cpf) values ('Maria das Dores', '52998224725')",
    params: ['Maria das Dores', '52998224725'],
  })
  const query = 'insert into "members" ("name", "cpf") values ($1, $2)'
  const params = ['Maria das Dores', '52998224725']
  return Object.assign(new Error(`Failed query: ${query}\nparams: ${params.join(',')}`), {
    query,
    params,
    cause: driver,
  })
}

describe('errorForLog', () => {
  it('writes a database error as its code, constraint and place, never its values', () => {
    const logged = errorForLog(failedInsert()) as Record<string, unknown>
    expect(logged).toMatchObject({
      sqlState: '23505',
      constraint: 'members_cpf_uq',
      table: 'members',
      message: 'database error 23505',
    })
    expect(String(logged.stack)).toMatch(/^\s+at /)
    const text = JSON.stringify(logged)
    expect(text).not.toContain('Maria')
    expect(text).not.toContain('52998224725')
  })

  it('writes any other error as pino does', () => {
    const logged = errorForLog(new Error('boom')) as Record<string, unknown>
    expect(logged).toMatchObject({ type: 'Error', message: 'boom' })
  })

  it('is the logger’s serializer of err', () => {
    const lines: string[] = []
    const sink = new Writable({
      write(chunk: Buffer, _enc, done) {
        lines.push(chunk.toString('utf8'))
        done()
      },
    })
    createLogger('info', sink).error({ err: failedInsert() }, 'unhandled error')
    expect(lines.join('')).toContain('"sqlState":"23505"')
    expect(lines.join('')).not.toContain('52998224725')
  })
})
