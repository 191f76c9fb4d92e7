import { Checkbox, Table, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import {
  ALL_PERMISSIONS,
  PERMISSION_ENTITIES,
  PERMISSION_VERBS,
  type Permission,
  type PermissionEntity,
} from '../../../../sync'
import { entityLabel, verbLabel } from './permission-labels'
import { checkState, togglePermissions, type CheckState } from './permission-set'

export interface PermissionMatrixProps {
  value: readonly string[]
  onChange: (next: Permission[]) => void
  /** Permissions this user may grant (the others are shown but locked). */
  grantable: (permission: Permission) => boolean
  disabled?: boolean
}

function PermissionBox({
  checked,
  onChange,
  label,
  disabled,
  testId,
}: {
  checked: CheckState
  onChange: (next: boolean) => void
  label: string
  disabled?: boolean
  testId?: string
}) {
  return (
    <Checkbox.Root
      checked={checked}
      onCheckedChange={(details) => onChange(details.checked === true)}
      disabled={disabled}
      aria-label={label}
      data-testid={testId}
      size="sm"
    >
      <Checkbox.HiddenInput />
      <Checkbox.Control />
    </Checkbox.Root>
  )
}

/** The role's permissions: rows = entities, columns = VIEW/ADD/EDIT/DELETE, per-row and global select-all. */
export function PermissionMatrix({ value, onChange, grantable, disabled }: PermissionMatrixProps) {
  const { t } = useLingui()
  const held = new Set(value)
  const set = (permissions: readonly Permission[], on: boolean) =>
    onChange(togglePermissions(value, permissions, on, grantable))
  const allState = checkState(value, ALL_PERMISSIONS, grantable)
  const rowOf = (entity: PermissionEntity) =>
    PERMISSION_VERBS.map((verb): Permission => `${verb}_${entity}`)

  return (
    <Table.ScrollArea borderWidth="1px" rounded="md">
      <Table.Root size="sm" data-testid="permission-matrix">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>
              <Text as="span" display="inline-flex" alignItems="center" gap="2">
                <PermissionBox
                  checked={allState}
                  onChange={(on) => set(ALL_PERMISSIONS, on)}
                  label={t`Selecionar todas as permissões`}
                  disabled={disabled}
                  testId="permissions-all"
                />
                <Trans>Permissão</Trans>
              </Text>
            </Table.ColumnHeader>
            {PERMISSION_VERBS.map((verb) => (
              <Table.ColumnHeader key={verb} textAlign="center" px="1" fontSize="xs">
                {verbLabel(verb)}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {PERMISSION_ENTITIES.map((entity) => {
            const row = rowOf(entity)
            const rowAllowed = row.filter(grantable)
            const label = entityLabel(entity)
            return (
              <Table.Row key={entity} data-entity={entity}>
                <Table.Cell whiteSpace="normal" px="2">
                  <Text as="span" display="inline-flex" alignItems="center" gap="2">
                    <PermissionBox
                      checked={checkState(value, row, grantable)}
                      onChange={(on) => set(row, on)}
                      label={t`Todas as permissões de ${label}`}
                      disabled={disabled || rowAllowed.length === 0}
                      testId={`permissions-row-${entity}`}
                    />
                    {label}
                  </Text>
                </Table.Cell>
                {row.map((permission, i) => {
                  const verb = verbLabel(PERMISSION_VERBS[i] ?? 'VIEW')
                  return (
                    <Table.Cell key={permission} textAlign="center" px="1">
                      <PermissionBox
                        checked={held.has(permission)}
                        onChange={(on) => set([permission], on)}
                        label={t`${verb}: ${label}`}
                        disabled={disabled || !grantable(permission)}
                        testId={`permission-${permission}`}
                      />
                    </Table.Cell>
                  )
                })}
              </Table.Row>
            )
          })}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  )
}
