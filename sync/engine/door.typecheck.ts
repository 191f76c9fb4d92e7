import type { EntityRow } from '../contracts/catalog'
import { mirror, mutate, mutateMany } from './api'

/**
 * Checked by `tsc` (never run): the door of sync/index.ts takes only the catalog's names and
 * args. Each `@ts-expect-error` line must BE an error, or tsc fails.
 */
export async function doorTypeChecks(): Promise<void> {
  const tithe = {
    id: '0190f000-0000-7000-8000-000000000001',
    churchId: '0190f000-0000-7000-8000-000000000002',
    amount: 1_000,
    date: '2026-11-22',
  }
  await mutate('tithe.create', tithe)
  await mutate('tithe.update', { id: tithe.id, patch: { amount: 2_000 } })
  // @ts-expect-error -- not a mutation of the catalog
  await mutate('tithe.archive', { id: tithe.id })
  // @ts-expect-error -- names are not built from strings
  await mutate(`tithe.${String('create')}`, tithe)
  // @ts-expect-error -- the amount is centavos, a number
  await mutate('tithe.create', { ...tithe, amount: '10,00' })
  // @ts-expect-error -- a tithe needs its church
  await mutate('tithe.create', { id: tithe.id, amount: 1_000, date: '2026-11-22' })
  // @ts-expect-error -- an update carries `{ id, patch }`
  await mutate('tithe.update', { id: tithe.id, amount: 2_000 })
  // @ts-expect-error -- the patch has only the entity's own fields
  await mutate('member.update', { id: tithe.id, patch: { amount: 2_000 } })
  // @ts-expect-error -- a transfer record is written by the server only
  await mutate('memberTransfer.create', { id: tithe.id })
  await mutateMany([{ name: 'tithe.create', args: tithe }])
  // @ts-expect-error -- each write's args match its own name
  await mutateMany([{ name: 'tithe.create', args: { id: tithe.id, patch: {} } }])

  const row: EntityRow<'tithes'> | undefined = await mirror('tithes').get(tithe.id)
  // @ts-expect-error -- not an entity of the catalog
  mirror('tithe')
  // @ts-expect-error -- a church row is not a tithe row
  const church: EntityRow<'tithes'> | undefined = await mirror('churches').get(tithe.id)
  // @ts-expect-error -- rows are typed: a tithe has no name
  void row?.name
  void church
}
