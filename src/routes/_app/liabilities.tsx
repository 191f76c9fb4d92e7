import { useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { EmptyListScreen } from '../../components/list-screen'
import { guardedRoute } from './-guard'

export const Route = createFileRoute('/_app/liabilities')(
  guardedRoute('VIEW_LIABILITIES', LiabilitiesScreen),
)

function LiabilitiesScreen() {
  const { t } = useLingui()
  return <EmptyListScreen title={t`Passivos`} />
}
