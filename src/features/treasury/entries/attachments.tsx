import { Badge, Button, HStack, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import {
  ATTACHMENT_MAX_BYTES,
  ATTACHMENT_MAX_FILES,
  fetchAttachment,
  prepareAttachment,
  uploads,
  type Attachment,
  type UploadItem,
} from '../../../../sync'
import { FilePickButton } from '../../../components/form'
import { formatNumber } from '../../../lib/format'
import { notify } from '../../../lib/toaster'
import type { EntryKindName } from './entry-kind'
import { useQueuedFiles } from './use-uploads'
import { errorText, uploadMessage } from '../../../components/books'

const ACCEPT = 'application/pdf,image/png,image/jpeg,.pdf,.png,.jpg,.jpeg'
const OK_TYPES = new Set(['application/pdf', 'image/png', 'image/jpeg'])

/** Queues the picked files of a saved entry (the queue checks their bytes and uploads when online). */
export async function queueFiles(
  files: readonly File[],
  kind: EntryKindName,
  entryId: string,
  existing: number,
): Promise<void> {
  for (const file of files) await uploads.add(file, { kind, entryId }, existing)
}

const size = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${formatNumber(bytes / 1024 / 1024, undefined, { maximumFractionDigits: 1 })} MB`
    : `${formatNumber(Math.max(1, Math.round(bytes / 1024)))} KB`

function open(blob: Blob): void {
  const url = URL.createObjectURL(blob)
  window.open(url, '_blank', 'noopener')
  setTimeout(() => URL.revokeObjectURL(url), 60_000)
}

/** The files of an entry: stored on the server, waiting in the device queue (with their state), and newly picked. */
export function AttachmentsPicker({
  entryId,
  stored,
  files,
  onFilesChange,
  readOnly,
}: {
  entryId: string
  stored: readonly Attachment[]
  files?: readonly File[]
  onFilesChange?: (files: File[]) => void
  readOnly?: boolean
}) {
  const { t } = useLingui()
  const queued = useQueuedFiles(entryId).filter(
    (item) =>
      !(
        item.state === 'done' && stored.some((s) => s.id === item.attachmentId || s.id === item.id)
      ),
  )
  const [refusal, setRefusal] = useState<string | null>(null)
  const [preparing, setPreparing] = useState(false)
  const count =
    stored.length + queued.filter((q) => q.state !== 'done').length + (files?.length ?? 0)

  /** Images are made smaller on the device (≤ 2 MB, orientation applied, metadata gone) before the checks. */
  const pick = async (list: FileList | null) => {
    if (!list || !onFilesChange) return
    const picked = [...list]
    setRefusal(null)
    for (const [i, file] of picked.entries()) {
      if (!OK_TYPES.has(file.type))
        return setRefusal(uploadMessage('attachment_unsupported_format'))
      if (count + i + 1 > ATTACHMENT_MAX_FILES)
        return setRefusal(uploadMessage('attachment_max_files'))
    }
    setPreparing(true)
    const prepared: File[] = []
    try {
      for (const file of picked) prepared.push(await prepareAttachment(file))
    } finally {
      setPreparing(false)
    }
    if (prepared.some((file) => file.size > ATTACHMENT_MAX_BYTES))
      return setRefusal(uploadMessage('attachment_too_large'))
    onFilesChange([...(files ?? []), ...prepared])
  }
  const failed = (error: unknown) =>
    notify.error(t`Falha ao carregar o arquivo.`, { description: errorText(error) })

  return (
    <Stack gap="2" data-testid="attachments">
      <Text fontWeight="semibold">
        <Trans>Anexos</Trans>
      </Text>
      <Text fontSize="xs" color="fg.muted">
        <Trans>
          PDF (até 5 MB), PNG ou JPEG; fotos são reduzidas no aparelho para até 2 MB; até 5
          arquivos. Sem conexão, ficam no aparelho e são enviados depois.
        </Trans>
      </Text>
      {stored.map((a) => (
        <HStack key={a.id} justify="space-between" gap="2">
          <Text lineClamp={1}>{a.fileName}</Text>
          <HStack gap="2">
            <Badge colorPalette="green">
              <Trans>Enviado</Trans>
            </Badge>
            <Button
              size="xs"
              variant="outline"
              onClick={() => fetchAttachment(a.id).then(open).catch(failed)}
            >
              <Trans>Abrir</Trans>
            </Button>
          </HStack>
        </HStack>
      ))}
      {queued.map((item) => (
        <QueuedFile key={item.id} item={item} />
      ))}
      {(files ?? []).map((file, i) => (
        <HStack key={`${file.name}-${i}`} justify="space-between" gap="2">
          <Text lineClamp={1}>
            {file.name} · {size(file.size)}
          </Text>
          <Button
            size="xs"
            variant="ghost"
            onClick={() => onFilesChange?.((files ?? []).filter((_, j) => j !== i))}
          >
            <Trans>Remover</Trans>
          </Button>
        </HStack>
      ))}
      {refusal ? (
        <Text color="fg.error" fontSize="sm" role="alert">
          {refusal}
        </Text>
      ) : null}
      {preparing ? (
        <Text fontSize="sm" color="fg.muted" role="status">
          <Trans>Reduzindo a imagem...</Trans>
        </Text>
      ) : null}
      {readOnly ? null : (
        <FilePickButton
          label={t`Adicionar anexos`}
          accept={ACCEPT}
          multiple
          disabled={preparing}
          onFiles={(list) => void pick(list)}
        />
      )}
    </Stack>
  )
}

function QueuedFile({ item }: { item: UploadItem }) {
  const state =
    item.state === 'done' ? (
      <Badge colorPalette="green">
        <Trans>Enviado</Trans>
      </Badge>
    ) : item.state === 'uploading' ? (
      <Badge colorPalette="blue">
        <Trans>Enviando...</Trans>
      </Badge>
    ) : item.state === 'failed' ? (
      <Badge colorPalette="red">
        <Trans>Falhou</Trans>
      </Badge>
    ) : (
      <Badge colorPalette="orange">
        <Trans>Aguardando envio</Trans>
      </Badge>
    )
  return (
    <Stack gap="1" data-testid="queued-file" data-state={item.state}>
      <HStack justify="space-between" gap="2">
        <Text lineClamp={1}>
          {item.name} · {size(item.size)}
        </Text>
        <HStack gap="2">
          {state}
          <Button size="xs" variant="outline" onClick={() => open(item.blob)}>
            <Trans>Abrir</Trans>
          </Button>
          {item.state === 'failed' ? (
            <Button size="xs" variant="outline" onClick={() => void uploads.retry(item.id)}>
              <Trans>Tentar de novo</Trans>
            </Button>
          ) : null}
          {item.state !== 'uploading' && item.state !== 'done' ? (
            <Button size="xs" variant="ghost" onClick={() => void uploads.remove(item.id)}>
              <Trans>Remover</Trans>
            </Button>
          ) : null}
        </HStack>
      </HStack>
      {item.state === 'failed' && item.error ? (
        <Text fontSize="xs" color="fg.error">
          {item.error.message ?? uploadMessage(item.error.code)}
        </Text>
      ) : null}
    </Stack>
  )
}
