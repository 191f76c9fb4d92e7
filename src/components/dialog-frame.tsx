import { CloseButton, Dialog, Portal } from '@chakra-ui/react'
import type { ReactNode } from 'react'

/**
 * What every dialog of the app shows inside its Dialog.Root: the backdrop, the title, its body
 * and footer (`children`) and the close button (disabled while `busy`).
 */
export function DialogFrame({
  title,
  busy,
  children,
}: {
  title: ReactNode
  busy?: boolean | undefined
  children: ReactNode
}) {
  return (
    <Portal>
      <Dialog.Backdrop />
      <Dialog.Positioner>
        <Dialog.Content>
          <Dialog.Header>
            <Dialog.Title>{title}</Dialog.Title>
          </Dialog.Header>
          {children}
          <Dialog.CloseTrigger asChild>
            <CloseButton size="sm" disabled={busy} />
          </Dialog.CloseTrigger>
        </Dialog.Content>
      </Dialog.Positioner>
    </Portal>
  )
}
