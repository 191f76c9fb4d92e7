import { and, eq, isNull } from 'drizzle-orm'
import { v7 as uuidv7 } from 'uuid'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { members, users } from '../../server/db/schema'
import { apiClient } from './api-client'
import { signupBody } from './billing-support'
import { startTestServer, type TestServer } from './harness'
import { TestDevice } from './members-support'
import { tokenFor } from './sync-support'

/**
 * Issue 47 #4: the plan's member limit holds for every write that makes an active member, not
 * only for an active create: inactive creates turned active one by one stop at the plan.
 */

let server: TestServer
let token: string
let clientId: string

beforeAll(async () => {
  server = await startTestServer({ seed: false })
  const body = signupBody()
  expect((await apiClient(server.url).post('/signup/v1', body)).status).toBe(200)
  const [admin] = await server.deps.db
    .select()
    .from(users)
    .where(eq(users.email, body.access.email))
  clientId = admin!.clientId
  token = (await tokenFor(server, body.access.email)).token
})
afterAll(() => server.close())

const activeCount = async () =>
  (
    await server.deps.db
      .select({ id: members.id })
      .from(members)
      .where(
        and(
          eq(members.clientId, clientId),
          eq(members.status, 'active'),
          isNull(members.deletedAt),
        ),
      )
  ).length

describe('the member limit on the 50-member plan', () => {
  it('refuses the update that would make the 51st active member, with the plan message', async () => {
    const device = new TestDevice(server, token)
    await device.pull()
    const church = [...(device.mirror.get('churches')?.keys() ?? [])][0]!
    const room = 50 - (await activeCount())
    const ids = Array.from({ length: room + 2 }, () => uuidv7())
    const creates = await device.pushAll(
      ids.map((id, i) =>
        device.mutation('member.create', {
          id,
          churchId: church,
          status: 'inactive',
          name: 'Conceição',
          surname: `Araújo ${i}`,
        }),
      ),
    )
    expect(creates.every((r) => r.status === 'applied')).toBe(true)

    const updates = await device.pushAll(
      ids.map((id) => device.mutation('member.update', { id, patch: { status: 'active' } })),
    )
    expect(updates.filter((r) => r.status === 'applied')).toHaveLength(room)
    const refused = updates.filter((r) => r.status === 'rejected')
    expect(refused).toHaveLength(2)
    for (const r of refused)
      expect(r.reason).toMatchObject({
        code: 'member_limit_reached',
        message: expect.stringContaining('limite de membros') as string,
      })
    expect(await activeCount()).toBe(50)

    // Nothing else is refused: the refused members stay as they were and can still be edited.
    const last = ids[ids.length - 1]!
    const edit = await device.push('member.update', { id: last, patch: { profession: 'Pedreiro' } })
    expect(edit.status).toBe('applied')
    // A visitor turned member is counted too.
    const visitor = uuidv7()
    const asVisitor = await device.push('member.create', {
      id: visitor,
      churchId: church,
      status: 'visitor',
      name: 'Sebastião',
      surname: 'Visitante',
    })
    expect(asVisitor.status).toBe('applied')
    const becomes = await device.push('member.update', {
      id: visitor,
      patch: { status: 'active' },
    })
    expect(becomes).toMatchObject({ status: 'rejected', reason: { code: 'member_limit_reached' } })
    expect(await activeCount()).toBe(50)
  })
})
