import type { Member, MemberCategoryChange, MemberTransfer } from '../../../../sync'
import { writeCsv } from '../../../lib/csv'

/** Everything the device holds about one member (LGPD: the person's own data), for download. */
export interface MemberExport {
  exportedAt: string
  member: Member
  categoryChanges: MemberCategoryChange[]
  transfers: MemberTransfer[]
}

export function memberExportJson(data: MemberExport): string {
  return JSON.stringify(data, null, 2)
}

/** Flattens nested objects into dotted keys: { address: { cep } } -> 'address.cep'. */
function flatten(value: unknown, prefix = '', out: [string, string][] = []): [string, string][] {
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, inner] of Object.entries(value as Record<string, unknown>))
      flatten(inner, prefix ? `${prefix}.${key}` : key, out)
  } else if (Array.isArray(value)) out.push([prefix, JSON.stringify(value)])
  else if (typeof value === 'string') out.push([prefix, value])
  else if (typeof value === 'number' || typeof value === 'boolean')
    out.push([prefix, String(value)])
  else out.push([prefix, ''])
  return out
}

/** One field per line (field;value), then the category changes and transfers as their own blocks. */
export function memberExportCsv(data: MemberExport): string {
  const rows: string[][] = [
    ['field', 'value'],
    ['exportedAt', data.exportedAt],
  ]
  for (const [key, value] of flatten(data.member)) rows.push([`member.${key}`, value])
  data.categoryChanges.forEach((change, i) => {
    for (const [key, value] of flatten(change)) rows.push([`categoryChanges.${i}.${key}`, value])
  })
  data.transfers.forEach((transfer, i) => {
    for (const [key, value] of flatten(transfer)) rows.push([`transfers.${i}.${key}`, value])
  })
  return writeCsv(rows)
}

export { downloadFile } from '../../../lib/download'
