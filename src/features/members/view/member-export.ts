import { t } from '@lingui/core/macro'
import {
  formatCep,
  formatCpf,
  localDateOf,
  type Member,
  type MemberCategoryChange,
  type MemberTransfer,
} from '../../../../sync'
import { formatDate, formatDateTime, formatMoney } from '../../../lib/format'
import {
  admissionWayLabel,
  categoryLabel,
  fieldLabel,
  maritalLabel,
  statusLabel,
  titheLabel,
} from '../labels'
import { displayPhone, fullName, isoInstant } from '../member-display'

/** Everything the device holds about one member (LGPD: the person's own data), for download. */
export interface MemberExport {
  exportedAt: string
  member: Member
  categoryChanges: MemberCategoryChange[]
  transfers: MemberTransfer[]
  /** The member's photo as the device has it (issue 52), or null/absent when none. */
  photo?: { mimeType: string; dataUrl: string } | null
}

/** For machines: every field as stored (ids, codes, UTC instants). */
export function memberExportJson(data: MemberExport): string {
  return JSON.stringify(data, null, 2)
}

/** A date or '' ; a moment's day is its local day (localDateOf), never its UTC date. */
const day = (iso: string | null | undefined) => (iso ? formatDate(iso) : '')
const momentDay = (instant: string | null | undefined) =>
  instant ? formatDate(localDateOf(isoInstant(instant))) : ''
const moment = (instant: string | null | undefined) =>
  instant ? formatDateTime(isoInstant(instant)) : ''

/**
 * For the person (issue 51): their data in words they read — labels in their language, dates as
 * they write them, names for the church and the codes (category, situation...) — as rows of
 * [what, value], a heading row (value '') before each part. `placeName` names a church or other
 * place of the hierarchy by its id ('' when unknown).
 */
export function memberExportRows(
  data: MemberExport,
  placeName: (id: string | undefined) => string,
): string[][] {
  const m = data.member
  const a = m.address
  const rows: string[][] = [
    [t`Dados de ${fullName(m)}`, ''],
    [t`Exportado em`, moment(data.exportedAt)],
    [],
    [t`Dados pessoais`, ''],
    [fieldLabel('name'), m.name],
    [fieldLabel('surname'), m.surname],
    [fieldLabel('cpf'), m.cpf ? formatCpf(m.cpf) : ''],
    [fieldLabel('birthDate'), day(m.birthDate)],
    [fieldLabel('maritalStatus'), m.maritalStatus ? maritalLabel(m.maritalStatus) : ''],
    [fieldLabel('profession'), m.profession],
    [fieldLabel('companyName'), m.companyName],
  ]
  if (typeof m.salary === 'number') rows.push([fieldLabel('salary'), formatMoney(m.salary)])
  rows.push(
    [],
    [t`Contato e endereço`, ''],
    [fieldLabel('phone'), displayPhone(m.phone)],
    [fieldLabel('email'), m.email],
    [t`CEP`, a.cep ? formatCep(a.cep) : ''],
    [t`Rua`, a.street],
    [t`Número`, a.number],
    [t`Complemento`, a.complement],
    [t`Bairro`, a.neighborhood],
    [t`Cidade`, a.city],
    [t`UF`, a.state],
    [],
    [t`Igreja`, ''],
    [t`Igreja`, placeName(m.churchId)],
    [fieldLabel('status'), statusLabel(m.status)],
    [fieldLabel('category'), categoryLabel(m.category)],
    [fieldLabel('function'), m.function],
    [fieldLabel('title'), m.title],
    [fieldLabel('admissionDate'), day(m.admissionDate)],
    [fieldLabel('admissionWay'), m.admissionWay ? admissionWayLabel(m.admissionWay) : ''],
    [fieldLabel('baptized'), m.baptized ? t`Sim` : t`Não`],
    [fieldLabel('baptismDate'), day(m.baptismDate)],
  )
  if (m.titheStatus) rows.push([fieldLabel('titheStatus'), titheLabel(m.titheStatus)])
  if (m.visitDate || m.invitedBy)
    rows.push([fieldLabel('visitDate'), day(m.visitDate)], [fieldLabel('invitedBy'), m.invitedBy])
  rows.push(
    [t`Cadastrado em`, momentDay(m.createdAt)],
    [],
    [t`Consentimento (LGPD)`, ''],
    [fieldLabel('consentAt'), moment(m.consentAt) || t`Não registrado`],
    [fieldLabel('consentTextVersion'), m.consentTextVersion],
  )
  if (m.guardianName)
    rows.push(
      [fieldLabel('guardianName'), m.guardianName],
      [fieldLabel('guardianConsentAt'), moment(m.guardianConsentAt)],
    )
  if (data.photo) rows.push([t`Foto`, t`Incluída no arquivo JSON`])
  if (data.categoryChanges.length > 0) {
    rows.push([], [t`Mudanças de categoria`, ''])
    for (const change of [...data.categoryChanges].sort((x, y) =>
      x.changedOn.localeCompare(y.changedOn),
    ))
      rows.push([
        day(change.changedOn),
        change.previousCategory
          ? `${categoryLabel(change.previousCategory)} → ${categoryLabel(change.newCategory)}`
          : categoryLabel(change.newCategory),
      ])
  }
  if (data.transfers.length > 0) {
    rows.push([], [t`Transferências`, ''])
    for (const transfer of [...data.transfers].sort((x, y) => x.date.localeCompare(y.date)))
      rows.push([day(transfer.date), `${transfer.fromChurchName} → ${transfer.toChurchName}`])
  }
  return rows
}

/** The person's data as a spreadsheet (.xlsx): two columns, what and value. */
export async function memberExportXlsx(
  data: MemberExport,
  placeName: (id: string | undefined) => string,
): Promise<Uint8Array<ArrayBuffer>> {
  const { writeXlsx } = await import('../import/xlsx')
  return writeXlsx(t`Meus dados`, memberExportRows(data, placeName), [34, 56])
}

/** A photo's bytes as a data URL, for the JSON. */
export function blobDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '')
    reader.onerror = () => reject(reader.error ?? new Error('photo'))
    reader.readAsDataURL(blob)
  })
}

export { downloadFile } from '../../../lib/download'
