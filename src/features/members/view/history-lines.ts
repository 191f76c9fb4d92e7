import { t } from '@lingui/core/macro'
import {
  ADMISSION_WAYS,
  MARITAL_STATUSES,
  MEMBER_CATEGORIES,
  MEMBER_STATUSES,
  type AdmissionWay,
  type HistoryEntry,
  type MaritalStatus,
  type MemberCategory,
  type MemberStatus,
} from '../../../../sync'
import { formatDate, formatDateTime, formatMoney } from '../../../lib/format'
import {
  actionLabel,
  admissionWayLabel,
  categoryLabel,
  fieldLabel,
  maritalLabel,
  statusLabel,
} from '../labels'

/** One changed field as a person reads it: 'Telefone: — → 19 99999-0000'. */
export interface HistoryLine {
  field: string
  label: string
  old: string
  new: string
}

/** Fields a write changes by itself: nothing a person did. */
const UNSAID = new Set(['id', 'clientId', 'createdAt', 'updatedAt', 'version', 'seq'])

/** The hierarchy's fields, each read by its name; a node not on this device is 'outra igreja'. */
const PLACES: Record<string, () => string> = {
  churchId: () => t`outra igreja`,
  sectorId: () => t`outro setor`,
  fieldId: () => t`outro campo`,
  conventionId: () => t`outra convenção`,
}
const PLACE_LABELS: Record<string, () => string> = {
  churchId: () => t`Igreja`,
  sectorId: () => t`Setor regional`,
  fieldId: () => t`Campo eclesiástico`,
  conventionId: () => t`Convenção`,
}
const DATES = new Set(['birthDate', 'baptismDate', 'visitDate', 'admissionDate'])
const MOMENTS = new Set(['consentAt', 'guardianConsentAt'])
const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

const isCategory = (v: unknown): v is MemberCategory =>
  (MEMBER_CATEGORIES as readonly unknown[]).includes(v)
const isStatus = (v: unknown): v is MemberStatus =>
  (MEMBER_STATUSES as readonly unknown[]).includes(v)
const isMarital = (v: unknown): v is MaritalStatus =>
  (MARITAL_STATUSES as readonly unknown[]).includes(v)
const isAdmissionWay = (v: unknown): v is AdmissionWay =>
  (ADMISSION_WAYS as readonly unknown[]).includes(v)

function show(field: string, value: unknown, names: ReadonlyMap<string, string>): string {
  if (value === null || value === undefined || value === '') return '—'
  const other = PLACES[field]
  if (other) return (typeof value === 'string' ? names.get(value) : undefined) ?? other()
  if (field === 'category' && isCategory(value)) return categoryLabel(value)
  if (field === 'status' && isStatus(value)) return statusLabel(value)
  if (field === 'maritalStatus' && isMarital(value)) return maritalLabel(value)
  if (field === 'admissionWay' && isAdmissionWay(value)) return admissionWayLabel(value)
  if (field === 'salary' && typeof value === 'number') return formatMoney(value)
  if (typeof value === 'boolean') return value ? t`Sim` : t`Não`
  if (typeof value === 'string') {
    if (DATES.has(field)) return formatDate(value) || value
    if (MOMENTS.has(field)) return formatDateTime(value) || value
    // Any other id is some record's: never shown as the id.
    if (ID.test(value)) return names.get(value) ?? t`outro registro`
    return value
  }
  if (typeof value === 'number') return String(value)
  return JSON.stringify(value)
}

/**
 * A change-history entry in words (issue 48): a change of church is a transfer, 'Transferência:
 * Igreja Sede Campinas → Congregação São Bernardo'; every id is shown by its name (`names`, the
 * hierarchy on this device), never as the id.
 */
export function describeHistoryEntry(
  entry: HistoryEntry,
  names: ReadonlyMap<string, string>,
): { action: string; lines: HistoryLine[] } {
  const changes = entry.action === 'create' ? [] : Object.entries(entry.changes)
  const transfer = entry.action === 'transfer' || changes.some(([field]) => field === 'churchId')
  const lines = changes
    .filter(([field]) => !UNSAID.has(field))
    .map(([field, change]) => ({
      field,
      label:
        field === 'churchId' && transfer
          ? t`Transferência`
          : (PLACE_LABELS[field]?.() ?? fieldLabel(field)),
      old: show(field, change.old, names),
      new: show(field, change.new, names),
    }))
  // The transfer first, then the rest in the order recorded.
  lines.sort((a, b) => Number(b.field === 'churchId') - Number(a.field === 'churchId'))
  return { action: actionLabel(transfer ? 'transfer' : entry.action), lines }
}
