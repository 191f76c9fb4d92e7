import { IDBFactory, IDBKeyRange } from 'fake-indexeddb'
import { describe, expect, it } from 'vitest'
import { SyncDatabase } from './database'
import { deviceMutation } from './device-registry'
import { mutate } from './mutate'

/** The member mutations on the device (docs/members.md): args checked before queuing, transfer and approve applied to the member row. */
const MEMBER = '0190f000-0000-7000-8000-000000000101'
const CHURCH_A = '0190f000-0000-7000-8000-000000000201'
const CHURCH_B = '0190f000-0000-7000-8000-000000000202'
const CONVENTION = '0190f000-0000-7000-8000-000000000301'
const TRANSFER = '0190f000-0000-7000-8000-000000000401'
const newDb = () => new SyncDatabase('u1', { indexedDB: new IDBFactory(), IDBKeyRange })

describe('member mutations on the device', () => {
  it('creates with defaults, moves on transfer, approves; each in the outbox under the member row', async () => {
    const db = newDb()
    await mutate(db, 'member.create', {
      id: MEMBER,
      churchId: CHURCH_A,
      name: 'Conceição',
      surname: 'Araújo',
      cpf: '529.982.247-25',
    })
    expect(await db.entity('members').get(MEMBER)).toMatchObject({
      churchId: CHURCH_A,
      cpf: '52998224725',
      category: 'member',
      status: 'active',
    })
    await mutate(db, 'member.transfer', {
      id: TRANSFER,
      memberId: MEMBER,
      to: { conventionId: CONVENTION, churchId: CHURCH_B },
      date: '2026-03-01',
    })
    expect(await db.entity('members').get(MEMBER)).toMatchObject({
      churchId: CHURCH_B,
      conventionId: CONVENTION,
      // Issue 50: a member of the destination since the transfer, by letter.
      admissionDate: '2026-03-01',
      admissionWay: 'letter',
    })
    await mutate(db, 'member.approve', { id: MEMBER })
    expect((await db.entity('members').get(MEMBER))?.approval).toBe('approved')
    const outbox = await db.outbox.toArray()
    expect(outbox.map((e) => [e.name, e.rowKey])).toEqual([
      ['member.create', `members:${MEMBER}`],
      ['member.transfer', `members:${MEMBER}`],
      ['member.approve', `members:${MEMBER}`],
    ])
  })

  it('refuses bad args before queuing (nothing queued)', async () => {
    const db = newDb()
    await expect(
      mutate(db, 'member.create', {
        id: MEMBER,
        churchId: CHURCH_A,
        name: 'Jo',
        surname: 'Araújo',
      }),
    ).rejects.toThrow()
    await expect(
      mutate(db, 'member.transfer', {
        id: TRANSFER,
        memberId: MEMBER,
        to: { churchId: CHURCH_B },
        date: '2026-03-01',
      }),
    ).rejects.toThrow()
    expect(await db.outbox.count()).toBe(0)
  })

  it('the summary tables are read-only on the device', () => {
    expect(deviceMutation('memberTransfers.create')).toBeUndefined()
    expect(deviceMutation('memberCategoryChanges.create')).toBeUndefined()
    expect(deviceMutation('member.delete')?.kind).toBe('delete')
  })
})
