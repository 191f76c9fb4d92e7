import { HStack, Progress, Text } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { useWatch } from 'react-hook-form'
import { passwordStrength, type PasswordStrength } from '../../../sync'

const LEVEL: Record<PasswordStrength, { value: number; palette: string }> = {
  weak: { value: 33, palette: 'red' },
  medium: { value: 66, palette: 'orange' },
  strong: { value: 100, palette: 'green' },
}

/** Strength feedback (weak/medium/strong, the contract's rule) for the password field `name` of the form. */
export function PasswordStrengthMeter({ name }: { name: string }) {
  const { t } = useLingui()
  const value = useWatch({ name }) as string | undefined
  if (!value) return null
  const strength = passwordStrength(value)
  const label = { weak: t`Fraca`, medium: t`Média`, strong: t`Forte` }[strength]
  return (
    <HStack gap="3" data-testid="password-strength" data-strength={strength} aria-live="polite">
      <Progress.Root
        value={LEVEL[strength].value}
        colorPalette={LEVEL[strength].palette}
        size="sm"
        flex="1"
      >
        <Progress.Track>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
      <Text fontSize="sm" minW="16">
        {t`Força: ${label}`}
      </Text>
    </HStack>
  )
}
