import { churches, conventions, fields, sectors } from '../../db/schema'
import { defineEntity, service, type Handlers } from '../sync/registry'
import { createChurch, deleteChurch, updateChurch } from './churches.service'
import { createConvention, deleteConvention, updateConvention } from './conventions.service'
import { createField, deleteField, updateField } from './fields.service'
import { createSector, deleteSector, updateSector } from './sectors.service'

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
  'convention.create': service.create(({ tx, auth }, input) => createConvention(tx, auth, input)),
  'convention.update': service.update(({ tx, auth }, id, patch) =>
    updateConvention(tx, auth, id, patch),
  ),
  'convention.delete': service.delete(({ tx, auth }, id) => deleteConvention(tx, auth, id)),
  'field.create': service.create(({ tx, auth }, input) => createField(tx, auth, input)),
  'field.update': service.update(({ tx, auth }, id, patch) => updateField(tx, auth, id, patch)),
  'field.delete': service.delete(({ tx, auth }, id) => deleteField(tx, auth, id)),
  'sector.create': service.create(({ tx, auth }, input) => createSector(tx, auth, input)),
  'sector.update': service.update(({ tx, auth }, id, patch) => updateSector(tx, auth, id, patch)),
  'sector.delete': service.delete(({ tx, auth }, id) => deleteSector(tx, auth, id)),
  'church.create': service.create(({ tx, auth }, input) => createChurch(tx, auth, input)),
  'church.update': service.update(({ tx, auth }, id, patch) => updateChurch(tx, auth, id, patch)),
  'church.delete': service.delete(({ tx, auth }, id) => deleteChurch(tx, auth, id)),
} satisfies Partial<Handlers>
