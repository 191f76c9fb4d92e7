import { z } from 'zod'
import { listQueryFields, pageSchema, text } from './common'
import { lazy } from './lazy'

/**
 * LGPD access log (docs/security.md): the device tells the server each time member data leaves
 * it (an export or a printed report). Personal data is never in the record itself: a member is
 * named by id (the server shows the member's current name, blank once anonymised) and the label
 * says what was exported (a report and its filter), not who.
 */
export const DATA_ACCESS_KINDS = [
  'member_export',
  'transfers_report',
  'attention_export',
  /** The member report (names, birthdays, categories of a whole scope): PDF or spreadsheet. */
  'member_report',
  /** A tithe's receipt: the member's name and what they gave. */
  'tithe_receipt',
  /** The assets' register: its notes may name people. */
  'inventory_export',
  /** Member cards (one, or a batch named by its filter in the label): name, photo, category. */
  'member_card',
  /** A transfer letter (carta de mudança): the member's data on the sending church's letterhead. */
  'transfer_letter',
  /** A member's certificate (baptism, presentation of a child). */
  'member_certificate',
] as const
export type DataAccessKind = (typeof DATA_ACCESS_KINDS)[number]
export const DATA_ACCESS_FORMATS = ['csv', 'json', 'print', 'pdf', 'xlsx'] as const
export type DataAccessFormat = (typeof DATA_ACCESS_FORMATS)[number]
/** Kept five years from the access, then purged (LGPD practice; docs/security.md). */
export const DATA_ACCESS_RETENTION_YEARS = 5

export const dataAccessRecordSchema = lazy(() =>
  z.object({
    /** Made on the device: a record sent again (retry, queue) is stored once. */
    id: z.uuid(),
    /** When the export happened on the device. */
    at: z.iso.datetime({ offset: true }),
    kind: z.enum(DATA_ACCESS_KINDS),
    format: z.enum(DATA_ACCESS_FORMATS),
    memberId: z.uuid().nullable().default(null),
    label: text(200).default(''),
  }),
)
export type DataAccessRecord = z.input<typeof dataAccessRecordSchema>

export const dataAccessListQuerySchema = lazy(() => z.object(listQueryFields))

export const dataAccessEntrySchema = lazy(() =>
  z.object({
    id: z.string(),
    at: z.string(),
    kind: z.enum(DATA_ACCESS_KINDS),
    format: z.string(),
    userId: z.string(),
    userName: z.string(),
    memberId: z.string().nullable(),
    /** The member's name now: '—' once the member was anonymised. */
    memberName: z.string().nullable(),
    label: z.string(),
  }),
)
export type DataAccessEntry = z.infer<typeof dataAccessEntrySchema>
export const dataAccessPageSchema = lazy(() => pageSchema(dataAccessEntrySchema))
