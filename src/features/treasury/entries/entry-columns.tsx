import { Badge, Button, chakra, Stack, Text, VisuallyHidden } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { nextOpen } from '../../../../sync'
import { ListTitle, type ListColumn } from '../../../components/list-screen'
import { formatDate, formatMoney } from '../../../lib/format'
import type { EntryKindName } from './entry-kind'
import { entryRowModel, type EntryRowModel } from './entry-row-model'
import { entryAmountText, entryInstalmentText } from './entry-row-texts'
import { EntryStatusBadge } from './entry-status-badge'
import type { EntryWithRealization } from './use-entries'

type Instalment = EntryWithRealization['instalments'][number]

/**
 * The columns of the revenues' and expenses' list (a phone's card: the first is its title): the
 * description with its kind and code under it, the church when the user keeps several, the next
 * due date with its instalment, one instalment's amount, what was realized and the status.
 */
export function useEntryColumns({
  kind,
  what,
  churchName,
  onRealize,
  label,
}: {
  kind: EntryKindName
  /** The origin or category of an entry, in the user's language. */
  what: (entry: EntryWithRealization) => string
  /** The church of an entry, only for a user who keeps several churches' books. */
  churchName?: (entry: EntryWithRealization) => string
  /** Offered where the user may pay or receive. */
  onRealize?: (entry: EntryWithRealization, instalment: Instalment) => void
  label: (entry: EntryWithRealization) => string
}): ListColumn<EntryWithRealization>[] {
  const { t } = useLingui()
  const model = (e: EntryWithRealization): EntryRowModel => entryRowModel(e, what(e))
  const pending = (
    <Badge
      variant="outline"
      colorPalette="gray"
      title={t`O código chega quando o servidor receber o lançamento.`}
    >
      {t`pendente`}
    </Badge>
  )
  const columns: ListColumn<EntryWithRealization>[] = [
    {
      id: 'what',
      header: t`Descrição`,
      wrap: true,
      cell: (e) => {
        const m = model(e)
        return (
          <ListTitle
            title={m.title}
            detail={
              <>
                {m.kindLabel ? `${m.kindLabel} · ` : null}
                {m.code ?? pending}
              </>
            }
          />
        )
      },
    },
    ...(churchName ? [{ id: 'church', header: t`Igreja`, wrap: true, cell: churchName }] : []),
    {
      id: 'due',
      header: t`Vencimento`,
      cell: (e) => {
        const m = model(e)
        const instalment = entryInstalmentText(m)
        return (
          <Stack gap="0">
            <chakra.span>{formatDate(m.dueDate)}</chakra.span>
            {instalment ? (
              <Text as="span" fontSize="xs" color="fg.muted">
                {instalment}
              </Text>
            ) : null}
          </Stack>
        )
      },
    },
    { id: 'amount', header: t`Valor`, numeric: true, cell: (e) => entryAmountText(model(e)) },
    {
      id: 'realized',
      header: t`Realizado`,
      numeric: true,
      cell: (e) => formatMoney(e.realized),
      wideOnly: true,
    },
    {
      id: 'status',
      header: t`Situação`,
      cell: (e) => <EntryStatusBadge status={e.status} overdueSince={e.overdueSince} />,
    },
  ]
  if (onRealize)
    columns.push({
      id: 'realize',
      header: <VisuallyHidden>{kind === 'revenue' ? t`Receber` : t`Pagar`}</VisuallyHidden>,
      cell: (entry) => {
        const instalment = nextOpen(entry.instalments)
        if (!instalment) return null
        return (
          <Button
            size="xs"
            variant="outline"
            onClick={() => onRealize(entry, instalment)}
            aria-label={kind === 'revenue' ? t`Receber ${label(entry)}` : t`Pagar ${label(entry)}`}
          >
            {kind === 'revenue' ? <Trans>Receber</Trans> : <Trans>Pagar</Trans>}
          </Button>
        )
      },
    })
  return columns
}
