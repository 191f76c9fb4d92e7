import { Button, Stack } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link, useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { v7 as uuidv7 } from 'uuid'
import { mutate, studentsOn, todayIso, type EbdClass } from '../../../sync'
import { changedFields, errorText, useChurchChoice } from '../../components/books'
import { FormDialog } from '../../components/form'
import {
  ListScreen,
  ListTitle,
  matchesSearch,
  useListState,
  type ListColumn,
} from '../../components/list-screen'
import { formatNumber } from '../../lib/format'
import { notify } from '../../lib/toaster'
import { ClassForm, type ClassFormValues } from './class-form'
import { personName, useEbd, useEbdAccess, visibleClasses } from './use-ebd'

type Dialog = { mode: 'add' } | { mode: 'edit'; klass: EbdClass } | null

/** /ebd: the church's Sunday school classes; each opens its roll ("Chamada"). */
export function ClassesScreen() {
  const { t } = useLingui()
  const ebd = useEbd()
  const access = useEbdAccess()
  const church = useChurchChoice()
  const list = useListState()
  const navigate = useNavigate()
  const [dialog, setDialog] = useState<Dialog>(null)
  const [busy, setBusy] = useState(false)
  const today = todayIso()

  const filtered = visibleClasses(ebd.classes, access).filter((c) =>
    matchesSearch(list.search, [
      c.name,
      c.ageRange,
      c.room,
      ...c.teacherIds.map((id) => personName(ebd.people, id)),
      church.several ? church.nameOf(c.churchId) : '',
    ]),
  )
  const columns: ListColumn<EbdClass>[] = [
    {
      id: 'name',
      header: t`Classe`,
      wrap: true,
      cell: (c) => (
        <ListTitle
          title={c.name}
          detail={[c.ageRange, church.several ? church.nameOf(c.churchId) : '']
            .filter(Boolean)
            .join(' · ')}
        />
      ),
    },
    {
      id: 'teachers',
      header: t`Professores`,
      wrap: true,
      cell: (c) => c.teacherIds.map((id) => personName(ebd.people, id)).join(', ') || '—',
    },
    { id: 'room', header: t`Sala`, wideOnly: true, cell: (c) => c.room || '—' },
    {
      id: 'students',
      header: t`Alunos`,
      numeric: true,
      cell: (c) => formatNumber(studentsOn(ebd.enrolments, c.id, today).length),
    },
    {
      id: 'roll',
      header: t`Chamada`,
      cell: (c) => (
        <Button asChild size="sm" variant="outline">
          <Link to="/ebd/$classId" params={{ classId: c.id }}>
            <Trans>Chamada</Trans>
          </Link>
        </Button>
      ),
    },
  ]

  const save = async (values: ClassFormValues) => {
    setBusy(true)
    try {
      if (dialog?.mode === 'edit') {
        const patch = changedFields(dialog.klass, {
          name: values.name,
          ageRange: values.ageRange,
          room: values.room,
          teacherIds: values.teacherIds,
        })
        if (Object.keys(patch).length > 0)
          await mutate('ebdClass.update', { id: dialog.klass.id, patch })
      } else {
        await mutate('ebdClass.create', { id: uuidv7(), ...values })
      }
      setDialog(null)
      notify.success(t`Classe salva.`)
    } catch (error) {
      throw new Error(errorText(error))
    } finally {
      setBusy(false)
    }
  }

  const remove = async (c: EbdClass) => {
    try {
      await mutate('ebdClass.delete', { id: c.id })
      notify.success(t`Classe excluída.`)
    } catch (error) {
      notify.error(t`Erro ao excluir: ${errorText(error)}`)
    }
  }

  return (
    <Stack gap="6">
      <ListScreen<EbdClass>
        title={t`Escola Bíblica Dominical`}
        columns={columns}
        {...list.paged(filtered)}
        getRowId={(c) => c.id}
        entity="ebdClasses"
        getRowLabel={(c) => c.name}
        status={ebd.ready ? 'ready' : 'loading'}
        searchPlaceholder={t`Buscar por classe, professor, sala...`}
        can={{ add: access.manage, edit: access.manage, delete: access.remove }}
        addLabel={t`Nova classe`}
        actions={
          <>
            <Button asChild size="sm" variant="outline">
              <Link to="/ebd/summary">
                <Trans>Resumo do domingo</Trans>
              </Link>
            </Button>
            <Button asChild size="sm" variant="outline">
              <Link to="/ebd/quarters">
                <Trans>Trimestres</Trans>
              </Link>
            </Button>
          </>
        }
        onAdd={() => setDialog({ mode: 'add' })}
        onView={(c) => void navigate({ to: '/ebd/$classId', params: { classId: c.id } })}
        onEdit={(c) => setDialog({ mode: 'edit', klass: c })}
        onDelete={remove}
        deleteDescription={(label) => (
          <Trans>
            Excluir a classe “{label}” encerra as matrículas dos seus alunos. Uma classe com
            chamadas registradas não pode ser excluída.
          </Trans>
        )}
        emptyTitle={<Trans>Nenhuma classe cadastrada</Trans>}
        emptyDescription={
          <Trans>
            Cadastre as classes da Escola Bíblica Dominical — jovens, adultos, senhoras, crianças —
            com os seus professores, e faça a chamada de cada domingo pelo celular.
          </Trans>
        }
      />
      <FormDialog
        open={dialog !== null}
        onClose={() => setDialog(null)}
        title={dialog?.mode === 'edit' ? t`Editar classe` : t`Nova classe`}
        formId="ebd-class-form"
        busy={busy}
      >
        {dialog ? (
          <ClassForm
            id="ebd-class-form"
            klass={dialog.mode === 'edit' ? dialog.klass : undefined}
            church={church}
            people={ebd.people}
            members={ebd.members}
            onSubmit={save}
          />
        ) : null}
      </FormDialog>
    </Stack>
  )
}
