import type { EntityName } from '../../../sync/contracts/catalog'
import { ebdClasses, ebdEnrolments, ebdQuarters, ebdRolls } from '../../db/schema'
import { defineEntity, service, type Handlers } from '../sync/registry'
import type { EbdTable } from './ebd.repo'
import {
  createEbdClass,
  createEbdEnrolment,
  createEbdQuarter,
  deleteEbdClass,
  deleteEbdEnrolment,
  deleteEbdQuarter,
  updateEbdClass,
  updateEbdEnrolment,
  updateEbdQuarter,
} from './ebd.service'
import { deleteEbdRoll, saveEbdRoll } from './rolls.service'

/**
 * The Sunday school (docs/ebd.md): rows of one church, read with VIEW_EBD in the user's scope;
 * each mutation maps to its service, which checks permission, scope and (a roll) the teacher's
 * class at replay time.
 */

function churchEntity<E extends EntityName>(name: E, table: EbdTable) {
  const t = table as typeof ebdClasses
  return defineEntity(name, {
    table: t,
    scope: {
      clientId: t.clientId,
      conventionId: t.conventionId,
      fieldId: t.fieldId,
      sectorId: t.sectorId,
      churchId: t.churchId,
    },
  })
}

export const ebdEntities = {
  ebdClasses: churchEntity('ebdClasses', ebdClasses),
  ebdEnrolments: churchEntity('ebdEnrolments', ebdEnrolments),
  ebdQuarters: churchEntity('ebdQuarters', ebdQuarters),
  ebdRolls: churchEntity('ebdRolls', ebdRolls),
}

export const ebdHandlers = {
  'ebdClass.create': service.create(({ tx, auth }, input) => createEbdClass(tx, auth, input)),
  'ebdClass.update': service.update(({ tx, auth }, id, patch) =>
    updateEbdClass(tx, auth, id, patch),
  ),
  'ebdClass.delete': service.delete(({ tx, auth }, id) => deleteEbdClass(tx, auth, id)),
  'ebdEnrolment.create': service.create(({ tx, auth }, input) =>
    createEbdEnrolment(tx, auth, input),
  ),
  'ebdEnrolment.update': service.update(({ tx, auth }, id, patch) =>
    updateEbdEnrolment(tx, auth, id, patch),
  ),
  'ebdEnrolment.delete': service.delete(({ tx, auth }, id) => deleteEbdEnrolment(tx, auth, id)),
  'ebdQuarter.create': service.create(({ tx, auth }, input) => createEbdQuarter(tx, auth, input)),
  'ebdQuarter.update': service.update(({ tx, auth }, id, patch) =>
    updateEbdQuarter(tx, auth, id, patch),
  ),
  'ebdQuarter.delete': service.delete(({ tx, auth }, id) => deleteEbdQuarter(tx, auth, id)),
  'ebdRoll.save': {
    run: async ({ tx, auth }, args) => {
      await saveEbdRoll(tx, auth, args)
      return { id: args.id }
    },
  },
  'ebdRoll.delete': service.delete(({ tx, auth }, id) => deleteEbdRoll(tx, auth, id)),
} satisfies Partial<Handlers>
