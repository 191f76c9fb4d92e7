import { Button, HStack, Stack, Text } from '@chakra-ui/react'

/** The body of a reminder's toast: what is due, then Dispensar / Adiar. */
export function ReminderToastBody(props: {
  body: string
  dismissLabel: string
  snoozeLabel: string
  onDismiss: () => void
  onSnooze: () => void
}) {
  return (
    <Stack gap="2" data-testid="reminder-toast">
      <Text>{props.body}</Text>
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
