import { HStack, Text } from '@chakra-ui/react'
import { Plural, Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { usePendingWrites } from '../../../components/mirror'
import { AppIcon } from '../../../components/layout'
import { useOnline, useSyncStatusField } from '../../../components/sync-status'
import { formatTime } from '../../../lib/format'

/**
 * Whether the service's entries reached the server: "3 lançamentos aguardando envio" (offline:
 * kept on the device) turning into "Todos enviados às 19:42" once the last one is confirmed.
 */
export function ServiceSyncBanner({ titheIds }: { titheIds: readonly string[] }) {
  const online = useOnline()
  const lastSyncAt = useSyncStatusField('lastSyncAt')
  const pending = usePendingWrites()
  if (pending === undefined) return null
  const ours = new Set(titheIds.map((id) => `tithes:${id}`))
  const waiting = new Set(pending.filter((w) => ours.has(w.rowKey)).map((w) => w.rowKey)).size
  if (waiting > 0)
    return (
      <Banner tone="orange" testId="service-pending">
        <Plural
          value={waiting}
          one="# lançamento aguardando envio"
          other="# lançamentos aguardando envio"
        />
        {online ? (
          <Trans> · enviando…</Trans>
        ) : (
          <Trans>
            {' '}
            · sem conexão: ficam guardados no aparelho e são enviados quando ela voltar
          </Trans>
        )}
      </Banner>
    )
  if (titheIds.length > 0 && lastSyncAt)
    return (
      <Banner tone="green" testId="service-sent">
        <Trans>Todos os lançamentos enviados às {formatTime(lastSyncAt)}</Trans>
      </Banner>
    )
  if (!online)
    return (
      <Banner tone="orange" testId="service-offline">
        <Trans>Sem conexão: os lançamentos ficam no aparelho e são enviados depois</Trans>
      </Banner>
    )
  return null
}

function Banner(props: { tone: 'orange' | 'green'; testId: string; children: ReactNode }) {
  return (
    <HStack
      role="status"
      gap="2"
      px="4"
      py="2"
      rounded="md"
      borderWidth="1px"
      borderColor={props.tone === 'green' ? 'green.muted' : 'orange.muted'}
      bg={props.tone === 'green' ? 'green.subtle' : 'orange.subtle'}
      color={props.tone === 'green' ? 'green.fg' : 'orange.fg'}
      fontWeight="medium"
      data-testid={props.testId}
    >
      <AppIcon name={props.tone === 'green' ? 'check' : 'clock'} boxSize="4" flexShrink={0} />
      <Text>{props.children}</Text>
    </HStack>
  )
}
