import { churches, conventions, fields, sectors } from '../../db/schema'
import { defineEntity, service, type Handlers, type MutationContext } from '../sync/registry'
import { createChurch, deleteChurch, updateChurch } from './churches.service'
import { createConvention, deleteConvention, updateConvention } from './conventions.service'
import { createField, deleteField, updateField } from './fields.service'
import { importLinkedLogo, isExternalLogoLink } from './logo-import'
import type { NodeTable } from './node-repo'
import { createSector, deleteSector, updateSector } from './sectors.service'

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
  }),
  fields: defineEntity('fields', {
    table: fields,
    scope: { clientId: fields.clientId, conventionId: fields.conventionId, fieldId: fields.id },
  }),
  sectors: defineEntity('sectors', {
    table: sectors,
    scope: {
      clientId: sectors.clientId,
      conventionId: sectors.conventionId,
      fieldId: sectors.fieldId,
      sectorId: sectors.id,
    },
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
  }),
}

export const hierarchyHandlers = {
  'convention.create': service.create(async (ctx, input) => {
    await createConvention(ctx.tx, ctx.auth, input)
    copyLogoAfterCommit(ctx, conventions, input.id, input)
  }),
  'convention.update': service.update(async (ctx, id, patch) => {
    await updateConvention(ctx.tx, ctx.auth, id, patch)
    copyLogoAfterCommit(ctx, conventions, id, patch)
  }),
  'convention.delete': service.delete(({ tx, auth }, id) => deleteConvention(tx, auth, id)),
  'field.create': service.create(async (ctx, input) => {
    await createField(ctx.tx, ctx.auth, input)
    copyLogoAfterCommit(ctx, fields, input.id, input)
  }),
  'field.update': service.update(async (ctx, id, patch) => {
    await updateField(ctx.tx, ctx.auth, id, patch)
    copyLogoAfterCommit(ctx, fields, id, patch)
  }),
  'field.delete': service.delete(({ tx, auth }, id) => deleteField(tx, auth, id)),
  'sector.create': service.create(async (ctx, input) => {
    await createSector(ctx.tx, ctx.auth, input)
    copyLogoAfterCommit(ctx, sectors, input.id, input)
  }),
  'sector.update': service.update(async (ctx, id, patch) => {
    await updateSector(ctx.tx, ctx.auth, id, patch)
    copyLogoAfterCommit(ctx, sectors, id, patch)
  }),
  'sector.delete': service.delete(({ tx, auth }, id) => deleteSector(tx, auth, id)),
  'church.create': service.create(async (ctx, input) => {
    await createChurch(ctx.tx, ctx.auth, input)
    copyLogoAfterCommit(ctx, churches, input.id, input)
  }),
  'church.update': service.update(async (ctx, id, patch) => {
    await updateChurch(ctx.tx, ctx.auth, id, patch)
    copyLogoAfterCommit(ctx, churches, id, patch)
  }),
  'church.delete': service.delete(({ tx, auth }, id) => deleteChurch(tx, auth, id)),
} satisfies Partial<Handlers>
