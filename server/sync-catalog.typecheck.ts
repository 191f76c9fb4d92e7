import type { Handlers, ServerEntities } from './modules/sync/registry'
import { service } from './modules/sync/registry'

/**
 * Checked by `tsc` (never run): the server's handler table and entity table are complete and
 * typed by the catalog. Each `@ts-expect-error` line must BE an error, or tsc fails.
 */
export function serverCatalogTypeChecks(all: Handlers, entities: ServerEntities): void {
  // A missing handler: the composition (server/sync-catalog.ts) is typed `Handlers`.
  const { 'tithe.create': _dropped, ...withoutOne } = all
  // @ts-expect-error -- 'tithe.create' has no handler
  const incomplete: Handlers = withoutOne
  // A handler for a mutation the catalog does not have.
  // @ts-expect-error -- 'tithe.archive' is not a mutation of the catalog
  const unknown: Handlers['tithe.archive'] = all['tithe.delete']
  // A handler whose service takes other args than the catalog's.
  const wrongArgs: Handlers['tithe.create'] = service.create<'tithe.create'>((_ctx, input) =>
    // @ts-expect-error -- tithe.create's input has no `nope`
    Promise.resolve(input.nope),
  )
  // A missing entity definition.
  const { tithes: _tithes, ...withoutTithes } = entities
  // @ts-expect-error -- 'tithes' has no server definition
  const noTithes: ServerEntities = withoutTithes
  void [_dropped, _tithes, incomplete, unknown, wrongArgs, noTithes]
}
