import { and, eq, isNotNull, isNull } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { members } from '../../server/db/schema'
import { PUBLIC_REGISTRATION_CHURCH_RULE } from '../../server/modules/members/registration-limits'
import { completeCpf } from '../../sync/contracts/documents'
import { startTestServer, type TestServer } from './harness'
import { TestDevice } from './members-support'
import { tokenFor } from './sync-support'

/** Issue 14, finding 3: the public self-registration is no CPF oracle, and is limited per church. */

let server: TestServer
let churchId: string
let knownCpf: string
let cpfSeq = 300_000_000
const nextCpf = () => completeCpf(String(cpfSeq++))

beforeAll(async () => {
  server = await startTestServer()
  churchId = server.demo!.churches[0]!.id
  const [known] = await server.deps.db
    .select({ cpf: members.cpf })
    .from(members)
    .where(and(isNotNull(members.cpf), isNull(members.deletedAt), eq(members.approval, 'approved')))
    .limit(1)
  knownCpf = known!.cpf!
})
afterAll(async () => {
  await server.close()
})

const body = (cpf: string) => ({
  churchId,
  name: 'Sebastião',
  surname: 'Gonçalves',
  cpf,
  birthDate: '1990-01-02',
  email: 'sebastiao@example.com',
  consentScope: 'Cadastro de membros da igreja',
  consentAt: new Date().toISOString(),
  consentTextVersion: '2026-01',
})

/** Each call from its own address (TRUST_PROXY), so the per-address limit stays out of the way. */
let addressSeq = 1
async function register(cpf: string) {
  const forwarded = `198.51.100.${addressSeq++ % 250}`
  const res = await fetch(`${server.url}/api/members/v1/public-registration`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': forwarded },
    body: JSON.stringify(body(cpf)),
  })
  return { status: res.status, body: (await res.json()) as Record<string, unknown> }
}

const shape = (value: unknown): unknown =>
  value && typeof value === 'object'
    ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, shape(v)]))
    : typeof value

describe('public self-registration', () => {
  beforeAll(() => {
    ;(server.deps.config as { trustProxy: boolean }).trustProxy = true
  })

  it('answers a known CPF exactly as an unknown one; the match is flagged for the secretary', async () => {
    const unknown = await register(nextCpf())
    const known = await register(knownCpf)
    expect(known.status).toBe(201)
    expect(known.status).toBe(unknown.status)
    expect(shape(known.body)).toEqual(shape(unknown.body))
    expect(shape(known.body)).toEqual({ data: { id: 'string' } })

    const rowOf = async (id: unknown) =>
      (
        await server.deps.db
          .select()
          .from(members)
          .where(eq(members.id, String(id)))
      )[0]
    const knownRow = await rowOf((known.body.data as { id: string }).id)
    const unknownRow = await rowOf((unknown.body.data as { id: string }).id)
    expect(knownRow).toMatchObject({ approval: 'pending', cpf: knownCpf, cpfDuplicate: true })
    expect(unknownRow).toMatchObject({ approval: 'pending', cpfDuplicate: false })

    // Approving the match is refused while the other member holds the CPF; the other is approved.
    const secretary = new TestDevice(server, (await tokenFor(server, 'admin@celeiro.app')).token)
    expect(await secretary.push('member.approve', { id: knownRow!.id })).toMatchObject({
      status: 'rejected',
      reason: { code: 'member_duplicate' },
    })
    expect(await secretary.push('member.approve', { id: unknownRow!.id })).toMatchObject({
      status: 'applied',
    })
    expect((await rowOf(knownRow!.id))?.approval).toBe('pending')
  })

  it('limits registrations per church, whatever the address', async () => {
    let status = 0
    let sent = 0
    while (status !== 429 && sent <= PUBLIC_REGISTRATION_CHURCH_RULE.limit + 2) {
      status = (await register(nextCpf())).status
      sent++
    }
    expect(status).toBe(429)
    expect(sent).toBeLessThanOrEqual(PUBLIC_REGISTRATION_CHURCH_RULE.limit + 1)
    server.advance(PUBLIC_REGISTRATION_CHURCH_RULE.blockMs + 60 * 60_000)
    expect((await register(nextCpf())).status).toBe(201)
  })
})
