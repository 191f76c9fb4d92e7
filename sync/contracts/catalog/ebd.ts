import {
  ebdClassCreateSchema,
  ebdClassSchema,
  ebdClassUpdateSchema,
  ebdEnrolmentCreateSchema,
  ebdEnrolmentSchema,
  ebdEnrolmentUpdateSchema,
  ebdQuarterCreateSchema,
  ebdQuarterSchema,
  ebdQuarterUpdateSchema,
  ebdRollSaveSchema,
  ebdRollSchema,
} from '../ebd'
import { entity, mutation, remove, create, update } from './define'

/** The Sunday school's entities of the catalog (docs/ebd.md), spread into CATALOG (./entities.ts). */
export const EBD_ENTITIES = {
  // Sunday school (docs/ebd.md): a church's classes, enrolments, quarters and one roll per class
  // and Sunday, whose id is derived from both so that two phones write the same row.
  ebdClasses: entity({
    row: ebdClassSchema,
    indexes: ['churchId', 'name'],
    scope: 'church',
    readPermission: 'VIEW_EBD',
    partial: 'place',
    mutations: {
      'ebdClass.create': create(ebdClassCreateSchema),
      'ebdClass.update': update(ebdClassUpdateSchema),
      'ebdClass.delete': remove(),
    },
  }),
  ebdEnrolments: entity({
    row: ebdEnrolmentSchema,
    indexes: ['churchId', 'classId', 'studentId'],
    scope: 'church',
    readPermission: 'VIEW_EBD',
    partial: 'place',
    mutations: {
      'ebdEnrolment.create': create(ebdEnrolmentCreateSchema),
      'ebdEnrolment.update': update(ebdEnrolmentUpdateSchema),
      'ebdEnrolment.delete': remove(),
    },
  }),
  ebdQuarters: entity({
    row: ebdQuarterSchema,
    indexes: ['churchId', 'startDate'],
    scope: 'church',
    readPermission: 'VIEW_EBD',
    partial: 'place',
    mutations: {
      'ebdQuarter.create': create(ebdQuarterCreateSchema),
      'ebdQuarter.update': update(ebdQuarterUpdateSchema),
      'ebdQuarter.delete': remove(),
    },
  }),
  ebdRolls: entity({
    row: ebdRollSchema,
    indexes: ['churchId', 'classId', 'date', '[churchId+date]'],
    scope: 'church',
    readPermission: 'VIEW_EBD',
    partial: 'dated',
    mutations: {
      // Created or merged (marks per student, figures given): the device's effect is mergeRoll.
      'ebdRoll.save': mutation('update', ebdRollSaveSchema),
      'ebdRoll.delete': remove(),
    },
  }),
}
