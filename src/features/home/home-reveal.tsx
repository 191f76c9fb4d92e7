import { Box, Skeleton, Stack } from '@chakra-ui/react'
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react'
import { useInitialSyncRunning } from '../../components/sync-status'

/**
 * The longest the home waits for its sections before showing them as they are (with their own
 * skeletons). 5 s was reached on a cheap phone's CPU (4× slower) on a slow day: the reminders came
 * after the cards and pushed them down under the user's finger (session 41); a card moving is
 * worse than a placeholder held a moment longer.
 */
export const HOME_REVEAL_WAIT_MS = 8000

type Report = (id: string, ready: boolean | null) => void

const Reporting = createContext<Report | null>(null)

/**
 * The home's sections read from the device's mirror, each at its own pace; shown as they arrive,
 * a card grew under the user's finger (the reminders' list pushed "Contas a pagar" 190 px down:
 * layout shift 0.10-0.22). Here they are laid out out of sight and shown together once each says
 * it has what it shows or an initial sync is bringing it (each then shows its own skeleton for
 * as long as that takes), with one placeholder meanwhile; at the latest after
 * HOME_REVEAL_WAIT_MS. Nothing follows them on the page, so nothing visible moves when they
 * appear.
 */
export function HomeReveal({ children }: { children: ReactNode }) {
  const waiting = useRef(new Map<string, boolean>())
  // 'cap': shown by HOME_REVEAL_WAIT_MS before every section was ready (a browser test reads it).
  const [shown, setShown] = useState<false | 'ready' | 'cap'>(false)
  const check = useCallback(() => {
    if ([...waiting.current.values()].every(Boolean)) setShown((was) => was || 'ready')
  }, [])
  const report = useCallback<Report>(
    (id, ready) => {
      if (ready === null) waiting.current.delete(id)
      else waiting.current.set(id, ready)
      check()
    },
    [check],
  )
  // After the sections' own layout effects: none waiting, shown before the first paint.
  useLayoutEffect(check, [check])
  useEffect(() => {
    const timer = setTimeout(() => setShown((was) => was || 'cap'), HOME_REVEAL_WAIT_MS)
    return () => clearTimeout(timer)
  }, [])
  return (
    <Reporting.Provider value={report}>
      <Box position="relative">
        {shown ? null : <RevealPlaceholder />}
        <Stack
          gap="6"
          data-testid="home-sections"
          data-revealed={shown || undefined}
          {...(shown ? {} : { visibility: 'hidden', position: 'absolute', top: '0', insetX: '0' })}
        >
          {children}
        </Stack>
      </Box>
    </Reporting.Provider>
  )
}

/**
 * A section of the home says whether it has what it shows (HomeReveal waits for it); while an
 * initial sync runs it shows its own loading instead, so it waits for nothing.
 */
export function useRevealWhen(ready: boolean): void {
  const report = useContext(Reporting)
  const id = useId()
  const arriving = useInitialSyncRunning()
  const shows = ready || arriving
  useLayoutEffect(() => {
    report?.(id, shows)
  }, [report, id, shows])
  useLayoutEffect(() => () => report?.(id, null), [report, id])
}

function RevealPlaceholder() {
  return (
    <Stack gap="4" data-testid="home-sections-loading">
      <Skeleton height="40" borderRadius="l2" />
      <Skeleton height="32" borderRadius="l2" />
    </Stack>
  )
}
