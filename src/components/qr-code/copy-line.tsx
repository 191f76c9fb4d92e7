import { useState } from 'react'
import { Box, Button, Flex } from '@chakra-ui/react'
import { Trans } from '@lingui/react/macro'

/** A line to copy (PIX copia-e-cola, linha digitável) with its copy button. */
export function CopyLine({
  text,
  copyText,
  label,
}: {
  text: string
  copyText?: string
  label: string
}) {
  const [copied, setCopied] = useState(false)
  const copy = () => {
    navigator.clipboard.writeText(copyText ?? text).then(
      () => setCopied(true),
      (error: unknown) => console.error('Copy failed', error),
    )
  }
  return (
    <Flex direction="column" gap="2" width="full">
      <Box
        aria-label={label}
        role="textbox"
        aria-readonly="true"
        fontFamily="mono"
        bg="bg.muted"
        borderRadius="md"
        data-testid="copy-line"
        p="2"
        whiteSpace="pre-wrap"
        wordBreak="break-all"
        fontSize="sm"
      >
        {text}
      </Box>
      <Button variant="outline" size="sm" onClick={copy} alignSelf="flex-start">
        {copied ? <Trans>Copiado!</Trans> : <Trans>Copiar</Trans>}
      </Button>
    </Flex>
  )
}
