import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod/mini'
import { RegistrationScreen } from '../features/members/registration/registration-screen'
import { loadArea } from '../lib/i18n'

/**
 * Public (no sign-in): a church's self-registration link, `/member-registration?church=<id>`.
 * `validateSearch` is not code-split: it loads with the entry, hence `zod/mini` (docs/frontend.md).
 */
export const Route = createFileRoute('/member-registration')({
  validateSearch: z.object({ church: z.catch(z.string(), '') }),
  // The form's codes (CPF, CEP...) are translated by the domain messages of the `shell` area.
  loader: () =>
    Promise.all([
      loadArea('members'),
      loadArea('shell'),
      import('../components/books/contract-messages').then((m) => m.installDomainMessages()),
    ]),
  component: MemberRegistrationPage,
})

function MemberRegistrationPage() {
  const { church } = Route.useSearch()
  return <RegistrationScreen churchId={church} />
}
