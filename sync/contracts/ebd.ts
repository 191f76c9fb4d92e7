import { v5 as uuidv5 } from 'uuid'
import { z } from 'zod'
import { idSchema, nameSchema } from './common'
import { isoDateSchema, nonNegativeAmountSchema, text } from './treasury/fields'
import { lazy } from './lazy'

/**
 * Sunday school (Escola Bíblica Dominical, issue 53; docs/ebd.md). Rows of one church: its
 * classes (teachers are member ids), the enrolments of students (members or visitors, both rows
 * of `members`) in a class from a day to a day, the quarters with their magazine and lessons,
 * and one roll per class and Sunday. Money = integer centavos.
 */

export const EBD_ISSUES = [
  'ebd_end_before_start',
  'ebd_roll_id_mismatch',
  'ebd_class_not_found',
  'ebd_student_not_found',
  'ebd_teacher_not_found',
  'ebd_not_your_class',
  'ebd_lesson_numbers_repeat',
  'ebd_class_has_rolls',
] as const
export type EbdIssue = (typeof EBD_ISSUES)[number]

/** Most teachers of one class, students marked in one roll, visitors named, lessons of a quarter. */
export const EBD_LIMITS = { teachers: 10, students: 400, visitorNames: 100, lessons: 14 } as const
/** The largest count of one roll (visitors, Bibles, magazines). */
export const MAX_EBD_COUNT = 9_999

/** A fixed namespace: the roll of a class on a day has the same id on every device. */
const EBD_ROLL_NAMESPACE = '0f3f4c1e-53eb-4d0a-9b1e-ebd053000000'

/**
 * The id of the roll of `classId` on `date`: derived, so two teachers' phones that take the same
 * class's roll offline write the same row, and their marks merge per student (docs/ebd.md).
 */
export function ebdRollId(classId: string, date: string): string {
  return uuidv5(`roll:${classId.toLowerCase()}:${date}`, EBD_ROLL_NAMESPACE)
}

/** The revenue (and its receipt) the server records for a roll's offering: derived from the roll, so counted once. */
export function ebdOfferingIds(rollId: string): { revenueId: string; receiptId: string } {
  return {
    revenueId: uuidv5(`revenue:${rollId.toLowerCase()}`, EBD_ROLL_NAMESPACE),
    receiptId: uuidv5(`receipt:${rollId.toLowerCase()}`, EBD_ROLL_NAMESPACE),
  }
}

const countSchema = lazy(() =>
  z
    .number('ebd_count_invalid')
    .int('ebd_count_invalid')
    .min(0, 'ebd_count_invalid')
    .max(MAX_EBD_COUNT, 'ebd_count_invalid'),
)

const churchRowMeta = lazy(() => ({
  id: z.string(),
  clientId: z.string(),
  conventionId: z.string(),
  fieldId: z.string(),
  sectorId: z.string(),
  churchId: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
}))

// Classes -----------------------------------------------------------------------------------------

const classFields = lazy(() => ({
  name: nameSchema,
  /** As the church says it: "15 a 17 anos", "Adultos". */
  ageRange: text(60),
  room: text(60),
  /** Member ids of the class's teachers (one or more). */
  teacherIds: z.array(idSchema).max(EBD_LIMITS.teachers, 'ebd_too_many'),
}))

export const ebdClassCreateSchema = lazy(() =>
  z.object({
    id: idSchema,
    churchId: idSchema,
    ...classFields,
    ageRange: classFields.ageRange.default(''),
    room: classFields.room.default(''),
    teacherIds: classFields.teacherIds.default([]),
  }),
)
export const ebdClassUpdateSchema = lazy(() => z.strictObject(classFields).partial())
export const ebdClassSchema = lazy(() =>
  z.object({
    ...churchRowMeta,
    name: z.string(),
    ageRange: z.string(),
    room: z.string(),
    teacherIds: z.array(z.string()),
  }),
)

// Enrolments --------------------------------------------------------------------------------------

function checkPeriod(
  value: { startDate?: string; endDate?: string | null },
  ctx: z.RefinementCtx,
): void {
  if (value.startDate && value.endDate && value.endDate < value.startDate)
    ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'ebd_end_before_start' })
}

/** A student (a member or a visitor) in a class from `startDate` to `endDate` (null: still in it). A move ends one and starts another. */
export const ebdEnrolmentCreateSchema = lazy(() =>
  z
    .object({
      id: idSchema,
      churchId: idSchema,
      classId: idSchema,
      studentId: idSchema,
      startDate: isoDateSchema,
      endDate: isoDateSchema.nullable().default(null),
    })
    .superRefine(checkPeriod),
)
export const ebdEnrolmentUpdateSchema = lazy(() =>
  z
    .strictObject({ startDate: isoDateSchema, endDate: isoDateSchema.nullable() })
    .partial()
    .superRefine(checkPeriod),
)
export const ebdEnrolmentSchema = lazy(() =>
  z.object({
    ...churchRowMeta,
    classId: z.string(),
    studentId: z.string(),
    startDate: z.string(),
    endDate: z.string().nullable(),
  }),
)

// Quarters ----------------------------------------------------------------------------------------

export const ebdLessonSchema = lazy(() =>
  z.object({
    number: z.number().int().min(1).max(EBD_LIMITS.lessons),
    title: text(200),
    date: isoDateSchema,
  }),
)

const quarterFields = lazy(() => ({
  /** "1º trimestre de 2027". */
  name: nameSchema,
  /** The magazine's title ("Revista"). */
  magazine: text(200),
  startDate: isoDateSchema,
  lessons: z
    .array(ebdLessonSchema)
    .max(EBD_LIMITS.lessons, 'ebd_too_many')
    .refine(
      (lessons) => new Set(lessons.map((l) => l.number)).size === lessons.length,
      'ebd_lesson_numbers_repeat',
    ),
}))

export const ebdQuarterCreateSchema = lazy(() =>
  z.object({
    id: idSchema,
    churchId: idSchema,
    ...quarterFields,
    magazine: quarterFields.magazine.default(''),
    lessons: quarterFields.lessons.default([]),
  }),
)
export const ebdQuarterUpdateSchema = lazy(() => z.strictObject(quarterFields).partial())
export const ebdQuarterSchema = lazy(() =>
  z.object({
    ...churchRowMeta,
    name: z.string(),
    magazine: z.string(),
    startDate: z.string(),
    lessons: z.array(z.object({ number: z.number(), title: z.string(), date: z.string() })),
  }),
)

// Rolls -------------------------------------------------------------------------------------------

/** What a roll holds besides its place and marks; a save sends only what it changes. */
const rollFigures = lazy(() => ({
  visitors: countSchema,
  visitorNames: z.array(text(100)).max(EBD_LIMITS.visitorNames, 'ebd_too_many'),
  bibles: countSchema,
  magazines: countSchema,
  /** The class's offering in centavos (0: none); the server records it in the treasury. */
  offering: nonNegativeAmountSchema,
  lessonNumber: z.number().int().min(1).max(EBD_LIMITS.lessons).nullable(),
  lessonTitle: text(200),
  quarterId: idSchema.nullable(),
}))

/**
 * `ebdRoll.save`: the roll of a class on a Sunday, created or merged. `present` has only the
 * students whose mark this device changed (true: present, false: absent); the figures only those
 * it changed. The server merges them into the row (docs/ebd.md, "Two phones, one roll").
 */
export const ebdRollSaveSchema = lazy(() =>
  z
    .object({
      id: idSchema,
      churchId: idSchema,
      classId: idSchema,
      date: isoDateSchema,
      present: z
        .record(idSchema, z.boolean())
        .refine((marks) => Object.keys(marks).length <= EBD_LIMITS.students, 'ebd_too_many')
        .default({}),
      ...rollFigures,
    })
    .partial({
      visitors: true,
      visitorNames: true,
      bibles: true,
      magazines: true,
      offering: true,
      lessonNumber: true,
      lessonTitle: true,
      quarterId: true,
    })
    .superRefine((roll, ctx) => {
      if (roll.id.toLowerCase() !== ebdRollId(roll.classId, roll.date))
        ctx.addIssue({ code: 'custom', path: ['id'], message: 'ebd_roll_id_mismatch' })
    }),
)

export const ebdRollSchema = lazy(() =>
  z.object({
    ...churchRowMeta,
    classId: z.string(),
    date: z.string(),
    present: z.record(z.string(), z.boolean()),
    visitors: z.number().int(),
    visitorNames: z.array(z.string()),
    bibles: z.number().int(),
    magazines: z.number().int(),
    offering: z.number().int(),
    lessonNumber: z.number().int().nullable(),
    lessonTitle: z.string(),
    quarterId: z.string().nullable(),
    /** The user whose save last changed it. */
    takenBy: z.string().nullable(),
  }),
)

export type EbdClassCreate = z.output<typeof ebdClassCreateSchema>
export type EbdClassUpdate = z.output<typeof ebdClassUpdateSchema>
export type EbdClass = z.output<typeof ebdClassSchema>
export type EbdEnrolmentCreate = z.output<typeof ebdEnrolmentCreateSchema>
export type EbdEnrolmentUpdate = z.output<typeof ebdEnrolmentUpdateSchema>
export type EbdEnrolment = z.output<typeof ebdEnrolmentSchema>
export type EbdQuarterCreate = z.output<typeof ebdQuarterCreateSchema>
export type EbdQuarterUpdate = z.output<typeof ebdQuarterUpdateSchema>
export type EbdQuarter = z.output<typeof ebdQuarterSchema>
export type EbdRollSave = z.output<typeof ebdRollSaveSchema>
export type EbdRoll = z.output<typeof ebdRollSchema>

/**
 * A save's effect on a roll (the device's optimistic view and the server's merge alike): marks
 * merged per student, figures replaced only where the save gives them.
 */
export function mergeRoll(
  row: Record<string, unknown> | undefined,
  save: EbdRollSave,
): Record<string, unknown> & RollFigures & { present: Record<string, boolean> } {
  const base = (row ?? {}) as Partial<EbdRoll>
  const pick = <K extends keyof RollFigures>(key: K): RollFigures[K] =>
    save[key] !== undefined ? (save[key] as RollFigures[K]) : (base[key] ?? EMPTY_FIGURES[key])
  return {
    ...base,
    id: save.id,
    churchId: save.churchId,
    classId: save.classId,
    date: save.date,
    present: { ...(base.present ?? {}), ...save.present },
    visitors: pick('visitors'),
    visitorNames: pick('visitorNames'),
    bibles: pick('bibles'),
    magazines: pick('magazines'),
    offering: pick('offering'),
    lessonNumber: pick('lessonNumber'),
    lessonTitle: pick('lessonTitle'),
    quarterId: pick('quarterId'),
  }
}

type RollFigures = Pick<
  EbdRoll,
  | 'visitors'
  | 'visitorNames'
  | 'bibles'
  | 'magazines'
  | 'offering'
  | 'lessonNumber'
  | 'lessonTitle'
  | 'quarterId'
>

const EMPTY_FIGURES: RollFigures = {
  visitors: 0,
  visitorNames: [],
  bibles: 0,
  magazines: 0,
  offering: 0,
  lessonNumber: null,
  lessonTitle: '',
  quarterId: null,
}
