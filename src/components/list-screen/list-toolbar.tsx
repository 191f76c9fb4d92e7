import { Box, Flex, Input, InputGroup, NativeSelect, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import { AppIcon } from '../layout/icons'
import { PAGE_SIZES } from './list-state'

export interface ListToolbarProps {
  search: string
  onSearchChange: (value: string) => void
  pageSize: number
  onPageSizeChange: (size: number) => void
  searchPlaceholder?: string
}

/** Search box and rows-per-page select of a list screen. */
export function ListToolbar({
  search,
  onSearchChange,
  pageSize,
  onPageSizeChange,
  searchPlaceholder,
}: ListToolbarProps) {
  const { t } = useLingui()
  const sizeId = useId()
  return (
    <Flex
      gap="3"
      align={{ base: 'stretch', sm: 'center' }}
      direction={{ base: 'column', sm: 'row' }}
      justify="space-between"
    >
      <InputGroup
        startElement={<AppIcon name="search" boxSize="4" color="fg.muted" />}
        maxW={{ sm: 'sm' }}
      >
        <Input
          type="search"
          value={search}
          onChange={(event) => onSearchChange(event.target.value)}
          placeholder={searchPlaceholder ?? t`Pesquisar`}
          aria-label={t`Pesquisar`}
          bg="bg"
        />
      </InputGroup>
      <Flex align="center" gap="2">
        <Text asChild fontSize="sm" color="fg.muted" whiteSpace="nowrap">
          <label htmlFor={sizeId}>
            <Trans>Linhas por página</Trans>
          </label>
        </Text>
        <Box w="20">
          <NativeSelect.Root size="sm">
            <NativeSelect.Field
              id={sizeId}
              value={String(pageSize)}
              onChange={(event) => onPageSizeChange(Number(event.target.value))}
              bg="bg"
            >
              {PAGE_SIZES.map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Box>
      </Flex>
    </Flex>
  )
}
