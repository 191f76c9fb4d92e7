import { NativeSelect, SimpleGrid } from '@chakra-ui/react'
import { Controller, useFormContext, useWatch } from 'react-hook-form'
import { FieldShell } from '../../../components/form/field-shell'
import { pathOf, type HierarchyIndex, type NodePath } from './hierarchy-data'
import { chooseLabel, kindName, PARENT_KEY, type NodeKind } from './kinds'

export interface Candidate {
  kind: NodeKind
  path: NodePath
}

export interface HierarchyPickerProps {
  index: HierarchyIndex
  /** The selects shown, top first (form fields conventionId, fieldId, sectorId, churchId). */
  kinds: readonly NodeKind[]
  /** The nodes that may be the answer; a select offers only nodes on the way to one of them. */
  candidates: readonly Candidate[]
  /** Every select must be filled (a parent); otherwise the deepest filled one is the answer. */
  requireAll?: boolean
  disabled?: boolean
}

/**
 * Cascading selects convention -> field -> sector -> church: each one lists only the nodes under
 * the choices above that lead to a node the user may use (their scope); changing one clears the
 * ones below.
 */
export function HierarchyPicker({
  index,
  kinds,
  candidates,
  requireAll,
  disabled,
}: HierarchyPickerProps) {
  const { control, setValue } = useFormContext()
  const chosen = useWatch({ control, name: kinds.map((kind) => PARENT_KEY[kind]) }) as (
    string | undefined
  )[]

  return (
    <SimpleGrid columns={{ base: 1, md: Math.min(kinds.length, 2) }} gap="4">
      {kinds.map((kind, level) => {
        const key = PARENT_KEY[kind]
        const above = kinds.slice(0, level)
        const allowedIds = new Set<string>()
        for (const candidate of candidates) {
          const matches = above.every((upper, i) => {
            const value = chosen[i]
            return !value || candidate.path[PARENT_KEY[upper]] === value
          })
          const id = candidate.path[key]
          if (matches && id) allowedIds.add(id)
        }
        const options = [...index.byKind[kind].values()]
          .filter((row) => allowedIds.has(row.id))
          .sort((a, b) => a.name.localeCompare(b.name))
        return (
          <Controller
            key={kind}
            name={key}
            control={control}
            render={({ field }) => (
              <FieldShell name={key} label={kindName(kind)} required={requireAll}>
                <NativeSelect.Root disabled={disabled}>
                  <NativeSelect.Field
                    ref={field.ref}
                    name={field.name}
                    value={typeof field.value === 'string' ? field.value : ''}
                    onBlur={field.onBlur}
                    onChange={(event) => {
                      field.onChange(event.target.value)
                      for (const lower of kinds.slice(level + 1))
                        setValue(PARENT_KEY[lower], '', { shouldValidate: false })
                    }}
                  >
                    <option value="">{chooseLabel(kind)}</option>
                    {options.map((row) => (
                      <option key={row.id} value={row.id}>
                        {row.name}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </FieldShell>
            )}
          />
        )
      })}
    </SimpleGrid>
  )
}

/** The rows of `kind` the user may use, as candidates. */
export function candidatesOf(
  index: HierarchyIndex,
  kind: NodeKind,
  allowed: (path: NodePath) => boolean,
): Candidate[] {
  const out: Candidate[] = []
  for (const row of index.byKind[kind].values()) {
    const path = pathOf(index, kind, row)
    if (allowed(path)) out.push({ kind, path })
  }
  return out
}
