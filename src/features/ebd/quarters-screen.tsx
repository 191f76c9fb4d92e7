import { Button, Stack } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { v7 as uuidv7 } from 'uuid'
import { mutate, quarterEnd, quarterReport, type EbdQuarter } from '../../../sync'
import { changedFields, errorText, useChurchChoice } from '../../components/books'
import { FormDialog } from '../../components/form'
import {
  ListScreen,
  ListTitle,
  matchesSearch,
  useListState,
  type ListColumn,
} from '../../components/list-screen'
import { formatDate, formatNumber } from '../../lib/format'
import { notify } from '../../lib/toaster'
import { BackToClasses } from './back-to-classes'
import { useEbdPdf } from './ebd-pdf'
import { quarterFileName, quarterReportSpec } from './ebd-reports'
import { QuarterForm, type QuarterFormValues } from './quarter-form'
import { personName, useEbd, useEbdAccess } from './use-ebd'

type Dialog = { mode: 'add' } | { mode: 'edit'; quarter: EbdQuarter } | null

/** /ebd/quarters: the quarters (trimestres) with their magazine and lessons; each gives its report PDF. */
export function QuartersScreen() {
  const { t } = useLingui()
  const ebd = useEbd()
  const access = useEbdAccess()
  const church = useChurchChoice()
  const list = useListState()
  const [dialog, setDialog] = useState<Dialog>(null)
  const [busy, setBusy] = useState(false)
  const quarters = [...ebd.quarters].sort((a, b) => b.startDate.localeCompare(a.startDate))
  const filtered = quarters.filter((q) =>
    matchesSearch(list.search, [q.name, q.magazine, church.nameOf(q.churchId)]),
  )
  const columns: ListColumn<EbdQuarter>[] = [
    {
      id: 'name',
      header: t`Trimestre`,
      wrap: true,
      cell: (q) => (
        <ListTitle
          title={q.name}
          detail={[q.magazine, church.several ? church.nameOf(q.churchId) : '']
            .filter(Boolean)
            .join(' · ')}
        />
      ),
    },
    {
      id: 'dates',
      header: t`Período`,
      cell: (q) => `${formatDate(q.startDate)} – ${formatDate(quarterEnd(q))}`,
    },
    {
      id: 'lessons',
      header: t`Lições`,
      numeric: true,
      wideOnly: true,
      cell: (q) => formatNumber(q.lessons.length),
    },
    {
      id: 'report',
      header: t`Relatório`,
      cell: (q) => (
        <QuarterReportButton quarter={q} ebd={ebd} churchName={church.nameOf(q.churchId)} />
      ),
    },
  ]

  const save = async (values: QuarterFormValues) => {
    setBusy(true)
    try {
      if (dialog?.mode === 'edit') {
        const patch = changedFields(dialog.quarter, {
          name: values.name,
          magazine: values.magazine,
          startDate: values.startDate,
          lessons: values.lessons,
        })
        if (Object.keys(patch).length > 0)
          await mutate('ebdQuarter.update', { id: dialog.quarter.id, patch })
      } else {
        await mutate('ebdQuarter.create', { id: uuidv7(), ...values })
      }
      setDialog(null)
      notify.success(t`Trimestre salvo.`)
    } catch (error) {
      throw new Error(errorText(error))
    } finally {
      setBusy(false)
    }
  }
  const remove = async (q: EbdQuarter) => {
    try {
      await mutate('ebdQuarter.delete', { id: q.id })
      notify.success(t`Trimestre excluído.`)
    } catch (error) {
      notify.error(t`Erro ao excluir: ${errorText(error)}`)
    }
  }

  return (
    <Stack gap="4">
      <BackToClasses />
      <ListScreen<EbdQuarter>
        title={t`Trimestres da EBD`}
        columns={columns}
        {...list.paged(filtered)}
        getRowId={(q) => q.id}
        entity="ebdQuarters"
        getRowLabel={(q) => q.name}
        status={ebd.ready ? 'ready' : 'loading'}
        searchPlaceholder={t`Buscar por trimestre ou revista...`}
        can={{ add: access.manage, edit: access.manage, delete: access.remove }}
        addLabel={t`Novo trimestre`}
        onAdd={() => setDialog({ mode: 'add' })}
        onEdit={(q) => setDialog({ mode: 'edit', quarter: q })}
        onDelete={remove}
        emptyTitle={<Trans>Nenhum trimestre cadastrado</Trans>}
        emptyDescription={
          <Trans>
            Cadastre o trimestre com a sua revista e as 13 lições: a chamada registra a lição de
            cada domingo e o relatório do trimestre reúne a frequência.
          </Trans>
        }
      />
      <FormDialog
        open={dialog !== null}
        onClose={() => setDialog(null)}
        title={dialog?.mode === 'edit' ? t`Editar trimestre` : t`Novo trimestre`}
        formId="ebd-quarter-form"
        busy={busy}
      >
        {dialog ? (
          <QuarterForm
            id="ebd-quarter-form"
            quarter={dialog.mode === 'edit' ? dialog.quarter : undefined}
            church={church}
            onSubmit={save}
          />
        ) : null}
      </FormDialog>
    </Stack>
  )
}

/** The quarter report's PDF, computed from the device's rows of the quarter's church. */
function QuarterReportButton({
  quarter,
  ebd,
  churchName,
}: {
  quarter: EbdQuarter
  ebd: ReturnType<typeof useEbd>
  churchName: string
}) {
  const pdf = useEbdPdf(quarter.churchId, churchName)
  const make = () =>
    pdf.make((context) => {
      const report = quarterReport(
        quarter,
        ebd.classes.filter((c) => c.churchId === quarter.churchId),
        ebd.enrolments,
        ebd.rolls,
      )
      return quarterReportSpec(report, quarter, (id) => personName(ebd.people, id), context)
    }, quarterFileName(quarter.startDate))
  return (
    <Button size="sm" variant="outline" loading={pdf.busy} onClick={() => void make()}>
      <Trans>PDF</Trans>
    </Button>
  )
}
