import { useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { EmptyListScreen } from '../../components/list-screen'
import { requireView } from './-guard'

export const Route = createFileRoute('/_app/visitors')({
  beforeLoad: requireView('VIEW_MEMBER'),
  component: VisitorsScreen,
})

function VisitorsScreen() {
  const { t } = useLingui()
  return <EmptyListScreen title={t`Visitantes`} />
}
