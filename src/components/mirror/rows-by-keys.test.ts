import { Dexie } from 'dexie'
import fc from 'fast-check'
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb'
import { describe, expect, it } from 'vitest'
import { rowsByKeys } from './rows-by-keys'

describe('rowsByKeys', () => {
  it("gives the rows and the order of Dexie's anyOf, for any keys (repeated, missing, accented)", async () => {
    const entry = fc.constantFrom('a', 'b', 'B', 'Sá', 'sa', 'é', '10', '9', 'z-1')
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.record({ id: fc.uuid(), entryId: entry }), { maxLength: 30 }),
        fc.array(fc.oneof(entry, fc.constant('absent')), { maxLength: 12 }),
        async (rows, keys) => {
          const db = new Dexie(`rows-by-keys-${Math.random()}`, {
            indexedDB: new IDBFactory(),
            IDBKeyRange,
          })
          db.version(1).stores({ receipts: 'id, entryId' })
          const unique = [...new Map(rows.map((r) => [r.id, r])).values()]
          await db.table('receipts').bulkPut(unique)
          const table = db.table('receipts') as never
          const expected = await db.table('receipts').where('entryId').anyOf(keys).toArray()
          expect(await rowsByKeys(table, 'entryId', keys)).toEqual(expected)
          db.close()
        },
      ),
      { numRuns: 60 },
    )
  })
})
