import { Writable } from 'node:stream'
import { sql } from 'drizzle-orm'
import { v7 as uuidv7 } from 'uuid'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createLogger } from '../../server/logger'
import { completeCpf } from '../../sync/contracts/documents'
import type { PushAnswer } from '../../sync/contracts/sync'
import { SYNC_SCHEMA_VERSION } from '../../sync/contracts/sync'
import { apiClient } from './api-client'
import { signupBody } from './billing-support'
import { startTestServer, type TestServer } from './harness'
import { tokenFor } from './sync-support'

/**
 * Issue 47 #5: when an insert fails, the log says the database error's code and constraint,
 * never the statement's values (a member's name, phone, e-mail and CPF; a new admin's password
 * hash). The database is made to refuse marked rows (a trigger raising P0001, a failure that is
 * no fault of the caller's data), through the REST error handler and through a push.
 */

let server: TestServer
const lines: string[] = []
const log = () => lines.join('')

beforeAll(async () => {
  server = await startTestServer()
  const sink = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(chunk.toString('utf8'))
      done()
    },
  })
  // The app and the services read deps.logger at call time: the server's own logger, to a sink.
  server.deps.logger = createLogger('debug', sink)
  await server.deps.db.execute(sql`
    CREATE FUNCTION refuse_marked() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF NEW.name LIKE 'Falhou%' OR NEW.email LIKE 'falhou%' THEN
        RAISE EXCEPTION 'refused by the test';
      END IF;
      RETURN NEW;
    END $$`)
  await server.deps.db.execute(
    sql`CREATE TRIGGER members_refuse BEFORE INSERT ON members FOR EACH ROW EXECUTE FUNCTION refuse_marked()`,
  )
  await server.deps.db.execute(
    sql`CREATE TRIGGER users_refuse BEFORE INSERT ON users FOR EACH ROW EXECUTE FUNCTION refuse_marked()`,
  )
})
afterAll(async () => {
  await server.close()
})

/** Values only the failed statement had: none may be in the log. */
function expectNoneLogged(values: string[]) {
  const text = log()
  for (const value of values) {
    expect(value.length).toBeGreaterThan(4)
    expect(text, value).not.toContain(value)
  }
}

describe('a failed insert in the log', () => {
  it('REST: the error handler logs the code, not the new member’s data', async () => {
    lines.length = 0
    const person = {
      churchId: server.demo!.churches[0]!.id,
      name: 'Falhou Registro',
      surname: 'Quaresma Vilela',
      cpf: completeCpf('731904286'),
      birthDate: '1990-01-02',
      phone: '(21) 97531-8642',
      email: 'quaresma.vilela@exemplo.com.br',
      consentScope: 'Cadastro de membros da igreja',
      consentAt: new Date().toISOString(),
      consentTextVersion: '2026-01',
    }
    const res = await apiClient(server.url).post('/members/v1/public-registration', person)
    expect(res.status).toBe(500)
    expect(res.body).toMatchObject({ code: 'internal_error' })
    expect(log()).toContain('unhandled error')
    expectNoneLogged([
      person.name,
      person.surname,
      person.cpf,
      '975318642',
      '97531-8642',
      person.email,
    ])
    expect(log()).toContain('"sqlState":"P0001"')
  })

  it('REST: a failed sign-up logs neither the admin’s data nor the password hash', async () => {
    lines.length = 0
    const body = signupBody({ email: 'falhou.pastor@igreja.example' })
    const res = await apiClient(server.url).post('/signup/v1', body)
    expect(res.status).toBe(500)
    expect(log()).not.toContain('$argon2')
    expectNoneLogged([body.access.email, body.person.cpf, body.person.fullName])
    expect(log()).toContain('"sqlState":"P0001"')
  })

  it('push: the transient failure is logged with its code, not the member’s data', async () => {
    lines.length = 0
    const { token } = await tokenFor(server, 'admin@celeiro.app')
    const churchId = server.demo!.churches[0]!.id
    const member = (name: string, cpf: string, email: string) => ({
      id: uuidv7(),
      churchId,
      name,
      surname: 'Teixeira Bragança',
      cpf,
      phone: '(31) 98642-1357',
      email,
    })
    const rows = [
      member('Falhou Sincronia', completeCpf('486201937'), 'sincronia.teixeira@exemplo.com.br'),
      member('Falhou Sincronia Dois', completeCpf('486201938'), 'dois.teixeira@exemplo.com.br'),
    ]
    const res = await apiClient(server.url, token).post<{ data: PushAnswer }>('/sync/v1/push', {
      clientId: uuidv7(),
      schemaVersion: SYNC_SCHEMA_VERSION,
      mutations: rows.map((args, i) => ({
        mutationId: i + 1,
        name: 'member.create',
        args,
        schemaVersion: SYNC_SCHEMA_VERSION,
        createdAt: new Date().toISOString(),
      })),
    })
    expect(res.status).toBe(200)
    // Not the caller's data: the database failed. The device keeps it and retries.
    expect(res.body.data.stopped).toMatchObject({ mutationId: 1, reason: 'error' })
    expect(log()).toContain('sync push: transient failure')
    expectNoneLogged(
      rows.flatMap((r) => [r.name, r.surname, r.cpf, r.email, '98642-1357', '986421357']),
    )
    expect(log()).toContain('"sqlState":"P0001"')
  })
})
