import { createFileRoute, redirect } from '@tanstack/react-router'
import { BillingScreen } from '../../features/billing/billing-screen'
import { loadArea } from '../../lib/i18n'

/** The subscription: for the organisation's administrators (role level 0) only. */
export const Route = createFileRoute('/_app/billing')({
  beforeLoad: async ({ context }) => {
    const user = await context.session.ensureUser()
    if (!user) throw redirect({ to: '/login' })
    if (user.role.levelOrder !== 0) throw redirect({ to: '/unauthorized' })
  },
  loader: () => loadArea('signup'),
  component: BillingScreen,
})
