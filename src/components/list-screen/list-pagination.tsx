import {
  ButtonGroup,
  Flex,
  IconButton,
  Pagination,
  Text,
  useBreakpointValue,
} from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { AppIcon } from '../layout/icons'

export interface ListPaginationProps {
  page: number
  pageSize: number
  total: number
  onPageChange: (page: number) => void
}

export function ListPagination({ page, pageSize, total, onPageChange }: ListPaginationProps) {
  const { t } = useLingui()
  // A phone has room for about seven buttons: no neighbours of the current page there
  // ("‹ 1 2 … 51 ›"), one on each side from `sm` up ("‹ 1 2 3 4 5 … 51 ›").
  const siblingCount = useBreakpointValue({ base: 0, sm: 1 }) ?? 0
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1
  const last = Math.min(total, page * pageSize)
  return (
    <Flex align="center" justify="space-between" gap="3" wrap="wrap">
      <Text fontSize="sm" color="fg.muted" data-testid="list-range">
        <Trans>
          {first}–{last} de {total}
        </Trans>
      </Text>
      <Pagination.Root
        count={total}
        pageSize={pageSize}
        page={page}
        onPageChange={(details) => onPageChange(details.page)}
        siblingCount={siblingCount}
        aria-label={t`Paginação`}
      >
        <ButtonGroup variant="ghost" size="sm">
          <Pagination.PrevTrigger asChild>
            <IconButton aria-label={t`Página anterior`}>
              <AppIcon name="chevronLeft" />
            </IconButton>
          </Pagination.PrevTrigger>
          <Pagination.Items
            render={(item) => (
              <IconButton variant={{ base: 'ghost', _selected: 'outline' }}>
                {item.value}
              </IconButton>
            )}
          />
          <Pagination.NextTrigger asChild>
            <IconButton aria-label={t`Próxima página`}>
              <AppIcon name="chevronRight" />
            </IconButton>
          </Pagination.NextTrigger>
        </ButtonGroup>
      </Pagination.Root>
    </Flex>
  )
}
