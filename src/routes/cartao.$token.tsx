import { createFileRoute } from '@tanstack/react-router'
import { CardCheckScreen } from '../features/members/card/card-check-screen'
import { loadArea } from '../lib/i18n'

/** Public (no sign-in): the page a member card's QR code opens, `/cartao/<token>` (issue 52). */
export const Route = createFileRoute('/cartao/$token')({
  loader: () => loadArea('members'),
  component: CardCheckPage,
})

function CardCheckPage() {
  const { token } = Route.useParams()
  return <CardCheckScreen token={token} />
}
