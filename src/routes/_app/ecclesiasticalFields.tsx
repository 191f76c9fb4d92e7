import { createFileRoute } from '@tanstack/react-router'
import { FieldsScreen } from '../../features/admin/hierarchy/screens'
import { loadArea } from '../../lib/i18n'
import { requireView } from './-guard'

export const Route = createFileRoute('/_app/ecclesiasticalFields')({
  beforeLoad: requireView('VIEW_FIELDS'),
  loader: () => loadArea('admin'),
  component: FieldsScreen,
})
