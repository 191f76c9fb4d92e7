import { useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { EmptyListScreen } from '../../components/list-screen'
import { loadArea } from '../../lib/i18n'
import { requireView } from './-guard'

export const Route = createFileRoute('/_app/regionalSectors')({
  beforeLoad: requireView('VIEW_REGIONAL'),
  loader: () => loadArea('admin'),
  component: RegionalSectorsScreen,
})

function RegionalSectorsScreen() {
  const { t } = useLingui()
  return <EmptyListScreen title={t`Setores regionais`} />
}
