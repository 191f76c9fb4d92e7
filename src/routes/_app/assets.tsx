import { useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { EmptyListScreen } from '../../components/list-screen'
import { guardedRoute } from './-guard'

export const Route = createFileRoute('/_app/assets')(guardedRoute('VIEW_ASSETS', AssetsScreen))

function AssetsScreen() {
  const { t } = useLingui()
  return <EmptyListScreen title={t`Patrimônio`} />
}
