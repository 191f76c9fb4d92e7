import { Box, Progress } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { useInitialSyncText } from './sync-status-view'
import { useSyncStatusField } from './use-sync-status'

/**
 * The initial sync's progress as a thin bar along the bottom of the phone's top bar, where the
 * sidebar's status panel is out of sight (the bar's parent must be positioned). Its words are
 * the bar's value text; the whole panel is one tap away on the status dot.
 */
export function InitialSyncStrip() {
  const initialSync = useSyncStatusField('initialSync')
  const { t } = useLingui()
  const text = useInitialSyncText(initialSync)
  if (!initialSync) return null
  const { done, total, phase } = initialSync
  return (
    <Box position="absolute" left="0" right="0" bottom="0">
      <Progress.Root
        // Indeterminate until the server has said how many rows come.
        value={total === 0 ? null : Math.min(done, total)}
        max={Math.max(total, 1)}
        size="xs"
        data-testid="sync-initial-strip"
        data-phase={phase}
      >
        {/* The track is the progressbar (Ark): its name and value text go there. */}
        <Progress.Track
          bg="whiteAlpha.300"
          rounded="none"
          aria-label={t`Progresso da sincronização inicial`}
          aria-valuetext={text}
        >
          <Progress.Range bg="brand.contrast" />
        </Progress.Track>
      </Progress.Root>
    </Box>
  )
}
