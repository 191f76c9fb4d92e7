import { createFileRoute } from '@tanstack/react-router'
import { AccessLogScreen } from '../../features/admin/access-log/access-log-screen'
import { loadArea } from '../../lib/i18n'
import { requireView } from './-guard'

/** The LGPD access log; the server shows it to administrators only. */
export const Route = createFileRoute('/_app/access_log')({
  beforeLoad: requireView('VIEW_USERS', { administratorsOnly: true }),
  loader: () => loadArea('admin'),
  component: AccessLogScreen,
})
