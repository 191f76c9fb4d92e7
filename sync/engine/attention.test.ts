import { IDBFactory, IDBKeyRange } from 'fake-indexeddb'
import { describe, expect, it } from 'vitest'
import { exportAttention } from './attention'
import { SyncDatabase } from './database'

describe('attention export', () => {
  it('writes formula-like cells as text (OWASP CSV injection)', async () => {
    const db = new SyncDatabase('u1', { indexedDB: new IDBFactory(), IDBKeyRange })
    await db.attention.add({
      mutationId: 7,
      name: 'member.create',
      args: '=HYPERLINK("http://x","y")',
      createdAt: '2026-11-23T10:00:00.000Z',
      reason: { code: 'validation_failed', message: '@SUM(1+1)' },
      at: '2026-11-23T10:00:01.000Z',
    })
    const line = (await exportAttention(db, 'csv')).split('\r\n')[1]
    expect(line).toBe(
      `7,member.create,2026-11-23T10:00:00.000Z,validation_failed,"'@SUM(1+1)","'=HYPERLINK(""http://x"",""y"")"`,
    )
    db.close()
  })
})
