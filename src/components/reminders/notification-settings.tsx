import { Button, Stack, Text } from '@chakra-ui/react'
import { Trans } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import {
  askPermission,
  backgroundState,
  notificationPermission,
  registerPeriodicSync,
  type BackgroundState,
} from './notifications'

/**
 * Whether reminders reach this device as notifications, and with the app closed: the button
 * that asks the browser (only on a click, never on load) and a plain statement of where they
 * arrive. docs/reminders.md.
 */
export function NotificationSettings(props: { compact?: boolean }) {
  const [permission, setPermission] = useState(notificationPermission)
  const [background, setBackground] = useState<BackgroundState>()
  useEffect(() => {
    let live = true
    const check = permission === 'granted' ? registerPeriodicSync() : backgroundState()
    void check.then((state) => {
      if (live) setBackground(state)
    })
    return () => {
      live = false
    }
  }, [permission])
  const enable = async () => setPermission(await askPermission())

  if (props.compact && permission !== 'default') return null
  return (
    <Stack gap="2" fontSize="sm" data-testid="notification-settings">
      {permission === 'default' ? (
        <Button size="sm" variant="outline" alignSelf="start" onClick={() => void enable()}>
          <Trans>Ativar notificações</Trans>
        </Button>
      ) : null}
      {props.compact ? null : (
        <>
          <Text data-testid="notification-permission">
            {permission === 'granted' ? (
              <Trans>As notificações estão ativadas neste aparelho.</Trans>
            ) : permission === 'denied' ? (
              <Trans>
                As notificações estão bloqueadas neste navegador. Para recebê-las, permita as
                notificações do Celeiro nas configurações do site.
              </Trans>
            ) : permission === 'unsupported' ? (
              <Trans>Este navegador não mostra notificações: os lembretes aparecem no app.</Trans>
            ) : (
              <Trans>
                Ative as notificações para ser avisado na hora de cada lembrete, mesmo em outra aba.
              </Trans>
            )}
          </Text>
          {background ? (
            <Text color="fg.muted" data-testid="notification-background">
              <BackgroundText state={background} granted={permission === 'granted'} />
            </Text>
          ) : null}
        </>
      )}
    </Stack>
  )
}

function BackgroundText(props: { state: BackgroundState; granted: boolean }) {
  switch (props.state) {
    case 'registered':
      return (
        <Trans>
          Com o app instalado, os lembretes chegam também com o app fechado: o navegador verifica de
          tempos em tempos (no máximo cerca de uma vez por hora) e mostra os que venceram.
        </Trans>
      )
    case 'available':
      return props.granted ? (
        <Trans>Os lembretes chegam enquanto o app está aberto.</Trans>
      ) : (
        <Trans>Com as notificações ativadas, os lembretes chegam também com o app fechado.</Trans>
      )
    case 'not-installed':
      return (
        <Trans>
          Por enquanto os lembretes chegam só enquanto o app está aberto. Instale o Celeiro neste
          aparelho para recebê-los também com o app fechado.
        </Trans>
      )
    case 'unsupported':
      return (
        <Trans>
          Neste navegador (Safari, iPhone e iPad, Firefox) os lembretes chegam só enquanto o app
          está aberto: ele não oferece a verificação em segundo plano.
        </Trans>
      )
  }
}
