import { Box, Button, HStack, Image, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import {
  cachedMemberPhoto,
  HttpError,
  memberPhotoPath,
  PHOTO_LIMITS,
  request,
  shrinkImage,
  uploads,
  type Member,
  type UploadItem,
} from '../../../../sync'
import { useLiveQuery } from '../../../components/mirror'
import { useSession } from '../../../components/session/use-session'
import { useSyncStatusField } from '../../../components/sync-status'
import { FilePickButton } from '../../../components/form'
import { notify } from '../../../lib/toaster'
import { showsQueuedPhoto } from './photo-choice'

/**
 * A member's photo (issue 52): taken with the camera or chosen from files, cropped to the centred
 * square and made small on the device (≤ 200 KB JPEG, orientation applied, metadata gone), kept
 * in the upload queue offline and sent when online; shown from the queue, the device's cache or
 * the server.
 */

type PhotoMember = Pick<Member, 'id' | 'name' | 'surname'> & {
  photoKey?: string | null
  updatedAt?: string
}

/** This member's photos in the device's upload queue (oldest first), live. */
function useQueuedPhotos(memberId: string): UploadItem[] {
  const running = useSyncStatusField('running')
  return (
    useLiveQuery(async () => {
      if (!running) return []
      try {
        return (await uploads.forEntry(memberId)).filter((item) => item.kind === 'member-photo')
      } catch {
        return []
      }
    }, [running, memberId]) ?? []
  )
}

/**
 * The member's photo as a Blob, or null: a photo waiting on the device first (taken offline),
 * else the row's photoKey from the device's cache or the server.
 */
export function useMemberPhoto(member: PhotoMember): Blob | null {
  const { user } = useSession()
  const queued = useQueuedPhotos(member.id).at(-1)
  const photoKey = member.photoKey ?? null
  const [fetched, setFetched] = useState<{ key: string; blob: Blob | null } | null>(null)
  const local = queued && showsQueuedPhoto(queued, member) ? queued.blob : null
  useEffect(() => {
    if (local || !photoKey || !user) return
    let live = true
    cachedMemberPhoto(user.id, member.id, photoKey)
      .then((blob) => live && setFetched({ key: photoKey, blob }))
      .catch(() => live && setFetched({ key: photoKey, blob: null }))
    return () => {
      live = false
    }
  }, [local, photoKey, user, member.id])
  if (local) return local
  return photoKey && fetched?.key === photoKey ? fetched.blob : null
}

/** An object URL for a Blob, revoked when it changes or the component leaves. */
export function useObjectUrl(blob: Blob | null): string | null {
  const [url, setUrl] = useState<string | null>(null)
  useEffect(() => {
    if (!blob) return setUrl(null)
    const next = URL.createObjectURL(blob)
    setUrl(next)
    return () => URL.revokeObjectURL(next)
  }, [blob])
  return url
}

const initials = (member: PhotoMember) =>
  `${member.name.trim().charAt(0)}${member.surname.trim().charAt(0)}`.toUpperCase() || '?'

/** The member's photo in a circle, or the initials; `size` in pixels. */
export function MemberAvatar({ member, size = 32 }: { member: PhotoMember; size?: number }) {
  const { t } = useLingui()
  const url = useObjectUrl(useMemberPhoto(member))
  return (
    <Box
      flexShrink={0}
      width={`${size}px`}
      height={`${size}px`}
      borderRadius="full"
      overflow="hidden"
      bg="brand.subtle"
      color="fg"
      display="flex"
      alignItems="center"
      justifyContent="center"
      fontSize={`${Math.round(size * 0.4)}px`}
      fontWeight="semibold"
      data-testid="member-avatar"
      data-has-photo={url ? 'true' : 'false'}
    >
      {url ? (
        <Image
          src={url}
          alt={t`Foto de ${member.name}`}
          width="100%"
          height="100%"
          objectFit="cover"
        />
      ) : (
        <span aria-hidden="true">{initials(member)}</span>
      )}
    </Box>
  )
}

/** The member page's photo: large, with Tirar foto / Escolher arquivo / Remover for who may edit. */
export function MemberPhotoPanel({ member, canEdit }: { member: PhotoMember; canEdit: boolean }) {
  const { t } = useLingui()
  const [busy, setBusy] = useState(false)
  const queued = useQueuedPhotos(member.id).at(-1)
  const hasPhoto = Boolean(member.photoKey) || (queued !== undefined && queued.state !== 'done')

  const take = async (file: File) => {
    setBusy(true)
    try {
      const blob = await shrinkImage(file, PHOTO_LIMITS)
      await uploads.setMemberPhoto(
        member.id,
        Object.assign(blob, { name: `foto-${member.id}.jpg` }),
      )
      notify.success(t`Foto salva. Ela será enviada quando houver conexão.`)
    } catch {
      notify.error(t`Não foi possível usar esta imagem. Escolha uma foto JPEG ou PNG.`)
    } finally {
      setBusy(false)
    }
  }

  const pick = (files: FileList | null) => {
    const file = files?.[0]
    if (file) void take(file)
  }

  const remove = async () => {
    setBusy(true)
    try {
      for (const item of await uploads.forEntry(member.id))
        if (item.kind === 'member-photo') await uploads.remove(item.id)
      if (member.photoKey) await request('DELETE', memberPhotoPath(member.id))
      notify.success(t`Foto removida.`)
    } catch (error) {
      notify.error(
        error instanceof HttpError && error.isNetwork
          ? t`Sem conexão: a foto só pode ser removida com internet.`
          : t`Não foi possível remover a foto.`,
      )
    } finally {
      setBusy(false)
    }
  }

  return (
    <HStack gap="4" align="center" wrap="wrap" data-testid="member-photo">
      <MemberAvatar member={member} size={96} />
      {canEdit ? (
        <Stack gap="2">
          <HStack gap="2" wrap="wrap">
            <FilePickButton
              label={t`Tirar foto`}
              accept="image/*"
              capture="user"
              icon="user"
              size="sm"
              disabled={busy}
              onFiles={pick}
            />
            <FilePickButton
              label={t`Escolher foto`}
              accept="image/*"
              size="sm"
              disabled={busy}
              onFiles={pick}
            />
            {hasPhoto ? (
              <Button size="sm" variant="ghost" disabled={busy} onClick={() => void remove()}>
                <Trans>Remover foto</Trans>
              </Button>
            ) : null}
          </HStack>
          {queued && queued.state !== 'done' ? (
            <Text fontSize="xs" color="fg.muted" data-testid="member-photo-state">
              {queued.state === 'failed' ? (
                <Trans>A foto não foi aceita pelo servidor.</Trans>
              ) : (
                <Trans>Foto no aparelho, aguardando envio.</Trans>
              )}
            </Text>
          ) : null}
        </Stack>
      ) : null}
    </HStack>
  )
}
