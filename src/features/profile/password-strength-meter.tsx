import { Box, HStack, Stack, Text } from '@chakra-ui/react'
import { Trans } from '@lingui/react/macro'
import { passwordStrength, type PasswordStrength } from '../../../sync'

const LEVEL: Record<PasswordStrength, { filled: number; color: string }> = {
  weak: { filled: 1, color: 'red.500' },
  medium: { filled: 2, color: 'orange.400' },
  strong: { filled: 3, color: 'green.500' },
}

/** Strength feedback of a new password (spec §5: weak, medium, strong), by the shared rule. */
export function PasswordStrengthMeter({ password }: { password: string }) {
  if (!password) return null
  const strength = passwordStrength(password)
  const { filled, color } = LEVEL[strength]
  return (
    <Stack gap="1" data-testid="password-strength" data-strength={strength}>
      <HStack gap="1" aria-hidden="true">
        {[0, 1, 2].map((index) => (
          <Box key={index} h="1.5" flex="1" rounded="full" bg={index < filled ? color : 'gray.200'} />
        ))}
      </HStack>
      <Text fontSize="xs" color={color} aria-live="polite">
        {strength === 'weak' ? <Trans>Senha fraca</Trans> : null}
        {strength === 'medium' ? <Trans>Senha média</Trans> : null}
        {strength === 'strong' ? <Trans>Senha forte</Trans> : null}
      </Text>
    </Stack>
  )
}
