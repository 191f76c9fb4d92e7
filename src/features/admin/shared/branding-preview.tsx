import { Box, Flex, HStack, Stack, Text } from '@chakra-ui/react'
import { Trans } from '@lingui/react/macro'
import { contrastText, DEFAULT_COLOURS } from '../../../lib/branding'

const HEX = /^#[0-9a-f]{6}$/i
const usable = (value: string | undefined, fallback: string) =>
  value && HEX.test(value.trim()) ? value.trim() : fallback

export interface BrandingPreviewProps {
  name: string
  primary?: string
  secondary?: string
  accent?: string
  /** The colours used where this node leaves one blank (its parent's, else the defaults). */
  inherited?: { primary?: string; secondary?: string; accent?: string }
}

/** A live sample of the branding: the sidebar, a menu item and a button, as users will see them. */
export function BrandingPreview({
  name,
  primary,
  secondary,
  accent,
  inherited,
}: BrandingPreviewProps) {
  const p = usable(primary, usable(inherited?.primary, DEFAULT_COLOURS.primary))
  const s = usable(secondary, usable(inherited?.secondary, DEFAULT_COLOURS.secondary))
  const a = usable(accent, usable(inherited?.accent, DEFAULT_COLOURS.accent))
  const onPrimary = contrastText(p)
  return (
    <Stack gap="2" data-testid="branding-preview">
      <Text fontSize="sm" fontWeight="medium">
        <Trans>Pré-visualização</Trans>
      </Text>
      <Flex
        borderWidth="1px"
        rounded="md"
        overflow="hidden"
        minH="28"
        bg={DEFAULT_COLOURS.background}
      >
        <Stack
          w="36"
          flexShrink={0}
          bg={p}
          color={onPrimary}
          p="3"
          gap="2"
          data-testid="preview-sidebar"
        >
          <Text fontWeight="bold" fontSize="sm" lineClamp={2}>
            {name.trim() || '—'}
          </Text>
          <Box bg={s} color={contrastText(s)} rounded="sm" px="2" py="1" fontSize="xs">
            <Trans>Item do menu</Trans>
          </Box>
          <Box borderLeftWidth="3px" borderColor={a} px="2" fontSize="xs">
            <Trans>Destaque</Trans>
          </Box>
        </Stack>
        <Stack p="3" gap="2" flex="1" justify="center" align="start">
          <Text fontSize="xs" color={DEFAULT_COLOURS.text}>
            <Trans>Botão principal</Trans>
          </Text>
          <Box
            as="span"
            bg={p}
            color={onPrimary}
            rounded="md"
            px="3"
            py="1.5"
            fontSize="sm"
            fontWeight="medium"
            data-testid="preview-button"
          >
            <Trans>Salvar</Trans>
          </Box>
          <HStack gap="1">
            {[p, s, a].map((colour, i) => (
              <Box key={i} boxSize="4" rounded="full" bg={colour} borderWidth="1px" />
            ))}
          </HStack>
        </Stack>
      </Flex>
    </Stack>
  )
}
