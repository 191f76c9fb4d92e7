import { Box, SimpleGrid, Text } from '@chakra-ui/react'

/** A row of labelled figures (totals under a list, an asset's quantity and value): one tile each, two or more per row. */
export function FigureTiles({
  figures,
  label,
  testId,
  columns = 3,
}: {
  figures: readonly (readonly [label: string, figure: string])[]
  /** Names the group for screen readers. */
  label: string
  testId?: string
  columns?: 3 | 4
}) {
  return (
    <SimpleGrid
      as="section"
      aria-label={label}
      columns={{ base: columns === 4 ? 2 : 1, sm: columns === 4 ? 2 : 3, md: columns }}
      gap="3"
      data-testid={testId}
    >
      {figures.map(([name, figure]) => (
        <Box key={name} borderWidth="1px" rounded="md" p="3" bg="bg">
          <Text fontSize="sm" color="fg.muted">
            {name}
          </Text>
          <Text
            fontSize="xl"
            fontWeight="semibold"
            fontVariantNumeric="tabular-nums"
            data-figure={name}
          >
            {figure}
          </Text>
        </Box>
      ))}
    </SimpleGrid>
  )
}
