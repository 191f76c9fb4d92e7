import { Badge, Box, Button, Flex, HStack, Progress, Stack, Text } from '@chakra-ui/react'
import { plural } from '@lingui/core/macro'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import type { SyncStatus } from '../../../sync'
import { AppIcon } from '../layout/icons'
import { readyOffline, type AppStored } from './app-stored'
import { relativeTime } from './relative-time'

export interface SyncStatusViewProps {
  status: SyncStatus
  /** Date.now() of the render, for "last sync 2 minutes ago". */
  now: number
  /**
   * Mobile top bar: the dot, the pending count and, offline, receiving or with refused changes,
   * that in words; 'dot' (collapsed sidebar): the dot only. The whole status is in the label.
   */
  compact?: boolean | 'dot'
  onOpenAttention: () => void
  onSignIn: () => void
  onUpdate: () => void
  /** The browser offers installing the app (which usually makes its storage persistent). */
  canInstall?: boolean
  onInstall?: () => void
  /** Asks the browser again to keep the data. */
  onPersist?: () => void
  /** Whether the app's screens are stored on the device (./app-stored.ts): 'unknown' says nothing. */
  stored?: AppStored
}

type Tone = 'green' | 'orange' | 'red' | 'gray'

/**
 * "Tudo enviado" is true: the engine has read its queue and found it empty, and this device has
 * finished a sync. Not before: the layout is drawn before the engine starts, and a first sign-in's
 * engine starts before its first cycle reaches the pull (an empty mirror is not "all sent").
 */
function allSent(status: SyncStatus): boolean {
  return (
    status.running &&
    status.pending === 0 &&
    status.initialSync === null &&
    status.lastSyncAt !== null
  )
}

function tone(status: SyncStatus): Tone {
  if (status.clientTooOld || status.paused || status.attention > 0) return 'red'
  // Offline, or the engine not started yet (nothing known of the queue): never a green "all sent".
  if (!status.online || !status.running) return 'gray'
  if (status.pending > 0 || status.syncing || status.error || status.initialSync) return 'orange'
  return allSent(status) ? 'green' : 'gray'
}

/** The status's words: what the header says, and the whole of it as the button's label. */
function useStatusWords(status: SyncStatus, stored: AppStored) {
  const { t } = useLingui()
  const { pending, attention } = status
  // The first download runs: not "Online, Tudo enviado" (green) while the data still comes.
  const headline = !status.online
    ? t`Sem conexão`
    : status.initialSync
      ? t`Recebendo dados`
      : t`Online`
  const pendingText =
    pending > 0
      ? t`Não enviadas: ${pending}`
      : allSent(status) && attention === 0
        ? t`Tudo enviado`
        : ''
  const attentionText =
    attention > 0
      ? plural(attention, {
          one: '# alteração precisa de atenção',
          other: '# alterações precisam de atenção',
        })
      : ''
  const initialText = useInitialSyncText(status.initialSync)
  const storingText =
    !status.initialSync && stored === 'storing' ? t`Guardando as telas neste aparelho…` : ''
  const label = [`${t`Sincronização`}: ${attentionText || headline}`]
    .concat(attentionText ? [headline] : [])
    .concat([pendingText, initialText, storingText])
    .filter(Boolean)
    .join(', ')
  return { headline, attentionText, label }
}

/** The shell's sync status (online/offline, pending, last sync, initial sync, storage, paused, update). */
export function SyncStatusView(props: SyncStatusViewProps) {
  const { status, now, compact = false, onOpenAttention, onSignIn, onUpdate } = props
  const { canInstall = false, onInstall, onPersist, stored = 'unknown' } = props
  const { t, i18n } = useLingui()
  const color = tone(status)
  const { headline, attentionText, label } = useStatusWords(status, stored)
  const lastSync = status.lastSyncAt
    ? relativeTime(status.lastSyncAt, now, i18n.locale || 'pt-BR')
    : ''

  if (compact) {
    return (
      <CompactStatus
        status={status}
        tone={color}
        dotOnly={compact === 'dot'}
        label={label}
        words={attentionText || (status.online && !status.initialSync ? '' : headline)}
        onClick={onOpenAttention}
      />
    )
  }

  return (
    <Stack
      gap="1"
      px="3"
      py="2"
      fontSize="xs"
      role="status"
      aria-live="polite"
      data-testid="sync-status"
      data-online={status.online ? 'true' : 'false'}
      data-pending={status.pending}
    >
      <HStack gap="2">
        <Dot tone={color} />
        <Text fontWeight="semibold" data-testid="sync-online">
          {headline}
        </Text>
        <Text data-testid="sync-pending">
          {status.pending === 0 ? (
            allSent(status) ? (
              <Trans>Tudo enviado</Trans>
            ) : null
          ) : (
            <Plural
              value={status.pending}
              one="# alteração não enviada"
              other="# alterações não enviadas"
            />
          )}
        </Text>
      </HStack>
      {status.lastSyncAt ? (
        <Text data-testid="sync-last">
          <Trans>Última sincronização: {lastSync}</Trans>
        </Text>
      ) : null}
      {status.initialSync ? <InitialSync progress={status.initialSync} /> : null}
      {status.initialSync ? null : (
        <StoredLine stored={stored} synced={status.lastSyncAt !== null} />
      )}
      {status.persisted === false ? (
        // One line: the browser may erase the stored data; the button does what can be done.
        <Button
          size="xs"
          variant="ghost"
          color="inherit"
          justifyContent="flex-start"
          px="0"
          h="auto"
          minH="6"
          whiteSpace="normal"
          textAlign="start"
          data-testid="sync-not-persistent"
          title={t`O navegador pode apagar os dados guardados neste aparelho.`}
          onClick={canInstall && onInstall ? onInstall : onPersist}
        >
          <AppIcon name="alert" boxSize="3.5" flexShrink={0} />
          {canInstall ? (
            <Trans>Instale o app para proteger os dados</Trans>
          ) : (
            <Trans>Proteger os dados deste aparelho</Trans>
          )}
        </Button>
      ) : null}
      {status.paused ? (
        <Flex align="center" gap="2" wrap="wrap" data-testid="sync-paused">
          <Text>
            <Trans>Sincronização pausada: entre novamente.</Trans>
          </Text>
          <Button size="xs" variant="outline" color="inherit" onClick={onSignIn}>
            <Trans>Entrar</Trans>
          </Button>
        </Flex>
      ) : null}
      {status.clientTooOld ? (
        <Flex align="center" gap="2" wrap="wrap" data-testid="sync-too-old">
          <Text>
            <Trans>Esta versão do aplicativo não é mais aceita pelo servidor.</Trans>
          </Text>
          <Button size="xs" variant="outline" color="inherit" onClick={onUpdate}>
            <Trans>Atualizar</Trans>
          </Button>
        </Flex>
      ) : null}
      <Button
        size="xs"
        variant="ghost"
        color="inherit"
        justifyContent="flex-start"
        px="0"
        textDecoration="underline"
        data-testid="sync-attention-link"
        onClick={onOpenAttention}
      >
        {status.attention > 0 ? (
          <Badge colorPalette="red" mr="1">
            {status.attention}
          </Badge>
        ) : null}
        <Trans>Alterações que precisam de atenção</Trans>
      </Button>
    </Stack>
  )
}

type InitialSyncProgress = NonNullable<SyncStatus['initialSync']>

/** What an initial sync is doing, in words: "Preparando o essencial: 120 de 900". */
export function useInitialSyncText(progress: InitialSyncProgress | null | undefined): string {
  const { t } = useLingui()
  if (!progress) return ''
  const { done, total } = progress
  if (progress.phase === 'first')
    return total === 0 ? t`Preparando o essencial…` : t`Preparando o essencial: ${done} de ${total}`
  return total === 0 ? t`Baixando o restante…` : t`Baixando o restante: ${done} de ${total}`
}

/**
 * An initial sync's progress: its words and a bar. It comes in two phases (docs/sync.md): what
 * the first screens need, then the rest.
 */
export function InitialSync({ progress }: { progress: InitialSyncProgress }) {
  const { t } = useLingui()
  const text = useInitialSyncText(progress)
  const { done, total } = progress
  const max = Math.max(total, 1)
  return (
    <Box data-testid="sync-initial" data-phase={progress.phase}>
      <Text>{text}</Text>
      {progress.phase === 'rest' ? (
        <Text fontStyle="italic">
          <Trans>Já dá para usar; o restante chega em segundo plano.</Trans>
        </Text>
      ) : null}
      <Progress.Root value={Math.min(done, max)} max={max} size="xs">
        {/* The track is the progressbar (Ark): its name and value text go there. */}
        <Progress.Track aria-label={t`Progresso da sincronização inicial`} aria-valuetext={text}>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
    </Box>
  )
}

const DOT_COLORS: Record<Tone, string> = {
  green: 'green.400',
  orange: 'orange.400',
  red: 'red.500',
  gray: 'gray.400',
}

function Dot({ tone }: { tone: Tone }) {
  return (
    <Box
      as="span"
      display="inline-block"
      w="2.5"
      h="2.5"
      rounded="full"
      bg={DOT_COLORS[tone]}
      borderWidth="1px"
      borderColor="whiteAlpha.700"
      flexShrink={0}
    />
  )
}

const WORD_COLORS: Record<Tone, string | undefined> = {
  green: undefined,
  orange: undefined,
  gray: undefined,
  red: 'red.600',
}

/**
 * The phone's top bar (and the collapsed sidebar's dot): the dot, and in words what the treasurer
 * must know at a glance (offline, the data still coming, changes refused); the label says it all.
 */
function CompactStatus(props: {
  status: SyncStatus
  tone: Tone
  dotOnly: boolean
  label: string
  words: string
  onClick: () => void
}) {
  const { status, tone, dotOnly, label, words, onClick } = props
  const refused = tone === 'red' && status.attention > 0
  return (
    <Button
      variant={refused && !dotOnly ? 'solid' : 'ghost'}
      bg={refused && !dotOnly ? 'white' : undefined}
      color={(!dotOnly && WORD_COLORS[tone]) || 'inherit'}
      size={dotOnly ? '2xs' : 'sm'}
      px={dotOnly ? '1' : '2'}
      minW="0"
      maxW={dotOnly ? undefined : '60vw'}
      gap="1.5"
      aria-label={label}
      title={label}
      data-testid="sync-status"
      data-online={status.online ? 'true' : 'false'}
      data-pending={status.pending}
      data-tone={tone}
      onClick={onClick}
    >
      <Dot tone={tone} />
      {!dotOnly && words ? (
        <Text
          as="span"
          fontSize="xs"
          fontWeight="semibold"
          whiteSpace="normal"
          lineHeight="1.1"
          textAlign="start"
          data-testid="sync-words"
        >
          {words}
        </Text>
      ) : null}
      {status.pending > 0 && !dotOnly ? (
        <Text as="span" fontSize="xs" data-testid="sync-pending-count">
          {status.pending}
        </Text>
      ) : null}
    </Button>
  )
}

/** Outside the initial sync: whether the app also works here without a signal (`readyOffline`). */
function StoredLine({ stored, synced }: { stored: AppStored; synced: boolean }) {
  if (readyOffline(stored, synced))
    return (
      <Text data-testid="sync-offline-ready">
        <Trans>Pronto para usar sem internet</Trans>
      </Text>
    )
  if (stored === 'storing')
    return (
      <Text data-testid="sync-storing" fontStyle="italic">
        <Trans>Guardando as telas neste aparelho…</Trans>
      </Text>
    )
  return null
}
