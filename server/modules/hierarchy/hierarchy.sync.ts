import { churches, conventions, fields, sectors } from '../../db/schema'
import type { MutationName, ParsedMutationArgs } from '../../../sync/contracts/catalog'
import {
  defineEntity,
  service,
  type Handlers,
  type MutationContext,
  type PatchOf,
} from '../sync/registry'
import { churchesService } from './churches.service'
import { conventionsService } from './conventions.service'
import { fieldsService } from './fields.service'
import { importLinkedLogo, isExternalLogoLink } from './logo-import'
import type { NodeTable } from './node-repo'
import { sectorsService } from './sectors.service'

/** After the mutation commits, copies a linked logo the write set (issue 14 #10). */
function copyLogoAfterCommit(
  { deps }: MutationContext,
  table: NodeTable,
  id: string | undefined,
  values: { linkLogo?: string | undefined },
): void {
  if (id && isExternalLogoLink(values.linkLogo))
    deps.afterCommit?.(() => importLinkedLogo(deps, table, id))
}

/** The hierarchy's synced entities (a node carries its own id as its scope column) and their handlers. */
export const hierarchyEntities = {
  conventions: defineEntity('conventions', {
    table: conventions,
    scope: { clientId: conventions.clientId, conventionId: conventions.id },
    first: 'all',
  }),
  fields: defineEntity('fields', {
    table: fields,
    scope: { clientId: fields.clientId, conventionId: fields.conventionId, fieldId: fields.id },
    first: 'all',
  }),
  sectors: defineEntity('sectors', {
    table: sectors,
    scope: {
      clientId: sectors.clientId,
      conventionId: sectors.conventionId,
      fieldId: sectors.fieldId,
      sectorId: sectors.id,
    },
    first: 'all',
  }),
  churches: defineEntity('churches', {
    table: churches,
    scope: {
      clientId: churches.clientId,
      conventionId: churches.conventionId,
      fieldId: churches.fieldId,
      sectorId: churches.sectorId,
      churchId: churches.id,
    },
    first: 'all',
  }),
}

type LogoValues = { linkLogo?: string | undefined }
type Write<A extends unknown[]> = (
  tx: MutationContext['tx'],
  auth: MutationContext['auth'],
  ...args: A
) => Promise<unknown>

/** A node's create and update: the service's write, then the linked logo's copy after commit. */
const withLogo = {
  create: <N extends MutationName>(table: NodeTable, create: Write<[ParsedMutationArgs<N>]>) =>
    service.create<N>(async (ctx, input) => {
      await create(ctx.tx, ctx.auth, input)
      copyLogoAfterCommit(ctx, table, (input as { id?: string }).id, input as LogoValues)
    }),
  update: <N extends MutationName>(table: NodeTable, update: Write<[string, PatchOf<N>]>) =>
    service.update<N>(async (ctx, id, patch) => {
      await update(ctx.tx, ctx.auth, id, patch)
      copyLogoAfterCommit(ctx, table, id, patch as LogoValues)
    }),
}

export const hierarchyHandlers = {
  'convention.create': withLogo.create(conventions, conventionsService.create),
  'convention.update': withLogo.update(conventions, conventionsService.update),
  'convention.delete': service.delete(({ tx, auth }, id) =>
    conventionsService.remove(tx, auth, id),
  ),
  'field.create': withLogo.create(fields, fieldsService.create),
  'field.update': withLogo.update(fields, fieldsService.update),
  'field.delete': service.delete(({ tx, auth }, id) => fieldsService.remove(tx, auth, id)),
  'sector.create': withLogo.create(sectors, sectorsService.create),
  'sector.update': withLogo.update(sectors, sectorsService.update),
  'sector.delete': service.delete(({ tx, auth }, id) => sectorsService.remove(tx, auth, id)),
  'church.create': withLogo.create(churches, churchesService.create),
  'church.update': withLogo.update(churches, churchesService.update),
  'church.delete': service.delete(({ tx, auth }, id) => churchesService.remove(tx, auth, id)),
} satisfies Partial<Handlers>
