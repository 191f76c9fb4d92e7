import { Portal, Spinner, Stack, Toast, Toaster as ChakraToaster } from '@chakra-ui/react'
import { toaster } from '../lib/toaster'

/**
 * The phone's menu, opened on purpose, is not covered by toasts that stay (reminders due on a
 * Sunday evening): they wait, hidden, until it closes. The menu is the app's one drawer.
 */
const HIDDEN_UNDER_THE_MENU = {
  'body:has(.chakra-drawer__backdrop[data-state="open"]) &': { visibility: 'hidden' },
} as const

/**
 * Renders the app's toasts (src/lib/toaster.ts): top-center, at most 350 px wide, 1rem from the
 * sides (the toaster's offsets).
 */
export function Toaster() {
  return (
    <Portal>
      <ChakraToaster toaster={toaster} css={HIDDEN_UNDER_THE_MENU}>
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
            <Toast.CloseTrigger />
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  )
}
