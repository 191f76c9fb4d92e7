import { Box, Button, chakra, HStack, Image, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useId, useState } from 'react'
import { churchLogoUrl, DEFAULT_LOGO } from '../../../lib/branding'
import { notify } from '../../../lib/toaster'
import { useOnline } from '../../../components/sync-status'
import { LOGO_TYPES, uploadLogo } from './logo-upload'

export interface ChurchLogoFieldProps {
  churchId: string
  /** The church was created on this device and may not be on the server yet. */
  pendingCreate: boolean
  canEdit: boolean
}

/** The church's logo: preview of the stored image, and an upload (online only) with the spec's messages. */
export function ChurchLogoField({ churchId, pendingCreate, canEdit }: ChurchLogoFieldProps) {
  const { t } = useLingui()
  const online = useOnline()
  const inputId = useId()
  const [version, setVersion] = useState(0)
  const [state, setState] = useState<'loading' | 'shown' | 'none' | 'failed'>('loading')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [local, setLocal] = useState<string | null>(null)

  useEffect(() => () => (local ? URL.revokeObjectURL(local) : undefined), [local])

  const choose = async (file: File | undefined) => {
    if (!file) return
    setError(null)
    setBusy(true)
    try {
      await uploadLogo(churchId, file, pendingCreate)
      setLocal(URL.createObjectURL(file))
      setVersion((v) => v + 1)
      setState('loading')
      notify.success(t`Logotipo enviado.`)
    } catch (failure) {
      const message = failure instanceof Error ? failure.message : String(failure)
      setError(message)
      notify.error(message)
    } finally {
      setBusy(false)
    }
  }

  const src = `${churchLogoUrl(churchId)}?v=${version}`
  return (
    <Stack gap="2" data-testid="church-logo">
      <Text fontSize="sm" fontWeight="medium">
        <Trans>Logotipo</Trans>
      </Text>
      <HStack gap="4" align="center" wrap="wrap">
        <Box boxSize="20" borderWidth="1px" rounded="md" bg="bg" p="1" flexShrink={0}>
          {state === 'none' || pendingCreate ? (
            <Image
              src={local ?? DEFAULT_LOGO}
              alt={t`Logotipo padrão`}
              boxSize="full"
              fit="contain"
            />
          ) : (
            <Image
              src={src}
              alt={t`Logotipo da igreja`}
              boxSize="full"
              fit="contain"
              onLoad={() => setState('shown')}
              onError={() => setState(version > 0 ? 'failed' : 'none')}
              data-testid="church-logo-image"
              data-state={state}
            />
          )}
        </Box>
        <Stack gap="1" flex="1" minW="48">
          {canEdit ? (
            <>
              <chakra.input
                id={inputId}
                type="file"
                accept={LOGO_TYPES.join(',')}
                srOnly
                disabled={!online || busy}
                data-testid="church-logo-input"
                onChange={(event) => {
                  const file = event.target.files?.[0]
                  event.target.value = ''
                  void choose(file)
                }}
              />
              <Button asChild size="sm" variant="outline" alignSelf="start" loading={busy}>
                <label
                  htmlFor={inputId}
                  aria-disabled={!online || busy}
                  style={!online ? { pointerEvents: 'none', opacity: 0.5 } : undefined}
                >
                  <Trans>Enviar logotipo</Trans>
                </label>
              </Button>
              <Text fontSize="xs" color="fg.muted">
                {online ? (
                  <Trans>PNG, JPEG ou WebP, até 2 MB.</Trans>
                ) : (
                  <Trans>O envio do logotipo precisa de conexão com a internet.</Trans>
                )}
              </Text>
            </>
          ) : null}
          {state === 'failed' ? (
            <Text fontSize="sm" color="fg.error">
              <Trans>Não foi possível carregar a imagem.</Trans>
            </Text>
          ) : null}
          {error ? (
            <Text fontSize="sm" color="fg.error" role="alert">
              {error}
            </Text>
          ) : null}
        </Stack>
      </HStack>
    </Stack>
  )
}
