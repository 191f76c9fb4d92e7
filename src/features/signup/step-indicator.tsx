import { Box, Flex, Text } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'

/** Where the user is in the wizard: numbered dots and the current step's name. */
export function StepIndicator({ titles, current }: { titles: string[]; current: number }) {
  const { t } = useLingui()
  const step = current + 1
  const total = titles.length
  return (
    <Box mb="4">
      <Flex as="ol" gap="2" listStyleType="none" aria-label={t`Etapas do pré-cadastro`}>
        {titles.map((title, index) => (
          <Flex
            as="li"
            key={title}
            flex="1"
            direction="column"
            gap="1"
            aria-current={index === current ? 'step' : undefined}
            aria-label={title}
          >
            <Box
              h="1.5"
              borderRadius="full"
              bg={index <= current ? 'brand.solid' : 'border.emphasized'}
            />
          </Flex>
        ))}
      </Flex>
      <Text mt="2" fontSize="sm" color="fg.muted" data-testid="signup-step">
        {t`Etapa ${step} de ${total}`}
      </Text>
      <Text as="h2" fontSize="lg" fontWeight="semibold">
        {titles[current]}
      </Text>
    </Box>
  )
}
