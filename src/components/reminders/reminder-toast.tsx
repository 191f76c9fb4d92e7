import { Button, HStack, Stack, Text } from '@chakra-ui/react'

/** How many reminders a toast lists before "e mais N". */
export const LISTED = 3

/** The body of a reminder's toast: what is due (one line a reminder), then Dispensar / Adiar. */
export function ReminderToastBody(props: {
  lines: readonly string[]
  /** "and N more", for the lines past the first few. */
  more: (count: number) => string
  /** What is said of the reminders of an earlier toast this one took the place of. */
  earlier?: string
  dismissLabel: string
  snoozeLabel: string
  onDismiss: () => void
  onSnooze: () => void
}) {
  const rest = props.lines.length - LISTED
  return (
    <Stack gap="2" data-testid="reminder-toast">
      <Stack gap="0">
        {props.lines.slice(0, LISTED).map((line, i) => (
          <Text key={i}>{line}</Text>
        ))}
        {rest > 0 ? <Text>{props.more(rest)}</Text> : null}
        {props.earlier ? (
          <Text color="fg.muted" data-testid="reminder-toast-earlier">
            {props.earlier}
          </Text>
        ) : null}
      </Stack>
      <HStack gap="2">
        {/* Outline like Adiar: toasts stack, and a solid button behind the front toast measured
            against the front toast's white reads as white on white (axe, color-contrast). */}
        <Button size="xs" variant="outline" onClick={props.onDismiss}>
          {props.dismissLabel}
        </Button>
        <Button size="xs" variant="outline" onClick={props.onSnooze}>
          {props.snoozeLabel}
        </Button>
      </HStack>
    </Stack>
  )
}
