import { t } from '@lingui/core/macro'
import { maskCnpj } from '../form/masks'
import { useMirrorQuery } from '../mirror'
import { useSession } from '../session'

/** What a document's letterhead says of the church: its name, CNPJ and address. */
export interface Letterhead {
  name: string
  /** 14 digits, or '' when the church has none. */
  cnpj: string
  /** One line, or '' when unknown. */
  address: string
}

/** Fields a church row or the session's church may carry (address and cnpj where known). */
interface ChurchLike {
  name?: string
  cnpj?: string
  address?: string
}

/** The lines under the church's name: "CNPJ 12.345.678/0001-95", the address; none when unknown. */
export function letterheadLines(letterhead: Letterhead | null | undefined): string[] {
  if (!letterhead) return []
  const lines: string[] = []
  if (letterhead.cnpj) lines.push(t`CNPJ ${maskCnpj(letterhead.cnpj)}`)
  if (letterhead.address) lines.push(letterhead.address)
  return lines
}

export function letterheadOf(church: ChurchLike | null | undefined, fallbackName = ''): Letterhead {
  return {
    name: church?.name || fallbackName,
    cnpj: church?.cnpj ?? '',
    address: church?.address ?? '',
  }
}

/**
 * A church's letterhead, from the device's mirror (the churches table) or, for a user who may
 * not read that table, the session's own church. Undefined while the mirror is read; `null`
 * churchId (a report of several churches) gives the fallback name only.
 */
export function useChurchLetterhead(
  churchId: string | null | undefined,
  fallbackName = '',
): Letterhead | undefined {
  const own = useSession().user?.congregation as ChurchLike & { id?: string; kind?: string }
  const row = useMirrorQuery(
    async (table) => (churchId ? ((await table('churches').get(churchId)) ?? null) : null),
    [churchId],
  )
  if (row === undefined) return undefined
  const church: ChurchLike | null =
    row ?? (own?.kind === 'church' && own.id === churchId ? own : null)
  return letterheadOf(church, fallbackName)
}
