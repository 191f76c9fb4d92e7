import { index, integer, jsonb, pgTable, uuid, varchar } from 'drizzle-orm/pg-core'
import { rowColumns } from './columns'
import { isoDate, money, scopeColumns } from './treasury'

/**
 * Sunday school (issue 53; docs/ebd.md). Rows of one church, with the whole scope copied from the
 * church. A roll's id is derived from its class and date (sync/contracts/ebd.ts `ebdRollId`), so
 * there is one roll per class and Sunday whichever phone writes it.
 */

export const ebdClasses = pgTable(
  'ebd_classes',
  {
    ...rowColumns,
    ...scopeColumns,
    name: varchar('name', { length: 200 }).notNull(),
    ageRange: varchar('age_range', { length: 60 }).notNull().default(''),
    room: varchar('room', { length: 60 }).notNull().default(''),
    /** Member ids of the teachers. */
    teacherIds: jsonb('teacher_ids').$type<string[]>().notNull().default([]),
  },
  (t) => [
    index('ebd_classes_scope_idx').on(
      t.clientId,
      t.conventionId,
      t.fieldId,
      t.sectorId,
      t.churchId,
    ),
    index('ebd_classes_seq_idx').on(t.seq),
  ],
)

export const ebdEnrolments = pgTable(
  'ebd_enrolments',
  {
    ...rowColumns,
    ...scopeColumns,
    classId: uuid('class_id').notNull(),
    /** A member or a visitor (members.id). */
    studentId: uuid('student_id').notNull(),
    startDate: isoDate('start_date').notNull(),
    endDate: isoDate('end_date'),
  },
  (t) => [
    index('ebd_enrolments_scope_idx').on(
      t.clientId,
      t.conventionId,
      t.fieldId,
      t.sectorId,
      t.churchId,
    ),
    index('ebd_enrolments_seq_idx').on(t.seq),
    index('ebd_enrolments_class_idx').on(t.classId),
  ],
)

export const ebdQuarters = pgTable(
  'ebd_quarters',
  {
    ...rowColumns,
    ...scopeColumns,
    name: varchar('name', { length: 200 }).notNull(),
    magazine: varchar('magazine', { length: 200 }).notNull().default(''),
    startDate: isoDate('start_date').notNull(),
    lessons: jsonb('lessons')
      .$type<{ number: number; title: string; date: string }[]>()
      .notNull()
      .default([]),
  },
  (t) => [
    index('ebd_quarters_scope_idx').on(
      t.clientId,
      t.conventionId,
      t.fieldId,
      t.sectorId,
      t.churchId,
    ),
    index('ebd_quarters_seq_idx').on(t.seq),
  ],
)

export const ebdRolls = pgTable(
  'ebd_rolls',
  {
    ...rowColumns,
    ...scopeColumns,
    classId: uuid('class_id').notNull(),
    date: isoDate('date').notNull(),
    /** Student id -> present (true) or absent (false); merged per student by every save. */
    present: jsonb('present').$type<Record<string, boolean>>().notNull().default({}),
    visitors: integer('visitors').notNull().default(0),
    visitorNames: jsonb('visitor_names').$type<string[]>().notNull().default([]),
    bibles: integer('bibles').notNull().default(0),
    magazines: integer('magazines').notNull().default(0),
    /** Centavos; recorded in the treasury as a revenue whose id is derived from the roll's. */
    offering: money('offering').notNull().default(0),
    lessonNumber: integer('lesson_number'),
    lessonTitle: varchar('lesson_title', { length: 200 }).notNull().default(''),
    quarterId: uuid('quarter_id'),
    takenBy: uuid('taken_by'),
  },
  (t) => [
    index('ebd_rolls_scope_idx').on(t.clientId, t.conventionId, t.fieldId, t.sectorId, t.churchId),
    index('ebd_rolls_seq_idx').on(t.seq),
    index('ebd_rolls_church_date_idx').on(t.churchId, t.date),
    index('ebd_rolls_class_idx').on(t.classId, t.date),
  ],
)
