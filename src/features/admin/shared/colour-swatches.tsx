import { Box, HStack } from '@chakra-ui/react'

/** The three brand colours of a row as small dots (blank = inherited, drawn hollow). */
export function ColourSwatches({ colours }: { colours: (string | undefined)[] }) {
  return (
    <HStack gap="1" aria-hidden>
      {colours.map((colour, i) => (
        <Box
          key={i}
          boxSize="3.5"
          rounded="full"
          borderWidth="1px"
          borderStyle={colour ? 'solid' : 'dashed'}
          bg={colour || 'transparent'}
        />
      ))}
    </HStack>
  )
}
