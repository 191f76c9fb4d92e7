import { ErrorFallback } from '../components/error-fallback'
import { Toaster } from './toaster'
import { UpdatePrompt } from './update-prompt'

/**
 * What sits beside the screens: the toasts and the update prompt. One chunk loaded after the
 * first screen (toasts created earlier wait in the store); each part fails alone.
 */
export default function SideParts() {
  return (
    <>
      <ErrorFallback what="The toaster">
        <Toaster />
      </ErrorFallback>
      <ErrorFallback what="The update prompt">
        <UpdatePrompt />
      </ErrorFallback>
    </>
  )
}
