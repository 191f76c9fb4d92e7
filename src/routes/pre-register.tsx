import { createFileRoute, redirect } from '@tanstack/react-router'
import { SignupScreen } from '../features/signup/signup-screen'
import { loadArea } from '../lib/i18n'

/** Public: a church signs itself up (spec §2 /pre-register, issue 18). */
export const Route = createFileRoute('/pre-register')({
  beforeLoad: ({ context }) => {
    if (context.session.hasToken()) throw redirect({ to: '/' })
  },
  // The contract codes (CPF, CNPJ, CEP...) are translated by the domain messages of `shell`.
  loader: () =>
    Promise.all([
      loadArea('signup'),
      loadArea('shell'),
      import('../components/books/contract-messages').then((m) => m.installDomainMessages()),
    ]),
  component: SignupScreen,
})
