import { Alert, Button, HStack } from '@chakra-ui/react'
import { Trans } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import { requestPersistentStorage } from '../../../sync'
import { useInstallAvailable } from '../../components/layout'
import { useSyncStatusField } from '../../components/sync-status'
import { installPrompt } from '../../lib/install-prompt'
import { keepRoomAtBottom } from '../../lib/toaster'

/** "Agora não" holds the offer back this long on this device. */
export const INSTALL_SNOOZE_MS = 30 * 24 * 60 * 60 * 1000
export const INSTALL_DISMISSED_KEY = 'celeiro.install-dismissed-at'

function snoozed(now = Date.now()): boolean {
  try {
    const at = Number(localStorage.getItem(INSTALL_DISMISSED_KEY))
    return Number.isFinite(at) && at > 0 && now - at < INSTALL_SNOOZE_MS
  } catch {
    return false
  }
}

/**
 * The offer to install the app, on the home once the device holds the user's data (after the
 * first sync) — never on first load — and only where the browser offers installing. The
 * browser's offer comes when it will, often after the home is drawn: the banner floats at the
 * bottom of the screen instead of pushing the home's cards down under the user's finger (a
 * layout shift of 0.13 on the home in Lighthouse). It stands above the toasts (a reminder's stays
 * until answered) and keeps room below the page's end, so it hides none of the home for good.
 */
export function InstallBanner() {
  const available = useInstallAvailable()
  const lastSyncAt = useSyncStatusField('lastSyncAt')
  const [hidden, setHidden] = useState(snoozed)
  const [banner, setBanner] = useState<HTMLDivElement | null>(null)
  useRoomBelow(banner)
  if (!available || hidden || lastSyncAt === null) return null
  const later = () => {
    try {
      localStorage.setItem(INSTALL_DISMISSED_KEY, String(Date.now()))
    } catch {
      // Not remembered: the offer comes back next time.
    }
    setHidden(true)
  }
  const install = async () => {
    if (await installPrompt.install()) await requestPersistentStorage()
  }
  return (
    <Alert.Root
      ref={setBanner}
      status="info"
      data-testid="install-banner"
      position="fixed"
      zIndex="banner"
      bottom="max(1rem, var(--room-toasts, 0px))"
      right="4"
      left={{ base: '4', md: 'auto' }}
      width="auto"
      maxW={{ md: 'sm' }}
      boxShadow="lg"
    >
      <Alert.Content>
        <Alert.Title>
          <Trans>Instale o Celeiro neste aparelho</Trans>
        </Alert.Title>
        <Alert.Description>
          <Trans>
            Ele abre pelo ícone na tela inicial, funciona sem internet e o navegador deixa de apagar
            os dados guardados.
          </Trans>
        </Alert.Description>
        <HStack gap="2" mt="2">
          <Button size="sm" colorPalette="brand" onClick={() => void install()}>
            <Trans>Instalar</Trans>
          </Button>
          <Button size="sm" variant="ghost" onClick={later}>
            <Trans>Agora não</Trans>
          </Button>
        </HStack>
      </Alert.Content>
    </Alert.Root>
  )
}

/** The banner's height and its margins kept free below the page's end while it shows. */
function useRoomBelow(banner: HTMLDivElement | null) {
  useEffect(() => {
    if (!banner) return
    const sizes = new ResizeObserver(() =>
      keepRoomAtBottom('install-offer', banner.offsetHeight + 32),
    )
    sizes.observe(banner)
    return () => {
      sizes.disconnect()
      keepRoomAtBottom('install-offer', 0)
    }
  }, [banner])
}
