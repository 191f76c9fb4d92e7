import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod'
import { RegistrationScreen } from '../features/members/registration/registration-screen'
import { loadArea } from '../lib/i18n'

/** Public (no sign-in): a church's self-registration link, `/member-registration?church=<id>`. */
export const Route = createFileRoute('/member-registration')({
  validateSearch: z.object({ church: z.string().catch('') }),
  loader: () => loadArea('members'),
  component: MemberRegistrationPage,
})

function MemberRegistrationPage() {
  const { church } = Route.useSearch()
  return <RegistrationScreen churchId={church} />
}
