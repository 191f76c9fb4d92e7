import { Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useCallback, useMemo } from 'react'
import { formatCnpj, mutate } from '../../../../sync'
import { FormDialog } from '../../../components/form'
import { ListScreen, matchesSearch, type ListColumn } from '../../../components/list-screen'
import { namedRowProps } from '../shared/named-rows'
import { useMirrorRows } from '../../../components/mirror'
import { useCan } from '../../../components/session'
import { notify } from '../../../lib/toaster'
import { ColourSwatches } from '../shared/colour-swatches'
import { useDeleteActions } from '../shared/use-delete-actions'
import { dialogActions, useListDialog } from '../shared/use-dialog-state'
import { CnpjSearch } from './cnpj-search'
import { useChurchDirectory } from '../../../components/church-directory/use-church-directory'
import {
  inWriteScope,
  nameOf,
  pathOf,
  placeNames,
  type NodePath,
  type NodeRow,
} from './hierarchy-data'
import {
  addTitle,
  editTitle,
  KIND_INFO,
  KIND_MUTATIONS,
  kindName,
  kindTitle,
  PARENT_KEY,
  type NodeKind,
} from './kinds'
import { NodeForm } from './node-form'
import { useHierarchy, useUserPlacement } from './use-hierarchy'

/** /congregations, /ecclesiasticalFields, /regionalSectors, /churches: one screen per hierarchy level. */
export function NodeScreen({ kind }: { kind: NodeKind }) {
  const { t } = useLingui()
  const index = useHierarchy()
  const users = useMirrorRows('users')
  const placement = useUserPlacement()
  const can = useCan(KIND_INFO[kind].permission)
  const { list, dialog, formId } = useListDialog()
  const writable = useCallback((path: NodePath) => inWriteScope(path, placement), [placement])
  // The places above a church the role may not read, by name (issue 50: they showed '—').
  const directory = useChurchDirectory()
  const known = useMemo(
    () => (directory.status === 'ready' ? placeNames(directory.churches) : undefined),
    [directory],
  )

  const rows = useMemo(
    (): NodeRow[] => (index ? [...index.byKind[kind].values()] : []),
    [index, kind],
  )
  const filtered = useMemo(() => {
    if (!index) return []
    return rows.filter((row) => {
      const path = pathOf(index, kind, row)
      return matchesSearch(list.search, [
        row.name,
        row.sigla,
        row.cnpj,
        row.cnpj ? formatCnpj(row.cnpj) : '',
        ...KIND_INFO[kind].parents.map((p) => nameOf(index, p, path[PARENT_KEY[p]], known)),
      ])
    })
  }, [rows, index, kind, list.search, known])

  const columns = useMemo((): ListColumn<NodeRow>[] => {
    if (!index) return []
    const parentColumns = KIND_INFO[kind].parents.map((parent): ListColumn<NodeRow> => ({
      id: parent,
      header: kindName(parent),
      cell: (row) => nameOf(index, parent, pathOf(index, kind, row)[PARENT_KEY[parent]], known),
      // Long names wrap, so that the actions stay in sight on a laptop; the convention is in the view.
      wrap: true,
      wideOnly: parent === 'convention' ? true : undefined,
    }))
    return [
      {
        id: 'name',
        header: t`Nome`,
        cell: (row) => <Text fontWeight="medium">{row.name}</Text>,
        wrap: true,
      },
      { id: 'sigla', header: t`Sigla`, cell: (row) => row.sigla || '—' },
      ...(kind === 'church'
        ? [
            {
              id: 'cnpj',
              header: t`CNPJ`,
              cell: (row: NodeRow) => (row.cnpj ? formatCnpj(row.cnpj) : '—'),
            },
          ]
        : []),
      ...parentColumns.reverse(),
      {
        id: 'colours',
        header: t`Cores`,
        cell: (row) => (
          <ColourSwatches colours={[row.primaryColor, row.secondaryColor, row.accentColor]} />
        ),
      },
    ]
  }, [index, kind, t, known])

  const remove = async (row: NodeRow) => {
    if (index && !writable(pathOf(index, kind, row))) {
      notify.error(
        t`Este registro está acima do seu lugar na hierarquia: você pode vê-lo, mas não alterá-lo.`,
      )
      return
    }
    const key = PARENT_KEY[kind]
    const below: { parent?: string | null }[] = [
      ...(kind === 'convention'
        ? (index?.rows.fields ?? []).map((r) => ({ parent: r.conventionId }))
        : []),
      ...(kind === 'field' ? (index?.rows.sectors ?? []).map((r) => ({ parent: r.fieldId })) : []),
      ...(kind === 'sector'
        ? (index?.rows.churches ?? []).map((r) => ({ parent: r.sectorId }))
        : []),
      ...(users ?? []).map((u) => ({ parent: u[key] })),
    ]
    if (below.some((child) => child.parent === row.id)) {
      notify.error(t`Não é possível excluir: existem registros vinculados a este.`)
      return
    }
    await mutate(KIND_MUTATIONS[kind].delete, { id: row.id })
    notify.success(t`Excluído.`)
  }

  const deleteActions = useDeleteActions(remove)
  const current = dialog.state?.id ? (index?.byKind[kind].get(dialog.state.id) ?? null) : null
  const open =
    dialog.state !== null &&
    index !== undefined &&
    (dialog.state.mode === 'create' || current !== null)
  const readOnly = dialog.state?.mode === 'view'
  const canWriteCurrent = current && index ? writable(pathOf(index, kind, current)) : true

  return (
    <>
      <ListScreen<NodeRow>
        title={kindTitle(kind)}
        columns={columns}
        {...list.paged(filtered)}
        {...namedRowProps}
        entity={KIND_INFO[kind].table}
        status={index ? 'ready' : 'loading'}
        can={can}
        addLabel={addTitle(kind)}
        {...dialogActions(dialog)}
        onEdit={(row) =>
          // A node above the user's own (readable, not writable) opens read-only.
          index && writable(pathOf(index, kind, row))
            ? dialog.openEdit(row.id)
            : dialog.openView(row.id)
        }
        {...deleteActions}
        deleteDescription={
          kind === 'church'
            ? (label) => (
                <Trans>
                  Excluir “{label}”? Só é possível excluir uma igreja sem membros, visitantes,
                  dízimos ou lançamentos: transfira os membros para outra igreja antes. O histórico
                  financeiro nunca é apagado.
                </Trans>
              )
            : undefined
        }
        emptyTitle={<Trans>Nenhum registro encontrado</Trans>}
        actions={kind === 'church' ? <CnpjSearch onFound={dialog.openView} /> : null}
      />
      {open && index ? (
        <FormDialog
          open
          onClose={dialog.close}
          title={
            dialog.state?.mode === 'create'
              ? addTitle(kind)
              : readOnly
                ? (current?.name ?? '')
                : editTitle(kind, current?.name ?? '')
          }
          formId={readOnly ? undefined : formId}
        >
          <NodeForm
            key={`${dialog.state?.mode}-${dialog.state?.id}`}
            kind={kind}
            formId={formId}
            index={index}
            row={current}
            readOnly={readOnly}
            canEditLogo={can.edit && !readOnly && Boolean(canWriteCurrent)}
            writable={writable}
            onSaved={(id, created) => {
              notify.success(t`Salvo.`)
              // A new church stays open so its logo can be sent right away.
              if (created && kind === 'church') dialog.openEdit(id)
              else dialog.close()
            }}
          />
        </FormDialog>
      ) : null}
    </>
  )
}
