import { i18n, type Messages } from '@lingui/core'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  summarizeMutation,
  type NameBook,
} from '../../src/features/sync-attention/mutation-summary'
import { MUTATIONS } from '../../sync/contracts/catalog'

// Every change of the catalog, queued or refused, reads without an id or a field name (issue 48):
// the pending list and the needs-attention list show summarizeMutation (src/features/sync-attention).

const MARIA = '01a22525-7c1e-4a55-9d1b-3f2a6c0e9b11'
const GONE = '03c44747-9e3a-4c77-9f3d-5b4c8e2a1d33'
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i
const CAMEL = /\b[a-z]+[A-Z][A-Za-z]*\b/

/** Nothing on this device: every id is of a removed row. */
const book: NameBook = { row: () => undefined }

beforeAll(async () => {
  const locale = 'pt-BR'
  const { messages } = (await import(`../../locales/${locale}/shell.po`)) as { messages: Messages }
  i18n.loadAndActivate({ locale: 'pt-BR', messages })
})

describe('summaries of every mutation', () => {
  it('shows no id and no field name for any mutation of the catalog, found or removed', () => {
    // Every id field a mutation's args may carry, pointing at a row that is (or is not) on this device.
    const argsOf = (id: string) => ({
      id,
      churchId: id,
      memberId: id,
      entryId: id,
      assetId: id,
      conventionId: id,
      fieldId: id,
      sectorId: id,
      eventId: id,
      titheIds: [id],
      name: 'Campo Norte',
      amount: 12000,
      date: '2026-11-28',
      patch: { memberId: id, amount: 15000, name: 'Campo Sul', churchId: id },
    })
    const found: NameBook = {
      row: (table, id) => ({ id, name: 'Nome', memberId: MARIA, churchId: id, table }),
    }
    expect(MUTATIONS.size).toBeGreaterThan(50)
    for (const name of MUTATIONS.keys()) {
      for (const [args, names] of [
        [argsOf(GONE), book],
        [argsOf(MARIA), found],
      ] as const) {
        const text = summarizeMutation(name, args, names)
        expect(text, name).not.toMatch(UUID)
        expect(text, name).not.toMatch(CAMEL)
        expect(text, name).not.toContain(name.split('.')[0])
        expect(text.length, name).toBeGreaterThan(0)
      }
    }
  })
})
