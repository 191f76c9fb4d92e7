import {
  Portal,
  Spinner,
  Stack,
  Toast,
  Toaster as ChakraToaster,
  type ToasterProps,
} from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { useEffect, useState, type FC, type Ref } from 'react'
import { keepRoomAtBottom, TOAST_GAP, toaster } from '../lib/toaster'

/**
 * The phone's menu, opened on purpose, is not covered by toasts that stay (reminders due on a
 * Sunday evening): they wait, hidden, until it closes. The menu is the app's one drawer.
 */
const HIDDEN_UNDER_THE_MENU = {
  'body:has(.chakra-drawer__backdrop[data-state="open"]) &': { visibility: 'hidden' },
} as const

/**
 * Renders the app's toasts (src/lib/toaster.ts): bottom-center, at most 350 px wide, 16 px from
 * the sides. Their screen-reader words are the user's language: zag's are English ("Notifications,
 * bottom (alt+T)", "Dismiss notification").
 */
export function Toaster() {
  const { t } = useLingui()
  const groupRef = useRoomForToasts()
  return (
    <Portal>
      <GroupToaster
        toaster={toaster}
        ref={groupRef}
        css={HIDDEN_UNDER_THE_MENU}
        aria-label={t`Notificações (Alt+T)`}
      >
        {(toast) => (
          <Toast.Root width="full" maxW="350px" data-testid="toast">
            {toast.type === 'loading' ? (
              <Spinner size="sm" color="brand.solid" />
            ) : (
              <Toast.Indicator />
            )}
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title ? <Toast.Title>{toast.title}</Toast.Title> : null}
              {toast.description ? (
                <Toast.Description>{toast.description}</Toast.Description>
              ) : null}
            </Stack>
            {toast.action ? <Toast.ActionTrigger>{toast.action.label}</Toast.ActionTrigger> : null}
            <Toast.CloseTrigger aria-label={t`Fechar notificação`} />
          </Toast.Root>
        )}
      </GroupToaster>
    </Portal>
  )
}

/** Chakra's toaster forwards its ref to the toasts' group (ark's forwardRef); its type leaves it out. */
const GroupToaster = ChakraToaster as FC<ToasterProps & { ref?: Ref<HTMLDivElement> }>

const TOAST_ROOTS = '[data-scope="toast"][data-part="root"]'

/**
 * While toasts are on screen the page ends that much lower (keepRoomAtBottom): what they stand
 * over at the bottom of the screen scrolls out from under them, and the last button of a long
 * list is still reached. Answers the ref of the toasts' group, whose changes it follows.
 */
function useRoomForToasts() {
  const [group, setGroup] = useState<HTMLDivElement | null>(null)
  useEffect(() => {
    if (!group) return
    let frame = 0
    const sizes = new ResizeObserver(() => measure())
    const measure = () => {
      cancelAnimationFrame(frame)
      frame = requestAnimationFrame(() => {
        sizes.disconnect()
        let room = 0
        for (const root of group.querySelectorAll<HTMLElement>(TOAST_ROOTS)) {
          sizes.observe(root)
          if (root.dataset.state !== 'closed') room += root.offsetHeight + TOAST_GAP
        }
        keepRoomAtBottom('toasts', room > 0 ? room + TOAST_GAP : 0)
      })
    }
    // A toast comes, goes, or starts closing (its time ran out: its state says so first).
    const changes = new MutationObserver(measure)
    changes.observe(group, { subtree: true, childList: true, attributeFilter: ['data-state'] })
    measure()
    return () => {
      changes.disconnect()
      sizes.disconnect()
      cancelAnimationFrame(frame)
      keepRoomAtBottom('toasts', 0)
    }
  }, [group])
  return setGroup
}
