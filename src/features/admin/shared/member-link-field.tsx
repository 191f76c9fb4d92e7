import { useLingui } from '@lingui/react/macro'
import { hasPermission } from '../../../../sync'
import { SelectField } from '../../../components/form'
import { useMirrorQuery } from '../../../components/mirror'
import { useSession } from '../../../components/session'
import { fullName } from '../../../lib/format'

interface MemberLinkFieldProps {
  /** The form field holding the member id ('' = none). */
  name: string
  label: string
  /** The church whose members are offered; none = nothing to pick yet. */
  churchId: string | null | undefined
  /** The member linked now, kept as an option even when no longer in that church. */
  current: string | null | undefined
}

/**
 * A member record of one church to link (a church's representative, a user's member record):
 * the church's members from the mirror, visitors left out. Shown only to a role that sees
 * members; the server checks the link again.
 */
export function MemberLinkField({ name, label, churchId, current }: MemberLinkFieldProps) {
  const { t } = useLingui()
  const sees = hasPermission(useSession().user?.role.permissions, 'VIEW_MEMBER')
  const members = useMirrorQuery(
    async (table) =>
      sees && churchId ? await table('members').where('churchId').equals(churchId).toArray() : [],
    [sees, churchId],
  )
  if (!sees) return null
  const options = (members ?? [])
    .filter((m) => m.status !== 'visitor')
    .map((m) => ({ value: m.id, label: fullName(m) }))
    .sort((a, b) => a.label.localeCompare(b.label))
  if (current && !options.some((o) => o.value === current))
    options.unshift({ value: current, label: t`Membro de outra igreja ou removido` })
  return (
    <SelectField
      name={name}
      label={label}
      options={options}
      placeholder={t`Nenhum`}
      disabled={!churchId}
      helper={churchId ? undefined : t`Escolha uma igreja para vincular um membro dela.`}
    />
  )
}
