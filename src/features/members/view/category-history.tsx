import { Table, Text } from '@chakra-ui/react'
import { Trans } from '@lingui/react/macro'
import { formatDate } from '../../../lib/format'
import { categoryLabel } from '../labels'
import { useCategoryChanges } from '../use-member-data'
import { DetailSection } from './member-details'

/** The member's category changes (recorded by the server with each change), newest first. */
export function CategoryHistory({ memberId }: { memberId: string }) {
  const changes = useCategoryChanges(memberId)
  const sorted = [...(changes ?? [])].sort(
    (a, b) => b.changedOn.localeCompare(a.changedOn) || b.createdAt.localeCompare(a.createdAt),
  )
  return (
    <DetailSection title={<Trans>Histórico de categoria</Trans>}>
      {sorted.length === 0 ? (
        <Text color="fg.muted" data-testid="no-category-changes">
          <Trans>Nenhuma alteração de categoria</Trans>
        </Text>
      ) : (
        <Table.ScrollArea>
          <Table.Root size="sm" data-testid="category-history">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>
                  <Trans>Data</Trans>
                </Table.ColumnHeader>
                <Table.ColumnHeader>
                  <Trans>Categoria anterior</Trans>
                </Table.ColumnHeader>
                <Table.ColumnHeader>
                  <Trans>Nova categoria</Trans>
                </Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {sorted.map((change) => (
                <Table.Row key={change.id}>
                  <Table.Cell>{formatDate(change.changedOn)}</Table.Cell>
                  <Table.Cell>
                    {change.previousCategory ? categoryLabel(change.previousCategory) : '—'}
                  </Table.Cell>
                  <Table.Cell>{categoryLabel(change.newCategory)}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
    </DetailSection>
  )
}
