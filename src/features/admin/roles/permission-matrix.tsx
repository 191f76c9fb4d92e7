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

export interface PermissionMatrixProps {
  value: readonly string[]
  onChange: (next: Permission[]) => void
  /** Permissions this user may grant (the others are shown but locked). */
  grantable: (permission: Permission) => boolean
  disabled?: boolean
}

type State = boolean | 'indeterminate'
const stateOf = (some: boolean, all: boolean): State =>
  all ? true : some ? 'indeterminate' : false

function PermissionBox({
  checked,
  onChange,
  label,
  disabled,
  testId,
}: {
  checked: State
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
  const set = (permissions: readonly Permission[], on: boolean) => {
    const next = new Set(held)
    for (const p of permissions) {
      if (!grantable(p)) continue
      if (on) next.add(p)
      else next.delete(p)
    }
    onChange(ALL_PERMISSIONS.filter((p) => next.has(p)))
  }
  const allowed = ALL_PERMISSIONS.filter(grantable)
  const allState = stateOf(
    allowed.some((p) => held.has(p)),
    allowed.length > 0 && allowed.every((p) => held.has(p)),
  )
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
                      checked={stateOf(
                        rowAllowed.some((p) => held.has(p)),
                        rowAllowed.length > 0 && rowAllowed.every((p) => held.has(p)),
                      )}
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
